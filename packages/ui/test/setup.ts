import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { setUpDomTests } from '@tongxin/vitest-config/dom-setup';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
setUpDomTests({ cleanup, act, configure });
