import { relation } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The relation module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(relation.profile, async (fx) => ({ iid: 1000, memberId: (await fx.demoMember()).userId })),
  example(relation.mine, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(relation.saveBase, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, realName: '李同心', gender: 2, birthday: '1990-05-01', wechat: 'tx-li', email: 'li@example.org', city: '杭州', intro: '喜欢徒步' };
  }),
  example(relation.saveExtra, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, items: [{ label: '特长', value: '急救' }] };
  }),
  example(relation.verify, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, name: '王同心', idNumber: '11010519491231002X' };
  }),
  example(relation.impressions, async (fx) => ({ iid: 1000, memberId: (await fx.demoMember()).userId })),
  example(relation.addImpression, async (fx) => {
    const demo = await fx.demoMember();
    const { iid, token } = await fx.newMember();
    return { iid, token, memberId: demo.userId, tag: '热心' };
  }),
  example(relation.hideImpression, async (fx) => {
    const demo = await fx.demoMember();
    const other = await fx.newMember();
    const given = await fx.succeed(relation.addImpression, { iid: other.iid, token: other.token, memberId: demo.userId, tag: '靠谱' });
    return { iid: demo.iid, token: demo.token, id: given.id, hidden: true };
  }),
  example(relation.praise, async (fx) => {
    const demo = await fx.demoMember();
    const { iid, token } = await fx.newMember();
    return { iid, token, memberId: demo.userId };
  }),
  example(relation.praises, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(relation.saveHonor, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, title: '优秀志愿者', date: '2025-01-01', image: '' };
  }),
  example(relation.saveCompany, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, name: '同心公益', position: '队员', startDate: '2024-01-01', endDate: '' };
  }),
  example(relation.removeEntry, async (fx) => {
    const { iid, token } = await fx.newMember();
    const added = await fx.succeed(relation.saveHonor, { iid, token, title: '临时', date: '', image: '' });
    return { iid, token, kind: 'honor' as const, id: added.id };
  }),
  example(relation.opinion, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, content: '希望多组织周末活动', contact: '' };
  }),
  example(relation.opinions, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
];
