import { mall } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { GoodsList } from '../components/goods-list';
import { MallPage } from '../components/mall-page';
import { mallLinks } from '../../../lib/links/mall-links';

/** /app/store/:iid/distrList: goods a distributor can promote, highest commission first, with the commission of one unit. */
export function Component() {
  const { iid } = useMemberSession();
  const goods = useList(tenantScope, mall.distrList, {});
  const commission = new Map(goods.rows.map((g) => [g.id, g.commission]));
  return (
    <MallPage title="分销商品">
      <GoodsList
        list={goods}
        label="分销商品"
        empty="暂无可推广的商品"
        to={(g) => mallLinks.storeShare({ iid, goodsId: g.id })}
        extra={(g) => `佣金 ${formatFen(commission.get(g.id) ?? 0)}`}
      />
    </MallPage>
  );
}
