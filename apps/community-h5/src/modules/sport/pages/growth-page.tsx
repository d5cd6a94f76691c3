import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../sport.css';

/** /app/client/growth: the member's growth level and how it was earned. */
export function Component() {
  const growth = useRead(memberScope, sport.growth, {});
  const g = growth.data;
  return (
    <MemberPage title="我的成长">
      {growth.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : growth.isError ? (
        <ErrorState error={growth.error} onRetry={growth.refetch} />
      ) : g ? (
        <>
          <section className="sport-score" aria-label="成长等级">
            <p>
              Lv.{g.level} {g.title}
            </p>
            <strong>{g.value}</strong>
            <p className="sport-meta">{g.next === null ? '已达最高等级' : `距下一等级还差 ${g.next - g.value} 成长值`}</p>
          </section>
          <section className="sport-section" aria-label="成长值来源">
            <h2>成长值来源</h2>
            {g.items.map((i) => (
              <div key={i.source} className="sport-row">
                <span className="grow">
                  {i.title} <span className="sport-meta">×{i.count}</span>
                </span>
                <span>+{i.value}</span>
              </div>
            ))}
          </section>
        </>
      ) : null}
    </MemberPage>
  );
}
