import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { setUpDomTests } from '@tongxin/vitest-config/dom-setup';

// antd's responsive parts (the menu's breakpoint, the grid) ask matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's overflow menus and virtual lists measure with ResizeObserver, which jsdom lacks: in a
// test nothing resizes, so an observer that never reports is what a still page does.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// antd's scroll-bar measure asks for a pseudo-element's style, which jsdom does not implement:
// the element's own style is what a test can read.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

setUpDomTests({ cleanup, act, configure });
