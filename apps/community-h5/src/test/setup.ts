import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { setUpDomTests } from '@tongxin/vitest-config/dom-setup';

setUpDomTests({ cleanup, act, configure });
