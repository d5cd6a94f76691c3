import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { BUSINESS_TYPE } from '../order/constants';
import { fen, idParam, okEnvelope } from '../shapes';
import { session, UNIVERSITY_ERRORS } from './shapes';

/**
 * Creates (or returns) the registration fee order of an approved registration (status 2):
 * one order per registration, so calling again returns the same gid. `orderType` is
 * BUSINESS_TYPE.universityRegistration (spec §9: 28), `userId` the rid, `keys` the regId. Reply
 * `{ code: 0, msg, gid, amount, title, paid }` (amount in fen). Before approval: `notApproved`.
 */
export const createOrder = defineCall({
  name: 'university.createOrder',
  transport: 'api',
  method: 'POST',
  uri: '/university/order',
  params: z.object({
    iid: idParam,
    orderType: z.pipe(z.union([z
      .literal(BUSINESS_TYPE.universityRegistration), z.literal(String(BUSINESS_TYPE.universityRegistration))]), z.transform(() => BUSINESS_TYPE.universityRegistration)),
    userId: session.rid,
    token: session.token,
    keys: idParam,
    num: z.pipe(z.union([z.literal(1), z.literal('1')]), z.transform(() => 1 as const)),
  }),
  result: z.object({
    ...okEnvelope,
    gid: z.number().check(z.int()),
    amount: fen,
    title: z.string(),
    paid: z.boolean(),
  }),
  envelope: 'code0',
  errors: { noRegistration: UNIVERSITY_ERRORS.noRegistration, notApproved: callError(1010, '审核通过后才能缴费') },
});
