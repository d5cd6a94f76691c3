import { collection } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The collection module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(collection.list, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
];
