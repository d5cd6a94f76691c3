import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from '../../eslint/module-boundaries.js';

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;

const src = join(import.meta.dirname, '..');
const at = (path: string) => join(src, path);
const tester = new RuleTester();

tester.run('module-boundaries', boundaries.rules['module-boundaries'], {
  valid: [
    // A module's own files, another module's public file, the platform.
    { filename: at('modules/coupon/handlers.ts'), code: "import { couponTemplates } from './schema';" },
    { filename: at('modules/coupon/handlers.ts'), code: "import { requireMember } from '../member/api';" },
    { filename: at('modules/coupon/handlers.ts'), code: "import { refuse } from '../../http/reply-error';" },
    // Only the list imports a module's definition; code outside the modules uses public files.
    { filename: at('modules/index.ts'), code: "import member from './member';" },
    { filename: at('cli/admin.test.ts'), code: "import { SEED_GROUPS } from '../modules/university/api';" },
    { filename: at('db/seed.ts'), code: "import { modules } from '../modules';" },
  ],
  invalid: [
    { filename: at('modules/coupon/handlers.ts'), code: "import { members } from '../member/schema';", errors: [{ messageId: 'internal' }] },
    { filename: at('modules/coupon/handlers.ts'), code: "export { openSession } from '../member/session';", errors: [{ messageId: 'internal' }] },
    { filename: at('modules/coupon/handlers.ts'), code: "import member from '../member';", errors: [{ messageId: 'definition' }] },
    { filename: at('modules/coupon/handlers.ts'), code: "const m = import('../member/seed');", errors: [{ messageId: 'internal' }] },
    { filename: at('cli/admin.ts'), code: "import { orders } from '../modules/university/schema';", errors: [{ messageId: 'internal' }] },
  ],
});
