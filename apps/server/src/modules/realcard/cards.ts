import { randomInt } from 'node:crypto';
import { realcard } from '@tongxin/api-client/catalogue';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { shanghaiDay } from '../../platform/time';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Member } from '../member/api';
import { realCardHolders, realCards } from './schema';

type CardRow = typeof realCards.$inferSelect;
type HolderRow = typeof realCardHolders.$inferSelect;
const E = realcard.REALCARD_ERRORS;
const DAY_MS = 86_400_000;

/** A card number as typed: spaces and dashes between digit groups are not part of it. */
export const normaliseCardNo = (typed: string) => typed.replace(/[\s-]/g, '');

/** A hash no card has, verified when the number is unknown so both answers take the same time. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(`decoy-${randomInt(1e9)}`));

export function cardView(card: CardRow, holder: HolderRow, now: Date): realcard.RealCard {
  const expiresAt = card.expiresAt ?? now;
  return {
    id: card.id,
    cardTitle: card.title,
    cardDesc: card.description,
    cardNo: card.cardNo,
    // The last day it is valid: the day before it expires (Shanghai).
    cardDate: shanghaiDay(new Date(expiresAt.getTime() - 1)),
    cardImg: card.image,
    balanceFen: card.balanceFen,
    benefits: card.benefits,
    expired: expiresAt.getTime() <= now.getTime(),
    activatedAt: holder.activatedAt.toISOString(),
    renewFen: card.renewFen,
    renewDays: card.renewDays,
    redPacket: card.redPacketFen > 0 ? { amountFen: card.redPacketFen, claimedAt: card.redPacketClaimedAt?.toISOString() ?? null } : null,
  };
}

/** The member's cards, newest activation first. */
export async function cardsOf(db: Db, me: Member) {
  return db
    .select({ card: realCards, holder: realCardHolders })
    .from(realCardHolders)
    .innerJoin(realCards, eq(realCards.id, realCardHolders.cardId))
    .where(and(eq(realCardHolders.memberId, me.id), eq(realCardHolders.iid, me.iid)))
    .orderBy(desc(realCardHolders.activatedAt), desc(realCards.id));
}

/** One of the member's cards, else 404 (unknown and another's look the same). */
export async function heldCard(db: Db, who: { iid: number; memberId: number }, cardId: number) {
  const [row] = await db
    .select({ card: realCards, holder: realCardHolders })
    .from(realCardHolders)
    .innerJoin(realCards, eq(realCards.id, realCardHolders.cardId))
    .where(and(eq(realCardHolders.cardId, cardId), eq(realCardHolders.memberId, who.memberId), eq(realCardHolders.iid, who.iid)));
  if (!row) throw refuse(E.notFound);
  return row;
}

/**
 * Binds the card of this number and password to the member. A wrong number and a wrong password
 * are one refusal; a wrong password counts against the card, and the LOCK_AFTER_TRIES-th locks it
 * (that try already answers `locked`). The bind is one row per card: of two members with the
 * right password at once, one gets the card.
 */
export async function activateCard(db: Db, me: Member, typedNo: string, password: string, now: Date) {
  const cardNo = normaliseCardNo(typedNo);
  const [card] = await db
    .select()
    .from(realCards)
    .where(and(eq(realCards.iid, me.iid), eq(realCards.cardNo, cardNo)));
  if (!card) {
    await verifyPassword(password, await decoyHash());
    throw refuse(E.wrongCredentials);
  }
  if (card.lockedAt) throw refuse(E.locked);
  if (!(await verifyPassword(password, card.passwordHash))) {
    const [counted] = await db
      .update(realCards)
      .set({
        failedTries: sql`${realCards.failedTries} + 1`,
        lockedAt: sql`CASE WHEN ${realCards.failedTries} + 1 >= ${realcard.LOCK_AFTER_TRIES} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
      })
      .where(and(eq(realCards.id, card.id), isNull(realCards.lockedAt)))
      .returning({ lockedAt: realCards.lockedAt });
    throw refuse(!counted || counted.lockedAt ? E.locked : E.wrongCredentials);
  }
  return db.transaction(async (tx) => {
    const [bound] = await tx
      .insert(realCardHolders)
      .values({ cardId: card.id, iid: me.iid, memberId: me.id, activatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!bound) {
      const [holder] = await tx.select().from(realCardHolders).where(eq(realCardHolders.cardId, card.id));
      throw refuse(holder?.memberId === me.id ? E.alreadyMine : E.boundToOther);
    }
    const [activated] = await tx
      .update(realCards)
      .set({ failedTries: 0, expiresAt: new Date(now.getTime() + card.validDays * DAY_MS) })
      .where(eq(realCards.id, card.id))
      .returning();
    if (!activated) throw new Error(`card ${card.id} vanished`);
    return cardView(activated, bound, now);
  });
}

/**
 * Claims the card's red packet into its balance: one conditional UPDATE, so two claims at once
 * pay it once. Refusals say why: none, claimed, expired.
 */
export async function claimRedPacket(db: Db, me: Member, cardId: number, now: Date) {
  const { card } = await heldCard(db, { iid: me.iid, memberId: me.id }, cardId);
  const [claimed] = await db
    .update(realCards)
    .set({ redPacketClaimedAt: now, balanceFen: sql`${realCards.balanceFen} + ${realCards.redPacketFen}` })
    .where(and(eq(realCards.id, card.id), gt(realCards.redPacketFen, 0), isNull(realCards.redPacketClaimedAt), gt(realCards.expiresAt, now)))
    .returning({ amountFen: realCards.redPacketFen, balanceFen: realCards.balanceFen });
  if (claimed) return claimed;
  const [after] = await db.select().from(realCards).where(eq(realCards.id, card.id));
  if (!after || after.redPacketFen === 0) throw refuse(E.redPacketNone);
  if (after.redPacketClaimedAt) throw refuse(E.redPacketClaimed);
  throw refuse(E.expired);
}

/** What the issuer sets on a batch of cards. */
export interface CardIssue {
  iid: number;
  title: string;
  description: string;
  image: string;
  benefits: string[];
  balanceFen: number;
  validDays: number;
  renewFen: number;
  renewDays: number;
  redPacketFen: number;
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/**
 * Issues cards: random 16-digit numbers and 8-digit passwords (only the hash is kept), answered
 * once to the issuer. `fixed` gives a card a known number and password (the seeded demo card).
 */
export async function issueCards(db: Db, issue: CardIssue, count: number, fixed?: { cardNo: string; password: string }) {
  const issued: { cardNo: string; password: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const credentials = fixed ?? { cardNo: `88${String(issue.iid).padStart(4, '0')}${digits(10)}`, password: digits(8) };
    const [row] = await db
      .insert(realCards)
      .values({ ...issue, cardNo: credentials.cardNo, passwordHash: await hashPassword(credentials.password) })
      .onConflictDoNothing()
      .returning({ id: realCards.id });
    if (row) issued.push(credentials);
    else if (fixed) break;
    else i -= 1; // a number already taken: draw again
  }
  return issued;
}

/** Moves a held card's validity on by its renewal term: from its end, or from now when it has lapsed. */
export async function renewCard(db: Db, cardId: number, at: Date) {
  await db
    .update(realCards)
    .set({ expiresAt: sql`GREATEST(COALESCE(${realCards.expiresAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz) + make_interval(days => ${realCards.renewDays})` })
    .where(eq(realCards.id, cardId));
}

/** Lets a locked card be tried again (the issuer, after checking who holds it). */
export async function unlockCard(db: Db, iid: number, cardNo: string) {
  const [row] = await db
    .update(realCards)
    .set({ lockedAt: null, failedTries: 0 })
    .where(and(eq(realCards.iid, iid), eq(realCards.cardNo, normaliseCardNo(cardNo))))
    .returning({ id: realCards.id });
  return row !== undefined;
}
