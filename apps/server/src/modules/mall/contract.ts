import { mall } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';

/** A member of their own with one line in the cart (2 of the tote bag's first SKU). */
async function withCartLine(fx: ContractFixture) {
  const { iid, token } = await fx.newMember();
  await fx.succeed(mall.cartAdd, { iid, token, skuId: 101, num: 2 });
  const cart = await fx.succeed(mall.cart, { iid, token });
  const id = cart.lines[0]?.id;
  if (id === undefined) throw new Error('the cart line was not added');
  return { iid, token, id };
}

/** The mall module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(mall.itemList, { iid: 1000, catId: 1 }),
  example(mall.itemSearch, { iid: 1000, queryKey: '帆布' }),
  example(mall.categories, { iid: 1000 }),
  example(mall.hotWords, { iid: 1000 }),
  example(mall.detail, { iid: 1000, goodsId: 1 }),
  example(mall.store, { iid: 1000, storeId: 1 }),
  example(mall.reviews, { iid: 1000, goodsId: 1 }),
  example(mall.presale, async (fx) => ({ ...(await fx.newMember()), presaleId: 1 })),
  example(mall.distrList, { iid: 1000 }),
  example(mall.cart, async (fx) => withCartLine(fx)),
  example(mall.cartCount, async (fx) => withCartLine(fx)),
  example(mall.cartAdd, async (fx) => ({ ...(await fx.newMember()), skuId: 102, num: 1 })),
  example(mall.cartUpdate, async (fx) => ({ ...(await withCartLine(fx)), num: 3 })),
  example(mall.cartSelectAll, async (fx) => ({ ...(await withCartLine(fx)), selected: false })),
  example(mall.cartRemove, async (fx) => {
    const { iid, token, id } = await withCartLine(fx);
    return { iid, token, ids: String(id) };
  }),
];
