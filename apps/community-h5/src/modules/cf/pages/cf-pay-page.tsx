import { address, cf, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView, toast } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { usePricedOrder } from '../../../components/checkout';
import { EmptyState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { queryInt } from '../cf-text';
import { cfLinks } from '../../../lib/links/cf-links';
import '../cf.css';

/**
 * /app/pay/cf_pay?id&tierId&num or ?id&amountFen: a project's support through the order kernel
 * (business type 8). The server prices it (order.calculate; zero or negative is refused there in
 * its words); a reward that ships takes the address chosen on the place page. Then the cashier.
 */
export function Component() {
  const [search] = useSearchParams();
  const id = queryInt(search, 'id');
  const tierId = queryInt(search, 'tierId');
  const { iid } = useMemberSession();
  const { values, setField, clear } = useDraft(`cf:pay:${id}`, { message: '' });
  const chosen = useDraft('cf:place', { addressId: 0 }).values.addressId;
  const addresses = useRead(memberScope, address.list, {});
  const place = addresses.data?.find((a) => a.id === chosen) ?? addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0];
  const line = {
    orderType: order.BUSINESS_TYPE.crowdfunding,
    keys: String(id),
    num: tierId ? Math.max(1, queryInt(search, 'num')) : 1,
    property: tierId ? String(tierId) : '',
    property2: tierId ? '' : (search.get('amountFen') ?? ''),
    addressId: place?.id,
  };
  // Priced once the addresses are known (a shipping reward is priced to its address): one call, not two.
  const { priced, submit, submitting } = usePricedOrder(line, { enabled: id > 0 && !addresses.isPending, invalidates: [cf.mySupports] });
  const pay = (p: order.OrderPrice) => {
    if (p.needsAddress && !place) {
      toast.warn('请先选择回报的收货地址');
      return;
    }
    // The message is this support's: once its order exists, the next support starts without it.
    void submit({ info: values.message }, clear);
  };
  if (!id) {
    return (
      <MemberPage title="支持项目">
        <EmptyState description="缺少项目参数，请回到项目页重新选择" />
      </MemberPage>
    );
  }
  return (
    <MemberPage title="支持项目">
      <QueryView query={priced} loading={<LoadingSkeleton rows={3} />}>
        {(p) => (
          <form className="tx-card cf-form" aria-label="支持订单" onSubmit={(e) => { e.preventDefault(); pay(p); }}>
            <p>{p.title}</p>
            {p.needsAddress ? (
              <p>
                回报寄往：{place ? `${place.name} ${place.mobile} ${[place.province, place.city, place.district, place.address].join(' ')}` : '未选择'}{' '}
                <AppLink to={cfLinks.place({ iid, id })}>{place ? '更换' : '选择地址'}</AppLink>
              </p>
            ) : null}
            <label>
              留言（选填）
              <textarea value={values.message} maxLength={200} onChange={(e) => setField('message', e.target.value)} placeholder="给发起人说几句鼓励的话" />
            </label>
            <p>
              支付金额 <strong className="cf-raised">{formatFen(p.payFen)}</strong>
            </p>
            <button type="submit" className="cf-primary" disabled={submitting}>
              {submitting ? '提交中…' : `确认支持 ${formatFen(p.payFen)}`}
            </button>
          </form>
        )}
      </QueryView>
    </MemberPage>
  );
}
