import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { AppLink } from '../../../components/app-link';
import { PeriodTabs, stepsText, usePeriod } from '../period-tabs';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

function Row({ row, label }: { row: sport.StepRankRow; label?: string }) {
  return (
    <div className="sport-row" aria-label={label ?? `第${row.rank}名 ${row.name}`}>
      <span className="rank">{row.rank}</span>
      <span className="grow">
        {row.name}
        {row.city ? <span className="sport-meta"> · {row.city}</span> : null}
      </span>
      <span>{stepsText(row.steps)}</span>
    </div>
  );
}

/** /app/step/rank: members by steps today or this week, with the member's own row. */
export function Component() {
  const { token } = useMemberSession();
  const [period, setPeriod] = usePeriod();
  const rank = useRead(tenantScope, sport.stepRank, { period, ...(token ? { token } : {}) });
  return (
    <MemberPage title="步数排行榜">
      <PeriodTabs period={period} onChange={setPeriod} />
      <p className="sport-meta sport-links">
        <AppLink to={sportLinks.cityRank({ period })}>城市排行</AppLink> · <AppLink to={sportLinks.team()}>队伍排行</AppLink>
      </p>
      {rank.isPending ? (
        <LoadingSkeleton rows={5} avatar />
      ) : rank.isError ? (
        <ErrorState error={rank.error} onRetry={rank.refetch} />
      ) : (
        <PageRefresh queries={[rank]}>
          {rank.data.mine ? <Row row={rank.data.mine} label={`我的排名 第${rank.data.mine.rank}名`} /> : null}
          {rank.data.list.length === 0 ? <EmptyState description="还没有人同步步数" /> : rank.data.list.map((r) => <Row key={r.rank} row={r} />)}
        </PageRefresh>
      )}
    </MemberPage>
  );
}
