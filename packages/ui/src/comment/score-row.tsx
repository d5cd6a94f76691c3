import { useId, useState, type CSSProperties } from 'react';
import { visuallyHidden } from '../visually-hidden';

/** What each score means, shown beside the stars. */
export const SCORE_WORDS = ['非常差', '差', '一般', '好', '非常好'] as const;
export const SCORE_MAX = 5;

/** Props of ScoreRow. */
export interface ScoreRowProps {
  /** What is scored, e.g. 商品质量 or 领队服务. */
  label: string;
  /** 1–5, or 0 for not scored yet. */
  value: number;
  /** Leave out to show a score read-only (a published review). */
  onChange?: (value: number) => void;
  disabled?: boolean;
  /** Star edge in px. Default 24 (22 read-only). */
  size?: number;
}

const GOLD = '#f7ba2a';
// An empty star is outlined at 3.2:1 on white (WCAG's minimum for a control's state), filled light.
const EMPTY = '#ebedf0';
const EMPTY_EDGE = '#8e9095';

function Star({ on, size }: { on: boolean; size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      style={{ display: 'block' }}
    >
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={on ? GOLD : EMPTY}
        stroke={on ? GOLD : EMPTY_EDGE}
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 44,
  fontSize: 15,
  color: '#323233',
};

/**
 * One of a review's three scores (spec §3 Comment's score1–3): a label and five stars. A real
 * radio group (arrow keys move, each star is named 1星 非常差 … 5星 非常好), 44 px high for a
 * thumb; read-only it is one image named 商品质量 4星.
 *
 * @example <ScoreRow label="商品质量" value={score} onChange={setScore} />
 */
export function ScoreRow({ label, value, onChange, disabled, size }: ScoreRowProps) {
  const name = useId();
  const [focused, setFocused] = useState<number | null>(null);
  const word = value >= 1 && value <= SCORE_MAX ? SCORE_WORDS[value - 1] : '';

  if (!onChange) {
    const edge = size ?? 22;
    return (
      <div style={row}>
        <span style={{ flex: 'none', minWidth: 64 }}>{label}</span>
        <span role="img" aria-label={`${label} ${value}星`} style={{ display: 'flex', gap: 2 }}>
          {Array.from({ length: SCORE_MAX }, (_, i) => (
            <Star key={i} on={i < value} size={edge} />
          ))}
        </span>
      </div>
    );
  }

  const edge = size ?? 24;
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} style={row}>
      <span id={`${name}-label`} style={{ flex: 'none', minWidth: 64 }}>
        {label}
      </span>
      <span style={{ display: 'flex' }}>
        {Array.from({ length: SCORE_MAX }, (_, i) => {
          const n = i + 1;
          return (
            <label
              key={n}
              style={{
                padding: 4,
                borderRadius: 4,
                cursor: disabled ? 'default' : 'pointer',
                outline: focused === n ? '2px solid var(--tx-theme, #1677ff)' : 'none',
              }}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                disabled={disabled}
                aria-label={`${n}星 ${SCORE_WORDS[i]}`}
                onChange={() => onChange(n)}
                onFocus={() => setFocused(n)}
                onBlur={() => setFocused(null)}
                style={visuallyHidden}
              />
              <Star on={n <= value} size={edge} />
            </label>
          );
        })}
      </span>
      <span aria-hidden="true" style={{ fontSize: 13, color: '#646566' }}>
        {word}
      </span>
    </div>
  );
}
