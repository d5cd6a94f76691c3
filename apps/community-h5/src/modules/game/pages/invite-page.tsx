import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { QrCode } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage, MissingParams } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/** /app/game/invite?iid&code: a team's invitation — the team, places left, a QR of this link, and 加入队伍. */
export function Component() {
  const { iid } = useMemberSession();
  const code = useSearchParams()[0].get('code') ?? '';
  const team = useRead(tenantScope, game.team, { code }, { enabled: code.length >= 4 });
  const t = team.data;
  if (code.length < 4)
    return (
      <MemberPage title="邀请队友">
        <MissingParams what="邀请码" />
      </MemberPage>
    );
  return (
    <MemberPage title="邀请队友">
      {team.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : team.isError ? (
        <ErrorState error={team.error} onRetry={team.refetch} />
      ) : t ? (
        <section className="game-bib">
          <p>{t.gameTitle}</p>
          <strong>{t.name}</strong>
          <p className="game-meta">
            队长 {t.captain} · {t.members}/{t.size}人 · 邀请码 {t.teamCode}
          </p>
          <QrCode value={`${window.location.origin}/app/game/invite?iid=${iid}&code=${t.teamCode}`} size={160} label="邀请二维码" />
          {t.members < t.size ? <AppLink to={gameLinks.enroll({ iid, id: t.gameId, code: t.teamCode })}>加入队伍</AppLink> : <p>队伍已满</p>}
        </section>
      ) : null}
    </MemberPage>
  );
}
