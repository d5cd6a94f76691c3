import { errorMessage, game } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/** /app/game/checkIn/:id: check in on the game day and get the bib number. */
export function Component() {
  const { iid } = useMemberSession();
  const id = Number(useParams().id);
  const entry = useRead(memberScope, game.myEntry, { gameId: id }, { enabled: id > 0 });
  const checkIn = useWrite(memberScope, game.checkIn, { invalidates: [game.myEntry, game.detail] });
  const e = entry.data;
  return (
    <MemberPage title="检录签到">
      {entry.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : entry.isError ? (
        <ErrorState error={entry.error} onRetry={entry.refetch} />
      ) : e?.bib ? (
        <section className="game-bib" aria-label="参赛号">
          <p>{e.gameTitle}</p>
          <strong>{e.bib}</strong>
          <p className="game-meta">
            {e.name} · {e.groupName} · 已签到
          </p>
          <AppLink to={gameLinks.result({ id, iid })}>我的成绩</AppLink>
        </section>
      ) : e ? (
        <EmptyState description={`${e.gameTitle} · ${e.name} · ${e.groupName}`}>
          <Button
            type="primary"
            loading={checkIn.isPending}
            onClick={() =>
              void checkIn.mutateAsync({ gameId: id }).then(
                () => toast.success('签到成功'),
                (error: unknown) => toast.fail(errorMessage(error) || '签到失败'),
              )
            }
          >
            签到领取参赛号
          </Button>
        </EmptyState>
      ) : null}
    </MemberPage>
  );
}
