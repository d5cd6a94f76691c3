import { realcard } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';
import { DEMO_REAL_CARD } from './api';
import { issueCards } from './cards';

/** A member of their own holding a card of their own (with a red packet): its id. */
async function holder(fx: ContractFixture) {
  const { iid, token } = await fx.newMember();
  const [issued] = await issueCards(fx.db, { iid, title: '合约测试卡', description: '', image: '', benefits: ['9折'], balanceFen: 100, validDays: 30, renewFen: 1000, renewDays: 30, redPacketFen: 66 }, 1);
  if (!issued) throw new Error('no card issued');
  const card = await fx.succeed(realcard.activate, { iid, token, cardNo: issued.cardNo, password: issued.password });
  return { iid, token, cardId: card.id };
}

/** The real-card calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(realcard.activate, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, cardNo: DEMO_REAL_CARD.cardNo, password: DEMO_REAL_CARD.password };
  }),
  example(realcard.cards, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(realcard.card, holder),
  example(realcard.claimRedPacket, holder),
];
