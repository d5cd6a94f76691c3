import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingSkeleton, MemberPage, MissingParams } from '../../../components/member-kit';
import { tenantScope } from '../../../components/scopes';
import '../game.css';

/** /app/game/statement?id: the game's disclaimer and rules, to read before enrolling. */
export function Component() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const detail = useRead(tenantScope, game.detail, { id }, { enabled: id > 0 });
  if (!(id > 0))
    return (
      <MemberPage title="免责声明">
        <MissingParams what="赛事编号" />
      </MemberPage>
    );
  return (
    <MemberPage title="免责声明">
      {detail.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : (
        <section className="game-section">
          <h2>{detail.data.title}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{detail.data.disclaimer}</p>
          <h2>竞赛规程</h2>
          <p className="game-meta" style={{ whiteSpace: 'pre-line' }}>
            {detail.data.rules}
          </p>
        </section>
      )}
    </MemberPage>
  );
}
