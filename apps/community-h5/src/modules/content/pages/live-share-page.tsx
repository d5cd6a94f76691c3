import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, formatDate, LoadingSkeleton, QrCode } from '@tongxin/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';

/**
 * /app/live/share, share1 and share2 (one page, three variants): a room's share card — cover,
 * title, time and the QR code of the room; share1 without the cover, share2 a poster link first.
 */
export function Component() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const variant = pathname.endsWith('share1') ? 1 : pathname.endsWith('share2') ? 2 : 0;
  const id = Number(search.get('id')) || null;
  const { iid } = useMemberSession();
  const room = useRead(tenantScope, content.liveRoom, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <MemberPage title="分享直播"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (room.isPending) return <MemberPage title="分享直播"><LoadingSkeleton rows={3} /></MemberPage>;
  if (room.isError) return <MemberPage title="分享直播"><ErrorState error={room.error} onRetry={room.refetch} /></MemberPage>;
  const r = room.data;
  const link = `${location.origin}${contentLinks.liveRoom({ iid, id: r.id })}`;
  return (
    <MemberPage title="分享直播">
      {variant === 2 ? (
        <AppLink to={contentLinks.poster({ title: r.title, link: contentLinks.liveRoom({ iid, id: r.id }) })} className="content-primary-link">
          生成分享海报
        </AppLink>
      ) : null}
      <article className="content-share" aria-label={`${r.title}分享卡`}>
        {variant !== 1 ? <Picture src={r.cover} alt={r.title} ratio={16 / 9} /> : null}
        <h2 className="content-title">{r.title}</h2>
        <p className="content-meta">
          <span>主播 {r.host}</span>
          <span>{formatDate(r.startAt, 4)}</span>
        </p>
        <QrCode value={link} label="直播间二维码" size={160} />
        <p className="content-muted">长按识别二维码进入直播间；在微信中可点右上角分享给朋友</p>
      </article>
    </MemberPage>
  );
}
