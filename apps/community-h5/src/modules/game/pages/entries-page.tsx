import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { ENTRY_LABEL } from '../game-text';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/** /app/trajectory/entryinformation: the member's entries (who entered, ID masked, group, bib, state). */
export function Component() {
  const { iid } = useMemberSession();
  const entries = useRead(memberScope, game.myEntries, {});
  return (
    <MemberPage title="参赛信息">
      {entries.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : entries.isError ? (
        <ErrorState error={entries.error} onRetry={entries.refetch} />
      ) : entries.data.length === 0 ? (
        <EmptyState description="还没有参赛记录">
          <AppLink to={gameLinks.list({ iid })}>去看看赛事</AppLink>
        </EmptyState>
      ) : (
        entries.data.map((e) => (
          <AppLink key={e.id} to={gameLinks.detail({ iid, id: e.gameId })} className="game-card" aria-label={e.gameTitle}>
            <div className="body">
              <h3>{e.gameTitle}</h3>
              <p className="game-meta">
                {e.name} · {e.idNo} · {e.mobile}
              </p>
              <p>
                {e.groupName} · {ENTRY_LABEL[e.status]}
                {e.bib ? ` · 参赛号 ${e.bib}` : ''}
              </p>
            </div>
          </AppLink>
        ))
      )}
    </MemberPage>
  );
}
