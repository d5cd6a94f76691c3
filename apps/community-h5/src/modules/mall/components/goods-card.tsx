import { mall } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';

/**
 * A goods in a list: picture, title, price, struck price, sales, a sold-out mark; opens its detail.
 * `priority`: the card is on the first screen (its picture is fetched at once, at high priority).
 */
export function GoodsCard({ goods, to, extra, priority = false }: { goods: mall.GoodsCard; to: string; extra?: string; priority?: boolean }) {
  const soldOut = goods.state === mall.GOODS_STATE.soldOut;
  return (
    <AppLink to={to} className={`goods-card${soldOut ? ' is-sold-out' : ''}`}>
      <span className="goods-card-picture">
        {/* Two cards a row: a first-row picture, requested before the page can measure it, is half the screen. */}
        <Picture src={goods.image} alt="" ratio={1} priority={priority} sizes={priority ? '50vw' : undefined} />
        {soldOut ? <span className="goods-card-stamp">已售罄</span> : null}
      </span>
      <span className="goods-card-body">
        <span className="goods-card-title">{goods.title}</span>
        <span className="goods-card-price">
          <strong>{formatFen(goods.price)}</strong>
          {goods.linePrice > goods.price ? <del>{formatFen(goods.linePrice)}</del> : null}
        </span>
        <span className="goods-card-meta">
          已售 {goods.sales} 件{goods.limit > 0 ? ` · 限购${goods.limit}件` : ''}
        </span>
        {extra ? <span className="goods-card-extra">{extra}</span> : null}
      </span>
    </AppLink>
  );
}
