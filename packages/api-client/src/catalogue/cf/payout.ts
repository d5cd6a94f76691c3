import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { CF_ERRORS } from './schemas';

/** The launcher's payout account of a project (the account masked but its last four digits), or null. */
export const payout = defineCall({
  name: 'cf.payout',
  transport: 'api',
  method: 'GET',
  uri: '/cf/payout',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.nullable(z.object({ holder: z.string(), bank: z.string(), account: z.string() })),
  errors: { notFound: CF_ERRORS.notFound, notLauncher: CF_ERRORS.notLauncher },
});
