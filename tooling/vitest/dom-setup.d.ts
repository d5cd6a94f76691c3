/** How long findBy… and waitFor wait for what the user should see (a loaded 2-core machine). */
export const ASYNC_UTIL_TIMEOUT: number;

/**
 * The shared part of every DOM suite's setup file: Testing Library's timeout, and the end of
 * each test (cleanup, react-vant's imperative roots unmounted, the body emptied, real timers
 * back, and a failure naming any timer the code under test left running).
 */
export function setUpDomTests(testingLibrary: {
  cleanup: () => void;
  act: (callback: () => void) => void;
  configure: (options: { asyncUtilTimeout: number }) => void;
}): void;
