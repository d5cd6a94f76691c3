import { relative } from 'node:path';
import { setImmediate } from 'node:timers';
import { afterEach, beforeEach, vi } from 'vitest';
import { builtinEnvironments, populateGlobal } from 'vitest/environments';

/**
 * How long findBy… and waitFor wait for what the user should see. A passing test never waits
 * this long (they resolve as soon as it shows); it is for a loaded 2-core machine, where a first
 * render can take seconds.
 */
export const ASYNC_UTIL_TIMEOUT = 10_000;

/**
 * The shared part of every DOM suite's setup file (both apps, @tongxin/ui). Nothing a test
 * started may outlive it: whatever does runs later, in another test or after jsdom is torn down,
 * where React's commit throws "window is not defined" as an unhandled error that fails the whole
 * run and names no culprit. So each test ends with everything it mounted unmounted, and a timer
 * the code under test left running fails that test, with the line that set it.
 *
 * @param {{
 *   cleanup: () => void,
 *   act: (callback: () => void) => void,
 *   configure: (options: { asyncUtilTimeout: number }) => void,
 * }} testingLibrary
 */
export function setUpDomTests({ cleanup, act, configure }) {
  configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT });
  keepOneWindow();
  // The project's own modules are evaluated afresh for each file, so that the file's vi.mock
  // applies to the modules it imports; the libraries (React, react-vant, Testing Library) stay.
  vi.resetModules();
  // Testing Library puts React in its test mode in hooks it registered when first imported, which
  // ran for the worker's first file only (and put the mode back after it): set for each file.
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // Testing Library's findBy… and waitFor move fake timers forward while they wait only when they
  // recognise Jest's (a global `jest` and a faked setTimeout). Under Vitest's name they do the
  // same, so a test on fake timers (vi.useFakeTimers) can still wait for what the user sees.
  // With real timers nothing changes.
  globalThis.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  const timers = trackProjectTimers();
  beforeEach(() => timers.watch());
  afterEach(async () => {
    cleanup();
    unmountDetachedRoots(act);
    document.body.innerHTML = '';
    vi.useRealTimers();
    // Unmounting cancels what the pages were still loading (React Query aborts a fetch when its
    // last observer leaves); the cancelled requests finish in the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    const left = timers.stop();
    if (left.length > 0) {
      throw new Error(
        `the code under test left ${left.length} timer(s) running when the test ended; clear them on unmount, or make the test wait for what ends them:\n${left.join('\n')}`,
      );
    }
  });
}

/**
 * react-vant's imperative Toast, Dialog, Notify and ImagePreview each render into their own
 * React root in document.body, outside Testing Library's containers, and unmount it seconds
 * later from a timer (a toast: its duration, then the same again). Unmounted here, while the
 * window exists; their late timers then find no root and do nothing.
 */
const REACT_VANT_ROOT = '__react_vant_root__';

function unmountDetachedRoots(act) {
  for (const element of document.body.querySelectorAll('*')) {
    const root = element[REACT_VANT_ROOT];
    if (!root) continue;
    act(() => root.unmount());
    delete element[REACT_VANT_ROOT];
  }
}

/**
 * Wraps the real setTimeout and setInterval (window's are the same functions here) to remember
 * those the project's own source sets during a test, with where. Timers of libraries and of the
 * test itself are not watched, and fake timers (vi.useFakeTimers) bypass the wrapper.
 */
const TRACKER = Symbol.for('tongxin.projectTimers');

function trackProjectTimers() {
  // One tracker per realm: a worker that runs several files runs this setup once per file.
  globalThis[TRACKER] ??= createTracker();
  return globalThis[TRACKER];
}

function createTracker() {
  const real = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
  };
  /** @type {Map<unknown, string>} live timer handle → where it was set */
  const live = new Map();
  let watching = false;

  const forget = (handle) => {
    if (live.delete(handle)) return;
    // Cleared by its number (Node's timers convert to one).
    for (const key of live.keys()) {
      if (Number(key) === Number(handle)) live.delete(key);
    }
  };
  const wrap = (kind) =>
    function (callback, ms, ...args) {
      const site = watching && typeof callback === 'function' ? projectCaller(new Error().stack) : null;
      if (!site) return real[kind](callback, ms, ...args);
      const handle = real[kind](
        (...a) => {
          if (kind === 'setTimeout') live.delete(handle);
          callback(...a);
        },
        ms,
        ...args,
      );
      live.set(handle, `  ${kind}(…, ${Number(ms) || 0}) at ${site}`);
      return handle;
    };

  globalThis.setTimeout = Object.assign(wrap('setTimeout'), real.setTimeout);
  globalThis.setInterval = Object.assign(wrap('setInterval'), real.setInterval);
  globalThis.clearTimeout = (handle) => {
    forget(handle);
    real.clearTimeout(handle);
  };
  globalThis.clearInterval = (handle) => {
    forget(handle);
    real.clearInterval(handle);
  };

  return {
    watch() {
      live.clear();
      watching = true;
    },
    /** Stops watching; clears and returns the timers still live. */
    stop() {
      watching = false;
      const left = [...live.entries()];
      live.clear();
      for (const [handle] of left) {
        real.clearTimeout(handle);
        real.clearInterval(handle);
      }
      return left.map(([, site]) => site);
    },
  };
}

/**
 * The file and line that called the timer function, when that is the project's own source (not
 * a library, not this file, not a test file); else null.
 */
function projectCaller(stack = '') {
  const frames = stack.split('\n').slice(1);
  const caller = frames.find((frame) => !frame.includes('/tooling/vitest/dom-setup.js'));
  const match = caller && /\(?(\/[^()\s]+:\d+):\d+\)?$/.exec(caller.trim());
  if (!match) return null;
  const location = match[1];
  if (location.includes('/node_modules/') || /\.(test|spec)\.[cm]?[jt]sx?:/.test(location)) return null;
  return location.includes('/src/') ? relative(process.cwd(), location) : null;
}

/**
 * The DOM suites run without isolation (isolate: false, ./index.js): a worker keeps its modules
 * from file to file, so React, react-vant and the app's code are evaluated once a worker instead
 * of once a file, which was most of what a DOM test file cost. Those modules hold on to the
 * window they were first evaluated in (react-vant's portals, Testing Library's `screen`), so the
 * worker must keep that window too, where Vitest would give each file a new one. The first file's
 * window is kept (its close at the file's end is skipped) and Vitest's jsdom environment, for
 * the worker's later files, puts it back in place of a new one, as a freshly opened page: an empty
 * document, empty storage, no cookies, the root URL. This setup runs at the start of every file.
 */
const KEPT = Symbol.for('tongxin.keptWindow');

function keepOneWindow() {
  if (globalThis[KEPT]) return;
  const dom = globalThis.jsdom;
  const window = dom.window;
  globalThis[KEPT] = window;
  window.close = () => undefined;
  builtinEnvironments.jsdom.setup = async (global) => {
    const { keys, originals } = populateGlobal(global, window, { bindFunctions: true });
    global.jsdom = dom;
    openAfresh(window);
    return {
      teardown(global) {
        delete global.jsdom;
        keys.forEach((key) => delete global[key]);
        originals.forEach((value, key) => (global[key] = value));
      },
    };
  };
}

function openAfresh(window) {
  const { document } = window;
  document.head.replaceChildren(...document.head.querySelectorAll('style, link'));
  document.body.replaceChildren();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}
