import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { notDistributor } from './schemas';

/** The distributor's extra profile shown on their poster and store. */
export const roleExtSchema = z.object({ wechatId: z.string(), intro: z.string(), posterTitle: z.string() });
export type RoleExt = z.infer<typeof roleExtSchema>;

/** spec §7 user role ext get. */
export const roleExtGet = defineCall({
  name: 'distribution.roleExtGet',
  transport: 'api',
  method: 'GET',
  uri: '/user/role/ext/get',
  params: z.object({ ...memberScope }),
  result: roleExtSchema,
  errors: { notDistributor },
});

/** spec §7 user role ext update. */
export const roleExtUpdate = defineCall({
  name: 'distribution.roleExtUpdate',
  transport: 'api',
  method: 'POST',
  uri: '/user/role/ext/update',
  params: z.object({ ...memberScope, wechatId: textParam(40), intro: textParam(200), posterTitle: textParam(30) }),
  result: roleExtSchema,
  errors: { notDistributor },
});
