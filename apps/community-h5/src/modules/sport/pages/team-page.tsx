import { errorMessage, sport } from '@tongxin/api-client';
import { useList, useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import type { FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { MemberPage, useDraft } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { stepsText } from '../period-tabs';
import { memberLinks } from '../../../lib/links/member-links';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

/**
 * /app/step/team[?teamId]: the tenant's step teams by this week's steps (paged, pull to refresh),
 * each with 加入 while it has room; a member in no team can start one (the name is a draft that
 * survives a reload). An invitation link (teamId) puts that team first. A member already in a
 * team sees 我的队伍 instead of the buttons.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const navigate = useAppNavigate();
  const invited = Number(useSearchParams()[0].get('teamId')) || 0;
  const teams = useList(tenantScope, sport.teams, {});
  const mine = useRead(memberScope, sport.myTeam, {});
  const join = useWrite(memberScope, sport.joinTeam, { invalidates: [sport.teams, sport.myTeam] });
  const create = useWrite(memberScope, sport.createTeam, { invalidates: [sport.teams, sport.myTeam] });
  const { values, setField, clear } = useDraft(`step-team:${iid}`, { name: '' });
  const inTeam = mine.data != null;
  const here = sportLinks.team({ teamId: invited || undefined });

  async function joinTeam(teamId: number) {
    if (!token) return navigate(memberLinks.login({ redirect: here }));
    try {
      await join.mutateAsync({ teamId });
      toast.success('加入成功');
      navigate(sportLinks.myTeam());
    } catch (error) {
      toast.fail(errorMessage(error) || '加入失败');
    }
  }

  async function createTeam(event: FormEvent) {
    event.preventDefault();
    if (!token) return navigate(memberLinks.login({ redirect: here }));
    const name = values.name.trim();
    if (name.length < 2) return toast.warn('队名最少应该输入2个字符哦');
    try {
      await create.mutateAsync({ name });
      clear();
      toast.success('队伍已创建');
      navigate(sportLinks.myTeam());
    } catch (error) {
      toast.fail(errorMessage(error) || '创建失败');
    }
  }

  const rows = invited ? [...teams.rows].sort((a, b) => Number(b.id === invited) - Number(a.id === invited)) : teams.rows;
  return (
    <MemberPage title="步数队伍">
      {inTeam ? (
        <p className="sport-section">
          你已加入「{mine.data?.name}」 <AppLink to={sportLinks.myTeam()}>我的队伍 ›</AppLink>
        </p>
      ) : (
        <form className="sport-section" aria-label="创建队伍" onSubmit={(e) => void createTeam(e)}>
          <h2>创建队伍</h2>
          <div className="sport-field">
            <input aria-label="队名" value={values.name} maxLength={20} placeholder="2-20个字" onChange={(e) => setField('name', e.target.value)} />
            <Button type="primary" size="small" nativeType="submit" loading={create.isPending}>
              创建
            </Button>
          </div>
          <p className="sport-meta">每人只能加入一支队伍，每队最多{sport.TEAM_SIZE}人</p>
        </form>
      )}
      <PagedList
        list={{ ...teams, rows }}
        label="队伍排行"
        empty="还没有队伍，创建第一支吧"
        rowKey={(t) => t.id}
        renderRow={(t) => (
          <div className="sport-row" aria-label={`第${t.rank}名 ${t.name}`}>
            <span className="rank">{t.rank}</span>
            <span className="grow">
              {t.name}
              {t.id === invited ? <span className="sport-meta"> · 邀请你加入</span> : null}
              <span className="sport-meta">
                {' '}
                · 队长 {t.captain} · {t.members}/{sport.TEAM_SIZE}人 · 本周{stepsText(t.steps)}
              </span>
            </span>
            {inTeam ? null : (
              <Button size="small" type="primary" plain disabled={t.members >= sport.TEAM_SIZE || join.isPending} onClick={() => void joinTeam(t.id)}>
                {t.members >= sport.TEAM_SIZE ? '已满' : '加入'}
              </Button>
            )}
          </div>
        )}
      />
    </MemberPage>
  );
}
