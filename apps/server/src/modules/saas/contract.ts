import { saas } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The saas calls, each with params that succeed on a seeded database. */
export const examples = [
  example(saas.plans, { iid: 1000 }),
  example(saas.status, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
];
