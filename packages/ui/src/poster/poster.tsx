import { useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  POSTER_MESSAGES,
  POSTER_SIZE,
  PosterError,
  composePoster,
  type PosterData,
} from './compose-poster';

/** Props of Poster. */
export interface PosterProps {
  poster: PosterData;
  /** The image's accessible name. Default `${title}海报`. */
  alt?: string;
  /** Under the image. Default 长按图片保存到手机 (H5 has no save API; the long-press menu saves it). */
  hint?: string;
  /** CSS width of the poster; its height follows at 9:16. Default '100%' (max 375 px). */
  width?: number | string;
  /** Makes the PNG data URL. Default composePoster; a test or a server-made poster passes its own. */
  compose?: (poster: PosterData) => Promise<string>;
  /** Called with the data URL once the poster is ready (e.g. to offer it to a share sheet). */
  onReady?: (dataUrl: string) => void;
  className?: string;
  style?: CSSProperties;
}

type State =
  { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

const ratio = `${POSTER_SIZE.width} / ${POSTER_SIZE.height}`;
const panel: CSSProperties = {
  width: '100%',
  aspectRatio: ratio,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  borderRadius: 8,
  background: '#f7f8fa',
  color: '#646566', // 5.5:1 on the grey (WCAG AA)
  fontSize: 14,
};

/**
 * Spec §3's Poster made into one PNG on the device (background, avatar and name, wrapped title,
 * the QR code of dstUrl) and shown as an image to long-press and save. While it is drawn the box
 * (already at its final 9:16 size, so nothing jumps) says 海报生成中…; if the background cannot be
 * loaded or the canvas not exported it says why, with 重试.
 *
 * @example
 * <Poster poster={{ bgImg, userImg: me.headImg, userName: me.nick_name, title: act.title, dstUrl: link }} />
 */
export function Poster(props: PosterProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { bgImg, userImg, userName, title, dstUrl } = props.poster;
  // The poster is redrawn when its data changes, not when a caller passes new function identities.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    const compose = latest.current.compose ?? composePoster;
    compose({ bgImg, userImg, userName, title, dstUrl }).then(
      (url) => {
        if (!live) return;
        setState({ kind: 'ready', url });
        latest.current.onReady?.(url);
      },
      (e: unknown) => {
        if (!live) return;
        const message = e instanceof PosterError ? e.message : POSTER_MESSAGES.render;
        setState({ kind: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [bgImg, userImg, userName, title, dstUrl, attempt]);

  const width = props.width ?? '100%';
  return (
    <figure
      className={props.className}
      style={{ margin: '0 auto', width, maxWidth: POSTER_SIZE.width, ...props.style }}
    >
      {state.kind === 'ready' ? (
        <img
          src={state.url}
          alt={props.alt ?? `${title}海报`}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: ratio,
            borderRadius: 8,
            // Some apps turn the iOS long-press menu off globally; the poster needs it.
            WebkitTouchCallout: 'default',
            WebkitUserSelect: 'auto',
            userSelect: 'auto',
          }}
        />
      ) : state.kind === 'loading' ? (
        <div role="status" style={panel}>
          海报生成中…
        </div>
      ) : (
        <div role="alert" style={panel}>
          <span>{state.message}</span>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            style={{
              border: '1px solid var(--tx-theme, #c8161d)',
              borderRadius: 16,
              padding: '4px 20px',
              background: '#fff',
              color: 'var(--tx-theme, #c8161d)',
              fontSize: 14,
            }}
          >
            重试
          </button>
        </div>
      )}
      <figcaption
        style={{
          marginTop: 8,
          textAlign: 'center',
          fontSize: 13,
          color: '#646566',
          visibility: state.kind === 'ready' ? 'visible' : 'hidden',
        }}
      >
        {props.hint ?? '长按图片保存到手机'}
      </figcaption>
    </figure>
  );
}
