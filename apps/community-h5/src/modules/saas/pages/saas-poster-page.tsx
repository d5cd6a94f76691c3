import { saas } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { escapeXml, QueryView, svgDataUrl } from '@tongxin/ui';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { paths } from '../../../lib/links';
import '../saas.css';

/** The poster of the organisation's page as an SVG picture: its name, plan and the link. */
function posterOf(orgName: string, planTitle: string, link: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#eef4fb"/><rect width="600" height="300" fill="#1864ab"/><text x="300" y="150" text-anchor="middle" font-size="40" fill="#fff" font-family="sans-serif">${escapeXml(orgName.slice(0, 14))}</text><text x="300" y="210" text-anchor="middle" font-size="22" fill="#dbe9f7" font-family="sans-serif">${escapeXml(planTitle)}</text><text x="300" y="440" text-anchor="middle" font-size="26" fill="#333" font-family="sans-serif">一起做志愿，温暖身边人</text><text x="300" y="700" text-anchor="middle" font-size="18" fill="#555" font-family="sans-serif">${escapeXml(link.slice(0, 60))}</text></svg>`;
  return svgDataUrl(svg);
}

/** /app/pay/saasposter: the poster of the organisation's page to save and share (long-press). */
export function Component() {
  const { iid } = useMemberSession();
  const status = useRead(memberScope, saas.status, {});
  return (
    <MemberPage title="机构海报">
      <QueryView query={status} loading={<LoadingSkeleton rows={4} />}>
        {(s) => {
          const link = `${window.location.origin}${paths.index(iid)}`;
          return (
            <>
              <img className="saas-poster" src={posterOf(s.orgName, s.plan?.title ?? '同心志愿者平台', link)} alt={`${s.orgName}主页海报`} />
              <p className="saas-muted">长按图片可以保存到手机，分享给更多志愿者</p>
            </>
          );
        }}
      </QueryView>
    </MemberPage>
  );
}
