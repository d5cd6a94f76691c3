import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element, following it as it resizes. Before the first measurement (and where
 * ResizeObserver is missing, as in jsdom) it is `fallback`.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 343): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (w: number) => {
      if (w > 0) setWidth(Math.round(w));
    };
    measure(el.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      for (const e of entries) measure(e.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

