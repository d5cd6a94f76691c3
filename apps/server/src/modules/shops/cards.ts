import { randomBytes } from 'node:crypto';
import { shops } from '@tongxin/api-client/catalogue';
import { isEmail, isMobile } from '@tongxin/validators';
import { and, count, countDistinct, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement, type Implementation } from '../../platform/module';
import { pageOffset } from '../../platform/paging';
import { shanghaiDay } from '../../platform/time';
import { volunteerRecord } from '../act/api';
import { publicMembers, requireMember } from '../member/api';
import { shopsCardCollects, shopsCards, shopsCardVisits } from './schema';

const E = shops.SHOPS_ERRORS;
/** A landline as people write it: area code, an optional hyphen, 7–8 digits (and an extension). */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
/** Share codes: 10 characters of an alphabet without look-alikes. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newShareCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

type CardRow = typeof shopsCards.$inferSelect;

function cardView(row: CardRow, viewerId: number, collected: boolean): shops.Card {
  return {
    shareCode: row.code,
    memberId: row.memberId,
    name: row.name,
    title: row.title,
    company: row.company,
    phone: row.phone,
    wechat: row.wechat,
    email: row.email,
    website: row.website,
    address: row.address,
    intro: row.intro,
    avatar: row.avatar,
    theme: row.theme,
    images: row.images,
    videos: row.videos,
    isMine: row.memberId === viewerId,
    collected,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function cardByCode(db: Db, iid: number, code: string): Promise<CardRow> {
  const [row] = await db.select().from(shopsCards).where(and(eq(shopsCards.code, code.trim()), eq(shopsCards.iid, iid)));
  if (!row) throw refuse(E.cardNotFound);
  return row;
}

async function cardOf(db: Db, iid: number, memberId: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(shopsCards).where(and(eq(shopsCards.memberId, memberId), eq(shopsCards.iid, iid)));
  return row;
}

/** The business card calls: the member's own, one by its share code, saving, visits, the card list, the volunteer record. */
export const cardCalls: Implementation[] = [
  implement(shops.myCard, async ({ iid, token }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const row = await cardOf(s.db, iid, me.id);
    return row ? cardView(row, me.id, false) : null;
  }),

  implement(shops.card, async ({ iid, token, code }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const row = await cardByCode(s.db, iid, code);
    const [kept] = await s.db.select({ id: shopsCardCollects.id }).from(shopsCardCollects).where(and(eq(shopsCardCollects.memberId, me.id), eq(shopsCardCollects.cardId, row.id)));
    return cardView(row, me.id, kept !== undefined);
  }),

  implement(shops.saveCard, async ({ iid, token, ...fields }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const phone = fields.phone.trim();
    if (phone && !isMobile(phone) && !LANDLINE.test(phone)) throw refuse(E.badPhone);
    const email = fields.email.trim();
    if (email && !isEmail(email)) throw refuse(E.badEmail);
    const values = {
      ...fields,
      name: fields.name.trim(),
      title: fields.title.trim(),
      company: fields.company.trim(),
      phone,
      email,
      wechat: fields.wechat.trim(),
      website: fields.website.trim(),
      address: fields.address.trim(),
      intro: fields.intro.trim(),
      images: fields.images.filter(Boolean),
      videos: fields.videos.filter(Boolean),
      updatedAt: now,
    };
    const [row] = await s.db
      .insert(shopsCards)
      .values({ iid, memberId: me.id, code: newShareCode(), ...values })
      .onConflictDoUpdate({ target: [shopsCards.iid, shopsCards.memberId], set: values })
      .returning();
    if (!row) throw new Error('the card was not stored');
    return cardView(row, me.id, false);
  }),

  implement(shops.visit, async ({ iid, token, code }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const row = await cardByCode(s.db, iid, code);
    if (row.memberId === me.id) return { counted: false };
    await s.db.insert(shopsCardCollects).values({ iid, memberId: me.id, cardId: row.id, at: now }).onConflictDoNothing();
    // Once per visitor and day: the unique (card, visitor, day) decides between two opens at once.
    const counted = await s.db.insert(shopsCardVisits).values({ cardId: row.id, memberId: me.id, day: shanghaiDay(now), at: now }).onConflictDoNothing().returning({ id: shopsCardVisits.id });
    return { counted: counted.length > 0 };
  }),

  implement(shops.shareStats, async ({ iid, token }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const row = await cardOf(s.db, iid, me.id);
    if (!row) throw refuse(E.noCard);
    const [totals] = await s.db.select({ visits: count(), visitors: countDistinct(shopsCardVisits.memberId) }).from(shopsCardVisits).where(eq(shopsCardVisits.cardId, row.id));
    const [today] = await s.db.select({ n: count() }).from(shopsCardVisits).where(and(eq(shopsCardVisits.cardId, row.id), eq(shopsCardVisits.day, shanghaiDay(now))));
    const recent = await s.db.select().from(shopsCardVisits).where(eq(shopsCardVisits.cardId, row.id)).orderBy(desc(shopsCardVisits.at), desc(shopsCardVisits.id)).limit(20);
    const faces = await publicMembers(s.db, iid, recent.map((v) => v.memberId));
    return {
      shareCode: row.code,
      name: row.name,
      title: row.title,
      company: row.company,
      avatar: row.avatar,
      visits: Number(totals?.visits ?? 0),
      visitors: Number(totals?.visitors ?? 0),
      today: Number(today?.n ?? 0),
      recent: recent.map((v) => ({ nickName: faces.get(v.memberId)?.nickName ?? '已注销用户', headImg: faces.get(v.memberId)?.headImg ?? '', day: v.day })),
    };
  }),

  implement(shops.collected, async ({ iid, token, pageNumber, pageSize }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const where = and(eq(shopsCardCollects.memberId, me.id), eq(shopsCardCollects.iid, iid));
    const rows = await s.db
      .select({ card: shopsCards, at: shopsCardCollects.at })
      .from(shopsCardCollects)
      .innerJoin(shopsCards, eq(shopsCards.id, shopsCardCollects.cardId))
      .where(where)
      .orderBy(desc(shopsCardCollects.at), desc(shopsCardCollects.id))
      .limit(pageSize)
      .offset(pageOffset({ pageNumber, pageSize }));
    const [total] = await s.db.select({ n: count() }).from(shopsCardCollects).where(where);
    return {
      list: rows.map(({ card, at }) => ({ shareCode: card.code, name: card.name, title: card.title, company: card.company, avatar: card.avatar, collectedAt: at.toISOString() })),
      total: Number(total?.n ?? 0),
    };
  }),

  implement(shops.uncollect, async ({ iid, token, code }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const row = await cardByCode(s.db, iid, code).catch(() => undefined);
    if (row) await s.db.delete(shopsCardCollects).where(and(eq(shopsCardCollects.memberId, me.id), eq(shopsCardCollects.cardId, row.id)));
    return true;
  }),

  implement(shops.gongyi, async ({ iid, token, code }, { services: s }) => {
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const card = code ? await cardByCode(s.db, iid, code) : await cardOf(s.db, iid, me.id);
    const memberId = card?.memberId ?? me.id;
    const name = card?.name ?? me.nickName;
    return { name, ...(await volunteerRecord(s.db, iid, memberId, now)) };
  }),
];
