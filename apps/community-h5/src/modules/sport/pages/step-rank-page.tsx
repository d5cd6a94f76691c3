import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import '../sport.css';

const TABS = [
  { period: 'day', label: '今日' },
  { period: 'week', label: '本周' },
] as const;

function Row({ row, label }: { row: sport.StepRankRow; label?: string }) {
  return (
    <div className="sport-row" aria-label={label ?? `第${row.rank}名 ${row.name}`}>
      <span className="rank">{row.rank}</span>
      <span className="grow">
        {row.name}
        {row.city ? <span className="sport-meta"> · {row.city}</span> : null}
      </span>
      <span>{row.steps.toLocaleString('zh-CN')}步</span>
    </div>
  );
}

/** /app/step/rank: members by steps today or this week, with the member's own row. */
export function Component() {
  const { token } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const period = search.get('period') === 'week' ? 'week' : 'day';
  const rank = useRead(tenantScope, sport.stepRank, { period, ...(token ? { token } : {}) });
  return (
    <MemberPage title="步数排行榜">
      <div className="sport-tabs" role="tablist" aria-label="时间">
        {TABS.map((t) => (
          <button key={t.period} type="button" role="tab" aria-selected={t.period === period} onClick={() => setSearch({ period: t.period }, { replace: true })}>
            {t.label}
          </button>
        ))}
      </div>
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
