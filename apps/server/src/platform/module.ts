import type { member } from '@tongxin/api-client/catalogue';
import type { CallDeclaration } from '@tongxin/api-client/define';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { ReplyError } from '../http/reply-error';
import type { PaidNotice, RefundNotice } from '../providers/pay';
import type { CouponPurse, OrderListener, Seller } from './seller';
import type { Services } from '../services';

/*
 * The server module contract (ARCHITECTURE §11). A module is one folder, src/modules/<name>/,
 * whose index.ts exports `defineModule({ … })`, and one line in src/modules/index.ts. From the
 * list the server reads everything else: the calls it serves and routes it registers, the
 * migrations it runs (each module's own folder, in list order), the seed order and the payment
 * notify routing.
 */

/** What a handler is given besides its params. */
export interface CallContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The database, the configuration, the clock and the providers. */
  readonly services: Services;
}

/**
 * A handler of a declaration: the params as the declaration parsed them in, the declared result
 * out (the platform wraps it in the declaration's envelope), or a `refuse(…)` thrown.
 */
export type Handler<D extends CallDeclaration> = (params: z.output<D['params']>, ctx: CallContext) => Promise<z.input<D['result']>>;

export interface ImplementOptions {
  /**
   * Turns a params failure into a refusal of the module's own (the university answers 1000001
   * when rid or token is missing or malformed); undefined keeps the 400 `参数错误`.
   */
  readonly invalidParams?: (error: z.core.$ZodError) => ReplyError | undefined;
}

/** A declaration with its handler, as a module lists it in `calls`. */
export interface Implementation {
  readonly declaration: CallDeclaration;
  readonly handler: (params: unknown, ctx: CallContext) => Promise<unknown>;
  readonly options: ImplementOptions;
}

/**
 * Serves a declaration: the handler's result is typed against the declaration's result schema
 * (its input type), its params are the declaration's parsed params.
 *
 * @example
 * implement(coupon.open, async ({ iid }, { services }) => openCoupons(services.db, iid, new Date(services.now())))
 */
export function implement<D extends CallDeclaration>(declaration: D, handler: NoInfer<Handler<D>>, options: ImplementOptions = {}): Implementation {
  return { declaration, handler: handler as Implementation['handler'], options };
}

/** What `routes` and a module's plain routes are given. */
export interface ModuleContext {
  readonly app: FastifyInstance;
  readonly services: Services;
}

/** What a seed is given: the transaction of the whole seed, and the time the seed runs at. */
export interface SeedContext {
  readonly now: Date;
}

/**
 * What applying a verified payment to a module's orders did: `paid` (the order is paid now),
 * `duplicate` (seen before, or the order is paid already: nothing changed), `refund` (the order
 * was cancelled or expired before the money arrived: the module recorded the notice with
 * `recordPaymentNotice` and the platform sends the money back — answer it for every repeat of
 * that notify too, a refund is idempotent per transaction), `mismatch` (the module's trade, but
 * the amount differs: nothing recorded), `unknown` (no order of the module has this trade).
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'refund' | 'mismatch' | 'unknown';

/** A module that takes payments: its trade numbers start with `prefix`, and `apply` pays them. */
export interface ModulePayments {
  /** One or more capital letters, unique among the modules and no prefix of another's. */
  readonly prefix: string;
  /** Applies a verified notify for one of the module's trades, idempotently, in one transaction. */
  apply(services: Services, notice: PaidNotice): Promise<PaymentOutcome>;
  /**
   * Applies a verified refund notify for one of the module's trades, idempotently: `refunded`,
   * `duplicate` (seen before), `unknown` (no refund of this number), `mismatch` (another amount).
   */
  refunded?(services: Services, notice: RefundNotice): Promise<'refunded' | 'duplicate' | 'unknown' | 'mismatch'>;
}

export interface ServerModule {
  /** The module's folder name under src/modules/ (kebab-case). */
  readonly name: string;
  /** The module's tables (its schema.ts, `import * as tables from './schema'`); its migrations are in ./migrations. */
  readonly tables: Readonly<Record<string, unknown>>;
  /** Demo rows, seeded into an empty database after the modules named in `after`. */
  readonly seed?: { readonly after?: readonly string[]; run(db: Db, ctx: SeedContext): Promise<void> };
  /** The declarations it serves, each with its handler. */
  readonly calls: readonly Implementation[];
  /** Plain routes (an upload endpoint, an admin API, test hooks). */
  readonly routes?: (ctx: ModuleContext) => void | Promise<void>;
  /** Present when the module takes payments through the provider's one notify route. */
  readonly payments?: ModulePayments;
  /**
   * What the module sells through the order kernel, one seller per business type
   * (platform/seller.ts): the kernel prices, reserves, releases and confirms through it.
   */
  readonly sells?: readonly Seller[];
  /** Told of every paid, refunded or cancelled order, whoever sold it (e.g. distribution's commission). */
  readonly orderEvents?: OrderListener;
  /**
   * Present when the module keeps rows of a member (`memberIdColumn()`): moves the rows of member
   * `from` to member `into` (same tenant) inside the transaction `tx`, resolving what may be held
   * once per member. The member module calls every module's when two members become one (a
   * WeChat or app member binds the number of an existing member); `from` is deleted after.
   */
  readonly mergeMember?: (tx: Db, merge: MemberMerge) => Promise<void>;
  /**
   * What the module adds to the member's own profile (member.profile: the point module's balance,
   * the vip module's state). The member module is below every module that keeps a member's rows,
   * so it asks them through this rather than importing them; a field no module gives reads as none.
   */
  readonly memberProfile?: (db: Db, who: MemberRef, now: Date) => Promise<Partial<MemberProfileFacts>>;
  /**
   * The coupons an order may spend, when the module keeps them (one module: coupon). The order
   * kernel prices and takes them through this port, as it sells through `sells`, so the module that
   * keeps coupons may also sell them through the kernel and read its orders.
   */
  readonly coupons?: CouponPurse;
  /**
   * The titles of the tenant's activities among `ids`, when the module keeps activities (one module:
   * act). A companion post of the content module names the trip it is about; act reads members'
   * uploads from content, so content asks for the titles through this rather than importing act.
   */
  readonly activityTitles?: (db: Db, iid: number, ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;
}

/** A member of a tenant, as a port names them. */
export interface MemberRef {
  readonly id: number;
  readonly iid: number;
}

/** The fields of member.profile that other modules give. */
export type MemberProfileFacts = Pick<member.Profile, 'coin' | 'isVip'>;

/** The one module that fills a port, or undefined when none does; two are a mistake of the list. */
export function portOf<K extends 'coupons' | 'activityTitles'>(modules: readonly ServerModule[], port: K): NonNullable<ServerModule[K]> | undefined {
  const fillers = modules.filter((m) => m[port] !== undefined);
  if (fillers.length > 1) throw new Error(`modules ${fillers.map((m) => m.name).join(', ')} all fill the port ${port}: one module keeps it`);
  return fillers[0]?.[port] as NonNullable<ServerModule[K]> | undefined;
}

/** Two members of tenant `iid` becoming one: `from`'s rows go to `into`. */
export interface MemberMerge {
  readonly iid: number;
  readonly from: number;
  readonly into: number;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Declares a server module.
 *
 * @example
 * export default defineModule({
 *   name: 'coupon',
 *   tables,
 *   seed: { after: ['member'], run: seedCoupons },
 *   calls: [implement(coupon.list, list), implement(coupon.claim, claim)],
 * });
 */
export function defineModule(module: Omit<ServerModule, 'tables' | 'calls'> & Partial<Pick<ServerModule, 'tables' | 'calls'>>): ServerModule {
  if (!NAME.test(module.name)) throw new Error(`module name ${module.name}: kebab-case, as its folder`);
  if (module.payments && !/^[A-Z]+$/.test(module.payments.prefix)) throw new Error(`module ${module.name}: a trade prefix is capital letters`);
  return Object.freeze({ tables: {}, calls: [], ...module });
}
