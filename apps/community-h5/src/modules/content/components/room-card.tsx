import type { content } from '@tongxin/api-client';
import { Countdown, formatDate, formatFen, toast } from '@tongxin/ui';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';
import { useMemberSession } from '../../../components/scopes';
import { contentPaths } from '../lib/content-links';

const STATUS_TEXT: Record<content.LiveStatus, string> = { upcoming: '预告', live: '直播中', ended: '回放' };
const reminderKey = (id: number) => `content-live-remind:${id}`;

/** Whether the visitor asked to be reminded of this room. */
export const isReminded = (id: number) => localStorage.getItem(reminderKey(id)) !== null;

/** A room in the list: cover, title, host, time, its state; an upcoming one counts down and can remind. */
export function RoomCard({ room }: { room: content.LiveRoom }) {
  const { iid } = useMemberSession();
  const [reminded, setReminded] = useState(() => isReminded(room.id));
  return (
    <article className="content-room" aria-label={room.title}>
      <AppLink to={contentPaths.liveRoom(iid, room.id)}>
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
          <Countdown deadline={room.startAt} format="d hh:mm:ss" prefix="距开播" />
          <button
            type="button"
            aria-pressed={reminded}
            onClick={() => {
              if (reminded) localStorage.removeItem(reminderKey(room.id));
              else localStorage.setItem(reminderKey(room.id), room.startAt);
              setReminded(!reminded);
              toast.success(reminded ? '已取消提醒' : '已设置开播提醒');
            }}
          >
            {reminded ? '已提醒' : '开播提醒'}
          </button>
        </div>
      ) : null}
    </article>
  );
}
