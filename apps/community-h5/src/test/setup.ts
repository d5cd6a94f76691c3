import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

afterAll(async () => {
  // react-vant's imperative Dialog and Toast close through react-transition-group timers (up to
  // 300 ms): let them run while the window still exists, or they fire after jsdom is torn down.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 400));
});
