import { microstore } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { QueryView } from '@tongxin/ui';
import { publicScope, useMemberSession } from '../../../components/scopes';
import { StoreGoodsGrid, StoreLogo } from '../store-parts';
import '../microstore.css';

/**
 * /app/account/smallStore?id&iid (&multiDisKey&saleIid from the store's link): the public store,
 * open to any visitor. Its goods links pass the store's key on to the order.
 */
export function Component() {
  const [search] = useSearchParams();
  const { iid } = useMemberSession();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const shop = useRead(publicScope, microstore.shop, { iid, id: valid ? id : 1 }, { enabled: valid });
  if (!valid)
    return (
      <MemberPage title="小店">
        <EmptyState description="缺少参数无法查看" />
      </MemberPage>
    );
  return (
    <MemberPage title={shop.data?.name ?? '小店'}>
      <QueryView query={shop} isEmpty={() => false}>
        {(store) => (
          <>
            <section className="ms-head" aria-label="店铺信息">
              <StoreLogo name={store.name} logo={store.logo} />
              <div>
                <h2>{store.name}</h2>
                <p className="tx-muted">{store.intro}</p>
                {store.owner ? <p className="tx-muted">店主：{store.owner}</p> : null}
              </div>
            </section>
            {store.goods.length === 0 ? <EmptyState description="店主还在挑选商品，过会儿再来看看吧" /> : <StoreGoodsGrid iid={iid} goods={store.goods} />}
            {store.consults.length > 0 ? (
              <section aria-labelledby="ms-consults">
                <h2 id="ms-consults" className="ms-section-title">
                  联系客服
                </h2>
                {store.consults.map((c) => (
                  <p key={`${c.name}${c.phone}`} className="ms-row">
                    <span className="ms-grow">
                      {c.name}
                      {c.wechat ? `（微信 ${c.wechat}）` : ''}
                    </span>
                    <a href={`tel:${c.phone}`}>拨打 {c.phone}</a>
                  </p>
                ))}
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </MemberPage>
  );
}
