import { writeoff } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';
import { activateCard } from '../vip/api';

/** A new member holding the year card, and the code they show; the demo member is the merchant. */
async function holderCode(fx: ContractFixture) {
  const holder = await fx.newMember();
  await activateCard(fx.db, { iid: holder.iid, memberId: holder.userId, planId: 2, tradeNo: `C${holder.userId}`, now: new Date() });
  const { writeOffCode: code, benefits } = await fx.succeed(writeoff.myCode, { iid: holder.iid, token: holder.token });
  const merchant = await fx.demoMember();
  return { iid: merchant.iid, token: merchant.token, code, benefitId: benefits[0]?.id ?? 0 };
}

/** The write-off calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(writeoff.myCode, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(writeoff.lookup, async (fx) => {
    const { iid, token, code } = await holderCode(fx);
    return { iid, token, code };
  }),
  example(writeoff.use, holderCode),
  example(writeoff.records, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(writeoff.received, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(writeoff.merchant, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
];
