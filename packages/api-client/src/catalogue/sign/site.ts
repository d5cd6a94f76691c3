import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { siteDetailSchema, siteNotFound } from './schemas';

/** A site's page (sign/site?id): where it is, its radius, whether the member has checked in. */
export const site = defineCall({
  name: 'sign.site',
  transport: 'api',
  method: 'GET',
  uri: '/sign/site',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: siteDetailSchema,
  errors: { notFound: siteNotFound },
});
