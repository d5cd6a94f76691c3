import { act, errorMessage } from '@tongxin/api-client';
import { toast } from '@tongxin/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useVisitorQuery } from '../hooks';
import '../act.css';

/** /app/act/:iid/teamList?actId — the teams within an activity; a participant joins one with its code. */
export function Component() {
  const [search] = useSearchParams();
  const actId = Number(search.get('actId') ?? search.get('id'));
  const { token } = useMemberSession();
  const teams = useVisitorQuery(act.teams, { actId }, actId > 0);
  const join = useWrite(memberScope, act.joinTeam, { invalidates: [act.teams] });
  const [codes, setCodes] = useState<Record<number, string>>({});
  const title = '活动小队';
  if (!(actId > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (teams.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (teams.isError) return <MemberPage title={title}><ErrorState error={teams.error} onRetry={teams.refetch} /></MemberPage>;
  if (teams.data.length === 0) return <MemberPage title={title}><EmptyState description="本活动暂无小队" /></MemberPage>;
  return (
    <MemberPage title={title}>
      {teams.data.map((t) => (
        <section key={t.id} className="act-section" aria-label={t.name}>
          <h2>
            {t.name} {t.joined ? <span className="act-chip act-chip--on">已加入</span> : null}
          </h2>
          <p className="act-muted">
            队长 {t.leader} · {t.members}/{t.capacity} 人
          </p>
          {!t.joined && token ? (
            <div className="act-search">
              <input aria-label={`${t.name}口令`} value={codes[t.id] ?? ''} onChange={(e) => setCodes({ ...codes, [t.id]: e.target.value })} placeholder="输入小队口令" />
              <button
                type="button"
                disabled={join.isPending || t.members >= t.capacity}
                onClick={() =>
                  void join
                    .mutateAsync({ teamId: t.id, code: codes[t.id] ?? '' })
                    .then(() => toast.success('已加入小队'))
                    .catch((error: unknown) => toast.fail(errorMessage(error)))
                }
              >
                {t.members >= t.capacity ? '已满员' : '加入'}
              </button>
            </div>
          ) : null}
        </section>
      ))}
    </MemberPage>
  );
}
