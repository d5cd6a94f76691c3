import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { useDetail } from '../components/article';
import { MediaPlayer } from '../components/media-player';
import { clock } from '../lib/media-time';

/**
 * /app/pvideo/player?id&part: an album's episode in the player (HLS), with the episode list;
 * locked episodes say 请先购买~ and lead to the album's pay page. Resumes where the viewer left.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const detail = useDetail(id);
  const { iid, token } = useMemberSession();
  const wanted = Number(search.get('part'));
  const current = detail.data?.partList.find((p) => p.id === wanted) ?? detail.data?.partList.find((p) => p.open);
  const part = useRead(tenantScope, content.part, { id: current?.id ?? 0, token: token ?? undefined }, { enabled: current?.open === true });
  if (id === null) return <MemberPage title="播放"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (detail.isPending) return <MemberPage title="播放"><LoadingSkeleton rows={5} /></MemberPage>;
  if (detail.isError) return <MemberPage title="播放"><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  const item = detail.data;
  return (
    <MemberPage title={item.title}>
      {current && !current.open ? (
        <div className="content-gate">
          <p>请先购买~</p>
          <AppLink to={contentLinks.pvideoAlbumPay({ iid, id: item.id })} className="content-primary-link">去购买</AppLink>
        </div>
      ) : part.data ? (
        <MediaPlayer key={part.data.id} kind="video" src={part.data.mediaUrl} hls={part.data.hlsUrl || undefined} partId={part.data.id} position={part.data.position} poster={item.images[0]} label={`视频：${part.data.title}`} />
      ) : part.isError ? (
        <ErrorState error={part.error} onRetry={part.refetch} />
      ) : (
        <LoadingSkeleton rows={3} label="视频加载中" />
      )}
      <h2 className="content-title">{current?.title}</h2>
      <ol className="content-parts" aria-label="选集">
        {item.partList.map((p) => (
          <li key={p.id}>
            <button type="button" aria-current={p.id === current?.id ? 'true' : undefined} onClick={() => setSearch({ id: String(item.id), part: String(p.id) }, { replace: true })}>
              <span>{p.title}</span>
              {p.free && !item.bought ? <span className="content-badge">试看</span> : null}
              {!p.open ? <span className="content-muted">🔒</span> : <span className="content-muted">{clock(p.duration)}</span>}
            </button>
          </li>
        ))}
      </ol>
    </MemberPage>
  );
}
