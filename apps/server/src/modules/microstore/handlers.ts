import { microstore } from '@tongxin/api-client/catalogue';
import { INPUT_MESSAGES, isMobile } from '@tongxin/validators';
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { goodsPage } from '../mall/api';
import { memberIdByMobile, memberProfiles, requireMember } from '../member/api';
import { microStoreContacts, microStores, microStoreSales } from './schema';

const { errors } = microstore.save;
type StoreRow = typeof microStores.$inferSelect;
type ContactRow = typeof microStoreContacts.$inferSelect;

/** A store key: "ms" and 12 hex digits of randomness, never guessed from the store's id. */
function newKey(): string {
  return `ms${randomBytes(8).toString('hex').slice(0, 12)}`;
}

async function storeOf(db: Db, iid: number, memberId: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(microStores).where(and(eq(microStores.iid, iid), eq(microStores.memberId, memberId)));
  return row;
}

async function requireStore(db: Db, iid: number, memberId: number): Promise<StoreRow> {
  const store = await storeOf(db, iid, memberId);
  if (!store) throw refuse(microstore.goods.errors.noStore);
  return store;
}

async function storeReply(db: Db, store: StoreRow): Promise<microstore.Store> {
  const [sales] = await db
    .select({ n: count(), fen: sum(microStoreSales.payFen).mapWith(Number) })
    .from(microStoreSales)
    .where(and(eq(microStoreSales.storeId, store.id), eq(microStoreSales.refunded, false)));
  return {
    id: store.id,
    iid: store.iid,
    name: store.name,
    logo: store.logo,
    intro: store.intro,
    key: store.key,
    goodsIds: store.goodsIds,
    orders: sales?.n ?? 0,
    salesFen: sales?.fen ?? 0,
  };
}

/** The store's goods still on sale, in the owner's order. */
async function shownGoods(db: Db, store: StoreRow): Promise<microstore.StoreGoods[]> {
  if (store.goodsIds.length === 0) return [];
  const { rows } = await goodsPage(db, { iid: store.iid, ids: store.goodsIds, sortBy: 'default', limit: microstore.MAX_STORE_GOODS, offset: 0 });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return store.goodsIds.flatMap((id) => {
    const g = byId.get(id);
    return g ? [{ id: g.id, title: g.title, image: g.image, price: g.price, linePrice: g.linePrice, sales: g.sales, stock: g.stock }] : [];
  });
}

function contactReply(row: ContactRow): microstore.Contact {
  return { id: row.id, kind: row.kind, name: row.name, phone: row.phone, wechat: row.wechat, enabled: row.enabled, createdAt: row.createdAt.toISOString() };
}

/** The owner's contact of this id, else the refusal (another's store's contact is never revealed). */
async function ownContact(db: Db, storeId: number, id: number): Promise<ContactRow> {
  const [row] = await db.select().from(microStoreContacts).where(and(eq(microStoreContacts.id, id), eq(microStoreContacts.storeId, storeId)));
  if (!row) throw refuse(microstore.removeContact.errors.contactNotFound);
  return row;
}

export const microstoreCalls = [
  implement(microstore.mine, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await storeOf(s.db, iid, me.id);
    return store ? storeReply(s.db, store) : null;
  }),

  implement(microstore.save, async ({ iid, token, name, logo, intro }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    if (name.trim() === '') throw refuse(errors.invalid, '请输入店铺名称');
    if (logo !== '' && !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(logo)) throw refuse(errors.invalid, '店铺logo地址不正确，请重新上传');
    const values = { name: name.trim(), logo, intro: intro.trim() };
    // One store per member: a second open (two taps) updates the first, never a twin row.
    const [row] = await s.db
      .insert(microStores)
      .values({ iid, memberId: me.id, key: newKey(), ...values })
      .onConflictDoUpdate({ target: [microStores.iid, microStores.memberId], set: values })
      .returning();
    if (!row) throw new Error('micro store row missing after save');
    return storeReply(s.db, row);
  }),

  implement(microstore.shop, async ({ iid, id }, { services: s }) => {
    const [store] = await s.db.select().from(microStores).where(and(eq(microStores.id, id), eq(microStores.iid, iid)));
    if (!store) throw refuse(microstore.shop.errors.notFound);
    const [owner] = (await memberProfiles(s.db, iid, [store.memberId])).values();
    const consults = await s.db
      .select()
      .from(microStoreContacts)
      .where(and(eq(microStoreContacts.storeId, store.id), eq(microStoreContacts.kind, 'consult'), eq(microStoreContacts.enabled, true)))
      .orderBy(asc(microStoreContacts.id));
    return {
      id: store.id,
      name: store.name,
      logo: store.logo,
      intro: store.intro,
      owner: owner?.nickName ?? '',
      key: store.key,
      goods: await shownGoods(s.db, store),
      consults: consults.map((c) => ({ name: c.name, phone: c.phone, wechat: c.wechat })),
    };
  }),

  implement(microstore.pool, async ({ iid, token, words, pageNo, pageSize }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await storeOf(s.db, iid, me.id);
    const chosen = new Set(store?.goodsIds ?? []);
    const { rows, total } = await goodsPage(s.db, { iid, words, sortBy: 'default', byCommission: true, limit: pageSize, offset: (pageNo - 1) * pageSize });
    return {
      list: rows.map((g) => ({ id: g.id, title: g.title, image: g.image, price: g.price, linePrice: g.linePrice, sales: g.sales, stock: g.stock, commission: g.commission, chosen: chosen.has(g.id) })),
      total,
    };
  }),

  implement(microstore.goods, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    return shownGoods(s.db, await requireStore(s.db, iid, me.id));
  }),

  implement(microstore.setGoods, async ({ iid, token, ids }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await requireStore(s.db, iid, me.id);
    const { errors: e } = microstore.setGoods;
    if (ids.length === 0) throw refuse(e.noGoods);
    if (new Set(ids).size !== ids.length) throw refuse(e.duplicate);
    const { rows } = await goodsPage(s.db, { iid, ids, sortBy: 'default', limit: microstore.MAX_STORE_GOODS, offset: 0 });
    const found = new Set(rows.map((r) => r.id));
    const gone = ids.find((id) => !found.has(id));
    if (gone !== undefined) throw refuse(e.goodsGone, `商品不存在或已下架（编号 ${gone}）`);
    const [row] = await s.db.update(microStores).set({ goodsIds: ids }).where(eq(microStores.id, store.id)).returning();
    if (!row) throw refuse(e.noStore);
    return shownGoods(s.db, row);
  }),

  implement(microstore.contacts, async ({ iid, token, kind }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await requireStore(s.db, iid, me.id);
    const rows = await s.db
      .select()
      .from(microStoreContacts)
      .where(and(eq(microStoreContacts.storeId, store.id), eq(microStoreContacts.kind, kind)))
      .orderBy(asc(microStoreContacts.id));
    return rows.map(contactReply);
  }),

  implement(microstore.addContact, async ({ iid, token, kind, name, phone, wechat }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await requireStore(s.db, iid, me.id);
    const { errors: e } = microstore.addContact;
    if (name.trim() === '') throw refuse(e.invalid, INPUT_MESSAGES.required);
    if (!isMobile(phone)) throw refuse(e.invalid, INPUT_MESSAGES.mobile);
    if (kind === 'master' && (await memberIdByMobile(s.db, iid, phone)) === undefined) throw refuse(e.notMember);
    return s.db.transaction(async (tx) => {
      // The store row locked: two adds at once cannot both pass the count.
      await tx.execute(sql`SELECT id FROM ${microStores} WHERE id = ${store.id} FOR UPDATE`);
      const [n] = await tx.select({ n: count() }).from(microStoreContacts).where(and(eq(microStoreContacts.storeId, store.id), eq(microStoreContacts.kind, kind)));
      if ((n?.n ?? 0) >= microstore.MAX_CONTACTS) throw refuse(e.tooMany);
      const [row] = await tx.insert(microStoreContacts).values({ storeId: store.id, kind, name: name.trim(), phone, wechat: wechat.trim() }).returning();
      if (!row) throw new Error('contact row missing after insert');
      return contactReply(row);
    });
  }),

  implement(microstore.removeContact, async ({ iid, token, id }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await storeOf(s.db, iid, me.id);
    if (!store) throw refuse(microstore.removeContact.errors.contactNotFound);
    await ownContact(s.db, store.id, id);
    await s.db.delete(microStoreContacts).where(and(eq(microStoreContacts.id, id), eq(microStoreContacts.storeId, store.id)));
    return true;
  }),

  implement(microstore.switchContact, async ({ iid, token, id, enabled }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const store = await storeOf(s.db, iid, me.id);
    if (!store) throw refuse(microstore.switchContact.errors.contactNotFound);
    await ownContact(s.db, store.id, id);
    const [row] = await s.db.update(microStoreContacts).set({ enabled }).where(eq(microStoreContacts.id, id)).returning();
    if (!row) throw refuse(microstore.switchContact.errors.contactNotFound);
    return contactReply(row);
  }),
];
