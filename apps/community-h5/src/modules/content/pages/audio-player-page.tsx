import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { useDetail, useRouteId } from '../components/article';
import { MediaPlayer } from '../components/media-player';
import { clock } from '../lib/media-time';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
const SLEEP_MINUTES = [0, 15, 30, 60] as const;

/**
 * /app/audio/:iid/player/:id?album: a track with its progress, speed, a sleep timer and the next
 * track played on its own when one ends; locked tracks lead to the album's pay page.
 */
export function Component() {
  const id = useRouteId();
  const [search] = useSearchParams();
  const albumId = Number(search.get('album')) || null;
  const { iid, token } = useMemberSession();
  const navigate = useNavigate();
  const album = useDetail(albumId);
  const part = useRead(tenantScope, content.part, { id: id ?? 0, token: token ?? undefined }, { enabled: id !== null });
  const [speed, setSpeed] = useState<number>(() => Number(localStorage.getItem('content-audio-speed')) || 1);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [sleepAt, setSleepAt] = useState<number | null>(null);
  const media = useRef<HTMLMediaElement | null>(null);
  const [played, setPlayed] = useState(false);

  useEffect(() => {
    localStorage.setItem('content-audio-speed', String(speed));
  }, [speed]);
  useEffect(() => {
    if (sleepAt === null) return;
    const timer = setTimeout(() => {
      media.current?.pause();
      setSleepAt(null);
    }, Math.max(0, sleepAt - Date.now()));
    return () => clearTimeout(timer);
  }, [sleepAt]);

  const title = album.data?.title ?? '音频';
  if (part.isPending) return <MemberPage title={title}><LoadingSkeleton rows={4} /></MemberPage>;
  if (part.isError) {
    const locked = (part.error as { code?: number }).code === content.CONTENT_ERRORS.locked.code;
    return (
      <MemberPage title={title}>
        {locked && albumId ? (
          <div className="content-gate">
            <p>请先购买~</p>
            <AppLink to={contentLinks.audioAlbumPay({ id: albumId, iid })} className="content-primary-link">去购买</AppLink>
          </div>
        ) : (
          <ErrorState error={part.error} onRetry={part.refetch} />
        )}
      </MemberPage>
    );
  }
  const track = part.data;
  const go = (partId: number | null) => {
    if (partId !== null && albumId !== null) navigate(contentLinks.audioPlayer({ iid, id: partId, album: albumId }), { replace: true });
  };
  return (
    <MemberPage title={title}>
      <section className="content-audio-player" aria-label="播放器">
        {album.data?.images[0] ? <Picture src={album.data.images[0]} alt={album.data.title} width="60%" radius={12} /> : null}
        <h2 className="content-title">{track.title}</h2>
        <MediaPlayer
          key={track.id}
          kind="audio"
          src={track.mediaUrl}
          partId={track.id}
          position={track.position}
          label={`音频：${track.title}`}
          autoPlay={played}
          playbackRate={speed}
          mediaRef={media}
          onTime={(current, duration) => {
            setPlayed(true);
            setTime({ current, duration: Number.isFinite(duration) ? duration : track.duration });
          }}
          onEnded={() => go(track.nextId)}
        />
        <p className="content-progress" aria-label="播放进度">
          {clock(time.current)} / {clock(time.duration || track.duration)}
        </p>
        <div className="content-audio-controls">
          <button type="button" disabled={track.prevId === null} onClick={() => go(track.prevId)}>
            上一集
          </button>
          <label>
            倍速
            <select aria-label="倍速" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}x
                </option>
              ))}
            </select>
          </label>
          <label>
            定时关闭
            <select aria-label="定时关闭" value={sleepAt === null ? 0 : -1} onChange={(e) => setSleepAt(Number(e.target.value) > 0 ? Date.now() + Number(e.target.value) * 60_000 : null)}>
              {SLEEP_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m === 0 ? '不开启' : `${m}分钟`}
                </option>
              ))}
              {sleepAt !== null ? <option value={-1}>已开启</option> : null}
            </select>
          </label>
          <button type="button" disabled={track.nextId === null} onClick={() => go(track.nextId)}>
            下一集
          </button>
        </div>
      </section>
      {album.data ? (
        <ol className="content-parts" aria-label="专辑目录">
          {album.data.partList.map((p) => (
            <li key={p.id}>
              <button type="button" aria-current={p.id === track.id ? 'true' : undefined} onClick={() => go(p.id)}>
                <span>{p.title}</span>
                <span className="content-muted">{p.open ? clock(p.duration) : '🔒'}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </MemberPage>
  );
}
