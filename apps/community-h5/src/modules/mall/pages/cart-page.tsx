import { errorMessage, mall } from '@tongxin/api-client';
import { useRead, useRefetch, useWrite } from '@tongxin/api-client/react';
import {
  confirmDialog,
  EmptyState,
  ErrorState,
  formatFen,
  LoadingSkeleton,
  NumberStepper,
  toast,
} from '@tongxin/ui';
import { useState } from 'react';
import { PullRefresh } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { PULL_TEXTS } from '../../../components/pull-texts';
import { Picture } from '../../../components/picture';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { MallPage } from '../components/mall-page';
import { SkuSheet } from '../components/sku-sheet';
import { checkoutPath } from '../lib/goods-text';
import { mallLinks } from '../../../lib/links/mall-links';

const CART_CALLS = [mall.cart, mall.cartCount];

/** 重选: the line's goods in the SKU sheet, starting from its SKU. */
function Repick({ line, onClose }: { line: mall.CartLine; onClose: () => void }) {
  const goods = useRead(tenantScope, mall.detail, { goodsId: line.goodsId });
  const update = useWrite(memberScope, mall.cartUpdate, { invalidates: CART_CALLS });
  if (!goods.data) return null;
  return (
    <SkuSheet
      goods={goods.data}
      visible
      actions={['repick']}
      skuId={line.skuId}
      num={line.num}
      busy={update.isPending}
      onClose={onClose}
      onConfirm={(_, sku, num) =>
        update.mutate({ id: line.id, skuId: sku.id, num }, { onSuccess: onClose, onError: (error) => toast.fail(errorMessage(error)) })
      }
    />
  );
}

function CartRow({ line, editing, iid }: { line: mall.CartLine; editing: boolean; iid: number }) {
  const update = useWrite(memberScope, mall.cartUpdate, { invalidates: CART_CALLS, onError: (error) => toast.fail(errorMessage(error)) });
  const [repick, setRepick] = useState(false);
  const invalid = line.invalid !== '';
  const max = Math.max(1, line.limit > 0 ? Math.min(line.stock, line.limit) : line.stock);
  return (
    <article className={`cart-line${invalid ? ' is-invalid' : ''}`} aria-label={line.title}>
      {invalid ? (
        <span className="cart-line-tag">失效</span>
      ) : (
        <input
          type="checkbox"
          aria-label={`选择 ${line.title}`}
          checked={line.selected}
          disabled={update.isPending && !editing}
          onChange={(e) => update.mutate({ id: line.id, selected: e.target.checked })}
        />
      )}
      <span className="cart-line-picture">
        <Picture src={line.image} alt="" ratio={1} />
      </span>
      <div className="cart-line-body">
        <AppLink to={line.storeId ? mallLinks.plannedDetail({ iid, id: line.goodsId }) : mallLinks.storeDetail({ iid, goodsId: line.goodsId })} className="cart-line-title">
          {line.title}
        </AppLink>
        {invalid ? (
          <p className="cart-line-invalid">{line.invalid}</p>
        ) : (
          <button type="button" className="cart-line-spec" onClick={() => setRepick(true)} aria-label={`重选 ${line.title} 的规格`}>
            {line.specText} <span>重选</span>
          </button>
        )}
        <div className="cart-line-foot">
          <strong>{formatFen(line.price)}</strong>
          {invalid ? null : (
            <NumberStepper
              value={line.num}
              min={1}
              max={max}
              label={`${line.title} 数量`}
              disabled={update.isPending}
              onChange={(v) => {
                if (typeof v === 'number' && v !== line.num) update.mutate({ id: line.id, num: v });
              }}
              onOverlimit={(type) => {
                if (type === 'plus') toast.warn(line.limit > 0 && line.limit <= line.stock ? `该商品限购${line.limit}件` : `库存不足，最多可购买${line.stock}件`);
              }}
            />
          )}
        </div>
      </div>
      {repick ? <Repick line={line} onClose={() => setRepick(false)} /> : null}
    </article>
  );
}

/**
 * The member's cart (B5): lines to buy with selection and steppers, 重选 of a spec, the invalid
 * lines grouped (失效商品, 清空), 全选, 合计 and 去结算(n) to the confirm page; 编辑 to delete.
 */
export function Component() {
  const { iid } = useMemberSession();
  const navigate = useNavigate();
  const cart = useRead(memberScope, mall.cart, {});
  const refetch = useRefetch();
  const selectAll = useWrite(memberScope, mall.cartSelectAll, { invalidates: CART_CALLS });
  const remove = useWrite(memberScope, mall.cartRemove, { invalidates: CART_CALLS, onError: (error) => toast.fail(errorMessage(error)) });
  const [editing, setEditing] = useState(false);

  const data = cart.data;
  const selected = data?.lines.filter((l) => l.selected) ?? [];
  const allSelected = data !== undefined && data.lines.length > 0 && selected.length === data.lines.length;

  async function removeLines(lines: readonly mall.CartLine[], question: string) {
    if (lines.length === 0) return toast.warn('请先选择商品');
    if (await confirmDialog({ title: '提示', message: question })) remove.mutate({ ids: lines.map((l) => l.id).join(',') });
  }

  function checkout() {
    if (selected.length === 0) return toast.warn('请先选择商品');
    const stores = new Set(selected.map((l) => l.storeId ?? 0));
    if (stores.size > 1) return toast.warn('门店商品与商城商品请分开结算');
    goLocation(navigate, checkoutPath(iid, { cartIds: selected.map((l) => l.id), storeId: selected[0]?.storeId }));
  }

  let body;
  if (cart.isPending) body = <LoadingSkeleton rows={3} label="购物车加载中" />;
  else if (cart.error && !data) body = <ErrorState error={cart.error} onRetry={() => cart.refetch()} />;
  else if (!data || (data.lines.length === 0 && data.invalid.length === 0))
    body = (
      <EmptyState description="购物车空空如也，快去逛逛吧~">
        <AppLink to={mallLinks.storeList({ iid })} className="mall-link-button">
          去逛逛
        </AppLink>
      </EmptyState>
    );
  else
    body = (
      <>
        <p className="cart-summary">共{data.lines.reduce((n, l) => n + l.num, 0)}件商品</p>
        <section aria-label="购物车商品">
          {data.lines.map((line) => (
            <CartRow key={line.id} line={line} editing={editing} iid={iid} />
          ))}
        </section>
        {data.invalid.length > 0 ? (
          <section aria-label="失效商品" className="cart-invalid">
            <header>
              <h2>失效商品 {data.invalid.length} 件</h2>
              <button type="button" onClick={() => void removeLines(data.invalid, '确定清空失效商品吗？')}>
                清空
              </button>
            </header>
            {data.invalid.map((line) => (
              <CartRow key={line.id} line={line} editing={editing} iid={iid} />
            ))}
          </section>
        ) : null}
      </>
    );

  return (
    <MallPage
      title="购物车"
      side={
        data && data.lines.length + data.invalid.length > 0 ? (
          <button type="button" className="mall-header-link" onClick={() => setEditing((e) => !e)}>
            {editing ? '完成' : '编辑'}
          </button>
        ) : null
      }
      footer={
        data && data.lines.length > 0 ? (
          <footer className="cart-footer">
            <label>
              <input type="checkbox" checked={allSelected} onChange={(e) => selectAll.mutate({ selected: e.target.checked })} />
              全选
            </label>
            {editing ? (
              <button type="button" className="mall-button mall-button--cart" disabled={remove.isPending} onClick={() => void removeLines(selected, `确定删除选中的${selected.length}件商品吗？`)}>
                删除
              </button>
            ) : (
              <>
                <span className="cart-total">
                  合计 <strong>{formatFen(data.selectedTotal)}</strong>
                </span>
                <button type="button" className="mall-button mall-button--buy" onClick={checkout}>
                  去结算({data.selectedCount})
                </button>
              </>
            )}
          </footer>
        ) : null
      }
    >
      <PullRefresh {...PULL_TEXTS} onRefresh={() => refetch(CART_CALLS)}>
        {body}
      </PullRefresh>
    </MallPage>
  );
}
