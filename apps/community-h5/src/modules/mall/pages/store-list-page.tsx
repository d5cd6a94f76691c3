import { mall } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { DEFAULT_IID } from '@tongxin/env-auth';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { PageRefresh } from '../../../components/page-refresh';
import { tenantOfRoute } from '../../../components/route-iid';
import { tenantPrefetch, tenantScope, useMemberSession } from '../../../components/scopes';
import type { PrefetchContext } from '../../../lib/manifest';
import { GoodsList } from '../components/goods-list';
import { MallPage } from '../components/mall-page';
import { SortBar } from '../components/sort-bar';
import { mallLinks } from '../../../lib/links/mall-links';

/** The category and sort the URL keeps (`?catId=`, `?sort=`); anything else is all goods, default order. */
function filtersOf(search: URLSearchParams) {
  const catId = Number(search.get('catId')) || undefined;
  const sort = search.get('sort') ?? '';
  const sortBy: mall.GoodsSort = (mall.GOODS_SORT as readonly string[]).includes(sort) ? (sort as mall.GoodsSort) : 'default';
  return { catId, sortBy };
}

/** The first screen's data, for the server render (so the list arrives with the HTML): the categories and the first page of goods. */
export function prefetch(context: PrefetchContext) {
  const tenant = tenantPrefetch(context, tenantOfRoute(context.params.iid, context.search) ?? DEFAULT_IID);
  return Promise.all([tenant.read(mall.categories, {}), tenant.list(mall.itemList, filtersOf(new URLSearchParams(context.search)))]);
}

/**
 * The store's goods (B3), /app/store/:iid/list: category tabs, the sort bar, and the goods with
 * infinite scroll (/v1/item/list); the category and sort are kept in the URL.
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const { catId, sortBy } = filtersOf(search);
  const categories = useRead(tenantScope, mall.categories, {});
  const goods = useList(tenantScope, mall.itemList, { catId, sortBy });

  function set(key: string, value: string | undefined) {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  }

  return (
    <MallPage
      title="公益商城"
      side={
        <AppLink to={mallLinks.cart()} className="mall-header-link">
          购物车
        </AppLink>
      }
    >
      <AppLink to={mallLinks.search({ iid })} className="mall-search-entry">
        搜索商品名称
      </AppLink>
      <div className="mall-tabs" role="tablist" aria-label="商品分类">
        <button type="button" role="tab" aria-selected={catId === undefined} onClick={() => set('catId', undefined)}>
          全部
        </button>
        {categories.data?.map((c) => (
          <button key={c.id} type="button" role="tab" aria-selected={catId === c.id} onClick={() => set('catId', String(c.id))}>
            {c.name}
          </button>
        ))}
      </div>
      <SortBar value={sortBy} onChange={(s) => set('sort', s)} />
      {/* The whole page refreshes (categories too) with the app's own pull, which renders the same on the server. */}
      <PageRefresh queries={[goods, categories]}>
        <GoodsList list={goods} label="商品列表" empty="暂无商品" refreshable={false} to={(g) => mallLinks.storeDetail({ iid, goodsId: g.id })} />
      </PageRefresh>
    </MallPage>
  );
}
