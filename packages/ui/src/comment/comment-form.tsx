import { checkInput, textLength } from '@tongxin/validators';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { useScrollBackOnBlur } from '../form/fields';
import { ImageUploader, type UploadFn } from '../upload/image-uploader';
import { ScoreRow } from './score-row';

/** What a review holds: spec §3 Comment's score1–3 and content, plus the uploaded images. */
export interface CommentValue {
  scores: readonly [number, number, number];
  content: string;
  images: readonly string[];
}

export const EMPTY_COMMENT: CommentValue = { scores: [0, 0, 0], content: '', images: [] };

/** Default longest review, counted as a text area counts (a line break is two). */
export const COMMENT_MAX_LENGTH = 500;
/** Most images on one review. */
export const COMMENT_MAX_IMAGES = 9;

/** Props of CommentForm. */
export interface CommentFormProps {
  /** The three scores' labels: 商品质量/服务态度/物流, 行程安排/领队服务/性价比… */
  labels: readonly [string, string, string];
  /** Posts the review (the caller maps it to spec §3's Comment). A rejection's message is shown. */
  onSubmit: (value: CommentValue) => Promise<void>;
  upload: UploadFn;
  /** Controlled value, e.g. kept as a draft so a killed webview loses nothing. */
  value?: CommentValue;
  onChange?: (value: CommentValue) => void;
  maxLength?: number;
  /** Shortest text accepted. Default 0: scores alone are a review. */
  minLength?: number;
  placeholder?: string;
  /** Default 发布. */
  submitText?: string;
  disabled?: boolean;
}

type Phase = 'idle' | 'sending' | 'sent';

/** The tenant's theme colour where the app sets one (--tx-theme), else red (5.9:1 on white). */
const RED = 'var(--tx-theme, #c8161d)';

/**
 * A review: three scores, text with a length limit (the validators' rule and messages:
 * 最多可以输入N个字符哦), up to nine images through ImageUploader, and a submit button that
 * sends once — it shows 提交中… while the caller's promise runs, and 已发布 after. Nothing is
 * sent while an image is still uploading or has failed. Presentational: `onSubmit` posts it.
 *
 * @example
 * <CommentForm
 *   labels={['商品质量', '服务态度', '物流']}
 *   upload={upload}
 *   value={draft} onChange={setDraft}
 *   onSubmit={(v) => addComment({ targetId, score1: v.scores[0], score2: v.scores[1], score3: v.scores[2], content: v.content, subKeys: JSON.stringify(v.images) })}
 * />
 */
export function CommentForm(props: CommentFormProps) {
  const { labels, maxLength = COMMENT_MAX_LENGTH, minLength = 0 } = props;
  const [own, setOwn] = useState<CommentValue>(EMPTY_COMMENT);
  const value = props.value ?? own;
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
  const sending = useRef(false);
  const id = useId();
  const scrollBackOnBlur = useScrollBackOnBlur();

  const change = (next: CommentValue) => {
    if (props.value === undefined) setOwn(next);
    props.onChange?.(next);
    setProblem(null);
  };

  const length = textLength(value.content);
  const over = length > maxLength;
  const locked = props.disabled || phase !== 'idle';

  const check = (): string | null => {
    const missing = value.scores.findIndex((s) => !(s >= 1 && s <= 5));
    if (missing >= 0) return `请为${labels[missing]}打分`;
    const text = checkInput(value.content.trim(), {
      kind: 'textarea',
      minLength,
      maxLength,
      required: minLength > 0,
    });
    if (text) return text;
    if (queue.waiting) return '图片上传中，请稍候';
    if (queue.failed) return '有图片上传失败，请重试或删除';
    return null;
  };

  const submit = async () => {
    // A ref, not state: two taps in one frame must not both get through.
    if (sending.current || locked) return;
    const message = check();
    setProblem(message);
    if (message) return;
    sending.current = true;
    setPhase('sending');
    try {
      await props.onSubmit({ ...value, content: value.content.trim() });
      setPhase('sent');
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : '提交失败，请重试');
      setPhase('idle');
    } finally {
      sending.current = false;
    }
  };

  const area: CSSProperties = {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: 120,
    padding: 12,
    border: 0,
    borderRadius: 8,
    background: '#f7f8fa',
    fontSize: 15,
    lineHeight: 1.6,
    color: '#323233',
    resize: 'vertical',
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      style={{ display: 'grid', gap: 12 }}
    >
      <div>
        {labels.map((label, i) => (
          <ScoreRow
            key={label}
            label={label}
            value={value.scores[i] ?? 0}
            disabled={locked}
            onChange={(score) => {
              const scores = [...value.scores] as [number, number, number];
              scores[i] = score;
              change({ ...value, scores });
            }}
          />
        ))}
      </div>
      <div>
        <textarea
          aria-label="评价内容"
          aria-describedby={`${id}-count`}
          aria-invalid={over || undefined}
          value={value.content}
          placeholder={props.placeholder ?? '说说你的体验，给其他人一些参考吧'}
          disabled={locked}
          onChange={(e) => change({ ...value, content: e.target.value })}
          onBlur={scrollBackOnBlur}
          style={area}
        />
        <div
          id={`${id}-count`}
          style={{ marginTop: 4, textAlign: 'right', fontSize: 12, color: over ? RED : '#646566' }}
        >
          {length}/{maxLength}
        </div>
      </div>
      <div>
        <div style={{ marginBottom: 8, fontSize: 14, color: '#323233' }}>
          上传图片（最多{COMMENT_MAX_IMAGES}张）
        </div>
        <ImageUploader
          value={value.images}
          onChange={(images) => change({ ...value, images })}
          upload={props.upload}
          max={COMMENT_MAX_IMAGES}
          disabled={locked}
          label="上传评价图片"
          onReject={setProblem}
          onQueueChange={setQueue}
        />
      </div>
      {problem && (
        <p role="alert" style={{ margin: 0, fontSize: 14, color: RED }}>
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={locked}
        aria-busy={phase === 'sending' || undefined}
        style={{
          height: 44,
          border: 0,
          borderRadius: 22,
          fontSize: 16,
          color: '#fff',
          background: phase === 'idle' && !props.disabled ? RED : '#c8c9cc',
        }}
      >
        {phase === 'sending'
          ? '提交中…'
          : phase === 'sent'
            ? '已发布'
            : (props.submitText ?? '发布')}
      </button>
    </form>
  );
}
