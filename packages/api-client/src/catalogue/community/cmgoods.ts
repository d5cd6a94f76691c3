import { z } from 'zod';
import { defineCall } from '../../define';
import { done, optionalToken, pageNoParams, positiveIdParam, textParam, timeText } from './fields';

/*
 * The cmgoods (sub-account) calls and the user's role extension (spec §7: "Cmgoods account get,
 * child list/delete, code get/validate; user role ext get/update"). The spec names neither
 * uris nor replies: both are our choice, on the /api helper.
 */

const scope = { iid: positiveIdParam, ...optionalToken };

/** The caller's main account for sub-accounts. */
export const cmgoodsAccountGet = defineCall({
  name: 'cmgoods.account.get',
  transport: 'api',
  method: 'GET',
  uri: '/cmgoods/account/get',
  params: z.object(scope),
  result: z.object({ id: z.number().int(), userId: z.number().int(), name: z.string(), childCount: z.number().int(), maxChildren: z.number().int() }),
});

/** Sub-accounts of the caller's account. */
export const cmgoodsChildList = defineCall({
  name: 'cmgoods.child.list',
  transport: 'api',
  method: 'GET',
  uri: '/cmgoods/child/list',
  params: z.object({ ...scope, ...pageNoParams }),
  result: z.array(z.object({ id: z.number().int(), userId: z.number().int(), nick_name: z.string(), mobile: z.string(), createTime: timeText })),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** Removes a sub-account. Reply `{ t: true }`. */
export const cmgoodsChildDelete = defineCall({
  name: 'cmgoods.child.delete',
  transport: 'api',
  method: 'POST',
  uri: '/cmgoods/child/delete',
  params: z.object({ ...scope, id: positiveIdParam }),
  result: done,
});

/**
 * An invitation code for a new sub-account, valid until expireTime. A mutation: each call may
 * issue a new one. The field is `inviteCode`, not `code`: a top-level `code` in a reply sent
 * without the `t` envelope is read as an error by the decode rule.
 */
export const cmgoodsCodeGet = defineCall({
  name: 'cmgoods.code.get',
  transport: 'api',
  method: 'POST',
  uri: '/cmgoods/code/get',
  params: z.object(scope),
  result: z.object({ inviteCode: z.string(), expireTime: timeText }),
});

/** Joins the account whose invitation code is given. Reply: whether the code was valid and used. */
export const cmgoodsCodeValidate = defineCall({
  name: 'cmgoods.code.validate',
  transport: 'api',
  method: 'POST',
  uri: '/cmgoods/code/validate',
  params: z.object({ ...scope, code: textParam(20) }),
  result: z.object({ valid: z.boolean() }),
});

/** Identity info (spec §3: dad, mom, name, phone, address, childInfo). */
export const identityInfoSchema = z.object({
  dad: z.string(),
  mom: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Free text or a JSON list of the children's details, as the form saved it. */
  childInfo: z.string(),
});
export type IdentityInfo = z.infer<typeof identityInfoSchema>;

/** The caller's identity info, or null when never filled. */
export const userRoleExtGet = defineCall({
  name: 'user.role.ext.get',
  transport: 'api',
  method: 'GET',
  uri: '/user/role/ext/get',
  params: z.object(scope),
  result: identityInfoSchema.nullable(),
});

/** Saves the caller's identity info. Reply: what was saved. */
export const userRoleExtUpdate = defineCall({
  name: 'user.role.ext.update',
  transport: 'api',
  method: 'POST',
  uri: '/user/role/ext/update',
  params: z.object({
    ...scope,
    dad: textParam(20),
    mom: textParam(20),
    name: textParam(20),
    phone: textParam(20),
    address: textParam(200),
    childInfo: textParam(2000),
  }),
  result: identityInfoSchema,
});
