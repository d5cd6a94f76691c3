import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantScope } from '../../../components/scopes';
import { raceTime } from '../game-text';
import '../game.css';

/** /app/game/resultlist1/:id: the game's rankings, overall or by group. */
export function Component() {
  const gameId = Number(useParams().id);
  const [groupId, setGroupId] = useState(0);
  const detail = useRead(tenantScope, game.detail, { id: gameId }, { enabled: gameId > 0 });
  const ranks = useRead(tenantScope, game.rankings, { gameId, groupId }, { enabled: gameId > 0 });
  return (
    <MemberPage title="成绩排名">
      <div className="game-section">
        <select aria-label="组别" value={groupId} onChange={(e) => setGroupId(Number(e.target.value))}>
          <option value={0}>全部组别</option>
          {detail.data?.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {ranks.isPending ? (
        <LoadingSkeleton rows={5} />
      ) : ranks.isError ? (
        <ErrorState error={ranks.error} onRetry={ranks.refetch} />
      ) : ranks.data.length === 0 ? (
        <EmptyState description="成绩尚未公布" />
      ) : (
        <PageRefresh queries={[ranks]}>
          {ranks.data.map((r) => (
            <div key={r.bib} className="game-row" aria-label={`第${groupId ? r.groupRank : r.rank}名 ${r.name}`}>
              <span className="rank">{groupId ? r.groupRank : r.rank}</span>
              <span className="grow">
                {r.name} <span className="game-meta">{r.bib} · {r.groupName}</span>
              </span>
              <span>{raceTime(r.timeMs)}</span>
            </div>
          ))}
        </PageRefresh>
      )}
    </MemberPage>
  );
}
