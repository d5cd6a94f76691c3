import { order, stay } from '@tongxin/api-client';
import { pollUntil } from '@tongxin/env-auth';
import { invalidateCalls, useRead } from '@tongxin/api-client/react';
import { AvailabilityCalendar, formatFen, toast, type DateRange } from '@tongxin/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { useCheckout } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { api } from '../../../lib/api';
import { ContactFields } from '../contact-fields';
import { Stepper } from '../stepper';
import { memberLinks } from '../../../lib/links/member-links';
import { stayLinks } from '../../../lib/links/stay-links';
import '../stay.css';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const monthEnd = (month: string) => addDays(`${month}-01`, 40).slice(0, 7) + '-01';
const CONFIRM_TRIES = 15;
/** A booking created but not paid here keeps its room this long (the stay seller's hold). */
const HELD = '房间为你保留30分钟，可在「我的预订」继续支付';

interface Draft {
  start: string;
  end: string | null;
  rooms: number;
  guests: number;
  name: string;
  phone: string;
}

/**
 * /app/campsite/:iid/roomDetail?id: a room or pitch, a calendar of its nights (full and closed
 * nights cannot be picked), guests and contact (a draft that survives a reload), then the booking:
 * the order (business type 3) priced by the server, paid in WeChat; the booking counts once the
 * provider's notify reached the server.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const room = useRead(tenantScope, stay.room, { id }, { enabled: valid });
  const [month, setMonth] = useState<string | null>(null);
  const from = month ? `${month}-01` : '';
  const nights = useRead(tenantScope, stay.availability, { roomId: id, from, to: month ? addDays(monthEnd(month), 7) : '' }, { enabled: valid && month !== null });
  const { values, setField, setValues, clear } = useDraft<Draft>(`stay-booking:${id}`, { start: '', end: null, rooms: 1, guests: 2, name: '', phone: '' });
  // The booking counts once the provider's notify made it booked: the page reads the member's bookings.
  const booked = (orderId: string) =>
    pollUntil(
      async () => !!token && (await api.call(stay.bookings, { iid, token, status: stay.BOOKING_STATUS.booked, pageNumber: 1, pageSize: 20 })).list.some((b) => b.orderId === orderId),
      CONFIRM_TRIES,
      1000,
    );
  const checkout = useCheckout({ reloads: [stay.bookings, stay.availability, stay.room], settled: booked });
  const { phase } = checkout;
  // Created but not paid here (outside WeChat, no openId): the room is held for the member.
  const [held, setHeld] = useState<string | null>(null);
  const r = room.data;
  const range: DateRange | null = values.start ? { start: values.start, end: values.end } : null;
  const days = nights.data ?? {};
  let total = 0;
  if (range?.end) for (let d = range.start; d < range.end; d = addDays(d, 1)) total += (days[d]?.price ?? 0) * values.rooms;
  const nightCount = range?.end ? Math.round((Date.parse(range.end) - Date.parse(range.start)) / DAY_MS) : 0;

  async function book() {
    if (!r || !range?.end || checkout.busy) return;
    if (!token) {
      navigate(memberLinks.login({ redirect: pathname + query }));
      return;
    }
    if (values.name.trim().length < 2) return toast.warn('请填写联系人姓名');
    if (!/^1\d{10}$/.test(values.phone)) return toast.warn('手机号码格式不对哦~');
    const orderId = await checkout.create({
      num: values.rooms,
      orderType: order.BUSINESS_TYPE.homestay,
      keys: String(r.id),
      property: range.start,
      property2: range.end,
      info: String(values.guests),
      name: values.name.trim(),
      phone: values.phone,
      payPrice: total,
    });
    if (!orderId) {
      await invalidateCalls(queryClient, [stay.availability]);
      return;
    }
    clear();
    await invalidateCalls(queryClient, [stay.availability, stay.bookings]);
    if (!checkout.canPay || !checkout.openId) {
      setHeld('已为你保留房间30分钟，请在微信中打开「我的预订」完成支付');
      return;
    }
    await checkout.pay(orderId);
  }

  const result = phase.kind === 'paid' ? phase : null;
  const heldText = held ?? (phase.kind === 'stopped' && phase.result ? `${phase.message}，${HELD}` : null);
  if (result || heldText)
    return (
      <MemberPage title="预订结果">
        <section className="stay-section" role="status">
          <h2>{result ? (result.confirmed ? '预订成功' : '支付处理中') : '订单已提交'}</h2>
          <p>{result ? (result.confirmed ? `${r?.placeName ?? ''}·${r?.name ?? ''} 已为你预订` : '支付结果确认中，请稍后在「我的预订」查看') : heldText}</p>
          <AppLink to={stayLinks.reserveList()}>查看我的预订</AppLink>
        </section>
      </MemberPage>
    );

  return (
    <MemberPage title={r?.name ?? '房型详情'}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : room.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : room.isError ? (
        <ErrorState error={room.error} onRetry={room.refetch} />
      ) : r ? (
        <>
          <div className="stay-gallery" aria-label="照片">
            {r.images.map((src) => (
              <img key={src} src={src} alt="" />
            ))}
          </div>
          <section className="stay-section">
            <h2>{r.name}</h2>
            <p className="stay-meta">
              {r.placeName} · 可住{r.capacity}人 · {r.bed}
            </p>
            <p className="stay-meta">
              平日 {formatFen(r.price)}/晚 · 周五周六 {formatFen(r.weekendPrice)}/晚
            </p>
            <div className="stay-tags">
              {r.facilities.map((f) => (
                <span key={f}>{f}</span>
              ))}
            </div>
            <p className="stay-meta">取消政策：{r.policy}</p>
          </section>
          <section className="stay-section" aria-label="选择日期">
            <h2>选择入住和离店日期</h2>
            {nights.isError ? <ErrorState error={nights.error} onRetry={nights.refetch} /> : null}
            <AvailabilityCalendar
              mode="range"
              value={range}
              onChange={(next) => setValues((v) => ({ ...v, start: next.start, end: next.end }))}
              availability={days}
              formatPrice={formatFen}
              loading={nights.isPending}
              onMonthChange={setMonth}
              maxNights={stay.MAX_NIGHTS}
            />
          </section>
          <section className="stay-section" aria-label="入住信息">
            <h2>入住信息</h2>
            <Stepper label="房间数" value={values.rooms} min={1} max={stay.MAX_ROOMS} onChange={(n) => setField('rooms', n)} />
            <Stepper label="入住人数" value={values.guests} min={1} max={r.capacity * values.rooms} onChange={(n) => setField('guests', n)} />
            <ContactFields idPrefix="stay" name={values.name} phone={values.phone} namePlaceholder="入住人姓名" phonePlaceholder="用于接收入住通知" onChange={setField} />
          </section>
          <div className="stay-book">
            <span>
              {range?.end ? (
                <>
                  {range.start} 至 {range.end}，共{nightCount}晚 <strong className="stay-price">{formatFen(total)}</strong>
                </>
              ) : (
                '请选择入住和离店日期'
              )}
            </span>
            <Button type="primary" loading={checkout.busy} disabled={!range?.end} onClick={() => void book()}>
              {range?.end ? `预订并支付 ${formatFen(total)}` : '预订'}
            </Button>
          </div>
        </>
      ) : null}
    </MemberPage>
  );
}
