import { game } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { MapView } from '@tongxin/ui/map';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { useWechatShare } from '../../../components/wechat-share';
import { appEnv } from '../../../lib/env';
import { ENTRY_LABEL, STATE_LABEL } from '../game-text';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/** /app/game/:iid/detail/:id (gameDetail) and /app/game/:iid/:id: a game, its groups, rules and the member's entry. */
export function Component() {
  const { iid, token } = useMemberSession();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useRead(tenantScope, game.detail, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const g = detail.data;
  useWechatShare(g ? { title: g.title, desc: `${g.gameDay} · ${g.place}`, imgUrl: g.cover } : null);
  return (
    <MemberPage title={g?.title ?? '赛事详情'}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : detail.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : g ? (
        <PageRefresh queries={[detail]}>
          <Picture src={g.cover} alt="" ratio={15 / 8} />
          <section className="game-section">
            <h2>{g.title}</h2>
            <p className="game-meta">
              比赛日 {g.gameDay} · {g.place}
            </p>
            <p>
              <span className="game-state">{STATE_LABEL[g.state]}</span> · 报名费 {g.fee > 0 ? formatFen(g.fee) : '免费'}
              {g.teamMode ? ` · ${g.teamSize}人组队` : ''}
            </p>
            <p>{g.intro}</p>
          </section>
          <section className="game-section" aria-label="组别">
            <h2>组别</h2>
            {g.groups.map((x) => (
              <p key={x.id} className="game-meta">
                {x.name} · 名额 {x.quota} · {x.remaining > 0 ? `剩余 ${x.remaining}` : '已满'}
              </p>
            ))}
          </section>
          <section className="game-section" aria-label="比赛地点">
            <MapView label={`${g.place}地图`} places={[{ id: g.id, lat: g.lat, lng: g.lng, title: g.place }]} tileUrl={appEnv.mapTileUrl} attribution={appEnv.mapAttribution} height={160} />
          </section>
          <section className="game-section" aria-label="规则">
            <h2>竞赛规程</h2>
            <p className="game-meta" style={{ whiteSpace: 'pre-line' }}>
              {g.rules}
            </p>
            <AppLink to={gameLinks.statement({ iid, id: g.id })}>免责声明</AppLink>
          </section>
          {g.mine ? (
            <section className="game-section" aria-label="我的报名">
              <h2>我的报名</h2>
              <p>
                {g.mine.name} · {g.mine.groupName} · {ENTRY_LABEL[g.mine.status]}
                {g.mine.bib ? ` · 参赛号 ${g.mine.bib}` : ''}
              </p>
              {g.mine.status === game.ENTRY_STATUS.waitingPayment ? (
                <p>
                  <a href={gameLinks.pay({ iid, id: g.id })}>去支付报名费 {formatFen(g.fee)}</a>
                  <span className="game-meta"> 支付后名额才为你保留</span>
                </p>
              ) : null}
              {g.mine.team ? (
                <p className="game-meta">
                  队伍 {g.mine.team.name}（{g.mine.team.members}/{g.mine.team.size}）·{' '}
                  <AppLink to={gameLinks.invite({ iid, code: g.mine.team.code })}>邀请队友</AppLink>
                </p>
              ) : null}
            </section>
          ) : null}
          <div className="game-bar">
            <AppLink to={gameLinks.inquiry({ id: g.id, iid })}>成绩查询</AppLink>
            <AppLink to={gameLinks.rankings({ id: g.id, iid })}>成绩排名</AppLink>
            <AppLink to={gameLinks.share({ id: g.id, iid })}>分享</AppLink>
            {g.mine ? (
              <AppLink to={gameLinks.checkIn({ id: g.id, iid })}>检录签到</AppLink>
            ) : g.state !== game.GAME_STATE.ended && Date.parse(g.enrollStart) <= Date.now() && Date.now() <= Date.parse(g.enrollEnd) ? (
              <AppLink to={gameLinks.enroll({ iid, id: g.id })}>立即报名</AppLink>
            ) : (
              <span className="game-meta">{STATE_LABEL[g.state]}</span>
            )}
          </div>
        </PageRefresh>
      ) : null}
    </MemberPage>
  );
}
