import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../sport.css';

/** /app/trajectory/achievement: badges earned across sign-ins, steps and quizzes, locked ones with progress. */
export function Component() {
  const badges = useRead(memberScope, sport.achievements, {});
  return (
    <MemberPage title="我的勋章">
      {badges.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : badges.isError ? (
        <ErrorState error={badges.error} onRetry={badges.refetch} />
      ) : (
        <div className="sport-badges">
          {badges.data.map((b) => (
            <article key={b.code} className={`sport-badge${b.earned ? '' : ' is-locked'}`} aria-label={`${b.title} ${b.earned ? '已获得' : '未获得'}`}>
              <strong>{b.title}</strong>
              <p className="sport-meta">{b.description}</p>
              <p className="sport-meta">{b.earned ? '已获得' : `${b.progress}/${b.target}`}</p>
            </article>
          ))}
        </div>
      )}
    </MemberPage>
  );
}
