import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantScope } from '../../../components/scopes';
import { PeriodTabs, stepsText, usePeriod } from '../period-tabs';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

/**
 * /app/step/cityrank: cities by their members' reported steps, today or this week (the server sums
 * the day's reports by the city each member reported from), with how many people walked there.
 */
export function Component() {
  const [period, setPeriod] = usePeriod();
  const rank = useRead(tenantScope, sport.cityRank, { period });
  return (
    <MemberPage title="城市排行榜">
      <PeriodTabs period={period} onChange={setPeriod} />
      <p className="sport-meta sport-links">
        <AppLink to={sportLinks.stepRank({ period })}>个人排行</AppLink> · <AppLink to={sportLinks.team()}>队伍排行</AppLink>
      </p>
      {rank.isPending ? (
        <LoadingSkeleton rows={5} />
      ) : rank.isError ? (
        <ErrorState error={rank.error} onRetry={rank.refetch} />
      ) : (
        <PageRefresh queries={[rank]}>
          {rank.data.length === 0 ? (
            <EmptyState description={period === 'day' ? '今天还没有城市上榜，同步步数为你的城市加油' : '本周还没有城市上榜'} />
          ) : (
            <ol className="sport-list" aria-label="城市排行">
              {rank.data.map((c) => (
                <li key={c.city} className="sport-row" aria-label={`第${c.rank}名 ${c.city}`}>
                  <span className="rank">{c.rank}</span>
                  <span className="grow">
                    {c.city}
                    <span className="sport-meta"> · {c.people}人</span>
                  </span>
                  <span>{stepsText(c.steps)}</span>
                </li>
              ))}
            </ol>
          )}
        </PageRefresh>
      )}
    </MemberPage>
  );
}
