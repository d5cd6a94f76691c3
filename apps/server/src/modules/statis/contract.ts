import { statis } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';

const admin = async (fx: ContractFixture) => {
  const { iid, token } = await fx.demoMember();
  return { iid, token };
};

/** The statistics calls, each with params that succeed on a seeded database (the demo member is the tenant's admin). */
export const examples = [
  example(statis.consoleDashboard, async (fx) => ({ token: await fx.owner() })),
  example(statis.weekact, admin),
  example(statis.adperson, admin),
  example(statis.adtrade, admin),
  example(statis.adinsure, admin),
  example(statis.leader, admin),
  example(statis.sms, admin),
];
