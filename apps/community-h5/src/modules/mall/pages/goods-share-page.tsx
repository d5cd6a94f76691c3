import { useParams } from 'react-router-dom';
import { useMemberSession } from '../../../components/scopes';
import { GoodsShare } from '../components/goods-share';
import { mallLinks } from '../../../lib/links/mall-links';

/** /app/store/:iid/share/:goodsId: the share landing and poster of a goods. */
export function Component() {
  const { goodsId } = useParams();
  const { iid } = useMemberSession();
  const id = Number(goodsId);
  return <GoodsShare goodsId={Number.isSafeInteger(id) && id > 0 ? id : undefined} detailPath={(g) => mallLinks.storeDetail({ iid, goodsId: g.id })} />;
}
