import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ResultCard } from '../game-text';
import '../game.css';

/** /app/game/result/:id and result2/:id: the member's own result. */
export function Component() {
  const gameId = Number(useParams().id);
  const result = useRead(memberScope, game.myResult, { gameId }, { enabled: gameId > 0 });
  return (
    <MemberPage title="我的成绩">
      {result.isPending ? <LoadingSkeleton rows={3} /> : result.isError ? <ErrorState error={result.error} onRetry={result.refetch} /> : <ResultCard result={result.data} />}
    </MemberPage>
  );
}
