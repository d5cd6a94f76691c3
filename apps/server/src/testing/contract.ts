import { member } from '@tongxin/api-client';
import type { CallDeclaration, CallParams, CallResult } from '@tongxin/api-client/define';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DEMO_MEMBER } from '../modules/member/api';
import { call, ok, type Reply } from './harness';
import { addressOf, gatewayCall, signUp } from './member';
import { DEMO_OWNER, signInStaff, TEST_OPERATOR } from './staff';
import type { universityDriver } from './university';

/*
 * The module contract's examples: for every call a module serves, params that succeed on a freshly
 * seeded database (src/modules/contract.test.ts sends each one and parses the reply with the
 * declaration's result schema). A module keeps them in its own contract.ts.
 */

/** A signed-in member: the tenant, the session token, the member id and the number. */
export interface SignedInMember {
  readonly iid: number;
  readonly token: string;
  readonly userId: number;
  readonly mobile: string;
}

/** What an example may use to set up what its call needs. */
export interface ContractFixture {
  readonly app: FastifyInstance;
  /** For a module's own rows only (its contract.ts is inside the module). */
  readonly db: Db;
  /** The demo member of tenant 1000, signed in once (README), with the seeded orders, coupons and points. */
  demoMember(): Promise<SignedInMember>;
  /** A member of their own: a new number signed up with its SMS code. */
  newMember(): Promise<SignedInMember>;
  /** A number nobody has used yet (11 digits, mainland). */
  newMobile(): string;
  /** The university applicant's journey (sign-up, uploads, review, order). */
  readonly university: ReturnType<typeof universityDriver>;
  /** A console session of the harness's platform operator (signed in once). */
  operator(): Promise<string>;
  /** A console session of the demo tenant 1000's owner (signed in once). */
  owner(): Promise<string>;
  /** Sends a call that must succeed (setting up another's example), its result. */
  succeed<D extends CallDeclaration>(declaration: D, params: CallParams<D>): Promise<CallResult<D>>;
}

export interface CallExample {
  readonly declaration: CallDeclaration;
  readonly params: (fx: ContractFixture) => Promise<object> | object;
}

type Params<D extends CallDeclaration> = CallParams<D> & object;

/**
 * An example of a call: the params of a request it answers with success, as they are or made with
 * the fixture's help (a member of its own, an approved registration…).
 */
export function example<D extends CallDeclaration>(
  declaration: D,
  params: Params<D> | ((fx: ContractFixture) => Promise<Params<D>> | Params<D>),
): CallExample {
  return { declaration, params: typeof params === 'function' ? params : () => params };
}

/** Sends a declared call the way the client does, through /api or the gateway, decoded by its result schema. */
export async function send<D extends CallDeclaration>(app: FastifyInstance, declaration: D, params: object, headers: Record<string, string> = {}): Promise<Reply<CallResult<D>>> {
  if (declaration.transport === 'gateway') {
    const reply = await gatewayCall(app, declaration, params as Record<string, unknown>, headers);
    return { status: reply.status, body: {}, result: reply.result as CallResult<D> | undefined, error: reply.error };
  }
  return call(app, declaration, params as Record<string, unknown>, headers);
}

/** The fixture over a seeded app. */
export function contractFixture(app: FastifyInstance, db: Db, university: ReturnType<typeof universityDriver>): ContractFixture {
  let seq = 0;
  let demo: Promise<SignedInMember> | undefined;
  let operator: Promise<string> | undefined;
  let owner: Promise<string> | undefined;
  const newMobile = () => `1390077${String(seq++).padStart(4, '0')}`;
  const succeed = async <D extends CallDeclaration>(declaration: D, params: CallParams<D>): Promise<CallResult<D>> => {
    const reply = await send(app, declaration, params as object);
    if (reply.result === undefined) throw new Error(`${declaration.name} failed while setting up: ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  return {
    app,
    db,
    university,
    newMobile,
    succeed,
    operator: () => (operator ??= signInStaff(app, TEST_OPERATOR.mobile, TEST_OPERATOR.password)),
    owner: () => (owner ??= signInStaff(app, DEMO_OWNER.mobile, DEMO_OWNER.password)),
    demoMember: () => {
      demo ??= (async () => {
        const session = ok(await call(app, member.login, { iid: DEMO_MEMBER.iid, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, addressOf(DEMO_MEMBER.mobile)));
        return { iid: DEMO_MEMBER.iid, token: session.token, userId: session.userId, mobile: DEMO_MEMBER.mobile };
      })();
      return demo;
    },
    newMember: async () => {
      const mobile = newMobile();
      const session = await signUp(app, DEMO_MEMBER.iid, mobile);
      return { iid: DEMO_MEMBER.iid, token: session.token, userId: session.userId, mobile };
    },
  };
}
