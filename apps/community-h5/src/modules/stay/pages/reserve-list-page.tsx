import { errorMessage, stay } from '@tongxin/api-client';
import { useList, useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, toast } from '@tongxin/ui';
import { Dialog } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { MyPackages } from '../my-packages';
import { BOOKING_LABEL, BOOKING_TABS, PACKAGES_VIEW, placePath } from '../stay-text';
import { stayLinks } from '../../../lib/links/stay-links';
import '../stay.css';

function BookingRow({ booking }: { booking: stay.Booking }) {
  const { iid } = useMemberSession();
  const cancel = useWrite(memberScope, stay.cancel, { invalidates: [stay.bookings, stay.availability] });
  const onCancel = async () => {
    try {
      const paid = booking.status === stay.BOOKING_STATUS.booked;
      await Dialog.confirm({ title: '取消预订', message: `确定取消 ${booking.checkIn} 入住的${booking.roomName}吗？${paid ? '已付款项将全额原路退回。' : ''}` });
    } catch {
      return;
    }
    try {
      await cancel.mutateAsync({ id: booking.id });
      toast.success(booking.status === stay.BOOKING_STATUS.booked ? '已取消，退款将原路退回' : '已取消预订');
    } catch (error) {
      toast.fail(errorMessage(error) || '取消失败');
    }
  };
  return (
    <article className="stay-card" aria-label={`${booking.placeName} ${booking.roomName}`}>
      <Picture src={booking.image} alt="" width={108} ratio={108 / 80} radius={6} style={{ flex: 'none' }} />
      <div style={{ flex: 1 }}>
        <AppLink to={placePath(iid, { id: booking.placeId, type: booking.placeType })}>
          <h3>{booking.placeName}</h3>
        </AppLink>
        <p className="stay-meta">
          {booking.roomName} × {booking.rooms} · {booking.guests}人
        </p>
        <p className="stay-meta">
          {booking.checkIn} 至 {booking.checkOut} · {booking.nights}晚
        </p>
        <p>
          <span className="stay-price">{formatFen(booking.amount)}</span> <span className="stay-status">{BOOKING_LABEL[booking.status] ?? ''}</span>
        </p>
        {booking.canCancel ? (
          <button type="button" onClick={() => void onCancel()} disabled={cancel.isPending}>
            取消预订
          </button>
        ) : null}
      </div>
    </article>
  );
}

function BookingTab({ status }: { status: number }) {
  const pages = useList(memberScope, stay.bookings, { status });
  const label = BOOKING_TABS.find((t) => t.status === status)?.label ?? '';
  return <PagedList label={`${label}的预订`} list={pages} empty="暂无预订，去看看露营地和民宿吧" rowKey={(b) => b.id} renderRow={(b) => <BookingRow booking={b} />} />;
}

/** reserve/list's two sections: room and pitch bookings, and bought packages (?view=packages). */
const VIEWS = [
  { view: '', label: '房间预订' },
  { view: PACKAGES_VIEW, label: '我的套餐' },
] as const;

/**
 * /app/reserve/list: the member's campsite and homestay bookings by state, cancel where the rules
 * allow; with ?view=packages the packages they bought (我的套餐: what, where, validity, state,
 * how to use).
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const status = Number(search.get('status')) || 0;
  const view = search.get('view') === PACKAGES_VIEW ? PACKAGES_VIEW : '';
  // A place's staff reaches the desk's write-off from here.
  const desks = useRead(memberScope, stay.staffPlaces, {});
  return (
    <MemberPage title={view ? '我的套餐' : '我的预订'} side={desks.data?.length ? <AppLink to={stayLinks.reserveVerify()}>到店核销</AppLink> : undefined}>
      <div className="stay-tabs" role="tablist" aria-label="预订类型">
        {VIEWS.map((v) => (
          <button key={v.view} type="button" role="tab" aria-selected={v.view === view} onClick={() => setSearch(v.view ? { view: v.view } : {}, { replace: true })}>
            {v.label}
          </button>
        ))}
      </div>
      {view ? (
        <div role="tabpanel" aria-label="我的套餐">
          <MyPackages />
        </div>
      ) : (
        <>
          <div className="stay-tabs" role="tablist" aria-label="预订状态">
            {BOOKING_TABS.map((tab) => (
              <button key={tab.status} type="button" role="tab" aria-selected={tab.status === status} onClick={() => setSearch({ status: String(tab.status) }, { replace: true })}>
                {tab.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label="房间预订">
            <BookingTab key={status} status={status} />
          </div>
        </>
      )}
    </MemberPage>
  );
}
