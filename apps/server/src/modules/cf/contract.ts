import { cf } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';

const FUNDING = 1;
const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A project a new member launched (waiting for review): its launcher and id. */
async function launched(fx: ContractFixture) {
  const { iid, token } = await fx.newMember();
  const { id } = await fx.succeed(cf.launch, { iid, token, title: '合约测试项目', digest: '', story: '一个用于合约测试的众筹项目。', images: [], goalFen: 10000, deadline: day(10), layout: 'index', risk: '', contactPhone: '13800138000', tiers: [] });
  return { iid, token, id };
}

/** The crowdfunding calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(cf.projects, { iid: 1000 }),
  example(cf.project, { iid: 1000, id: FUNDING }),
  example(cf.launch, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, title: '社区花园', digest: '把空地变成花园', story: '楼下的空地荒了三年，我们想把它变成社区花园。', images: [], goalFen: 500000, deadline: day(30), layout: 'fir' as const, risk: '', contactPhone: '13800138000', tiers: [{ title: '一株花', description: '', amountFen: 1000, limit: 0, needsAddress: false }] };
  }),
  example(cf.mine, async (fx) => {
    const { iid, token } = await launched(fx);
    return { iid, token };
  }),
  example(cf.bind, async (fx) => ({ ...(await launched(fx)), holder: '王志愿', bank: '中国银行', account: '6217 0000 1234 5678' })),
  example(cf.payout, launched),
  example(cf.supporters, { iid: 1000, id: FUNDING }),
  example(cf.rank, { iid: 1000, id: FUNDING }),
  example(cf.mySupports, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, id: FUNDING };
  }),
  example(cf.questions, { iid: 1000, id: FUNDING }),
  example(cf.ask, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, id: FUNDING, question: '图书会寄到哪几所学校？' };
  }),
  example(cf.answer, async (fx) => {
    const { iid, token, id } = await launched(fx);
    const { id: questionId } = await fx.succeed(cf.ask, { iid, token, id, question: '什么时候开始？' });
    return { iid, token, questionId, answer: '审核通过后就开始。' };
  }),
];
