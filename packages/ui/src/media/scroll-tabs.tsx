import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** Tabs scroll sideways once there are more than this many (spec §9). */
export const TAB_SCROLL_THRESHOLD = 4;

/** One tab. */
export interface TabItem {
  name: string | number;
  title: ReactNode;
  disabled?: boolean;
}

/** Props of ScrollTabs. */
export interface ScrollTabsProps {
  tabs: readonly TabItem[];
  /** Name of the active tab. */
  active: string | number;
  onChange: (name: string | number, index: number) => void;
  /** The active tab's panel; rendered inside role="tabpanel". */
  children?: ReactNode;
  /** Active title and underline colour. Default react-vant's primary red. */
  color?: string;
  /** Stick the tab bar to the top while scrolling. */
  sticky?: boolean;
  /** Accessible name of the tab list. */
  label?: string;
}

const bar: CSSProperties = {
  display: 'flex',
  height: 44,
  background: '#fff',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  WebkitOverflowScrolling: 'touch',
};

/**
 * A tab bar that shares the width among up to four tabs and scrolls sideways from five on,
 * keeping the active tab in view. About 1 KB, against about 30 KB gzip for react-vant's Tabs
 * (which brings its swiper), so it fits a first screen. Arrow keys move between tabs.
 *
 * @example
 * <ScrollTabs tabs={types.map((t) => ({ name: t.id, title: t.name }))} active={type} onChange={setType}>
 *   <List type={type} />
 * </ScrollTabs>
 */
export function ScrollTabs(props: ScrollTabsProps) {
  const { tabs, active, color = 'var(--tx-theme, #ee0a24)' } = props;
  const scrolls = tabs.length > TAB_SCROLL_THRESHOLD;
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const activeIndex = tabs.findIndex((t) => t.name === active);

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.children[activeIndex] as HTMLElement | undefined;
    if (!list || !tab || !scrolls) return;
    // Centre the active tab; scrollTo is absent in some test DOMs.
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function')
      list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [activeIndex, scrolls]);

  const move = (e: KeyboardEvent, from: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const step = e.key === 'ArrowRight' ? 1 : -1;
    for (let i = from + step; i >= 0 && i < tabs.length; i += step) {
      const t = tabs[i];
      if (t && !t.disabled) {
        props.onChange(t.name, i);
        (listRef.current?.children[i] as HTMLElement | undefined)?.focus();
        break;
      }
    }
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={props.label}
        data-scrollable={scrolls || undefined}
        style={{ ...bar, ...(props.sticky ? { position: 'sticky', top: 0, zIndex: 99 } : null) }}
      >
        {tabs.map((t, i) => {
          const selected = i === activeIndex;
          return (
            <button
              key={String(t.name)}
              id={`${id}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={t.disabled}
              onClick={() => !t.disabled && props.onChange(t.name, i)}
              onKeyDown={(e) => move(e, i)}
              style={{
                flex: scrolls ? '0 0 22%' : '1 0 auto',
                position: 'relative',
                padding: '0 4px',
                border: 0,
                background: 'none',
                fontSize: 14,
                whiteSpace: 'nowrap',
                color: t.disabled ? '#c8c9cc' : selected ? '#323233' : '#646566',
                fontWeight: selected ? 600 : 400,
              }}
            >
              {t.title}
              {selected && (
                <span
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    left: '50%',
                    bottom: 4,
                    width: 40,
                    height: 3,
                    marginLeft: -20,
                    borderRadius: 3,
                    background: color,
                  }}
                />
              )}
            </button>
          );
        })}
      </div>
      {props.children !== undefined && (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={activeIndex >= 0 ? `${id}-tab-${activeIndex}` : undefined}
        >
          {props.children}
        </div>
      )}
    </div>
  );
}
