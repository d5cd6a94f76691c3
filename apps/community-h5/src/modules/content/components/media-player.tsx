import { content } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { memberScope, useMemberSession } from '../../../components/scopes';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
/** How often the position is saved while playing. */
const SAVE_EVERY_S = 5;

type HlsInstance = { loadSource(url: string): void; attachMedia(media: HTMLMediaElement): void; destroy(): void };

/**
 * Plays a playlist natively where the browser can (Safari, iOS and WeChat's iOS webview), else
 * through hls.js (loaded only then); returns the cleanup.
 */
async function attachHls(media: HTMLMediaElement, url: string, isLive: boolean): Promise<() => void> {
  if (media.canPlayType(HLS_TYPE)) {
    media.src = url;
    return () => undefined;
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    media.src = url;
    return () => undefined;
  }
  const hls: HlsInstance = new Hls({ enableWorker: false, lowLatencyMode: false, liveSyncDurationCount: isLive ? 2 : 3 });
  hls.loadSource(url);
  hls.attachMedia(media);
  return () => hls.destroy();
}

const localKey = (partId: number) => `content-position:${partId}`;

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  /** MP4/M4A; used when there is no playlist. */
  src: string;
  /** HLS playlist: preferred when given. */
  hls?: string;
  /** The part, for resuming (the member's position on the server, a visitor's in this browser). */
  partId?: number;
  /** Where to start (the server's saved position). */
  position?: number;
  live?: boolean;
  poster?: string;
  label: string;
  autoPlay?: boolean;
  playbackRate?: number;
  onEnded?: () => void;
  onTime?: (current: number, duration: number) => void;
  mediaRef?: React.MutableRefObject<HTMLMediaElement | null>;
  children?: ReactNode;
}

/**
 * A video or audio player: MP4 or HLS (hls.js where the browser has none), inline inside WeChat
 * (playsinline, webkit-playsinline, X5's h5-page mode — no forced fullscreen), resuming at the
 * saved position and saving it every few seconds, on pause and on leaving.
 */
export function MediaPlayer(props: MediaPlayerProps) {
  const { kind, src, hls, partId, position = 0, live = false, autoPlay = false, playbackRate = 1 } = props;
  const ref = useRef<HTMLMediaElement | null>(null);
  const { token } = useMemberSession();
  const save = useWrite(memberScope, content.progress);
  const lastSaved = useRef(0);
  const saveRef = useRef<(at: number) => void>(() => undefined);
  saveRef.current = (at: number) => {
    if (!partId || live) return;
    const seconds = Math.floor(at);
    lastSaved.current = seconds;
    try {
      localStorage.setItem(localKey(partId), String(seconds));
    } catch {
      // Private mode: the server copy is enough.
    }
    if (token) save.mutate({ id: partId, position: seconds });
  };

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let cleanup: () => void = () => undefined;
    let cancelled = false;
    const local = partId ? Number(localStorage.getItem(localKey(partId)) ?? 0) : 0;
    const start = token ? position || local : local || position;
    const seek = () => {
      if (!live && start > 0 && (!media.duration || start < media.duration - 1)) media.currentTime = start;
    };
    media.addEventListener('loadedmetadata', seek, { once: true });
    if (hls) {
      void attachHls(media, hls, live).then((c) => {
        if (cancelled) c();
        else cleanup = c;
      });
    } else {
      media.src = src;
    }
    return () => {
      cancelled = true;
      media.removeEventListener('loadedmetadata', seek);
      if (!media.paused && media.currentTime > 0) saveRef.current(media.currentTime);
      media.pause();
      cleanup();
    };
    // The position is read once per source: later saves must not seek again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, hls, live]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = playbackRate;
  }, [playbackRate]);

  const common = {
    'aria-label': props.label,
    controls: true,
    autoPlay,
    preload: 'metadata' as const,
    onTimeUpdate: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      const m = e.currentTarget;
      props.onTime?.(m.currentTime, m.duration);
      if (Math.abs(m.currentTime - lastSaved.current) >= SAVE_EVERY_S) saveRef.current(m.currentTime);
    },
    onPause: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      if (!e.currentTarget.ended) saveRef.current(e.currentTarget.currentTime);
    },
    onEnded: () => {
      saveRef.current(0);
      props.onEnded?.();
    },
  };
  const setRef = (el: HTMLMediaElement | null) => {
    ref.current = el;
    if (props.mediaRef) props.mediaRef.current = el;
  };
  if (kind === 'audio') return <audio ref={setRef} {...common} className="content-audio" />;
  return (
    <div className="content-video">
      <video
        ref={setRef}
        {...common}
        playsInline
        poster={props.poster}
        // WeChat: iOS plays inline with these; Android's X5 keeps the video in the page (h5-page).
        {...{ 'webkit-playsinline': 'true', 'x5-playsinline': 'true', 'x5-video-player-type': 'h5-page', 'x-webkit-airplay': 'allow' }}
      />
      {props.children}
    </div>
  );
}
