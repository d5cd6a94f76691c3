import { mall, order } from '@tongxin/api-client/catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { publicMembers, requireMember, type Member } from '../member/api';
import { isVip } from '../vip/api';
import type { Services } from '../../services';
import { addToCart, cartOf, removeCartLines, selectAll, unitsInCart, updateCartLine } from './cart';
import { boughtOf, goodsById, goodsDetail, goodsPage, skuWithGoods } from './goods';
import { presaleView } from './presale';
import { goodsComments, lapsedOrders } from '../order/api';
import { holdKeyOf } from './seller';
import { lapsedUnits } from './stock';
import { mallCategories, mallGoods, mallHotWords, mallStores } from './schema';

const member = (s: Services, iid: number, token: string): Promise<Member> => requireMember(s.db, iid, token, new Date(s.now()));

/** The mall's calls: goods lists, search, detail, categories, hot words, stores, the distributor's list and the cart. */
export const mallCalls = [
  implement(mall.itemList, async ({ iid, catId, storeId, sortBy, ...page }, { services: s }) => {
    const { rows, total } = await goodsPage(s.db, { iid, catId, storeId: storeId ?? null, sortBy, limit: page.pageSize, offset: pageOffset(page) });
    return { list: rows, total };
  }),

  implement(mall.itemSearch, async ({ iid, queryKey, catId, sortBy, ...page }, { services: s }) => {
    const { rows, total } = await goodsPage(s.db, { iid, catId, words: queryKey, sortBy, limit: page.pageSize, offset: pageOffset(page) });
    return { list: rows, total };
  }),

  implement(mall.categories, async ({ iid, storeId }, { services: s }) => {
    const counted = sql<number>`count(${mallGoods.id})`.mapWith(Number);
    const rows = await s.db
      .select({ id: mallCategories.id, name: mallCategories.name, image: mallCategories.image, count: counted })
      .from(mallCategories)
      .leftJoin(
        mallGoods,
        and(
          eq(mallGoods.categoryId, mallCategories.id),
          eq(mallGoods.onSale, true),
          storeId === undefined ? sql`${mallGoods.storeId} is null` : eq(mallGoods.storeId, storeId),
        ),
      )
      .where(eq(mallCategories.iid, iid))
      .groupBy(mallCategories.id)
      .orderBy(asc(mallCategories.sort), asc(mallCategories.id));
    return storeId === undefined ? rows : rows.filter((r) => r.count > 0);
  }),

  implement(mall.hotWords, async ({ iid }, { services: s }) => {
    const rows = await s.db.select({ word: mallHotWords.word }).from(mallHotWords).where(eq(mallHotWords.iid, iid)).orderBy(asc(mallHotWords.sort), asc(mallHotWords.id));
    return rows.map((r) => r.word);
  }),

  implement(mall.reviews, async ({ iid, goodsId, ...page }, { services: s }) => {
    const found = await goodsComments(s.db, iid, goodsId, { limit: page.pageSize, offset: pageOffset(page) });
    const who = await publicMembers(s.db, iid, [...new Set(found.rows.map((r) => r.memberId))]);
    return {
      list: found.rows.map((r) => ({
        id: r.id,
        nickName: who.get(r.memberId)?.nickName || '匿名用户',
        headImg: who.get(r.memberId)?.headImg ?? '',
        score1: r.score1,
        score2: r.score2,
        score3: r.score3,
        content: r.content,
        images: r.images,
        spec: r.spec,
        createdAt: r.createdAt.toISOString(),
      })),
      total: found.total,
      goodRate: found.total === 0 ? 100 : Math.round((found.good * 100) / found.total),
    };
  }),

  implement(mall.presale, async ({ iid, token, presaleId }, { services: s }) => presaleView(s, await member(s, iid, token), presaleId)),

  implement(mall.detail, async ({ iid, goodsId, skuId, token }, { services: s }) => {
    const goods = goodsId !== undefined ? await goodsById(s.db, iid, goodsId) : skuId !== undefined ? (await skuWithGoods(s.db, iid, skuId))?.goods : undefined;
    if (!goods?.onSale) throw refuse(mall.detail.errors.goodsNotFound);
    const now = new Date(s.now());
    // A visitor sees the goods; a member also what they already hold of it (the limit's count).
    const me = token ? await member(s, iid, token) : undefined;
    // Units held by unpaid orders past their time show as free, though the sweeper (every
    // ORDER_SWEEP_SECONDS) has not given them back yet: a read changes nothing.
    const lapsedHolds = (await lapsedOrders(s.db, iid, order.BUSINESS_TYPE.goods, now)).flatMap((o) => holdKeyOf(o) ?? []);
    const lapsed = await lapsedUnits(s.db, goods.id, lapsedHolds, me?.id ?? null);
    const bought = me ? (await boughtOf(s.db, me.id, goods.id)) - lapsed.mine : 0;
    return goodsDetail(s.db, goods, bought, now, lapsed.bySku, me ? await isVip(s.db, me.id, now) : false);
  }),

  implement(mall.store, async ({ iid, storeId }, { services: s }) => {
    const [row] = await s.db.select().from(mallStores).where(and(eq(mallStores.id, storeId), eq(mallStores.iid, iid))).limit(1);
    if (!row) throw refuse(mall.store.errors.storeNotFound);
    const { iid: _iid, ...store } = row;
    return store;
  }),

  implement(mall.distrList, async ({ iid, ...page }, { services: s }) => {
    const { rows, total } = await goodsPage(s.db, { iid, sortBy: 'default', byCommission: true, limit: page.pageSize, offset: pageOffset(page) });
    return { list: rows, total };
  }),

  implement(mall.cart, async ({ iid, token }, { services: s }) => cartOf(s.db, await member(s, iid, token))),
  implement(mall.cartCount, async ({ iid, token }, { services: s }) => unitsInCart(s.db, await member(s, iid, token))),
  implement(mall.cartAdd, async ({ iid, token, skuId, num }, { services: s }) => addToCart(s.db, await member(s, iid, token), skuId, num)),
  implement(mall.cartUpdate, async ({ iid, token, ...change }, { services: s }) => {
    await updateCartLine(s.db, await member(s, iid, token), change);
    return true;
  }),
  implement(mall.cartSelectAll, async ({ iid, token, selected }, { services: s }) => {
    await selectAll(s.db, await member(s, iid, token), selected);
    return true;
  }),
  implement(mall.cartRemove, async ({ iid, token, ids }, { services: s }) => removeCartLines(s.db, await member(s, iid, token), mall.parseCartIds(ids))),
];
