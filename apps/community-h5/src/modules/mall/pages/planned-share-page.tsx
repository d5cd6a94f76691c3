import { useParams } from 'react-router-dom';
import { useMemberSession } from '../../../components/scopes';
import { GoodsShare } from '../components/goods-share';
import { mallLinks } from '../../../lib/links/mall-links';

/** /app/planned/:iid/share/:storeid_id: the share landing and poster of a planned store's goods (`{storeid}_{id}`). */
export function Component() {
  const { storeid_id: both = '' } = useParams();
  const { iid } = useMemberSession();
  const id = Number(both.split('_')[1]);
  return <GoodsShare goodsId={Number.isSafeInteger(id) && id > 0 ? id : undefined} detailPath={(g) => mallLinks.plannedDetail({ iid, id: g.id })} />;
}
