import type { mall } from '@tongxin/api-client';
import { SORTS } from '../lib/goods-text';

/** The sort bar of the goods lists. */
export function SortBar({ value, onChange }: { value: mall.GoodsSort; onChange: (sort: mall.GoodsSort) => void }) {
  return (
    <div className="mall-sort" role="tablist" aria-label="排序">
      {SORTS.map((s) => (
        <button key={s.key} type="button" role="tab" aria-selected={s.key === value} onClick={() => onChange(s.key)}>
          {s.label}
        </button>
      ))}
    </div>
  );
}
