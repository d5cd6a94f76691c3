import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import {
  Countdown,
  EmptyState,
  ErrorState,
  formatDate,
  formatFen,
  LoadingSkeleton,
  toast,
} from '@tongxin/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { useWechatShare } from '../../../components/wechat-share';
import { CommentBox } from '../components/comments';
import { useRoomMessages } from '../components/live-stream';
import { RemindButton } from '../components/room-card';
import { MediaPlayer } from '../components/media-player';

/**
 * /app/live/:iid/detail?id: the room — its stream (HLS) or replay, the countdown of an upcoming
 * one, the pay gate of a paid one; the room's messages in real time (comments and tips), the
 * member's comment, tipping the host, and sharing; the host mutes and unmutes the room here.
 */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const { iid, token } = useMemberSession();
  const room = useRead(tenantScope, content.liveRoom, { id: id ?? 0, token: token ?? undefined }, { enabled: id !== null });
  // The talk of a room open to the member (free, bought, or theirs): a paid room's is the buyers'.
  const eventsUrl = room.data?.eventsUrl || null;
  const history = useRead(tenantScope, content.liveMessages, { id: id ?? 0, token: token ?? undefined }, { enabled: id !== null && eventsUrl !== null, staleTime: Infinity });
  const live = useRoomMessages(iid, id, eventsUrl, history.data);
  const send = useWrite(memberScope, content.liveComment);
  const mute = useWrite(memberScope, content.liveMute);
  const seen = useWrite(memberScope, content.liveRemindSeen, { invalidates: [content.liveReminders] });
  // In the room while it is on air: the member's reminder of it has done its work.
  const { mutate: markSeen } = seen;
  const remindedLive = room.data?.reminded === true && room.data.status === 'live';
  useEffect(() => {
    if (remindedLive && id !== null) markSeen({ id });
  }, [remindedLive, id, markSeen]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [live.messages.length]);
  // In WeChat, the share card is the room's: its title, host and cover.
  const shared = room.data;
  useWechatShare(shared ? { title: shared.title, desc: shared.intro || `主播 ${shared.host}`, imgUrl: shared.cover } : null);

  if (id === null) return <MemberPage title="直播间"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (room.isPending) return <MemberPage title="直播间"><LoadingSkeleton rows={5} /></MemberPage>;
  if (room.isError) return <MemberPage title="直播间"><ErrorState error={room.error} onRetry={room.refetch} /></MemberPage>;
  const r = room.data;
  const muted = live.muted ?? r.muted;
  return (
    <MemberPage title={r.title} side={<AppLink to={contentLinks.liveShare({ id: r.id, iid })}>分享</AppLink>}>
      {r.status === 'upcoming' ? (
        <div className="content-gate">
          <p>直播即将开始</p>
          <Countdown deadline={r.startAt} format="d hh:mm:ss" prefix="距开播" onEnd={() => void room.refetch()} />
          <RemindButton room={r} />
        </div>
      ) : !r.bought ? (
        <div className="content-gate">
          <p>付费直播 {formatFen(r.price)}</p>
          <AppLink to={contentLinks.livePay({ iid, id: r.id })} className="content-primary-link">
            立即购买
          </AppLink>
        </div>
      ) : (
        <MediaPlayer key={r.streamUrl} kind="video" src="" hls={r.streamUrl} live={r.status === 'live'} poster={r.cover} label={r.status === 'live' ? `直播：${r.title}` : `回放：${r.title}`} autoPlay={r.status === 'live'} />
      )}
      <p className="content-meta">
        <span>主播 {r.host}</span>
        <span>{r.status === 'ended' ? '直播已结束 · 回放' : r.status === 'live' ? `${r.online}人在线` : formatDate(r.startAt, 4)}</span>
        <span>打赏 {formatFen(r.tipsFen)}</span>
      </p>
      <section className="content-chat" aria-label="聊天">
        {eventsUrl === null ? (
          <p className="content-muted content-center">购买后可参与直播间聊天</p>
        ) : (
          <>
            {live.state === 'retrying' ? (
              <button type="button" className="content-retry" onClick={live.retry}>
                连接失败点击重试
              </button>
            ) : null}
            {/* It scrolls: a keyboard reaches it too (tabIndex). */}
            <ol ref={list} aria-label="直播间消息" aria-live="polite" tabIndex={0}>
              {live.messages.map((m) => (
                <li key={m.id} className={`content-message content-message-${m.kind}`}>
                  <strong>{m.author}</strong>
                  {m.kind === 'tip' ? <span>{`${m.content} ${formatFen(m.amountFen)}`}</span> : <span>{m.content}</span>}
                </li>
              ))}
            </ol>
            {muted ? <p role="alert" className="content-error">{r.isHost ? '全员禁言中，只有你可以发言' : '主播已开启全员禁言'}</p> : null}
            {r.isHost ? (
              <button
                type="button"
                className="content-remind"
                aria-pressed={muted}
                disabled={mute.isPending}
                onClick={() =>
                  mute.mutate(
                    { id: r.id, muted: !muted },
                    { onSuccess: (done) => live.setMuted(done.muted), onError: (e) => toast.fail(errorMessage(e)) },
                  )
                }
              >
                {muted ? '解除全员禁言' : '全员禁言'}
              </button>
            ) : null}
            <CommentBox
              draftKey={`content-live:${r.id}`}
              closed={muted && !r.isHost ? '全员禁言中，暂时不能发言' : undefined}
              label="发送消息"
              onSend={async (text) => {
                live.add(await send.mutateAsync({ id: r.id, content: text }));
              }}
            />
          </>
        )}
        <div className="content-actions">
          <AppLink to={contentLinks.tip({ iid, id: r.id })}>打赏主播</AppLink>
          <AppLink to={contentLinks.liveContent({ id: r.id, iid })}>课堂</AppLink>
          <AppLink to={contentLinks.poster({ title: r.title, link: contentLinks.liveRoom({ iid, id: r.id }) })}>生成海报</AppLink>
        </div>
      </section>
    </MemberPage>
  );
}
