import { cf } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, Poster } from '@tongxin/ui';
import { useLocation } from 'react-router-dom';
import { ShareLink } from '../../../components/share-link';
import { AppLink } from '../../../components/app-link';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { ProjectFrame } from '../components/project-frame';
import { cfLinks } from '../../../lib/links/cf-links';

const SUPPORT_TEXT: Readonly<Record<number, string>> = { 0: '待支付', 1: '支持成功', 2: '已取消', 3: '退款中', 4: '已退款' };

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
        const link = `${window.location.origin}${cfLinks.index({ iid, id: p.id })}`;
        return (
          <div className="cf-body">
            {afterPay ? <h2>感谢您的支持！</h2> : null}
            {token ? <MySupports id={p.id} /> : null}
            <Poster
              poster={{ userImg: p.launcher.headImg || undefined, userName: p.launcher.nickName, title: `${p.title}：已筹 ${formatFen(p.progress.raisedFen)}（${p.progress.percent}%），${p.progress.supporters} 人已支持，目标 ${formatFen(p.progress.goalFen)}`, dstUrl: link }}
              alt={`${p.title}的分享海报`}
              width="80%"
              hint="长按图片可以保存到手机，分享到朋友圈或微信群"
            />
            <ShareLink link={link} className="cf-primary" />
            <AppLink to={cfLinks.index({ iid, id: p.id })}>返回项目</AppLink>
          </div>
        );
      }}
    </ProjectFrame>
  );
}
