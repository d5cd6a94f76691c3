import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';

/** /app/live/content?id: the room's 课堂 — what the host prepared (intro and schedule). */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const { iid } = useMemberSession();
  const room = useRead(tenantScope, content.liveRoom, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <MemberPage title="课堂"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (room.isPending) return <MemberPage title="课堂"><LoadingSkeleton rows={3} /></MemberPage>;
  if (room.isError) return <MemberPage title="课堂"><ErrorState error={room.error} onRetry={room.refetch} /></MemberPage>;
  return (
    <MemberPage title="课堂">
      <h2 className="content-title">{room.data.title}</h2>
      <p>主播：{room.data.host}</p>
      <p className="content-intro">{room.data.intro}</p>
      <AppLink to={contentLinks.liveRoom({ iid, id: room.data.id })} className="content-primary-link">
        进入直播间
      </AppLink>
    </MemberPage>
  );
}
