import { act } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { DEFAULT_IID } from '@tongxin/env-auth';
import { EmptyState, ErrorState, InfiniteList, LoadingSkeleton } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantOfRoute, useRouteIid } from '../../../components/route-iid';
import { tenantPrefetch, tenantScope } from '../../../components/scopes';
import { COSTS, DURATIONS, SORTS, TIMESPANS } from '../act-text';
import { ActCard } from '../components/act-card';
import { useHeldActs } from '../hooks';
import type { PrefetchContext } from '../../../lib/manifest';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** The filters kept in the URL (a reload or a shared link keeps them). */
type Key = 'queryKey' | 'tag' | 'dur' | 'province' | 'cost' | 'sortBy' | 'timespan';
type Panel = 'dur' | 'province' | 'cost' | 'sort' | null;

function paramsOf(search: URLSearchParams) {
  const dur = DURATIONS[Number(search.get('dur') ?? 0)] ?? DURATIONS[0];
  const cost = COSTS[Number(search.get('cost') ?? 0)] ?? COSTS[0];
  const n = (key: string) => (search.get(key) ? Number(search.get(key)) : undefined);
  return {
    queryKey: search.get('queryKey') ?? undefined,
    tag: search.get('tag') ?? undefined,
    province: search.get('province') ?? undefined,
    tripDurStart: dur?.[1],
    tripDurEnd: dur?.[2],
    costStart: cost?.[1],
    costEnd: cost?.[2],
    sortBy: n('sortBy'),
    timespan: n('timespan'),
  };
}

/**
 * The first screen's data, for the server render (so the list arrives with the HTML): the first page of the list as the URL
 * filters it, and the provinces and tags of the filters. Neither depends on who is looking, so a
 * signed-in member's browser hydrates from the same answers.
 */
export function prefetch(context: PrefetchContext) {
  const tenant = tenantPrefetch(context, tenantOfRoute(context.params.iid, context.search) ?? DEFAULT_IID);
  return Promise.all([tenant.list(act.list, paramsOf(new URLSearchParams(context.search))), tenant.read(act.provinces, {})]);
}

/**
 * /app/act/:iid — the activity list (spec §7 /v1/distribution/act/list): search, tags, the four
 * filters (days, departure province from /v1/act/province/list, cost, sort and time), the chosen
 * filters as chips with 清空全部, infinite scroll and pull to refresh. A landing page: the cards'
 * text shows with the data and their covers have reserved boxes (no layout shift).
 */
export function Component() {
  const iid = useRouteIid() ?? DEFAULT_IID;
  const [search, setSearch] = useSearchParams();
  const [panel, setPanel] = useState<Panel>(null);
  const [typed, setTyped] = useState(search.get('queryKey') ?? '');
  const params = paramsOf(search);
  // The list and the filters say the same to everyone (no token): keyed by the tenant alone.
  const pages = useList(tenantScope, act.list, params);
  const meta = useRead(tenantScope, act.provinces, {});
  const held = useHeldActs(pages.rows.map((a) => a.id));

  const set = (changes: Partial<Record<Key, string | undefined>>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '' || v === '0') next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
    setPanel(null);
  };
  const clearAll = () => {
    setTyped('');
    setSearch(new URLSearchParams(), { replace: true });
    setPanel(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ queryKey: typed.trim() });
  };

  const chips: [string, Partial<Record<Key, undefined>>][] = [];
  if (params.queryKey) chips.push([`搜索：${params.queryKey}`, { queryKey: undefined }]);
  if (params.tag) chips.push([`#${params.tag}`, { tag: undefined }]);
  if (search.get('dur')) chips.push([DURATIONS[Number(search.get('dur'))]?.[0] ?? '', { dur: undefined }]);
  if (params.province) chips.push([`出发地：${params.province}`, { province: undefined }]);
  if (search.get('cost')) chips.push([COSTS[Number(search.get('cost'))]?.[0] ?? '', { cost: undefined }]);
  if (params.sortBy) chips.push([SORTS.find((s) => s[1] === params.sortBy)?.[0] ?? '', { sortBy: undefined }]);
  if (params.timespan) chips.push([TIMESPANS.find((s) => s[1] === params.timespan)?.[0] ?? '', { timespan: undefined }]);

  const option = (label: string, selected: boolean, onPick: () => void) => (
    <button key={label} type="button" aria-pressed={selected} className="act-option" onClick={onPick}>
      {label}
    </button>
  );

  let body;
  if (pages.isPending) body = <LoadingSkeleton rows={4} label="活动加载中" />;
  else if (pages.isError && pages.rows.length === 0) body = <ErrorState error={pages.error} onRetry={pages.refetch} />;
  else if (pages.rows.length === 0)
    body = (
      <EmptyState description={chips.length ? '没有符合条件的活动' : '暂无活动'}>
        {chips.length ? (
          <button type="button" className="tx-retry" onClick={clearAll}>
            重置筛选
          </button>
        ) : null}
      </EmptyState>
    );
  else
    body = (
      <InfiniteList
        finished={!pages.hasNextPage}
        loadingText="加载中…"
        onLoad={async () => {
          const result = await pages.fetchNextPage();
          if (result.isError) throw result.error;
        }}
      >
        <ul className="act-list" aria-label="活动列表">
          {pages.rows.map((a, i) => (
            <li key={a.id}>
              <ActCard a={a} iid={iid} eager={i < 3} held={held.has(a.id)} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    );

  return (
    <div className="act-page">
      <header className="act-top">
        <h1 className="act-title">活动</h1>
        <form role="search" className="act-search" onSubmit={submit}>
          <input type="search" aria-label="搜索活动" placeholder="搜索活动、目的地、出发城市" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit">搜索</button>
        </form>
        <nav className="act-tags" aria-label="活动标签">
          {option('全部', !params.tag, () => set({ tag: undefined }))}
          {(meta.data?.tags ?? []).map((t) => option(t, params.tag === t, () => set({ tag: t })))}
        </nav>
        <div className="act-filterbar">
          {(
            [
              ['dur', '天数'],
              ['province', '出发地'],
              ['cost', '费用'],
              ['sort', '排序'],
            ] as const
          ).map(([key, label]) => (
            <button key={key} type="button" aria-expanded={panel === key} onClick={() => setPanel(panel === key ? null : key)}>
              {label} ▾
            </button>
          ))}
          <AppLink to={actLinks.originCalendar({ iid })} className="act-filterbar__link">
            日历
          </AppLink>
        </div>
        {panel ? (
          <div className="act-panel" role="group" aria-label="筛选条件">
            {panel === 'dur' && DURATIONS.map(([label], i) => option(label, Number(search.get('dur') ?? 0) === i, () => set({ dur: String(i) })))}
            {panel === 'province' && [
              option('不限', !params.province, () => set({ province: undefined })),
              ...(meta.data?.provinces ?? []).map((p) => option(`${p.name}（${p.count}）`, params.province === p.name, () => set({ province: p.name }))),
            ]}
            {panel === 'cost' && COSTS.map(([label], i) => option(label, Number(search.get('cost') ?? 0) === i, () => set({ cost: String(i) })))}
            {panel === 'sort' && [
              ...SORTS.map(([label, v]) => option(label, (params.sortBy ?? 0) === v, () => set({ sortBy: String(v) }))),
              <hr key="sep" />,
              ...TIMESPANS.map(([label, v]) => option(label, (params.timespan ?? 0) === v, () => set({ timespan: String(v) }))),
            ]}
          </div>
        ) : null}
        {chips.length ? (
          <div className="act-chips" aria-label="已选条件">
            {chips.map(([label, change]) => (
              <button key={label} type="button" className="act-chip act-chip--on" aria-label={`移除条件 ${label}`} onClick={() => set(change)}>
                {label} ×
              </button>
            ))}
            <button type="button" className="act-clear" onClick={clearAll}>
              清空全部
            </button>
          </div>
        ) : null}
      </header>
      <PageRefresh queries={[pages, meta]}>
        <main className="act-main">{body}</main>
      </PageRefresh>
    </div>
  );
}
