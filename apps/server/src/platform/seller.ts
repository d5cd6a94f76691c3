import type { Db } from '../db/client';
import type { Services } from '../services';

/*
 * The seller contract of the order kernel (modules/order). A module that sells something declares
 * one seller per business type in its definition (`defineModule({ …, sells: [seller] })`); the
 * kernel prices, creates, pays, cancels and refunds every order through it, so stock, places,
 * rooms or quotas are only ever taken and given back inside the kernel's transaction.
 *
 *   quote    prices one line of spec §3's payload for this buyer (refuse(…) what cannot be bought)
 *   reserve  takes what the line needs (a conditional UPDATE … WHERE remaining >= n), or refuses
 *   release  gives it back when the order is cancelled, expires, or is refunded
 *   paid     after the provider's verified notify (enrolment confirmed, card issued …); may
 *            return what to tell others once that has committed (AfterPaid)
 *
 * Every call gets the kernel's transaction `tx`: whatever the seller writes commits or rolls back
 * with the order.
 */

/** One line of spec §3's order create payload, as the kernel parsed it. */
export interface OrderLine {
  readonly iid: number;
  /** The business type (catalogue order.BUSINESS_TYPE): which seller prices it. */
  readonly orderType: number;
  readonly num: number;
  /** What is bought: an item, a plan, a card id, cart ids … (the seller reads them). */
  readonly keys: string;
  readonly property: string;
  readonly property2: string;
  /** The buyer's own words for the order (contact name and phone, form info, group). */
  readonly name: string;
  readonly phone: string;
  readonly info: string;
  readonly groupId: number | undefined;
  readonly code: string;
  /** Spec §3 isNeedInsur: the buyer takes the seller's insurance (Quote.insurUnitFen). */
  readonly isNeedInsur: boolean;
}

/** Who buys: a signed-in member of the tenant. */
export interface Buyer {
  readonly memberId: number;
  readonly iid: number;
  readonly mobile: string;
}

/** One item of a multi-item order (a cart's goods), shown on the order. */
export interface QuoteItem {
  readonly title: string;
  readonly image: string;
  /** The chosen spec as text (颜色:红 尺码:L), '' for none. */
  readonly spec: string;
  readonly unitFen: number;
  readonly num: number;
  /** The seller's own reference (a SKU id, a cart row …), kept on the order. */
  readonly ref: string;
}

/** The seller's price of a line: what the order shows and costs before coupons and points. */
export interface Quote {
  readonly title: string;
  readonly image: string;
  /** Unit price in fen. */
  readonly unitFen: number;
  readonly num: number;
  /**
   * Several items in one order (a cart checkout): the goods amount is then the sum of
   * `unitFen × num` over the items, and `unitFen`/`num` describe the whole (e.g. total, 1).
   */
  readonly items?: readonly QuoteItem[];
  /** Per-unit insurance price, when the seller offers insurance (spec §3 isNeedInsur). */
  readonly insurUnitFen?: number;
  /** A fixed fee on top (delivery), in fen. */
  readonly feeFen?: number;
  /** The purchase limit per member and how many the buyer holds already (paid and waiting orders). */
  readonly limit?: { readonly max: number; readonly bought: number };
  /** The order needs a delivery address (goods that are shipped). */
  readonly needsAddress?: boolean;
  /** Coupons / points may pay part of it (default true). */
  readonly allowCoupons?: boolean;
  readonly allowPoints?: boolean;
  /** How long the unpaid order is held before it is cancelled, when the seller has its own time (else the tenant's, else ORDER_HOLD_SECONDS). */
  readonly holdMs?: number;
  /** Anything the seller needs again at reserve/release/paid time (SKU id, session id …), stored as JSON on the order. */
  readonly snapshot?: Readonly<Record<string, unknown>>;
}

/** An order as the kernel hands it to its seller (release, paid) and to listeners. */
export interface SoldOrder {
  readonly orderId: string;
  readonly iid: number;
  readonly memberId: number;
  readonly businessType: number;
  readonly status: number;
  readonly title: string;
  readonly num: number;
  readonly unitFen: number;
  /** What the buyer pays (or paid): goods + fees − coupons − points − discount code. */
  readonly payFen: number;
  readonly keys: string;
  readonly property: string;
  readonly property2: string;
  readonly items: readonly QuoteItem[];
  readonly snapshot: Readonly<Record<string, unknown>>;
  /** Attribution kept for the distribution team (spec §3 saleIid, saleR, saleUserId, opSalesId, ridSecret, multiDisKey). */
  readonly attribution: OrderAttribution;
  /** The merchant trade number ('' before the first prepay). */
  readonly tradeNo: string;
  readonly paidAt: Date | null;
}

export interface OrderAttribution {
  readonly saleIid: number | null;
  readonly saleR: string;
  readonly saleUserId: number | null;
  readonly opSalesId: number | null;
  readonly ridSecret: string;
  readonly multiDisKey: string;
}

/**
 * What a seller's `paid` tells others once the payment's transaction has committed (a tip
 * announced in its live room): never before, so nobody hears of a payment that rolled back.
 */
export type AfterPaid = (services: Services) => void | Promise<void>;

/** A module's seller of one business type. */
export interface Seller {
  readonly businessType: number;
  quote(tx: Db, line: OrderLine, buyer: Buyer): Promise<Quote>;
  reserve(tx: Db, line: OrderLine, quote: Quote, buyer: Buyer): Promise<void>;
  release(tx: Db, order: SoldOrder): Promise<void>;
  paid?(tx: Db, order: SoldOrder): Promise<void | AfterPaid>;
}

/**
 * What a module wants to hear about any order (distribution's commission, statistics): called
 * inside the kernel's transaction, after the order's own seller.
 */
export interface OrderListener {
  paid?(tx: Db, order: SoldOrder): Promise<void>;
  refunded?(tx: Db, order: SoldOrder, refundFen: number): Promise<void>;
  cancelled?(tx: Db, order: SoldOrder): Promise<void>;
}

/** A coupon a buyer holds, with its terms and whether it is still unused: what the kernel prices. */
export interface HeldCoupon {
  /** The held coupon's own id (coupon.list's `id`): what an order names as couponId. */
  readonly id: number;
  readonly couponId: number;
  readonly name: string;
  /** 1: `minusPrice` fen off; else the share still paid, in per cent (85 = 8.5折). */
  readonly discountType: number;
  readonly minusPrice: number;
  /** The goods amount (fen) from which it may be used. */
  readonly fullPrice: number;
  readonly endTime: Date;
  readonly usedAt: Date | null;
}

/** One coupon of one member, as an order names it. */
export interface CouponRef {
  readonly iid: number;
  readonly memberId: number;
  /** The held coupon's id (HeldCoupon.id). */
  readonly id: number;
}

/**
 * The coupons an order may spend, kept by one module (`defineModule({ …, coupons })`). The kernel
 * lists them on the price, takes the chosen ones with the order and gives them back when it is
 * cancelled, expires or is refunded, every step inside the kernel's transaction.
 */
export interface CouponPurse {
  /** Every coupon the member holds in the tenant, used or not, newest claim first. */
  held(db: Db, who: { readonly iid: number; readonly memberId: number }): Promise<HeldCoupon[]>;
  /** Uses one: a conditional UPDATE (unused, unexpired at `now`, the member's own), so two orders racing for it take it once. False when not taken. */
  use(tx: Db, coupon: CouponRef, now: Date): Promise<boolean>;
  /** Gives a used one back. */
  giveBack(tx: Db, coupon: CouponRef): Promise<void>;
}

/** The sellers of every module by business type, checked: one seller per business type. */
export function sellersByType(modules: readonly { readonly name: string; readonly sells?: readonly Seller[] }[]): ReadonlyMap<number, Seller> {
  const byType = new Map<number, Seller>();
  const owner = new Map<number, string>();
  for (const m of modules) {
    for (const seller of m.sells ?? []) {
      const other = owner.get(seller.businessType);
      if (other !== undefined) throw new Error(`business type ${seller.businessType} is sold by both ${other} and ${m.name}`);
      byType.set(seller.businessType, seller);
      owner.set(seller.businessType, m.name);
    }
  }
  return byType;
}
