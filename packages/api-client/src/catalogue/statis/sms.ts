import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope } from '../shapes';
import { smsSchema, STATIS_ERRORS } from './schemas';

/**
 * The SMS the server sent for the tenant: per day over the last `days`, per month over six months,
 * by kind and purpose, success or failure, and the latest sends (numbers masked). Only the tenant's
 * admins: a leader gets adminOnly, a member without a role notPermitted.
 */
export const sms = defineCall({
  name: 'statis.sms',
  transport: 'api',
  method: 'GET',
  uri: '/statis/sms',
  params: z.object({ ...memberScope, days: z._default(intParam.check(z.gte(1), z.lte(90)), 30) }),
  result: smsSchema,
  errors: STATIS_ERRORS,
});
