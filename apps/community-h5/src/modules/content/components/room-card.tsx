import { content, errorMessage } from '@tongxin/api-client';
import { invalidateCalls, useRead, useWrite } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { Countdown, formatDate, formatFen, toast } from '@tongxin/ui';
import { useLocation } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { Picture } from '../../../components/picture';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { contentLinks } from '../../../lib/links/content-links';
import { memberLinks } from '../../../lib/links/member-links';

const STATUS_TEXT: Record<content.LiveStatus, string> = { upcoming: '预告', live: '直播中', ended: '回放' };

/** Everything that shows a room's state or the member's reminders. */
export const ROOM_READS = [content.liveList, content.liveRoom, content.liveReminders] as const;

/**
 * 开播提醒 of an upcoming room: the member's reminder, kept on the server (so every device of
 * theirs shows it); once the room is on air the live list tells them. A visitor signs in first.
 */
export function RemindButton({ room }: { room: content.LiveRoom }) {
  const { token } = useMemberSession();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const remind = useWrite(memberScope, content.liveRemind, { invalidates: ROOM_READS });
  return (
    <button
      type="button"
      className="content-remind"
      aria-pressed={room.reminded}
      disabled={remind.isPending}
      onClick={() => {
        if (!token) return navigate(memberLinks.login({ redirect: pathname + search }));
        remind.mutate(
          { id: room.id, remind: !room.reminded },
          {
            onSuccess: (r) => toast.success(r.reminded ? '已预约，开播后在直播列表提醒你' : '已取消提醒'),
            onError: (e) => toast.fail(errorMessage(e)),
          },
        );
      }}
    >
      {room.reminded ? '已预约' : '开播提醒'}
      {room.reminders > 0 ? <span className="content-muted"> · {room.reminders}人已预约</span> : null}
    </button>
  );
}

/** A room in the list: cover, title, host, time, its state; an upcoming one counts down and can remind. */
export function RoomCard({ room }: { room: content.LiveRoom }) {
  const { iid } = useMemberSession();
  const queryClient = useQueryClient();
  return (
    <article className="content-room" aria-label={room.title}>
      <AppLink to={contentLinks.liveRoom({ iid, id: room.id })}>
        <div className="content-card-cover">
          <Picture src={room.cover} alt={room.title} ratio={16 / 9} />
          <span className={`content-badge content-status-${room.status}`}>{STATUS_TEXT[room.status]}</span>
        </div>
        <h3>{room.title}</h3>
      </AppLink>
      <p className="content-meta">
        <span>主播 {room.host}</span>
        <span>{formatDate(room.startAt, 4)}</span>
        {room.price > 0 ? <span className="content-price">{formatFen(room.price)}</span> : <span className="content-free">免费</span>}
        {room.status === 'live' ? <span>{room.online}人在线</span> : null}
      </p>
      {room.status === 'upcoming' ? (
        <div className="content-room-upcoming">
          {/* On air: the lists and the member's due reminders are read again. */}
          <Countdown deadline={room.startAt} format="d hh:mm:ss" prefix="距开播" onEnd={() => void invalidateCalls(queryClient, ROOM_READS)} />
          <RemindButton room={room} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * The member's due reminders: rooms they asked to be reminded of that are on air now, each with
 * 进入直播间 (the room marks it seen) and 知道了. Nothing for a visitor or when none is due.
 */
export function DueReminders() {
  const { iid, token } = useMemberSession();
  const due = useRead(memberScope, content.liveReminders, {}, { enabled: Boolean(token) });
  const seen = useWrite(memberScope, content.liveRemindSeen, { invalidates: [content.liveReminders] });
  if (!due.data?.length) return null;
  return (
    <section className="content-reminders" role="status" aria-label="开播提醒">
      {due.data.map((room) => (
        <p key={room.id}>
          <span>你预约的直播开始了：{room.title}</span>
          <AppLink to={contentLinks.liveRoom({ iid, id: room.id })}>
            进入直播间
          </AppLink>
          <button type="button" onClick={() => seen.mutate({ id: room.id })}>
            知道了
          </button>
        </p>
      ))}
    </section>
  );
}
