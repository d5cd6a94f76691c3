import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { instant, memberScope } from '../shapes';
import { benefitSchema, errors } from './schemas';

/**
 * The member's write-off code (`writeOffCode`: a reply field named `code` would read as an error) (a new one each call, valid CODE_TTL_MINUTES), with the card it
 * stands for and what is left of each benefit.
 */
export const myCode = defineCall({
  name: 'writeoff.myCode',
  transport: 'api',
  method: 'POST',
  uri: '/vip/writeoff/code',
  params: z.object({ ...memberScope }),
  result: z.object({ writeOffCode: z.string(), expiresAt: instant, cardNo: z.string(), cardTitle: z.string(), benefits: z.array(benefitSchema) }),
  errors: { notVip: errors.notVip },
});
