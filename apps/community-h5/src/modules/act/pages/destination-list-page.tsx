import { act } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** /app/act/destination/list — destinations (image, name, trip count); a tap searches the list for it. */
export function Component() {
  const { iid } = useMemberSession();
  const list = useVisitorQuery(act.destinations, {});
  return (
    <MemberPage title="目的地">
      {list.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : list.data.length === 0 ? (
        <EmptyState description="暂无目的地" />
      ) : (
        <ul className="act-list act-main" aria-label="目的地" style={{ gridTemplateColumns: '1fr 1fr' }}>
          {list.data.map((d) => (
            <li key={d.name}>
              <AppLink to={actLinks.list({ iid, queryKey: d.name })} className="act-card">
                <span className="act-card__body">
                  <img src={d.cover} alt="" width={150} height={94} loading="lazy" style={{ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' }} />
                  <span className="act-card__title">{d.name}</span>
                  <span className="act-card__meta">{d.count} 个活动</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  );
}
