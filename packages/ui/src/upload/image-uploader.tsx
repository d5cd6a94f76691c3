import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { toast } from '../feedback/toast';
import { downscaleImage } from './downscale';
import { IMAGE_ACCEPT, checkImageFile } from './image-type';

/** Upload states of spec §8. The keys are the contract (data-status); the labels are what users read. */
export type UploadStatus = 'uploaded' | 'failed' | 'uploading' | 'pending';

/** The label shown for each upload state. */
export const UPLOAD_STATUS_LABELS: Record<UploadStatus, string> = {
  uploaded: '已上传',
  failed: '上传失败',
  uploading: '上传中',
  pending: '等待上传',
};

/**
 * Sends one file and resolves its public URL. The apps pass api-client's uploadImage.
 * `onProgress` takes a percentage 0–100; `signal` aborts when the item is removed or the
 * uploader unmounts.
 */
export type UploadFn = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<string>;

/** Props of ImageUploader. */
export interface ImageUploaderProps {
  /** Uploaded image URLs, in order. */
  value: readonly string[];
  /** Called with the new URL list when an upload finishes or an image is removed. */
  onChange: (urls: string[]) => void;
  upload: UploadFn;
  /** Most images in total. Default 999 (spec §9). */
  max?: number;
  disabled?: boolean;
  /** Accessible name of the file input. Default '上传图片'. */
  label?: string;
  /** Runs before upload; default: downscaleImage (1600 px, JPEG 0.85). */
  prepare?: (file: File) => Promise<File>;
  /** Shows a refusal (wrong type, too many files). Default: toast.warn. */
  onReject?: (message: string) => void;
  /** Tile edge in px. Default 80. */
  size?: number;
  /** Passed to the file input, e.g. 'environment' to open the camera. */
  capture?: 'user' | 'environment';
  /**
   * The files not uploaded yet: `waiting` (queued or sending) and `failed`. A form reads it to
   * hold its submit until every picked image is in `value`.
   */
  onQueueChange?: (queue: { waiting: number; failed: number }) => void;
}

interface Item {
  key: number;
  file: File;
  preview: string;
  status: Exclude<UploadStatus, 'uploaded'>;
  progress: number;
  error?: string;
  /** The storage's own words of a refusal (api-client's UploadPostError `reason`: a quota, a full disk). */
  reason?: string;
  abort?: AbortController;
  /** The type check could not read the file: a retry checks it again before sending. */
  unchecked?: boolean;
}

/** Shown on the tile of a file the browser could not read (moved, or a cloud placeholder). */
export const UNREADABLE_FILE_MESSAGE = '无法读取该文件';

/**
 * The few words a failed tile has room for; the full error stays in its title. Spec §8's
 * 'fail to post {url} {status}' becomes 网络异常 (no status), 文件过大 (413) or 错误码{status}.
 *
 * @example shortFailureReason('fail to post https://oss.example 413') // '文件过大'
 */
export function shortFailureReason(error: string | undefined): string {
  if (!error) return '';
  const post = /^fail to post \S* ?(\d{1,3})$/.exec(error.trim());
  if (post) {
    const status = Number(post[1]);
    if (status === 0) return '网络异常';
    if (status === 413) return '文件过大';
    return `错误码${status}`;
  }
  return error;
}

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** Placeholder text on the #f7f8fa tile grey: #646566 is 5.5:1 (WCAG AA for any text size). */
export const PLACEHOLDER_TEXT = '#646566';

const tile = (size: number): CSSProperties => ({
  position: 'relative',
  width: size,
  height: size,
  borderRadius: 8,
  overflow: 'hidden',
  background: '#f7f8fa',
  flex: 'none',
});
const reasonLine: CSSProperties = {
  display: 'block',
  fontSize: 10,
  lineHeight: '14px',
  padding: '0 2px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const caption: CSSProperties = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
  color: '#fff',
  background: 'rgba(0,0,0,.55)',
};
const smallButton: CSSProperties = {
  position: 'absolute',
  top: 2,
  right: 2,
  border: 0,
  borderRadius: 10,
  padding: '0 6px',
  fontSize: 11,
  lineHeight: '18px',
  color: '#fff',
  background: 'rgba(0,0,0,.6)',
};

/**
 * Picks, checks (jpg, png, jpeg, bmp, gif — by name and content), shrinks and uploads images one
 * at a time. Each tile shows its state (已上传 / 上传失败 / 上传中 / 等待上传, with the English key
 * in `data-status`), a progress bar while uploading, retry when failed and a delete button.
 *
 * @example
 * <ImageUploader value={urls} onChange={setUrls} upload={(f, o) => uploadImage(f, o)} max={3} />
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { value, onChange, max = 999, disabled, size = 80 } = props;
  const [items, setItems] = useState<Item[]>([]);
  const itemsRef = useRef(items);
  const valueRef = useRef(value);
  valueRef.current = value;
  const busy = useRef(false);
  const nextKey = useRef(1);
  const mounted = useRef(true);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const item of itemsRef.current) {
        item.abort?.abort();
        revoke(item.preview);
      }
    };
  }, []);

  // The ref is the source of truth so the upload loop sees changes at once; state follows it.
  // The queue is reported here, with the items, not from an effect after they are drawn: the
  // parent's state then changes in the same render as the tiles, so no frame shows a picked image
  // while the parent's submit still sees an empty queue (a tap right after picking sent the form
  // without the image).
  const reported = useRef({ waiting: 0, failed: 0 });
  const commit = useCallback((next: Item[]) => {
    itemsRef.current = next;
    setItems(next);
    const waiting = next.filter((i) => i.status !== 'failed').length;
    const queue = { waiting, failed: next.length - waiting };
    if (queue.waiting === reported.current.waiting && queue.failed === reported.current.failed)
      return;
    reported.current = queue;
    latest.current.onQueueChange?.(queue);
  }, []);

  const patch = useCallback(
    (key: number, change: Partial<Item>) => {
      commit(itemsRef.current.map((i) => (i.key === key ? { ...i, ...change } : i)));
    },
    [commit],
  );

  const remove = useCallback(
    (key: number) => {
      const gone = itemsRef.current.find((i) => i.key === key);
      if (gone) {
        gone.abort?.abort();
        revoke(gone.preview);
      }
      commit(itemsRef.current.filter((i) => i.key !== key));
    },
    [commit],
  );

  // One upload at a time: a phone on a slow network does better sending files in turn.
  const pump = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (;;) {
        const item = itemsRef.current.find((i) => i.status === 'pending');
        if (!item || !mounted.current) break;
        const abort = new AbortController();
        patch(item.key, {
          status: 'uploading',
          progress: 0,
          error: undefined,
          reason: undefined,
          abort,
        });
        try {
          if (item.unchecked) {
            // Throws again if the file is still unreadable: the tile goes back to failed.
            const problem = await checkImageFile(item.file);
            if (!mounted.current || abort.signal.aborted) continue;
            if (problem) {
              remove(item.key);
              reject(problem);
              continue;
            }
            patch(item.key, { unchecked: false, preview: item.preview || objectUrl(item.file) });
          }
          const prepare = latest.current.prepare ?? ((f: File) => downscaleImage(f));
          const ready = await prepare(item.file);
          const url = await latest.current.upload(ready, {
            signal: abort.signal,
            onProgress: (p) => {
              if (mounted.current)
                patch(item.key, { progress: Math.max(0, Math.min(100, Math.round(p))) });
            },
          });
          if (!mounted.current || abort.signal.aborted) continue;
          const urls = [...valueRef.current, url];
          valueRef.current = urls;
          remove(item.key);
          latest.current.onChange(urls);
        } catch (e) {
          if (!mounted.current || abort.signal.aborted) continue;
          const reason = (e as { reason?: unknown } | null)?.reason;
          patch(item.key, {
            status: 'failed',
            abort: undefined,
            error: itemStillUnchecked(item.key)
              ? UNREADABLE_FILE_MESSAGE
              : e instanceof Error
                ? e.message
                : String(e),
            reason: typeof reason === 'string' && reason !== '' ? reason : undefined,
          });
          // The tile has room for a few words: the storage's whole sentence is said once too.
          if (typeof reason === 'string' && reason !== '') reject(reason);
        }
      }
    } finally {
      busy.current = false;
    }
    // reject and itemStillUnchecked read refs only, so the first render's copies stay right.
  }, [patch, remove]);

  function reject(message: string) {
    (latest.current.onReject ?? toast.warn)(message);
  }
  function itemStillUnchecked(key: number): boolean {
    return itemsRef.current.some((i) => i.key === key && i.unchecked);
  }

  const onFiles = async (files: File[]) => {
    const room = max - valueRef.current.length - itemsRef.current.length;
    if (files.length > room) reject(`最多上传${max}张图片`);
    const added: Item[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      let problem: string | null;
      try {
        problem = await checkImageFile(file);
      } catch {
        // Unreadable now (a cloud file not downloaded yet, a file moved meanwhile): show it
        // failed with the reason, so 重试 can read it again.
        added.push({
          key: nextKey.current++,
          file,
          preview: '',
          status: 'failed',
          progress: 0,
          error: UNREADABLE_FILE_MESSAGE,
          unchecked: true,
        });
        continue;
      }
      if (problem) reject(problem);
      else
        added.push({
          key: nextKey.current++,
          file,
          preview: objectUrl(file),
          status: 'pending',
          progress: 0,
        });
    }
    if (added.length === 0) return;
    commit([...itemsRef.current, ...added]);
    void pump();
  };

  const retry = (key: number) => {
    patch(key, { status: 'pending', progress: 0, error: undefined, reason: undefined });
    void pump();
  };

  const full = value.length + items.length >= max;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {value.map((url, index) => (
        <div key={`u-${url}-${index}`} style={tile(size)} data-status="uploaded">
          <img
            src={url}
            alt={`图片${index + 1}`}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <span style={caption}>{UPLOAD_STATUS_LABELS.uploaded}</span>
          {!disabled && (
            <button
              type="button"
              style={smallButton}
              aria-label={`删除图片${index + 1}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {items.map((item) => (
        <div
          key={item.key}
          style={tile(size)}
          data-status={item.status}
          title={item.reason ? `${item.reason}（${item.error ?? ''}）` : item.error}
        >
          {item.preview && (
            <img
              src={item.preview}
              alt={item.file.name}
              style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.6 }}
            />
          )}
          {item.status === 'uploading' && (
            <div
              role="progressbar"
              aria-label={`${item.file.name} 上传进度`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress}
              style={{
                position: 'absolute',
                left: 6,
                right: 6,
                top: '45%',
                height: 4,
                borderRadius: 2,
                background: 'rgba(255,255,255,.7)',
              }}
            >
              <div
                style={{
                  width: `${item.progress}%`,
                  height: '100%',
                  borderRadius: 2,
                  background: 'var(--tx-theme, #1989fa)',
                }}
              />
            </div>
          )}
          <span style={caption}>
            {UPLOAD_STATUS_LABELS[item.status]}
            {item.status === 'failed' && item.error && (
              // Phones have no hover: the reason is on the tile, the full error in its title.
              <span style={reasonLine}>{item.reason ?? shortFailureReason(item.error)}</span>
            )}
          </span>
          {item.status === 'failed' && (
            <button
              type="button"
              style={{
                ...smallButton,
                top: '35%',
                left: '50%',
                right: 'auto',
                transform: 'translateX(-50%)',
              }}
              onClick={() => retry(item.key)}
            >
              重试
            </button>
          )}
          <button
            type="button"
            style={smallButton}
            aria-label={`删除${item.file.name}`}
            onClick={() => remove(item.key)}
          >
            ×
          </button>
        </div>
      ))}
      {!full && !disabled && (
        <label
          style={{
            ...tile(size),
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 28,
            // The add tile's +: 5.5:1 on the tile grey (axe colour-contrast; #969799 was 2.7:1).
            color: PLACEHOLDER_TEXT,
            cursor: 'pointer',
          }}
        >
          +
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={max - value.length - items.length > 1}
            capture={props.capture}
            aria-label={props.label ?? '上传图片'}
            style={{ position: 'absolute', inset: 0, opacity: 0, width: '100%', height: '100%' }}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              // Clear so picking the same file again fires change again.
              e.target.value = '';
              onFiles(files).catch((error: unknown) =>
                reject(error instanceof Error ? error.message : String(error)),
              );
            }}
          />
        </label>
      )}
    </div>
  );
}
