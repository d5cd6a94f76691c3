import type { order } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';

/** The points row: the balance, what this order takes at most, and the switch to use them. */
export function PointsRow({ price, checked, onChange }: { price: Pick<order.OrderPrice, 'pointsBalance' | 'pointsMax'>; checked: boolean; onChange: (use: boolean) => void }) {
  const none = price.pointsMax <= 0;
  return (
    <div className="checkout-row">
      <span>积分抵扣</span>
      <span className="tx-muted">
        {none ? `共 ${price.pointsBalance} 积分，本单不可用` : `可用 ${price.pointsMax} 积分抵 ${formatFen(price.pointsMax)}（共 ${price.pointsBalance}）`}
      </span>
      <input type="checkbox" role="switch" className="checkout-switch" aria-label="使用积分抵扣" checked={checked && !none} disabled={none} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}
