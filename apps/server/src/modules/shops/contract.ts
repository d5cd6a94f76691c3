import { shops } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

const CARD = { name: '李同心', title: '队员', company: '同心公益', phone: '0571-88886666', wechat: '', email: '', website: '', address: '', intro: '', avatar: '', theme: '#1677ff', images: [], videos: [] };

/** The shops module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(shops.myCard, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(shops.card, async (fx) => {
    const demo = await fx.demoMember();
    const mine = await fx.succeed(shops.myCard, { iid: demo.iid, token: demo.token });
    const { iid, token } = await fx.newMember();
    return { iid, token, code: mine?.shareCode ?? '' };
  }),
  example(shops.saveCard, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, ...CARD };
  }),
  example(shops.visit, async (fx) => {
    const demo = await fx.demoMember();
    const mine = await fx.succeed(shops.myCard, { iid: demo.iid, token: demo.token });
    const { iid, token } = await fx.newMember();
    return { iid, token, code: mine?.shareCode ?? '' };
  }),
  example(shops.shareStats, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(shops.collected, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(shops.uncollect, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, code: 'nothing' };
  }),
  example(shops.gongyi, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(shops.list, { iid: 1000 }),
  example(shops.detail, async (fx) => {
    const page = await fx.succeed(shops.list, { iid: 1000 });
    return { iid: 1000, id: page.list[0]?.id ?? 0 };
  }),
  example(shops.joinInfo, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(shops.apply, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, name: '同心小店', category: '餐饮', contact: '李店长', phone: '13900001111', region: '浙江省杭州市', licence: '', logo: '', intro: '', photos: [] };
  }),
];
