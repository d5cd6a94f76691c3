import { sign } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import '../sign.css';

function Row({ row, label }: { row: sign.RankRow; label?: string }) {
  return (
    <div className="sign-row" aria-label={label ?? `第${row.rank}名 ${row.name}`}>
      <span className="rank">{row.rank}</span>
      <span className="grow">{row.name}</span>
      <span className="sign-meta">
        {row.count}个点位 · {row.points}积分
      </span>
    </div>
  );
}

/** /app/sign/rank?subjectId: people by sites checked in (earliest first on a tie), with the member's own row. */
export function Component() {
  const { token } = useMemberSession();
  const [search] = useSearchParams();
  const subjectId = Number(search.get('subjectId')) || 1;
  const rank = useRead(tenantScope, sign.rank, { subjectId, ...(token ? { token } : {}) });
  return (
    <MemberPage title="打卡排行榜">
      {rank.isPending ? (
        <LoadingSkeleton rows={5} avatar />
      ) : rank.isError ? (
        <ErrorState error={rank.error} onRetry={rank.refetch} />
      ) : (
        <PageRefresh queries={[rank]}>
          {rank.data.mine ? <Row row={rank.data.mine} label={`我的排名 第${rank.data.mine.rank}名`} /> : null}
          {rank.data.list.length === 0 ? <EmptyState description="还没有人打卡，快来成为第一名" /> : rank.data.list.map((r) => <Row key={r.rank} row={r} />)}
        </PageRefresh>
      )}
    </MemberPage>
  );
}
