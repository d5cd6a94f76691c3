import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam } from '../shapes';

/** How to reach the tenant's service desk (the contact page). Needs no session; empty fields are not shown. */
export const contact = defineCall({
  name: 'member.contact',
  transport: 'api',
  method: 'GET',
  uri: '/member/contact',
  params: z.object({ iid: iidParam }),
  result: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    address: z.string(),
  }),
  errors: { notFound: callError(404, '联系方式不存在') },
});
