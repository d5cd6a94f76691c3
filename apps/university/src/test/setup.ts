import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy routes: the first render of each test file transforms its modules on demand.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Imperative dialogs and toasts mount outside Testing Library's containers.
  document.body.innerHTML = '';
});
