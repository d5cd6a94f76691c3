import { address, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, toast } from '@tongxin/ui';
import { useCallback } from 'react';
import { Button } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { CheckoutForm, holdText, usePricedOrder } from '../../../components/checkout';
import { EmptyState, ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { PASS_THROUGH_PARAMS } from '../../../lib/links';
import { Picture } from '../../../components/picture';
import { addressLinks } from '../../../lib/links/address-links';
import '../checkout.css';

/**
 * What the goods pages hand over in the query: the mall's `skuId` + `num` (buy now) or `cartIds`
 * (the cart: keys `cart:3,7`, num 1), or the kernel's own `orderType`, `keys`, `property`,
 * `property2`, `num` (lib/links payMallOrder) for any other seller. /app/pay/vip-pay hands over a
 * vip card by its plan `id` (orderType vip).
 */
function handOver(search: URLSearchParams, vipCard: boolean) {
  const cartIds = search.get('cartIds');
  const skuId = search.get('skuId');
  const num = cartIds ? 1 : Number(search.get('num'));
  const orderType = Number(search.get('orderType'));
  const saleIid = Number(search.get('saleIid'));
  const passed = Object.fromEntries(PASS_THROUGH_PARAMS.map((key) => [key, search.get(key) ?? undefined]));
  return {
    orderType: vipCard ? order.BUSINESS_TYPE.vip : Number.isInteger(orderType) && orderType > 0 ? orderType : order.BUSINESS_TYPE.goods,
    keys: vipCard ? (search.get('id') ?? search.get('keys') ?? '') : cartIds ? `cart:${cartIds}` : (skuId ?? search.get('keys') ?? ''),
    property: search.get('property') ?? undefined,
    property2: search.get('property2') ?? undefined,
    num: Number.isInteger(num) && num > 0 ? num : 1,
    ridSecret: passed.ridSecret,
    multiDisKey: passed.multiDisKey,
    saleIid: Number.isInteger(saleIid) && saleIid > 0 ? saleIid : undefined,
  };
}

interface Choices {
  /** undefined: the page has not chosen yet (the best usable coupon is offered); null: none. */
  couponId: number | null | undefined;
  useCoin: boolean;
  discountCode: string;
  /** What the member typed, applied with 使用. */
  codeInput: string;
  remark: string;
  addressId: number | null;
}

/**
 * /app/pay/mall-order, /app/pay/store-order and /app/pay/vip-pay (a vip card): confirm an order. Everything shown is the
 * server's price (order.calculate) of what the query hands over, recalculated as the member picks
 * the address, a coupon (the sheet lists the unusable ones with the reason), points and a
 * discount code; the choices are a draft that survives a reload. Submitting creates the order at
 * exactly the shown amount (payPrice: the server refuses if it changed) and opens the cashier.
 */
export function Component() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const base = handOver(search, pathname.endsWith('/vip-pay'));
  const draftKey = `checkout:${base.orderType}:${base.keys}:${base.property ?? ''}:${base.property2 ?? ''}`;
  const { values, setField, clear } = useDraft<Choices>(draftKey, { couponId: undefined, useCoin: false, discountCode: '', codeInput: '', remark: '', addressId: null });
  const offerCoupon = useCallback((id: number) => setField('couponId', id), [setField]);
  const addresses = useRead(memberScope, address.list, {});
  const chosenAddress = addresses.data?.find((a) => a.id === values.addressId) ?? addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
  const { priced, shown, submit, submitting } = usePricedOrder(
    { ...base, addressId: chosenAddress?.id },
    { enabled: base.keys !== '', choices: values, offerCoupon },
  );

  const confirm = () => {
    if (priced.data?.needsAddress && !chosenAddress) {
      toast.warn('请先添加收货地址');
      return;
    }
    void submit({ remark: values.remark || undefined }, clear);
  };

  if (base.keys === '') {
    return (
      <MemberPage title="确认订单">
        <EmptyState description="没有要结算的商品，请回到商品页重新选择" />
      </MemberPage>
    );
  }
  return (
    <MemberPage title="确认订单">
      {!shown && priced.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : !shown ? (
        <ErrorState error={priced.error} onRetry={priced.refetch} />
      ) : (
        <CheckoutForm
          label="确认订单"
          price={shown}
          pricing={priced}
          choices={values}
          onChoose={setField}
          submitting={submitting}
          onSubmit={confirm}
          note={holdText(shown.holdSeconds)}
          lastRows={
            <>
              <Field
                label="优惠码"
                value={values.codeInput}
                onChange={(v: string) => setField('codeInput', v)}
                placeholder="有优惠码请输入"
                extra={
                  <Button size="small" type="default" nativeType="button" onClick={() => setField('discountCode', values.codeInput.trim())}>
                    使用
                  </Button>
                }
              />
              {values.discountCode && shown.promoFen > 0 ? <p className="tx-muted">优惠码 {values.discountCode.toUpperCase()} 已抵扣 {formatFen(shown.promoFen)}</p> : null}
              <Field label="订单备注" value={values.remark} onChange={(v: string) => setField('remark', v)} placeholder="选填" />
            </>
          }
        >
          {shown.needsAddress ? (
            <section className="tx-card" aria-label="收货地址">
              {addresses.isPending ? (
                <LoadingSkeleton rows={1} />
              ) : chosenAddress ? (
                <>
                  <p>
                    <strong>{chosenAddress.name}</strong> {chosenAddress.mobile}
                  </p>
                  <p className="tx-muted">
                    {[chosenAddress.province, chosenAddress.city, chosenAddress.district, chosenAddress.address].join(' ')}
                  </p>
                  {addresses.data && addresses.data.length > 1 ? (
                    <select aria-label="选择收货地址" value={chosenAddress.id} onChange={(e) => setField('addressId', Number(e.target.value))}>
                      {addresses.data.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name} {a.address}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </>
              ) : (
                <AppLink to={addressLinks.manage()}>添加收货地址</AppLink>
              )}
            </section>
          ) : null}
          <section className="tx-card pay-goods" aria-label="商品">
            {(shown.items.length > 0 ? shown.items : [{ title: shown.title, image: shown.image, spec: '', unitFen: shown.unitFen, num: shown.num, ref: '' }]).map((item) => (
              <div className="pay-goods-row" key={item.ref + item.title}>
                {item.image ? (
                  <div className="pay-thumb">
                    <Picture src={item.image} alt="" ratio={1} radius={4} />
                  </div>
                ) : null}
                <div>
                  <h2>{item.title}</h2>
                  {item.spec ? <p className="tx-muted">{item.spec}</p> : null}
                  <p>
                    {formatFen(item.unitFen)} × {item.num}
                  </p>
                </div>
              </div>
            ))}
            {shown.limit ? <p className="tx-muted">每人限购 {shown.limit.max} 件</p> : null}
          </section>
        </CheckoutForm>
      )}
    </MemberPage>
  );
}
