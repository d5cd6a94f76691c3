import { randomBytes } from 'node:crypto';
import { order } from '@tongxin/api-client/catalogue';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { refuse, sessionInvalid } from '../../http/reply-error';
import { implement } from '../../platform/module';
import type { Services } from '../../services';
import { requireMember, type Member } from '../member/api';
import { expireIfDue, fenOf } from './kernel';
import { prepayRow } from './sale';
import { paySettingsOf } from './pay-settings';
import { memberOrders, orderShares } from './schema';

/*
 * Friend pay (page guide B14): the buyer shares a waiting order (order.buyShareInfo with its
 * orderId makes the share once), a friend opens the link (the key) and pays it
 * (order.buyShareSupport). A friend takes the order on with one conditional UPDATE — free, their
 * own, or another's claim run out — so two friends paying at once get one payment and one clear
 * refusal. The order is paid, as every order, only by the provider's verified notify.
 */

type OrderRow = typeof memberOrders.$inferSelect;
type ShareRow = typeof orderShares.$inferSelect;
const WAITING = order.ORDER_STATUS.waitingPayment;
const CLAIM_MS = order.SUPPORT_CLAIM_MINUTES * 60_000;

const nameOf = (m: Member) => m.nickName || (m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}` : '好友');

async function optionalMember(s: Services, iid: number, token: string | undefined): Promise<Member | undefined> {
  if (!token) return undefined;
  return requireMember(s.db, iid, token, new Date(s.now()));
}

function shareView(s: Services, share: ShareRow, row: OrderRow, me: Member | undefined) {
  const now = s.now();
  const paid = order.isPaidStatus(row.status);
  const claimLive = share.claimedUntil !== null && share.claimedUntil.getTime() > now;
  // Whoever took the order on is shown while their claim lives, and for good once it is paid.
  const supporter = share.supporterId !== null && (paid || (row.status === WAITING && claimLive)) ? share.supporterId : null;
  return {
    key: share.key,
    orderId: row.orderId,
    title: row.title,
    image: row.image,
    num: row.num,
    items: row.items,
    payFen: fenOf(row),
    status: row.status,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    serverTime: new Date(now).toISOString(),
    sharerName: share.sharerName,
    mine: me?.id === share.memberId,
    supporterName: supporter === null ? null : (share.supporterName ?? '好友'),
    supportedByMe: supporter !== null && me?.id === supporter,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

async function shareByKey(s: Services, iid: number, key: string): Promise<{ share: ShareRow; row: OrderRow }> {
  const [found] = await s.db
    .select({ share: orderShares, row: memberOrders })
    .from(orderShares)
    .innerJoin(memberOrders, eq(memberOrders.orderId, orderShares.orderId))
    .where(and(eq(orderShares.key, key), eq(orderShares.iid, iid)));
  if (!found) throw refuse(order.buyShareInfo.errors.notFound);
  return { share: found.share, row: await expireIfDue(s, found.row) };
}

export const shareCalls = [
  implement(order.buyShareInfo, async ({ iid, token, orderId, key }, { services: s }) => {
    const errors = order.buyShareInfo.errors;
    if (key !== undefined) {
      const me = await optionalMember(s, iid, token);
      const { share, row } = await shareByKey(s, iid, key);
      return shareView(s, share, row, me);
    }
    if (orderId === undefined) throw refuse(errors.neither);
    const me = await optionalMember(s, iid, token);
    if (!me) throw sessionInvalid();
    const [found] = await s.db
      .select()
      .from(memberOrders)
      .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.memberId, me.id), eq(memberOrders.iid, iid)));
    if (!found) throw refuse(errors.orderNotFound);
    const row = await expireIfDue(s, found);
    const [existing] = await s.db.select().from(orderShares).where(eq(orderShares.orderId, row.orderId));
    if (existing) return shareView(s, existing, row, me);
    // Only an order still waiting is shared; once made, its share stays readable (paid by whom).
    if (row.status !== WAITING) throw refuse(errors.notWaiting);
    await s.db
      .insert(orderShares)
      .values({ iid, orderId: row.orderId, key: randomBytes(8).toString('hex'), memberId: me.id, sharerName: nameOf(me), createdAt: new Date(s.now()) })
      .onConflictDoNothing();
    const [share] = await s.db.select().from(orderShares).where(eq(orderShares.orderId, row.orderId));
    if (!share) throw new Error('share missing after insert');
    return shareView(s, share, row, me);
  }),

  implement(order.buyShareSupport, async ({ iid, token, key, openId }, { services: s }) => {
    const errors = order.buyShareSupport.errors;
    if (!token) throw sessionInvalid();
    const now = new Date(s.now());
    const me = await requireMember(s.db, iid, token, now);
    const { share, row } = await shareByKey(s, iid, key);
    if (share.memberId === me.id) throw refuse(errors.own);
    if (order.isPaidStatus(row.status)) throw refuse(errors.paid);
    if (row.status !== WAITING) throw refuse(errors.notWaiting);
    const [claimed] = await s.db
      .update(orderShares)
      .set({ supporterId: me.id, supporterName: nameOf(me), claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(orderShares.id, share.id),
          or(isNull(orderShares.supporterId), eq(orderShares.supporterId, me.id), lt(orderShares.claimedUntil, now)),
        ),
      )
      .returning({ id: orderShares.id });
    if (!claimed) throw refuse(errors.taken);
    return prepayRow(s, row, openId, (await paySettingsOf(s.db, iid)).newPay ? 'union' : 'wechat');
  }),
];
