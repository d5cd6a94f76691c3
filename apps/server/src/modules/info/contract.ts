import { info } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The info module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [example(info.page, { iid: 1000, name: 'privacy' }), example(info.vipWelfare, { iid: 1000 })];
