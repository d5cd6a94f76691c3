import { isRefusal, mall } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { GoodsList } from '../components/goods-list';
import { MallPage } from '../components/mall-page';
import { mallLinks } from '../../../lib/links/mall-links';

/**
 * A planned store (E1), /app/planned/:iid/plannedstore/:storeid and /app/pay/planned-index/:iid/:storeid:
 * the store (cover, name, hours, address, phone, introduction) and its own goods.
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const storeid = params.storeid ?? search.get('storeid') ?? '';
  const { iid } = useMemberSession();
  const storeId = Number(storeid) || undefined;
  const store = useRead(tenantScope, mall.store, { storeId: storeId ?? 0 }, { enabled: storeId !== undefined });
  const goods = useList(tenantScope, mall.itemList, { storeId, sortBy: 'default' }, { enabled: storeId !== undefined });

  if (storeId === undefined) return <MallPage title="门店"><EmptyState description="缺少参数，无法查看门店" /></MallPage>;
  if (store.isPending) return <MallPage title="门店"><LoadingSkeleton rows={2} label="门店加载中" /></MallPage>;
  if (store.error || !store.data)
    return (
      <MallPage title="门店">
        {isRefusal(store.error, mall.store.errors.storeNotFound) ? <EmptyState description="门店不存在" /> : <ErrorState error={store.error} onRetry={() => store.refetch()} />}
      </MallPage>
    );
  const s = store.data;
  return (
    <MallPage
      title={s.name}
      side={
        <AppLink to={mallLinks.storeCart()} className="mall-header-link">
          购物车
        </AppLink>
      }
    >
      <section className="planned-store" aria-label="门店信息">
        <Picture src={s.cover} alt={s.name} ratio={750 / 360} />
        <h2>{s.name}</h2>
        <p>营业时间：{s.hours}</p>
        <p>地址：{s.address}</p>
        <p>
          电话：<a href={`tel:${s.phone}`}>{s.phone}</a>
        </p>
        <p className="mall-muted">{s.intro}</p>
      </section>
      <h2 className="mall-section-title">门店商品</h2>
      <GoodsList list={goods} label="门店商品" empty="门店暂无商品" to={(g) => mallLinks.plannedDetail({ iid, id: g.id })} />
    </MallPage>
  );
}
