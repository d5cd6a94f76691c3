import { useState, type CSSProperties, type ReactNode } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '../list/list-states';
import { visuallyHidden } from '../visually-hidden';

/** One ranked member (or team, or city). */
export interface RankEntry {
  key: string | number;
  /** The rank as the server gives it (ties share one). Default: the position in `items` + 1. */
  rank?: number;
  name: string;
  avatar?: string;
  value: number | string;
}

/** The visitor's own place. `rank: null` means they are not ranked (yet). */
export interface MyRank {
  rank: number | null;
  value?: number | string;
}

/** Props of RankList. */
export interface RankListProps {
  /** The list's accessible name, e.g. 步数排行. */
  title: string;
  /** In rank order; undefined while the first load runs. */
  items: readonly RankEntry[] | undefined;
  /** After each value: 步, 次, 公里. */
  unit?: string;
  /** Numbers only; default grouped digits (12,345). Pass formatFen for money. */
  formatValue?: (value: number) => string;
  /** The sticky bar at the bottom; leave it out when the visitor is not signed in. */
  mine?: MyRank;
  loading?: boolean;
  /** A failed load: its message, with 重新加载 calling onRetry. */
  error?: string | null;
  onRetry?: () => void;
  /** Default 暂无排名. */
  emptyText?: string;
  /** Tapping a row (a member's profile, a team). */
  onSelect?: (entry: RankEntry) => void;
}

// Gold, silver, bronze, each with dark figures on it (over 7:1) rather than white (under 3:1).
const MEDALS = ['#f0c23b', '#c8cdd4', '#e0a37a'];
const MEDAL_TEXT = '#2b2100';
const TEXT = '#323233';
const MUTED = '#646566';

const ellipsis: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
};

function Avatar({ src, size, ring }: { src?: string; size: number; ring?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    // A span of fixed size, grey until (and unless) the picture arrives: nothing shifts, and it
    // may sit inside a button. Decorative: the name beside it says who it is.
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        overflow: 'hidden',
        background: '#ebedf0',
        boxShadow: ring ? `0 0 0 2px ${ring}` : undefined,
      }}
    >
      {src && !failed && (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </span>
  );
}

/**
 * A rank: the first three on a podium (second, first, third from left to right, the first
 * raised), then rows of rank, avatar, name and value with its unit, and a bar stuck to the
 * bottom with the visitor's own place (我的排名 第N名, or 您目前暂无排名). One ordered list, so
 * a screen reader hears the places in order however the podium is drawn.
 *
 * @example
 * <RankList title="步数排行" items={data?.list} unit="步" mine={{ rank: data?.myRank ?? null, value: data?.mySteps }} loading={isPending} />
 */
export function RankList(props: RankListProps) {
  const { items, unit = '' } = props;
  const format = (v: number | string) =>
    typeof v === 'number'
      ? (props.formatValue ?? ((n: number) => n.toLocaleString('zh-CN')))(v)
      : v;
  const valueText = (v: number | string) => `${format(v)}${unit}`;

  let body: ReactNode;
  if (props.error) {
    body = <ListError message={props.error} onRetry={() => props.onRetry?.()} />;
  } else if (props.loading || !items) {
    body = <ListSkeleton count={5} rows={1} />;
  } else if (items.length === 0) {
    body = <ListEmpty description={props.emptyText ?? '暂无排名'} />;
  } else {
    body = (
      <ol
        aria-label={props.title}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          alignItems: 'end',
          margin: 0,
          padding: '16px 0 0',
          listStyle: 'none',
        }}
      >
        {items.map((entry, i) => {
          const rank = entry.rank ?? i + 1;
          const place = <span style={visuallyHidden}>第{rank}名</span>;
          // A tappable entry is a button (its content is all spans, as a button allows).
          const Box = props.onSelect ? 'button' : 'div';
          const boxProps = props.onSelect
            ? { type: 'button' as const, onClick: () => props.onSelect?.(entry) }
            : {};
          const reset: CSSProperties = props.onSelect
            ? {
                width: '100%',
                border: 0,
                background: 'none',
                font: 'inherit',
                textAlign: 'inherit',
              }
            : {};
          if (i < 3) {
            const first = i === 0;
            const medal = MEDALS[i];
            return (
              <li
                key={entry.key}
                data-podium={i + 1}
                style={{
                  gridRow: 1,
                  gridColumn: [2, 1, 3][i],
                  padding: first ? '0 4px 20px' : '0 4px 8px',
                  textAlign: 'center',
                }}
              >
                <Box
                  {...boxProps}
                  style={{
                    ...reset,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 4,
                    padding: 0,
                  }}
                >
                  {place}
                  <span
                    aria-hidden="true"
                    style={{
                      minWidth: 22,
                      height: 22,
                      lineHeight: '22px',
                      borderRadius: 11,
                      background: medal,
                      color: MEDAL_TEXT,
                      fontSize: 13,
                      fontWeight: 600,
                    }}
                  >
                    {rank}
                  </span>
                  <Avatar src={entry.avatar} size={first ? 64 : 52} ring={medal} />
                  <span style={{ ...ellipsis, maxWidth: '100%', fontSize: 14, color: TEXT }}>
                    {entry.name}
                  </span>
                  <span style={{ fontSize: first ? 16 : 14, fontWeight: 600, color: TEXT }}>
                    {valueText(entry.value)}
                  </span>
                </Box>
              </li>
            );
          }
          return (
            <li key={entry.key} style={{ gridColumn: '1 / -1' }}>
              <Box
                {...boxProps}
                style={{
                  ...reset,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '10px 16px',
                  borderTop: '1px solid #ebedf0',
                }}
              >
                {place}
                <span
                  aria-hidden="true"
                  style={{
                    width: 28,
                    textAlign: 'center',
                    fontSize: 15,
                    color: MUTED,
                    flex: 'none',
                  }}
                >
                  {rank}
                </span>
                <Avatar src={entry.avatar} size={36} />
                <span style={{ ...ellipsis, flex: 1, fontSize: 15, color: TEXT }}>
                  {entry.name}
                </span>
                <span style={{ flex: 'none', fontSize: 15, color: TEXT }}>
                  {valueText(entry.value)}
                </span>
              </Box>
            </li>
          );
        })}
      </ol>
    );
  }

  const mine = props.mine;
  const showBar = mine && !props.error && !props.loading && items;
  return (
    <div>
      {body}
      {showBar && (
        <div
          role="status"
          style={{
            position: 'sticky',
            bottom: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
            background: '#fff',
            boxShadow: '0 -1px 6px rgba(0,0,0,.08)',
            fontSize: 15,
            color: TEXT,
          }}
        >
          {mine.rank === null ? (
            <span>您目前暂无排名</span>
          ) : (
            <>
              <span>
                我的排名 <strong style={{ color: 'var(--tx-theme, #c8161d)' }}>第{mine.rank}名</strong>
              </span>
              {mine.value !== undefined && <span>{valueText(mine.value)}</span>}
            </>
          )}
        </div>
      )}
    </div>
  );
}
