import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { ENTRY_LABEL } from '../game-text';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/**
 * /app/game/joinresult/:id?iid&code: where a team invitation ended — 加入成功 (the team and its
 * places, pay if the game charges), 已加入其他队伍, 队伍已满 (start a team instead), or not joined
 * yet (join). Read from the member's entry and the team, never from what the link claims.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const id = Number(useParams().id);
  const code = (useSearchParams()[0].get('code') ?? '').toUpperCase();
  const valid = Number.isInteger(id) && id > 0;
  const detail = useRead(tenantScope, game.detail, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const team = useRead(tenantScope, game.team, { code }, { enabled: code.length >= 4 });
  const title = '加入队伍';
  if (!valid || code.length < 4) return <MemberPage title={title}><EmptyState description="邀请链接不完整，请向队长重新索取" /></MemberPage>;
  if (detail.isPending || team.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (detail.isError) return <MemberPage title={title}><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  if (team.isError) return <MemberPage title={title}><ErrorState error={team.error} onRetry={team.refetch} /></MemberPage>;
  const g = detail.data;
  const t = team.data;
  const mine = g.mine;
  const joined = mine?.team?.code === t.teamCode;
  return (
    <MemberPage title={title}>
      <section className="game-bib" aria-label="加入结果">
        <p>{t.gameTitle}</p>
        <strong>{joined ? '加入成功' : mine ? '已加入其他队伍' : t.members >= t.size ? '队伍已满' : '尚未加入'}</strong>
        <p className="game-meta">
          {t.name} · 队长 {t.captain} · {joined && mine?.team ? mine.team.members : t.members}/{t.size}人
        </p>
        {joined && mine ? <p>报名状态：{ENTRY_LABEL[mine.status]}</p> : null}
        {mine && !joined ? <p className="game-meta">你已在队伍「{mine.team?.name ?? '个人报名'}」中，每人只能加入一支队伍</p> : null}
      </section>
      <div className="game-bar">
        {joined && mine?.status === game.ENTRY_STATUS.waitingPayment ? <a href={gameLinks.pay({ iid, id })}>去支付报名费</a> : null}
        {joined ? <AppLink to={gameLinks.invite({ iid, code: t.teamCode })}>邀请更多队友</AppLink> : null}
        {!mine && t.members >= t.size ? <AppLink to={gameLinks.enroll({ iid, id })}>自己创建队伍</AppLink> : null}
        {!mine && t.members < t.size ? <AppLink to={gameLinks.enroll({ iid, id, code: t.teamCode })}>加入队伍</AppLink> : null}
        <AppLink to={gameLinks.detail({ iid, id })}>查看赛事</AppLink>
      </div>
    </MemberPage>
  );
}
