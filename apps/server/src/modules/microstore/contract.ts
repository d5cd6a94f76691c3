import { microstore } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';

/** A member of their own with a store. */
async function withStore(fx: ContractFixture) {
  const who = await fx.newMember();
  const store = await fx.succeed(microstore.save, { iid: who.iid, token: who.token, name: '我的小店', logo: '', intro: '' });
  return { who, store };
}

/** A member with a store and one consult. */
async function withContact(fx: ContractFixture) {
  const { who } = await withStore(fx);
  const contact = await fx.succeed(microstore.addContact, { iid: who.iid, token: who.token, kind: 'notify', name: '王店长', phone: '13800138000', wechat: '' });
  return { iid: who.iid, token: who.token, id: contact.id };
}

/** The micro-store's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(microstore.mine, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(microstore.save, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, name: '同心好物', logo: '/uploads/h5/1000_1.png', intro: '精选好物' };
  }),
  example(microstore.shop, async (fx) => {
    const { store } = await withStore(fx);
    return { iid: store.iid, id: store.id };
  }),
  example(microstore.pool, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, words: '帆布' };
  }),
  example(microstore.goods, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(microstore.setGoods, async (fx) => {
    const { who } = await withStore(fx);
    return { iid: who.iid, token: who.token, ids: [1, 2] };
  }),
  example(microstore.contacts, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, kind: 'consult' as const };
  }),
  example(microstore.addContact, async (fx) => {
    const { who } = await withStore(fx);
    return { iid: who.iid, token: who.token, kind: 'master' as const, name: '李同心', phone: '13800138000', wechat: '' };
  }),
  example(microstore.removeContact, withContact),
  example(microstore.switchContact, async (fx) => ({ ...(await withContact(fx)), enabled: false })),
];
