import { act, errorMessage } from '@tongxin/api-client';
import { toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { PullRefresh } from 'react-vant';
import { PULL_TEXTS } from '../../../components/pull-texts';
import { dateTimeText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

type Tab = 'all' | 'waiting' | 'signed';
const TABS: [Tab, string][] = [
  ['all', '全部'],
  ['waiting', '待签到'],
  ['signed', '已签到'],
];

/**
 * /app/act/signUserList?iid&actId[&placeId] — the leader's roster: total, checked in, waiting and
 * rate; who has and has not checked in (at one place or any); checking a group in by its
 * enrolment code. Only the activity's leader (others are told so).
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const actId = Number(search.get('actId') ?? search.get('id'));
  const placeId = Number(search.get('placeId')) || undefined;
  const [tab, setTab] = useState<Tab>('all');
  const [code, setCode] = useState('');
  const places = useRead(memberScope, act.signPlaces, { actId }, { enabled: actId > 0 });
  const roster = useRead(memberScope, act.roster, { actId, placeId }, { enabled: actId > 0 });
  const byCode = useWrite(memberScope, act.signByCode, { invalidates: [act.roster, act.signPlaces] });
  const target = placeId ?? places.data?.places[0]?.id;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!target) return toast.fail('请先选择签到点');
    if (!code.trim()) return toast.fail('请输入报名码');
    try {
      const result = await byCode.mutateAsync({ actId, placeId: target, code: code.trim() });
      toast.success(`已签到：${result.names.join('、')}`);
      setCode('');
    } catch (error) {
      toast.fail(errorMessage(error));
    }
  }

  const title = '签到名单';
  if (!(actId > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (roster.isPending) return <MemberPage title={title}><LoadingSkeleton rows={4} /></MemberPage>;
  if (roster.isError) return <MemberPage title={title}><ErrorState error={roster.error} onRetry={roster.refetch} /></MemberPage>;
  const r = roster.data;
  const rows = r.list.filter((x) => (tab === 'all' ? true : tab === 'signed' ? x.signedAt : !x.signedAt));
  const rate = r.total ? Math.round((r.signed / r.total) * 100) : 0;
  return (
    <MemberPage title={title}>
      <PullRefresh onRefresh={() => Promise.all([roster.refetch(), places.refetch()])} {...PULL_TEXTS}>
        <div className="act-page">
          <section className="act-section" aria-label="签到统计">
            <h2>{r.title}</h2>
            <div className="act-stats">
              <span>
                <strong>{r.total}</strong>总报名
              </span>
              <span>
                <strong>{r.signed}</strong>已签到
              </span>
              <span>
                <strong>{r.total - r.signed}</strong>待签到
              </span>
              <span>
                <strong>{rate}%</strong>签到率
              </span>
            </div>
            <div className="act-tabs" aria-label="签到点">
              <button type="button" className="act-option" aria-pressed={!placeId} onClick={() => setSearch({ iid: String(iid), actId: String(actId) }, { replace: true })}>
                全部签到点
              </button>
              {(places.data?.places ?? []).map((p) => (
                <button key={p.id} type="button" className="act-option" aria-pressed={placeId === p.id} onClick={() => setSearch({ iid: String(iid), actId: String(actId), placeId: String(p.id) }, { replace: true })}>
                  {p.name}
                </button>
              ))}
            </div>
          </section>
          <section className="act-section" aria-label="报名码签到">
            <form onSubmit={(e) => void submit(e)} className="act-search">
              <input aria-label="报名码" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} placeholder="输入参与者出示的报名码" />
              <button type="submit" disabled={byCode.isPending}>
                {byCode.isPending ? '签到中…' : '确认签到'}
              </button>
            </form>
            <p className="act-muted">签到到：{places.data?.places.find((p) => p.id === target)?.name ?? '—'}</p>
          </section>
          <section className="act-section">
            <div className="act-tabs" role="tablist" aria-label="签到状态">
              {TABS.map(([key, label]) => (
                <button key={key} type="button" role="tab" className="act-option" aria-selected={tab === key} onClick={() => setTab(key)}>
                  {label}
                </button>
              ))}
            </div>
            {rows.length === 0 ? (
              <EmptyState description="暂无名单" />
            ) : (
              <table className="act-table" aria-label="参与者名单">
                <thead>
                  <tr>
                    <th>姓名</th>
                    <th>手机</th>
                    <th>签到</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((x) => (
                    <tr key={x.id}>
                      <td>
                        <AppLink to={actLinks.participant({ iid, id: x.id })}>{x.name}</AppLink>
                      </td>
                      <td>{x.mobile}</td>
                      <td>{x.signedAt ? `已签到 ${x.place} ${dateTimeText(x.signedAt).slice(11)}` : '未签到'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      </PullRefresh>
    </MemberPage>
  );
}
