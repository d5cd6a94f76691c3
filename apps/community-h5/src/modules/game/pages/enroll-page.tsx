import { errorMessage, game } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { FormRenderer, formatFen, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

interface Draft {
  groupId: number;
  name: string;
  idNo: string;
  mobile: string;
  form: Record<string, string>;
  agree: boolean;
  teamName: string;
}

/**
 * /app/game/enroll?iid&id[&code]: the group, the entrant (name, ID number, mobile), the game's
 * form (the shared form renderer), the statement to accept, and in a team game a team name — or
 * the invitation's code. A draft survives a reload. A paid game goes on to its cashier
 * (/app/pay/game); joining by invitation ends on joinresult.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const [search] = useSearchParams();
  const navigate = useAppNavigate();
  const id = Number(search.get('id'));
  const code = search.get('code') ?? '';
  const detail = useRead(tenantScope, game.detail, { id, ...(token ? { token } : {}) }, { enabled: id > 0 });
  const enroll = useWrite(memberScope, game.enroll, { invalidates: [game.detail, game.list, game.myEntries] });
  const g = detail.data;
  const { values, setField, clear } = useDraft<Draft>(`game-enroll:${id}`, { groupId: 0, name: '', idNo: '', mobile: '', form: {}, agree: false, teamName: '' });
  const groupId = values.groupId || g?.groups.find((x) => x.remaining > 0)?.id || 0;

  async function submit() {
    if (!g) return;
    try {
      await enroll.mutateAsync({
        gameId: g.id,
        groupId,
        name: values.name.trim(),
        idNo: values.idNo.trim(),
        mobile: values.mobile,
        form: JSON.stringify(values.form),
        agree: values.agree,
        ...(g.teamMode && code ? { teamCode: code } : {}),
        ...(g.teamMode && !code && values.teamName.trim() ? { teamName: values.teamName.trim() } : {}),
      });
      clear();
      toast.success(g.fee > 0 ? '报名信息已提交，请支付报名费' : '报名成功');
      if (g.fee > 0) goLocation(navigate, gameLinks.pay({ iid, id: g.id }));
      else navigate(code ? gameLinks.joinResult({ iid, id: g.id, code }) : gameLinks.detail({ iid, id: g.id }), { replace: true });
    } catch (error) {
      toast.fail(errorMessage(error) || '报名失败');
    }
  }

  return (
    <MemberPage title="赛事报名">
      {!(id > 0) ? (
        <EmptyState description="缺少参数，无法报名" />
      ) : detail.isPending ? (
        <LoadingSkeleton rows={5} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : g?.mine ? (
        <EmptyState description="你已报名该赛事">
          <AppLink to={gameLinks.detail({ iid, id: g.id })}>查看报名</AppLink>
        </EmptyState>
      ) : g ? (
        <>
          <section className="game-section">
            <h2>{g.title}</h2>
            <p className="game-meta">
              报名费 {g.fee > 0 ? formatFen(g.fee) : '免费'} · 比赛日 {g.gameDay}
            </p>
          </section>
          <section className="game-section" aria-label="报名信息">
            <div className="game-field">
              <label htmlFor="game-group">组别</label>
              <select id="game-group" value={groupId} onChange={(e) => setField('groupId', Number(e.target.value))} disabled={g.teamMode && !!code}>
                {g.groups.map((x) => (
                  <option key={x.id} value={x.id} disabled={x.remaining === 0}>
                    {x.name}
                    {x.remaining === 0 ? '（已满）' : ''}
                  </option>
                ))}
              </select>
            </div>
            <div className="game-field">
              <label htmlFor="game-name">姓名</label>
              <input id="game-name" value={values.name} maxLength={20} onChange={(e) => setField('name', e.target.value)} />
            </div>
            <div className="game-field">
              <label htmlFor="game-id">身份证号</label>
              <input id="game-id" value={values.idNo} maxLength={18} onChange={(e) => setField('idNo', e.target.value.toUpperCase())} />
            </div>
            <div className="game-field">
              <label htmlFor="game-mobile">手机号</label>
              <input id="game-mobile" value={values.mobile} inputMode="numeric" maxLength={11} onChange={(e) => setField('mobile', e.target.value.replace(/\D/g, ''))} />
            </div>
            {g.teamMode && !code ? (
              <div className="game-field">
                <label htmlFor="game-team">队名</label>
                <input id="game-team" value={values.teamName} maxLength={20} placeholder="创建队伍后可邀请队友" onChange={(e) => setField('teamName', e.target.value)} />
              </div>
            ) : null}
            {code ? <p className="game-meta">通过邀请加入队伍（邀请码 {code}）</p> : null}
            <FormRenderer components={g.form} values={values.form} onChange={(form) => setField('form', form)} />
          </section>
          <section className="game-section">
            <label>
              <input type="checkbox" checked={values.agree} onChange={(e) => setField('agree', e.target.checked)} /> 我已阅读并同意
            </label>{' '}
            <AppLink to={gameLinks.statement({ iid, id: g.id })}>《免责声明》</AppLink>
          </section>
          <div className="game-bar">
            <Button block type="primary" loading={enroll.isPending} disabled={!values.agree} onClick={() => void submit()}>
              提交报名
            </Button>
          </div>
        </>
      ) : null}
    </MemberPage>
  );
}
