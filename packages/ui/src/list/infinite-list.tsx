import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Loading, PullRefresh } from 'react-vant';
import { ListEmpty } from './list-states';

/** Infinite scroll loads the next page this many px before the bottom (spec §9). */
export const INFINITE_SCROLL_OFFSET = 80;

/** Props of InfiniteList. */
export interface InfiniteListProps {
  children?: ReactNode;
  /** Loads the next page. A rejection shows the error line with retry. */
  onLoad: () => Promise<unknown>;
  /** No more pages. */
  finished: boolean;
  /** When given, pulling down refreshes (react-vant PullRefresh). */
  onRefresh?: () => Promise<unknown>;
  /** Finished with no items: shows the empty state instead of the finished line. */
  empty?: boolean;
  emptyText?: string;
  loadingText?: string;
  finishedText?: string;
  errorText?: string;
  /** Distance before the bottom that triggers loading. Default 80. */
  offset?: number;
  /** Scroll container when it is not the page. */
  root?: Element | null;
}

type Phase = 'idle' | 'loading' | 'error';

/**
 * A list that loads its next page when its end comes within 80 px of the viewport (an
 * IntersectionObserver sentinel), keeps loading while the end stays in view, shows loading,
 * finished and error-with-retry lines, and optionally pull-to-refresh.
 *
 * @example
 * <InfiniteList onLoad={() => fetchNextPage()} finished={!hasNextPage} onRefresh={refetch} empty={items.length === 0}>
 *   {items.map((i) => <Item key={i.id} {...i} />)}
 * </InfiniteList>
 */
export function InfiniteList(props: InfiniteListProps) {
  const {
    finished,
    offset = INFINITE_SCROLL_OFFSET,
    loadingText = '加载中...',
    finishedText = '没有更多了',
    errorText = '加载失败，点击重新加载',
  } = props;
  const [phase, setPhaseState] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  const setPhase = (next: Phase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };
  const sentinel = useRef<HTMLDivElement>(null);
  const inView = useRef(false);
  const busy = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const load = useCallback(async () => {
    if (busy.current || latest.current.finished) return;
    busy.current = true;
    setPhase('loading');
    try {
      await latest.current.onLoad();
      if (!mounted.current) return;
      setPhase('idle');
    } catch {
      if (mounted.current) setPhase('error');
    } finally {
      busy.current = false;
    }
  }, []);

  // After a page renders, the end may still be in view (short pages): keep going.
  useEffect(() => {
    if (phase === 'idle' && !finished && inView.current) void load();
  }, [phase, finished, load, props.children]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || finished) return;
    if (typeof IntersectionObserver !== 'function') {
      // Without an observer (very old webviews) load everything page by page.
      inView.current = true;
      void load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        inView.current = Boolean(entry?.isIntersecting);
        if (inView.current && phaseRef.current === 'idle') void load();
      },
      { root: props.root ?? null, rootMargin: `0px 0px ${offset}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [finished, offset, props.root, load]);

  let footer: ReactNode;
  if (finished)
    footer = props.empty ? (
      <ListEmpty description={props.emptyText} />
    ) : (
      <div style={line}>{finishedText}</div>
    );
  else if (phase === 'error')
    footer = (
      <button
        type="button"
        style={{ ...line, width: '100%', border: 0, background: 'none' }}
        onClick={() => void load()}
      >
        {errorText}
      </button>
    );
  else if (phase === 'loading')
    footer = (
      <div style={line} role="status">
        <Loading size={16} color={MUTED} textColor={MUTED}>
          {loadingText}
        </Loading>
      </div>
    );
  else footer = <div style={{ height: 1 }} />;

  const body = (
    <div>
      {props.children}
      <div ref={sentinel} data-testid="infinite-list-end">
        {footer}
      </div>
    </div>
  );
  if (!props.onRefresh) return body;
  const refresh = props.onRefresh;
  return (
    <PullRefresh
      onRefresh={() => refresh()}
      pullingText="下拉即可刷新..."
      loosingText="释放即可刷新..."
      loadingText="加载中..."
      successText="刷新成功"
    >
      {body}
    </PullRefresh>
  );
}

/**
 * The status lines' grey: 5.9:1 on white and 5.5:1 on #f7f8fa (WCAG AA asks 4.5:1). react-vant's
 * #969799 is 2.9:1; its Loading text takes that from a CSS variable, so it is set here too.
 */
const MUTED = '#646566';
const line = { padding: '12px 0', textAlign: 'center', fontSize: 14, color: MUTED } as const;
