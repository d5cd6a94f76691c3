import { sign } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { escapeXml, svgDataUrl } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../sign.css';

/** The certificate as an image (an SVG data URL), so the member can long-press to save it. */
export function certificateImage(c: sign.Certificate): string {
  const day = c.completedAt.slice(0, 10);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420"><rect width="600" height="420" fill="#fffaf0"/><rect x="14" y="14" width="572" height="392" fill="none" stroke="#c8161d" stroke-width="4"/><text x="300" y="90" font-size="40" text-anchor="middle" fill="#c8161d" font-family="sans-serif">打卡证书</text><text x="300" y="160" font-size="26" text-anchor="middle" fill="#323233" font-family="sans-serif">${escapeXml(c.name)}</text><text x="300" y="215" font-size="20" text-anchor="middle" fill="#323233" font-family="sans-serif">完成「${escapeXml(c.title)}」全部 ${c.siteCount} 个点位</text><text x="300" y="255" font-size="18" text-anchor="middle" fill="#646566" font-family="sans-serif">累计获得 ${c.points} 积分</text><text x="300" y="330" font-size="16" text-anchor="middle" fill="#969799" font-family="sans-serif">证书编号 ${escapeXml(c.certNo)} · ${day}</text><circle cx="500" cy="340" r="44" fill="none" stroke="#c8161d" stroke-width="3"/><text x="500" y="346" font-size="16" text-anchor="middle" fill="#c8161d" font-family="sans-serif">同心</text></svg>`;
  return svgDataUrl(svg);
}

/** /app/sign/cer?subjectId: the member's certificate once every site of the subject is checked in. */
export function Component() {
  const [search] = useSearchParams();
  const subjectId = Number(search.get('subjectId')) || 1;
  const cert = useRead(memberScope, sign.certificate, { subjectId });
  return (
    <MemberPage title="打卡证书">
      {cert.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : cert.isError ? (
        <ErrorState error={cert.error} onRetry={cert.refetch} />
      ) : (
        <>
          <img className="sign-cert" src={certificateImage(cert.data)} alt={`${cert.data.title}证书 ${cert.data.name} ${cert.data.certNo}`} />
          <p className="sign-meta" style={{ textAlign: 'center' }}>
            长按图片可以保存到手机
          </p>
        </>
      )}
    </MemberPage>
  );
}
