import { vip } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The vip module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(vip.profile, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(vip.plans, { iid: 1000 }),
];
