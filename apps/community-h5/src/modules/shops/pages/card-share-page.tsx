import { isRefusal, shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { Poster, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

/** Sharing the member's card (shops/card/share): a poster and a link, and who opened it (visits counted once a visitor a day). */
export function Component() {
  const stats = useRead(memberScope, shops.shareStats, {});
  if (stats.isPending) return <MemberPage title="分享名片"><LoadingSkeleton rows={3} /></MemberPage>;
  if (stats.error || !stats.data)
    return (
      <MemberPage title="分享名片">
        {isRefusal(stats.error, shops.SHOPS_ERRORS.noCard) ? (
          <EmptyState description="你还没有名片，创建后才能分享">
            <AppLink to={shopsLinks.cardNew()} className="tx-link-button">创建我的名片</AppLink>
          </EmptyState>
        ) : (
          <ErrorState error={stats.error} onRetry={stats.refetch} />
        )}
      </MemberPage>
    );
  const s = stats.data;
  const link = `${window.location.origin}${shopsLinks.card({ code: s.shareCode })}`;
  return (
    <MemberPage title="分享名片">
      <dl className="shops-stats shops-section" aria-label="访问统计">
        <div><dt>累计访问</dt><dd>{s.visits}</dd></div>
        <div><dt>访客</dt><dd>{s.visitors}</dd></div>
        <div><dt>今日</dt><dd>{s.today}</dd></div>
      </dl>
      <Poster poster={{ userImg: s.avatar || undefined, userName: s.name, title: [s.name, s.title, s.company].filter(Boolean).join(' · '), dstUrl: link }} alt="名片海报" />
      <section className="shops-section" aria-label="名片链接">
        <p style={{ wordBreak: 'break-all' }}>{link}</p>
        <Button round type="primary" block onClick={() => void navigator.clipboard?.writeText(link).then(() => toast.success('链接已复制'), () => toast.warn('请长按链接手动复制'))}>
          复制链接
        </Button>
      </section>
      <section className="shops-section" aria-label="最近访客">
        <h3>最近访客</h3>
        {s.recent.length === 0 ? (
          <p className="tx-muted">还没有人看过你的名片，分享给朋友吧</p>
        ) : (
          <ul className="relation-rows" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {s.recent.map((v, i) => (
              <li key={`${v.day}-${i}`} style={{ display: 'flex', justifyContent: 'space-between', padding: '6px 0' }}>
                <span>{v.nickName}</span>
                <small>{v.day}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MemberPage>
  );
}
