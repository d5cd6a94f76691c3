import type { order } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { Switch } from 'react-vant';

/** The points row: the balance, what this order takes at most, and the switch to use them. */
export function PointsRow({ price, checked, onChange }: { price: Pick<order.OrderPrice, 'pointsBalance' | 'pointsMax'>; checked: boolean; onChange: (use: boolean) => void }) {
  const none = price.pointsMax <= 0;
  return (
    <div className="checkout-row">
      <span id="checkout-points">积分抵扣</span>
      <span className="member-muted">
        {none ? `共 ${price.pointsBalance} 积分，本单不可用` : `可用 ${price.pointsMax} 积分抵 ${formatFen(price.pointsMax)}（共 ${price.pointsBalance}）`}
      </span>
      <Switch size={20} checked={checked && !none} disabled={none} onChange={(v: boolean) => onChange(v)} aria-labelledby="checkout-points" />
    </div>
  );
}
