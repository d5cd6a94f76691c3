import { cf } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { escapeXml, formatFen, svgDataUrl, toast } from '@tongxin/ui';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { cfPaths } from '../cf-links';
import { ProjectFrame } from '../components/project-frame';

const SUPPORT_TEXT: Readonly<Record<number, string>> = { 0: '待支付', 1: '支持成功', 2: '已取消', 3: '退款中', 4: '已退款' };

/** The poster as an SVG picture (long-press to save): title, progress, and the link. */
function posterOf(p: cf.Project, link: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#fff7ed"/><rect width="600" height="260" fill="#e4572e"/><text x="40" y="110" font-size="34" fill="#fff" font-family="sans-serif">${escapeXml(p.title.slice(0, 16))}</text><text x="40" y="170" font-size="22" fill="#ffe8d6" font-family="sans-serif">${escapeXml(p.launcher.nickName)} 发起的众筹</text><text x="40" y="360" font-size="26" fill="#333" font-family="sans-serif">已筹 ${escapeXml(formatFen(p.progress.raisedFen))}  ·  ${p.progress.percent}%</text><rect x="40" y="390" width="520" height="16" rx="8" fill="#eee"/><rect x="40" y="390" width="${Math.round((520 * Math.min(p.progress.percent, 100)) / 100)}" height="16" rx="8" fill="#e4572e"/><text x="40" y="460" font-size="22" fill="#666" font-family="sans-serif">${p.progress.supporters} 人已支持 · 目标 ${escapeXml(formatFen(p.progress.goalFen))}</text><text x="40" y="700" font-size="18" fill="#999" font-family="sans-serif">${escapeXml(link.slice(0, 60))}</text></svg>`;
  return svgDataUrl(svg);
}

function MySupports({ id }: { id: number }) {
  const mine = useRead(memberScope, cf.mySupports, { id });
  if (!mine.data?.length) return null;
  return (
    <ul aria-label="我的支持">
      {mine.data.map((s) => (
        <li key={s.id} className="cf-row">
          <span style={{ flex: 1 }}>
            {formatFen(s.amountFen)} {s.tierTitle}
          </span>
          <span className="cf-status">{SUPPORT_TEXT[s.status] ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /app/cf/{iid}/share: the project's poster and link to pass on; /shareSuccess: after paying,
 * the member's support and its state (paid, refunding, refunded), with the same sharing.
 */
export function Component() {
  const { pathname } = useLocation();
  const { iid, token } = useMemberSession();
  const afterPay = pathname.endsWith('/shareSuccess');
  return (
    <ProjectFrame title={afterPay ? '支持成功' : '分享项目'}>
      {(p) => {
        const link = `${window.location.origin}${cfPaths.index(iid, p.id)}`;
        return (
          <div className="cf-body">
            {afterPay ? <h2>感谢您的支持！</h2> : null}
            {token ? <MySupports id={p.id} /> : null}
            <img className="cf-poster" src={posterOf(p, link)} alt={`${p.title}的分享海报`} />
            <p className="cf-muted">长按图片可以保存到手机，分享到朋友圈或微信群</p>
            <button
              type="button"
              className="cf-primary"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(
                  () => toast.success('链接已复制'),
                  () => toast.info(link),
                );
              }}
            >
              复制链接
            </button>
            <AppLink to={cfPaths.index(iid, p.id)}>返回项目</AppLink>
          </div>
        );
      }}
    </ProjectFrame>
  );
}
