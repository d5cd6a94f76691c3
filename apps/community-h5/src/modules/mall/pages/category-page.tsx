import { mall } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { GoodsList } from '../components/goods-list';
import { MallPage } from '../components/mall-page';
import { mallLinks } from '../../../lib/links/mall-links';

/**
 * Categories (B1), /app/mall/category and /app/store/category: the categories on a left rail,
 * the chosen one's goods on the right, and 查看全部 to the search page of the category.
 */
export function Component() {
  const { iid } = useMemberSession();
  const categories = useRead(tenantScope, mall.categories, {});
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const current = categories.data?.find((c) => c.id === chosen) ?? categories.data?.[0];
  const goods = useList(tenantScope, mall.itemList, { catId: current?.id, sortBy: 'default' }, { enabled: current !== undefined });

  let body;
  if (categories.isPending) body = <LoadingSkeleton rows={4} label="分类加载中" />;
  else if (categories.error) body = <ErrorState error={categories.error} onRetry={() => categories.refetch()} />;
  else if (!current) body = <EmptyState description="暂无分类" />;
  else
    body = (
      <div className="mall-category">
        <nav className="mall-category-rail" aria-label="商品分类">
          {categories.data.map((c) => (
            <button key={c.id} type="button" aria-current={c.id === current.id} onClick={() => setChosen(c.id)}>
              {c.name}
            </button>
          ))}
        </nav>
        <section className="mall-category-goods" aria-label={current.name}>
          <header>
            <h2>{current.name}</h2>
            <AppLink to={mallLinks.search({ iid, catId: current.id, catName: current.name })}>查看全部</AppLink>
          </header>
          <GoodsList key={current.id} list={goods} label={`${current.name}的商品`} empty="暂无商品" to={(g) => mallLinks.storeDetail({ iid, goodsId: g.id })} />
        </section>
      </div>
    );

  return (
    <MallPage
      title="商品分类"
      side={
        <AppLink to={mallLinks.search({ iid })} className="mall-header-link">
          搜索
        </AppLink>
      }
    >
      {body}
    </MallPage>
  );
}
