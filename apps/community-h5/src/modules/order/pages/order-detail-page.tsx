import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { errorMessage, order } from '@tongxin/api-client';
import { Countdown, formatDate, formatFen, ImageUploader, toast } from '@tongxin/ui';
import { AmountSummary, type PriceParts } from '../../../components/checkout';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Field,
  LoadingSkeleton,
  MemberPage,
  useDraft,
} from '../../../components/member-kit';
import { businessTypeLabel, isTrackingNumber, orderStateLabel, refundStateLabel } from '../order-text';
import '../order.css';
import { OrderActions } from '../order-actions';
import { useMemberUpload } from '../../../components/member-upload';

/** The kernel's price parts of an order, as the amount summary shows them. */
function priceParts(o: order.OrderDetail): PriceParts {
  const couponFen = o.couponFen ?? 0;
  const promoFen = o.promoFen ?? 0;
  const pointsFen = o.pointsUsed ?? 0;
  const feeFen = o.feeFen ?? 0;
  const insurFen = o.insurFen ?? 0;
  return { goodsFen: o.total + couponFen + promoFen + pointsFen - feeFen - insurFen, feeFen, insurFen, couponFen, promoFen, pointsFen, payFen: o.total };
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="order-rows">
      {rows
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The delivery: carrier, tracking number and the parcel's journey. */
function Logistics({ order: current }: { order: order.OrderDetail }) {
  const logistics = useRead(
    memberScope,
    order.logistics,
    { orderId: current.orderId },
    { enabled: current.transportNumber !== '' },
  );
  if (current.transportNumber === '') return null;
  return (
    <section className="tx-card order-section" aria-labelledby="order-logistics">
      <h2 id="order-logistics">物流信息</h2>
      <Rows
        rows={[
          ['快递公司', current.company],
          ['运单号', current.transportNumber],
        ]}
      />
      {logistics.isPending ? (
        <LoadingSkeleton rows={1} />
      ) : logistics.isError ? (
        <ErrorState error={logistics.error} onRetry={logistics.refetch} />
      ) : logistics.data.traces.length === 0 ? (
        <p className="tx-muted">暂无物流信息</p>
      ) : (
        <ol className="order-traces" aria-label="物流轨迹">
          {logistics.data.traces.map((trace) => (
            <li key={trace.time + trace.text}>
              <p>{trace.text}</p>
              <p className="tx-muted">{formatDate(trace.time, 3)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A refund waiting for the return parcel asks for its tracking number (refund EMS). */
function RefundEms({ order: current }: { order: order.OrderDetail }) {
  const { values, setField, clear } = useDraft(`refund-ems:${current.orderId}`, { refundEms: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useWrite(memberScope, order.refundEms, { invalidates: [order.detail, order.list] });
  if (current.refundState !== 1 && current.refundState !== 2) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const value = values.refundEms.trim();
    const message = value === '' ? '必填哦' : isTrackingNumber(value) ? null : '请输入正确的运单号';
    setProblem(message);
    if (message) {
      toast.warn(message);
      return;
    }
    save.mutate(
      { orderId: current.orderId, refundEms: value },
      {
        onSuccess: () => {
          clear();
          toast.success('提交成功');
        },
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };

  return (
    <section className="tx-card order-section" aria-labelledby="order-refund">
      <h2 id="order-refund">退款退货</h2>
      {current.refundState === 1 ? (
        <form onSubmit={submit} noValidate>
          <p className="tx-muted">已同意退款，请寄回商品并填写退货运单号。</p>
          <Field
            label="退货单号"
            placeholder="请输入退货运单号"
            autoCapitalize="characters"
            value={values.refundEms}
            onChange={(v) => setField('refundEms', v)}
            error={problem}
          />
          <Button
            block
            round
            type="primary"
            nativeType="submit"
            loading={save.isPending}
            loadingText="提交中…"
            disabled={save.isPending}
            className="order-refund-submit"
          >
            提交退货物流
          </Button>
        </form>
      ) : (
        <Rows
          rows={[
            ['退款状态', '已寄回，等待商家确认'],
            ['退货单号', current.refundEms],
          ]}
        />
      )}
    </section>
  );
}

const TYPE_WORDS: Readonly<Record<number, string>> = { [order.REFUND_TYPE.refundOnly]: '仅退款', [order.REFUND_TYPE.returnAndRefund]: '退货退款' };

/** The after-sale's steps, oldest first, as the server tells them (what came back with the refund included). */
function RefundTimeline({ steps }: { steps: NonNullable<order.OrderDetail['refundTimeline']> }) {
  if (steps.length === 0) return null;
  return (
    <ol className="order-traces" aria-label="售后进度">
      {steps.map((step) => (
        <li key={step.text}>
          <p>{step.text}</p>
          {step.time ? <p className="tx-muted">{formatDate(step.time, 3)}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A paid order's after-sale: once asked, where it stands (type, amount, reason, photos and its
 * steps); before, a 申请售后 button while the server says something may be asked back, opening the
 * request — its type (what the order allows), reason, amount up to what is left, up to 6 photos.
 */
function Refund({ order: current }: { order: order.OrderDetail }) {
  const refundable = current.refundableFen ?? 0;
  const types = current.refundTypes ?? [];
  const { values, setField, clear } = useDraft(`refund:${current.orderId}`, { reason: '', amount: (refundable / 100).toFixed(2), type: String(types[0] ?? ''), images: [] as string[] });
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
  const upload = useMemberUpload();
  const apply = useWrite(memberScope, order.refund, { invalidates: [order.detail, order.list] });
  if (!order.isPaidStatus(current.status)) return null;
  if (current.refundState !== undefined && current.refundState !== order.REFUND_STATE.none) {
    return (
      <section className="tx-card order-section" aria-label="退款信息">
        <h2>退款信息</h2>
        <Rows
          rows={[
            ['售后类型', TYPE_WORDS[current.refundType ?? 0] ?? ''],
            ['退款状态', refundStateLabel(current.refundState)],
            ['退款金额', current.refundFen ? formatFen(current.refundFen) : ''],
            ['退款原因', current.refundReason ?? ''],
            ['退款时间', current.refundedAt ? formatDate(current.refundedAt, 3) : ''],
          ]}
        />
        {(current.refundImages ?? []).length > 0 ? (
          <div className="order-refund-photos" aria-label="售后凭证">
            {(current.refundImages ?? []).map((url, i) => (
              <img key={url} src={url} alt={`凭证${i + 1}`} width={64} height={64} />
            ))}
          </div>
        ) : null}
        <RefundTimeline steps={current.refundTimeline ?? []} />
      </section>
    );
  }
  if (refundable <= 0 || types.length === 0) return null;
  if (!open) {
    return (
      <section className="tx-card order-section" aria-label="售后">
        <Button block round onClick={() => setOpen(true)}>
          申请售后
        </Button>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const fen = Math.round(Number(values.amount) * 100);
    const message =
      values.reason.trim() === ''
        ? '请填写退款原因'
        : !Number.isFinite(fen) || fen <= 0
          ? '请输入正确的退款金额'
          : fen > refundable
            ? `最多可退 ${formatFen(refundable)}`
            : queue.waiting > 0
              ? '图片上传中，请稍候'
              : null;
    setProblem(message);
    if (message) {
      toast.warn(message);
      return;
    }
    apply.mutate(
      { orderId: current.orderId, reason: values.reason.trim(), amountFen: fen, refundType: Number(values.type), images: values.images.length > 0 ? JSON.stringify(values.images) : undefined },
      {
        onSuccess: () => {
          clear();
          toast.success('退款申请已提交');
        },
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };
  return (
    <section className="tx-card order-section" aria-label="申请售后">
      <h2>申请售后</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="order-refund-types">
          <legend>售后类型</legend>
          {[order.REFUND_TYPE.refundOnly, order.REFUND_TYPE.returnAndRefund].map((type) => (
            <label key={type}>
              <input type="radio" name="refundType" value={type} checked={values.type === String(type)} disabled={!types.includes(type)} onChange={() => setField('type', String(type))} />
              {TYPE_WORDS[type]}
            </label>
          ))}
          <p className="tx-muted">{types.includes(order.REFUND_TYPE.returnAndRefund) ? '商品已发货：请先寄回商品，商家收到后退款' : '退款将原路退回，本单使用的优惠券和积分一并退回'}</p>
        </fieldset>
        <Field label="退款原因" placeholder="请填写退款原因" value={values.reason} onChange={(v) => setField('reason', v)} />
        <Field label="退款金额" inputMode="decimal" value={values.amount} onChange={(v) => setField('amount', v)} error={problem} />
        <p className="tx-muted">最多可退 {formatFen(refundable)}</p>
        <ImageUploader value={values.images} onChange={(urls) => setField('images', urls)} upload={upload} max={6} label="上传凭证图片" onQueueChange={setQueue} />
        <Button block round type="primary" nativeType="submit" loading={apply.isPending} disabled={apply.isPending}>
          提交退款申请
        </Button>
      </form>
    </section>
  );
}

/** One order: status with its countdown, goods, amounts, actions, contact, delivery with logistics, and after-sale. */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { iid } = useMemberSession();
  const detail = useRead(memberScope, order.detail, { orderId }, { enabled: orderId !== '' });
  return (
    <MemberPage title="订单详情">
      {orderId === '' ? (
        <EmptyState description="订单不存在" />
      ) : detail.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : (
        <>
          <section className="order-banner" aria-label="订单状态">
            <h2>{orderStateLabel(detail.data)}</h2>
            {detail.data.status === 1 ? (
              <p>
                请尽快完成支付
                {detail.data.expiresAt ? (
                  <>
                    ，<Countdown deadline={detail.data.expiresAt} prefix="剩余" onEnd={() => void detail.refetch()} /> 后自动取消
                  </>
                ) : null}
              </p>
            ) : null}
          </section>
          <OrderActions current={detail.data} iid={iid} />
          <section className="tx-card order-section" aria-labelledby="order-goods">
            <h2 id="order-goods">商品信息</h2>
            <div className="order-goods">
              {detail.data.image ? (
                <img src={detail.data.image} alt="" width={80} height={60} />
              ) : null}
              <div>
                <h3>{detail.data.title}</h3>
                <p className="tx-muted">
                  <span className="order-tag">{businessTypeLabel(detail.data.businessType)}</span>
                  {formatFen(detail.data.price)} × {detail.data.num}
                </p>
              </div>
            </div>
            <p className="order-total">
              实付 <strong>{formatFen(detail.data.total)}</strong>
            </p>
          </section>
          {detail.data.couponFen !== undefined ? <AmountSummary price={priceParts(detail.data)} /> : null}
          <Logistics order={detail.data} />
          <Refund order={detail.data} />
          <RefundEms order={detail.data} />
          <section className="tx-card order-section" aria-labelledby="order-info">
            <h2 id="order-info">订单信息</h2>
            <Rows
              rows={[
                ['订单号', detail.data.orderId],
                ['业务类型', businessTypeLabel(detail.data.businessType)],
                ['下单时间', formatDate(detail.data.createdAt, 3)],
                ['支付时间', detail.data.paidAt ? formatDate(detail.data.paidAt, 3) : ''],
                ['支付单号', detail.data.tradeNo],
                ['联系人', detail.data.contactName],
                ['联系电话', detail.data.contactPhone],
                ['收货地址', detail.data.deliveryAddress],
                ['备注', detail.data.remark],
              ]}
            />
          </section>
        </>
      )}
    </MemberPage>
  );
}
