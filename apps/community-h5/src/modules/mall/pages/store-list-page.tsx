import { mall } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { GoodsList } from '../components/goods-list';
import { MallPage } from '../components/mall-page';
import { SortBar } from '../components/sort-bar';

/**
 * The store's goods (B3), /app/store/:iid/list: category tabs, the sort bar, and the goods with
 * infinite scroll (/v1/item/list); the category and sort are kept in the URL.
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const catId = Number(search.get('catId')) || undefined;
  const sortBy = (mall.GOODS_SORT as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as mall.GoodsSort) : 'default';
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
        <AppLink to="/app/mall/cart" className="mall-header-link">
          购物车
        </AppLink>
      }
    >
      <AppLink to={`/app/mall/search?iid=${iid}`} className="mall-search-entry">
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
      <GoodsList list={goods} label="商品列表" empty="暂无商品" to={(g) => `/app/store/${iid}/detail/${g.id}`} />
    </MallPage>
  );
}
