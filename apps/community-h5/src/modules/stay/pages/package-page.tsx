import { order, stay } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useLocation, useParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { useOrderToCashier } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { ContactFields } from '../contact-fields';
import { Stepper } from '../stepper';
import { memberLinks } from '../../../lib/links/member-links';
import { stayLinks } from '../../../lib/links/stay-links';
import '../stay.css';

interface Draft {
  num: number;
  name: string;
  phone: string;
}

/**
 * /app/campsite/:iid/package/:packageId: what a package includes, its price, validity and stock,
 * and 立即购买: how many and the contact (a draft that survives a reload), then the order
 * (business type 3, keys stay.packageKeys) at the server's price, paid at the shared cashier. The
 * stock is taken with the order; an order not paid in time gives it back.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const id = Number(useParams().packageId);
  const valid = Number.isInteger(id) && id > 0;
  const pkg = useRead(tenantScope, stay.packageDetail, { id }, { enabled: valid });
  const { values, setField, clear } = useDraft<Draft>(`stay-package:${id}`, { num: 1, name: '', phone: '' });
  const cashier = useOrderToCashier([stay.packageDetail]);
  const k = pkg.data;
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const ended = k ? k.validTo < today : false;
  const most = k ? Math.min(stay.PACKAGE_MAX_NUM, k.stock) : 0;
  const num = Math.max(1, Math.min(values.num, most || 1));
  const total = (k?.price ?? 0) * num;

  async function buy() {
    if (!k || cashier.pending) return;
    if (!token) return navigate(memberLinks.login({ redirect: pathname }));
    if (values.name.trim().length < 2) return toast.warn('请填写联系人姓名');
    if (!/^1\d{10}$/.test(values.phone)) return toast.warn('手机号码格式不对哦~');
    const line = { orderType: order.BUSINESS_TYPE.homestay, keys: stay.packageKeys(k.id), num, name: values.name.trim(), phone: values.phone, payPrice: total };
    if (!(await cashier.submit(line, clear))) void pkg.refetch();
  }

  return (
    <MemberPage title="套餐详情" side={<AppLink to={stayLinks.reserveList({ view: 'packages' })}>我的套餐</AppLink>}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : pkg.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : pkg.isError ? (
        <ErrorState error={pkg.error} onRetry={pkg.refetch} />
      ) : k ? (
        <>
          <Picture src={k.image} alt="" ratio={16 / 9} />
          <section className="stay-section">
            <h2>{k.title}</h2>
            <p className="stay-price">{formatFen(k.price)}</p>
            <p className="stay-meta">
              {k.placeName} · 有效期 {k.validFrom} 至 {k.validTo} · {k.stock > 0 ? `剩余${k.stock}份` : '已售罄'}
            </p>
            <p>{k.intro}</p>
            <h2>套餐包含</h2>
            <ul className="stay-includes">
              {k.includes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            <p className="stay-meta">
              购买后凭订单核销码到店使用，入住请提前预订 <AppLink to={stayLinks.campsite({ iid, campsiteId: k.placeId })}>去预订房型</AppLink>
            </p>
          </section>
          {k.stock > 0 && !ended ? (
            <section className="stay-section" aria-label="购买信息">
              <h2>购买信息</h2>
              <Stepper label="购买份数" value={num} min={1} max={most} onChange={(n) => setField('num', n)} />
              <ContactFields idPrefix="package" name={values.name} phone={values.phone} namePlaceholder="使用人姓名" phonePlaceholder="用于接收核销通知" onChange={setField} />
            </section>
          ) : null}
          <div className="stay-book">
            <span>
              {ended ? '套餐已过有效期' : k.stock > 0 ? (
                <>
                  共{num}份 <strong className="stay-price" aria-label="应付金额">{formatFen(total)}</strong>
                </>
              ) : (
                '套餐已售罄'
              )}
            </span>
            <Button type="primary" loading={cashier.pending} disabled={ended || k.stock <= 0} onClick={() => void buy()}>
              立即购买
            </Button>
          </div>
        </>
      ) : null}
    </MemberPage>
  );
}
