import { mall } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { confirmDialog } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { GoodsList } from '../components/goods-list';
import { MallPage } from '../components/mall-page';
import { SortBar } from '../components/sort-bar';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../lib/search-history';
import { mallLinks } from '../../../lib/links/mall-links';

/**
 * Goods search (B2), /app/mall/search?iid&catId&catName: before a search, the history
 * (goodsSearchObject, newest first, 清除 with confirmation) and the hot words; then the results
 * with the sort bar. The words and the sort are kept in the URL.
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const words = search.get('q') ?? '';
  const catId = Number(search.get('catId')) || undefined;
  const catName = search.get('catName') ?? '';
  const sortBy = (mall.GOODS_SORT as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as mall.GoodsSort) : 'default';
  const [draft, setDraft] = useState(words);
  const [history, setHistory] = useState(readSearchHistory);
  const hot = useRead(tenantScope, mall.hotWords, {});
  const searching = words !== '' || catId !== undefined;
  const results = useList(tenantScope, mall.itemSearch, { queryKey: words, catId, sortBy }, { enabled: searching });

  function go(word: string) {
    const w = word.trim();
    setDraft(w);
    if (w) setHistory(rememberSearch(w));
    const next = new URLSearchParams(search);
    if (w) next.set('q', w);
    else next.delete('q');
    setSearch(next, { replace: words !== '' });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim() && catId === undefined) return;
    go(draft);
  }

  async function clear() {
    if (await confirmDialog({ title: '提示', message: '确认清除搜索历史吗？' })) {
      clearSearchHistory();
      setHistory([]);
    }
  }

  return (
    <MallPage title={catName || '搜索商品'}>
      <form role="search" className="mall-search" onSubmit={submit}>
        <input type="search" aria-label="搜索商品" placeholder="搜索商品名称" value={draft} maxLength={50} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">搜索</button>
      </form>
      {searching ? (
        <>
          <SortBar
            value={sortBy}
            onChange={(sort) => {
              const next = new URLSearchParams(search);
              next.set('sort', sort);
              setSearch(next, { replace: true });
            }}
          />
          <GoodsList list={results} label="搜索结果" empty="暂无商品，去看点别的吧" to={(g) => mallLinks.storeDetail({ iid, goodsId: g.id })} />
        </>
      ) : (
        <>
          {history.length > 0 ? (
            <section className="mall-words" aria-label="搜索历史">
              <header>
                <h2>搜索历史</h2>
                <button type="button" aria-label="清除搜索历史" onClick={() => void clear()}>
                  清除
                </button>
              </header>
              {history.map((w) => (
                <button key={w} type="button" className="mall-chip" onClick={() => go(w)}>
                  {w}
                </button>
              ))}
            </section>
          ) : null}
          {hot.data && hot.data.length > 0 ? (
            <section className="mall-words" aria-label="热门搜索">
              <header>
                <h2>热门搜索</h2>
              </header>
              {hot.data.map((w) => (
                <button key={w} type="button" className="mall-chip" onClick={() => go(w)}>
                  {w}
                </button>
              ))}
            </section>
          ) : null}
          {history.length === 0 && hot.data?.length === 0 ? <p className="mall-muted">请输入要搜索的商品</p> : null}
        </>
      )}
    </MallPage>
  );
}
