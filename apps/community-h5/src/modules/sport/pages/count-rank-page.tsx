import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

const BOARDS = {
  signrank: { title: '打卡排行榜', call: sport.signRank, unit: '个点位', empty: '还没有人打卡，去签到点打卡上榜吧', other: { to: sportLinks.checkRank(), label: '达标排行' } },
  checkrank: { title: '达标排行榜', call: sport.checkRank, unit: '天达标', empty: '还没有人达成每日步数目标', other: { to: sportLinks.signRank(), label: '打卡排行' } },
} as const;

function Row({ row, unit, label }: { row: sport.CountRankRow; unit: string; label?: string }) {
  return (
    <div className="sport-row" aria-label={label ?? `第${row.rank}名 ${row.name}`}>
      <span className="rank">{row.rank}</span>
      {row.avatar ? (
        <span style={{ width: 32 }}>
          <Picture src={row.avatar} alt="" ratio={1} radius={16} />
        </span>
      ) : null}
      <span className="grow">{row.name}</span>
      <span>
        {row.count}
        {unit}
      </span>
    </div>
  );
}

/**
 * /app/trajectory/signrank (members by sign-in sites checked in, across subjects) and
 * /app/trajectory/checkrank (members by days the daily step goal was reached): the board from the
 * server's rows, with the member's own place on top.
 */
export function Component() {
  const { token } = useMemberSession();
  const board = BOARDS[useLocation().pathname.endsWith('/checkrank') ? 'checkrank' : 'signrank'];
  const rank = useRead(tenantScope, board.call, token ? { token } : {});
  return (
    <MemberPage title={board.title} side={<AppLink to={board.other.to}>{board.other.label}</AppLink>}>
      {rank.isPending ? (
        <LoadingSkeleton rows={5} avatar />
      ) : rank.isError ? (
        <ErrorState error={rank.error} onRetry={rank.refetch} />
      ) : (
        <PageRefresh queries={[rank]}>
          {rank.data.mine ? <Row row={rank.data.mine} unit={board.unit} label={`我的排名 第${rank.data.mine.rank}名`} /> : null}
          {rank.data.list.length === 0 ? <EmptyState description={board.empty} /> : rank.data.list.map((r) => <Row key={r.rank} row={r} unit={board.unit} />)}
        </PageRefresh>
      )}
    </MemberPage>
  );
}
