import { z } from 'zod';
import { defineCall } from '../../define';
import { distributionRoleSchema } from './entities';
import { done, intParam, optionalToken, pageNoParams, positiveIdParam, textParam, timeText } from './fields';

/*
 * The distribution (referral) programme, spec §6: a user applies under a parent, the parent
 * approves, a role can be cancelled; children and fans are listed; an operation sales person can
 * be changed. The spec names the uris only: params and replies below are our choice.
 */

const scope = { iid: positiveIdParam, ...optionalToken };

/** The caller's role in the tenant's programme, or null when they have none. */
export const multidisRoleGet = defineCall({
  name: 'multidis.role.get',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/role/get',
  params: z.object(scope),
  result: distributionRoleSchema.nullable(),
});

/** The role's growth level ("grouth" is the spec's spelling of the uri). */
export const multidisGrouth = defineCall({
  name: 'multidis.grouth',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/grouth',
  params: z.object(scope),
  result: z.object({ level: z.number().int(), growth: z.number().int(), nextLevelGrowth: z.number().int() }),
});

/** The role's figures for the distribution centre. Money in yuan. */
export const multidisStatistic = defineCall({
  name: 'multidis.statistic',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/statistic',
  params: z.object(scope),
  result: z.object({
    fansCount: z.number().int(),
    childCount: z.number().int(),
    orderCount: z.number().int(),
    income: z.number(),
  }),
});

/** Roles applied or approved under the caller's role; `status` filters (spec §4 values not shown). */
export const multidisRoleChildList = defineCall({
  name: 'multidis.role.child.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/role/child/list',
  params: z.object({ ...scope, status: intParam.optional(), ...pageNoParams }),
  result: z.array(distributionRoleSchema.extend({ nick_name: z.string(), headImg: z.string(), createTime: timeText })),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** How many roles are under the caller's, per state (for the approval badge). */
export const multidisRoleChildCount = defineCall({
  name: 'multidis.role.child.count',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/role/child/count',
  params: z.object(scope),
  result: z.object({ applied: z.number().int(), approved: z.number().int() }),
});

/** Items a role can promote, with its commission (yuan), optionally of one module. */
export const multidisItemList = defineCall({
  name: 'multidis.item.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/item/list',
  params: z.object({ ...scope, moduleType: intParam.optional(), ...pageNoParams }),
  result: z.array(
    z.object({ id: z.number().int(), moduleType: z.number().int(), title: z.string(), cover: z.string(), price: z.number(), commission: z.number() }),
  ),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** Applies for a role under `parentId` (the sharer's role). Reply: the new role, status applied. */
export const multidisRoleApply = defineCall({
  name: 'multidis.role.apply',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/role/apply',
  params: z.object({ ...scope, parentId: intParam.min(0), name: textParam(20).optional(), mobile: textParam(11).optional() }),
  result: distributionRoleSchema,
});

/** The parent approves (1) or rejects (0) a role applied under theirs. Reply `{ t: true }`. */
export const multidisRoleApprove = defineCall({
  name: 'multidis.role.approve',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/role/approve',
  params: z.object({ ...scope, id: positiveIdParam, approve: intParam.min(0).max(1) }),
  result: done,
});

/** Locks the caller as a fan of the role whose share key brought them (multiDisKey). Reply `{ t: true }`. */
export const multidisLockFans = defineCall({
  name: 'multidis.lockFans',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/lockFans',
  params: z.object({ ...scope, multiDisKey: textParam(200) }),
  result: done,
});

/** The modules (activity, store, mall…) the programme covers, for the item tabs. */
export const multidisItemModules = defineCall({
  name: 'multidis.item.modules',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/item/modules',
  params: z.object(scope),
  result: z.array(z.object({ moduleType: z.number().int(), name: z.string() })),
});

/** Cancels a role (one's own, or one under one's role). Reply `{ t: true }`. */
export const multidisRoleCancel = defineCall({
  name: 'multidis.role.cancel',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/role/cancel',
  params: z.object({ ...scope, id: positiveIdParam }),
  result: done,
});

/** The caller's share key for an item (appended to shared links as multiDisKey). */
export const multidisGetKey = defineCall({
  name: 'multidis.getKey',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/getKey',
  params: z.object({ ...scope, moduleType: intParam.optional(), targetId: intParam.optional() }),
  result: z.object({ multiDisKey: z.string() }),
});

/** The fans locked to the caller's role. */
export const multidisFansList = defineCall({
  name: 'multidis.fans.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/fans/list',
  params: z.object({ ...scope, ...pageNoParams }),
  result: z.array(z.object({ userId: z.number().int(), nick_name: z.string(), headImg: z.string(), createTime: timeText })),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** The programme's rules, as rich text. */
export const multidisGetRegulations = defineCall({
  name: 'multidis.getRegulations',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/getRegulations',
  params: z.object({ iid: positiveIdParam }),
  result: z.object({ content: z.string() }),
});

/** Changes the operation sales person of a role (spec §6). Reply `{ t: true }`. */
export const multidisChangeOpInfos = defineCall({
  name: 'multidis.changeOpInfos',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/changeOpInfos',
  params: z.object({ ...scope, id: positiveIdParam, opSalesId: positiveIdParam }),
  result: done,
});
