import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, Poster } from '@tongxin/ui';
import { useLocation, useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { linkTo } from '../../../lib/links';
import { raceTime } from '../game-text';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/**
 * /app/game/share/:id and /app/game/share1/:id: a poster to long-press and save. share invites
 * friends to the game (cover, title, date and place, fee, the QR of its page); share1 is the
 * member's own poster — their result once published (time and ranks), else their entry. The QR
 * carries the sharer's pass-through parameters, so enrolments are attributed.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const id = Number(useParams().id);
  const personal = useLocation().pathname.includes('/share1/');
  const valid = Number.isInteger(id) && id > 0;
  const detail = useRead(tenantScope, game.detail, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const result = useRead(memberScope, game.myResult, { gameId: id }, { enabled: valid && personal && token !== null });
  const g = detail.data;
  const title = personal ? '我的赛事海报' : '分享赛事';
  if (!valid) return <MemberPage title={title}><EmptyState description="缺少参数无法分享" /></MemberPage>;
  if (detail.isPending || (personal && token !== null && result.isPending)) return <MemberPage title={title}><LoadingSkeleton rows={4} label="海报生成中" /></MemberPage>;
  if (detail.isError || !g) return <MemberPage title={title}><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  const dstUrl = `${window.location.origin}${linkTo(gameLinks.detail({ iid, id }), { from: new URLSearchParams(window.location.search) })}`;
  const mine = g.mine;
  const r = result.data;
  const words = !personal
    ? `${g.title}｜${g.gameDay} ${g.place}｜${g.fee > 0 ? `报名费${formatFen(g.fee)}` : '免费报名'}，一起来参赛！`
    : r
      ? `我在${g.title}完赛，用时${raceTime(r.timeMs)}，总排名第${r.rank}名、${r.groupName}第${r.groupRank}名`
      : mine
        ? `我已报名${g.title}（${mine.groupName}），${g.gameDay}赛场见！`
        : null;
  return (
    <MemberPage title={title}>
      {words ? (
        <>
          <Poster poster={{ bgImg: g.cover, userName: personal ? (r?.name ?? mine?.name ?? '') : '', title: words, dstUrl }} width="100%" />
          <p className="game-meta">长按图片保存到手机；在微信中可点右上角“···”分享给朋友或朋友圈</p>
        </>
      ) : (
        <EmptyState description={token ? '你还没有报名该赛事，报名后可生成专属海报' : '登录并报名后可生成专属海报'} />
      )}
      <div className="game-bar">
        <AppLink to={gameLinks.detail({ iid, id })}>查看赛事</AppLink>
        {personal ? <AppLink to={gameLinks.share({ id, iid })}>赛事海报</AppLink> : <AppLink to={gameLinks.share1({ id, iid })}>我的海报</AppLink>}
      </div>
    </MemberPage>
  );
}
