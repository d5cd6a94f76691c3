import type { mall } from '@tongxin/api-client';
import { formatFen, NumberStepper } from '@tongxin/ui';
import { useState } from 'react';
import { Popup } from 'react-vant';
import { Picture } from '../../../components/picture';
import { limitText } from '../lib/goods-text';
import { initialPick, maxQuantity, missingSpecs, skuOfPick, valueAvailable } from '../lib/sku';

/** What the sheet's buttons do: put in the cart, buy now, or (a cart line's 重选) pick another SKU. */
export type SheetAction = 'cart' | 'buy' | 'repick';

export interface SkuSheetProps {
  goods: mall.GoodsDetail;
  visible: boolean;
  onClose: () => void;
  /** The buttons shown, in order. */
  actions: readonly SheetAction[];
  /** The SKU to start from (a link's skuId, a cart line's SKU). */
  skuId?: number;
  /** The quantity to start from. */
  num?: number;
  /** Whether an action is running (its button shows loading and cannot be pressed twice). */
  busy?: boolean;
  onConfirm: (action: SheetAction, sku: mall.Sku, num: number) => void;
}

const LABELS: Record<SheetAction, string> = { cart: '加入购物车', buy: '立即购买', repick: '确定' };

/**
 * The SKU popup (B4): picture, price, stock, the specs as buttons — a value with no SKU in stock
 * (with the values picked) is disabled —, the quantity within stock and the purchase limit, and
 * the actions. Refusals say what is wrong: 请选择规格, 库存不足, 超出限购.
 */
export function SkuSheet(props: SkuSheetProps) {
  const { goods } = props;
  const [pick, setPick] = useState<string[]>(() => initialPick(goods, props.skuId));
  const [num, setNum] = useState(props.num ?? 1);
  const [problem, setProblem] = useState('');
  const sku = skuOfPick(goods.skus, pick);
  const max = maxQuantity(goods, sku);
  const missing = missingSpecs(goods, pick);

  function choose(spec: number, value: string) {
    setProblem('');
    setPick((current) => current.map((v, i) => (i === spec ? (v === value ? '' : value) : v)));
  }

  function confirm(action: SheetAction) {
    if (!sku) return setProblem(`请选择${missing.join(' ')}`);
    if (sku.stock === 0) return setProblem('该规格已售罄，请选择其它规格');
    if (goods.limit > 0 && goods.bought + num > goods.limit) return setProblem(`该商品限购${goods.limit}件${goods.bought > 0 ? `，您已购买${goods.bought}件` : ''}`);
    if (num > sku.stock) return setProblem(`库存不足，仅剩${sku.stock}件`);
    props.onConfirm(action, sku, num);
  }

  return (
    <Popup visible={props.visible} position="bottom" round closeable onClose={props.onClose} aria-label="选择规格">
      <div className="sku-sheet" role="dialog" aria-label="选择规格">
        <div className="sku-sheet-head">
          <span className="sku-sheet-picture">
            <Picture src={goods.image} alt="" ratio={1} />
          </span>
          <div>
            <strong className="sku-sheet-price">{formatFen(sku?.price ?? goods.price)}</strong>
            <p>库存 {sku ? sku.stock : goods.stock} 件</p>
            <p>{missing.length > 0 ? `请选择 ${missing.join(' ')}` : `已选：${pick.join(' / ')}`}</p>
            {goods.limit > 0 ? <p className="sku-sheet-limit">{limitText(goods.limit, goods.bought)}</p> : null}
          </div>
        </div>
        {goods.specs.map((spec, i) => (
          <fieldset key={spec.name} className="sku-sheet-spec">
            <legend>{spec.name}</legend>
            {spec.values.map((value) => {
              const available = valueAvailable(goods.skus, pick, i, value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={pick[i] === value}
                  disabled={!available}
                  onClick={() => choose(i, value)}
                  title={available ? undefined : '已售罄'}
                >
                  {value}
                </button>
              );
            })}
          </fieldset>
        ))}
        <div className="sku-sheet-num">
          <span>数量</span>
          <NumberStepper
            value={num}
            min={1}
            max={Math.max(max, 1)}
            label="购买数量"
            onChange={(v) => {
              setProblem('');
              setNum(typeof v === 'number' && v > 0 ? v : 1);
            }}
            onOverlimit={(type) => {
              if (type === 'plus') setProblem(goods.limit > 0 && max < (sku?.stock ?? goods.stock) ? `该商品限购${goods.limit}件` : `库存不足，最多可购买${max}件`);
            }}
          />
        </div>
        {problem ? (
          <p role="alert" className="sku-sheet-problem">
            {problem}
          </p>
        ) : null}
        <div className="sku-sheet-actions">
          {props.actions.map((action) => (
            <button key={action} type="button" className={`mall-button mall-button--${action}`} disabled={props.busy} onClick={() => confirm(action)}>
              {LABELS[action]}
            </button>
          ))}
        </div>
      </div>
    </Popup>
  );
}
