import { point } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The point module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(point.account, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(point.transactions, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(point.rules, { iid: 1000 }),
  example(point.sign, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token };
  }),
  example(point.share, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token };
  }),
];
