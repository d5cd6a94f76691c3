import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, memberScope, textParam } from '../shapes';
import { CF_ERRORS } from './schemas';

/** The launcher sets the account the raised money is paid out to (holder's name, bank, account number). */
export const bind = defineCall({
  name: 'cf.bind',
  transport: 'api',
  method: 'POST',
  uri: '/cf/bind',
  params: z.object({ ...memberScope, id: idParam, holder: textParam(20, 2), bank: textParam(40, 2), account: textParam(30, 8).check(z.regex(/^[\d ]+$/, '账号只能是数字')) }),
  result: done,
  errors: { notFound: CF_ERRORS.notFound, notLauncher: CF_ERRORS.notLauncher },
});
