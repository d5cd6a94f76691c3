import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { escapeXml, svgDataUrl } from '@tongxin/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../components/member-kit';
import { memberScope } from '../../components/scopes';
import { sportLinks } from '../../lib/links/sport-links';

const W = 600;
const H = 840;

/** 2026-11-24 → 2026年11月24日. */
const chineseDate = (day: string) => {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${y}年${Number(m)}月${Number(d)}日` : day;
};

/**
 * The step challenge's certificate as one SVG document: frame, 荣誉证书, the member's name, the
 * challenge, the total against its target, the day it was reached, the number and a seal; with
 * `photo` (a data URL: an <img> of SVG loads nothing from outside) the member's photo above the
 * name. Every text from data is escaped.
 */
export function certificateSvg(cert: sport.StepCertificate, photo?: string): string {
  const top = photo ? 330 : 250;
  const lines = [
    `<rect width="${W}" height="${H}" fill="#fffaf0"/>`,
    `<rect x="18" y="18" width="${W - 36}" height="${H - 36}" fill="none" stroke="#c8161d" stroke-width="6"/>`,
    `<rect x="32" y="32" width="${W - 64}" height="${H - 64}" fill="none" stroke="#d4a017" stroke-width="2"/>`,
    `<text x="${W / 2}" y="130" text-anchor="middle" font-size="56" font-weight="700" fill="#c8161d" letter-spacing="12">荣誉证书</text>`,
    `<text x="${W / 2}" y="180" text-anchor="middle" font-size="20" fill="#8a6d3b">CERTIFICATE OF HONOR</text>`,
    photo
      ? `<clipPath id="p"><circle cx="${W / 2}" cy="250" r="62"/></clipPath><image href="${escapeXml(photo)}" x="${W / 2 - 62}" y="188" width="124" height="124" preserveAspectRatio="xMidYMid slice" clip-path="url(#p)"/><circle cx="${W / 2}" cy="250" r="62" fill="none" stroke="#d4a017" stroke-width="3"/>`
      : '',
    `<text x="${W / 2}" y="${top + 50}" text-anchor="middle" font-size="40" font-weight="700" fill="#323233">${escapeXml(cert.name)}</text>`,
    `<text x="${W / 2}" y="${top + 110}" text-anchor="middle" font-size="24" fill="#323233">在「${escapeXml(cert.title)}」中</text>`,
    `<text x="${W / 2}" y="${top + 150}" text-anchor="middle" font-size="24" fill="#323233">累计行走 ${cert.total.toLocaleString('zh-CN')} 步</text>`,
    `<text x="${W / 2}" y="${top + 190}" text-anchor="middle" font-size="24" fill="#323233">达成 ${cert.target.toLocaleString('zh-CN')} 步挑战目标，特发此证</text>`,
    `<text x="${W / 2}" y="${top + 230}" text-anchor="middle" font-size="20" fill="#646566">达成日期：${chineseDate(cert.reachedOn)}</text>`,
    `<g transform="translate(${W - 150} ${H - 150})"><circle r="62" fill="none" stroke="#c8161d" stroke-width="5" opacity="0.85"/><text y="-8" text-anchor="middle" font-size="18" fill="#c8161d">同心健步</text><text y="22" text-anchor="middle" font-size="30" fill="#c8161d">★</text></g>`,
    `<text x="60" y="${H - 70}" font-size="18" fill="#646566">证书编号：${escapeXml(cert.certNo)}</text>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="PingFang SC, Microsoft YaHei, sans-serif">${lines.join('')}</svg>`;
}

/** The certificate as an image the member long-presses to save. */
export function CertificateImage({ cert, photo }: { cert: sport.StepCertificate; photo?: string }) {
  return <img className="sport-cert" src={svgDataUrl(certificateSvg(cert, photo))} alt={`${cert.name}的${cert.title}证书`} width={W} height={H} />;
}

/**
 * The member's certificate (sport.stepCertificate) for `children`; while it loads, 证书生成中; before
 * the target is reached, how to get there; an error with retry.
 */
export function CertificateGate({ children }: { children: (cert: sport.StepCertificate) => ReactNode }) {
  const cert = useRead(memberScope, sport.stepCertificate, {});
  if (cert.isPending) return <LoadingSkeleton rows={6} label="证书生成中" />;
  if ((cert.error as { code?: number } | null)?.code === sport.stepCertificate.errors.notReached.code) {
    return (
      <EmptyState description={sport.stepCertificate.errors.notReached.msg}>
        <AppLink to={sportLinks.stepCount()}>去同步步数</AppLink>
      </EmptyState>
    );
  }
  if (cert.isError) return <ErrorState error={cert.error} onRetry={cert.refetch} />;
  return <>{children(cert.data)}</>;
}
