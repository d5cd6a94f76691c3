import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Pages are lazy routes: the first render of each test file transforms its modules on demand.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Imperative dialogs and toasts mount outside Testing Library's containers.
  document.body.innerHTML = '';
});

afterAll(async () => {
  // react-vant's imperative Dialog and Toast close through react-transition-group timers (up to
  // 300 ms): let them run while the window still exists, or they fire after jsdom is torn down.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 400));
});
