import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { memberScope } from '../../../components/scopes';
import { stepsText } from '../period-tabs';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

/**
 * /app/step/mineteam: the member's step team — its rank and this week's total, each member's
 * steps today and this week, and 邀请 (a link that opens the team list with this team first). In
 * no team yet: where to join or start one.
 */
export function Component() {
  const team = useRead(memberScope, sport.myTeam, {});
  const t = team.data;
  const invite = t ? `${window.location.origin}/app/step/team?teamId=${t.id}` : '';
  return (
    <MemberPage title="我的队伍">
      {team.isPending ? (
        <LoadingSkeleton rows={5} avatar />
      ) : team.isError ? (
        <ErrorState error={team.error} onRetry={team.refetch} />
      ) : !t ? (
        <EmptyState description="你还没有加入队伍">
          <AppLink to={sportLinks.team()}>加入或创建队伍</AppLink>
        </EmptyState>
      ) : (
        <PageRefresh queries={[team]}>
          <section className="sport-ring" aria-label="队伍概况">
            <p>{t.name}</p>
            <strong>{stepsText(t.steps)}</strong>
            <p className="sport-meta">
              本周第{t.rank}名 · 队长 {t.captain} · {t.members}/{sport.TEAM_SIZE}人{t.isCaptain ? ' · 我是队长' : ''}
            </p>
          </section>
          <ol className="sport-list" aria-label="队员步数">
            {t.list.map((m, i) => (
              <li key={`${m.name}-${i}`} className="sport-row">
                <span className="rank">{i + 1}</span>
                <span className="grow">{m.name}</span>
                <span className="sport-meta">今日 {stepsText(m.today)}</span>
                <span>本周 {stepsText(m.week)}</span>
              </li>
            ))}
          </ol>
          <div className="sport-bar">
            <button
              type="button"
              className="sport-option"
              disabled={t.members >= sport.TEAM_SIZE}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(invite)
                  .then(() => toast.success('邀请链接已复制，发给好友即可加入'))
                  .catch(() => toast.info(invite))
              }
            >
              {t.members >= sport.TEAM_SIZE ? '队伍已满' : '邀请好友加入'}
            </button>
            <AppLink to={sportLinks.team()}>队伍排行</AppLink>
          </div>
        </PageRefresh>
      )}
    </MemberPage>
  );
}
