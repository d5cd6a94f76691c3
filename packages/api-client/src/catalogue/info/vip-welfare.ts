import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam } from '../shapes';
import { welfareOfferSchema } from './schemas';

/** The volunteer privilege card and its partner offers (info/vipWelfare). */
export const vipWelfare = defineCall({
  name: 'info.vipWelfare',
  transport: 'api',
  method: 'GET',
  uri: '/info/vipWelfare',
  params: z.object({ iid: iidParam }),
  result: z.object({ cardTitle: z.string(), intro: z.string(), offers: z.array(welfareOfferSchema) }),
  errors: { unknownTenant: callError(404, '机构不存在') },
});
