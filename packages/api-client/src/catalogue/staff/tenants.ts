import * as z from 'zod/mini';
import { callError } from '../../define';
import { iidParam, mobileParam, pageOf, textParam } from '../shapes';
import { defineConsoleCall } from './define-console-call';
import { colourParam, consolePaged, hostParam, SECRET_KEYS, staffPasswordParam, TENANT_CHANNELS, TENANT_MODULES, tenantSchema } from './schemas';

const hostTaken = callError(4906, '该域名已被其他组织使用');
const weakPassword = callError(4905, '密码至少 8 位，需同时包含字母和数字');

/** The platform's tenants (operators only), filtered by name or host, newest first. */
export const tenantList = defineConsoleCall({
  name: 'staff.tenantList',
  method: 'GET',
  uri: '/tenants',
  scope: 'platform',
  roles: [],
  params: { keyword: z.optional(textParam(50)), ...consolePaged.params },
  paging: consolePaged.paging,
  result: pageOf(tenantSchema),
});

/**
 * An operator creates an organisation with its host names, channels, modules and first owner
 * (who signs in with the mobile and password given). `iid` of the new tenant: the next free one
 * from 10000 unless named (`newIid`).
 */
export const tenantCreate = defineConsoleCall({
  name: 'staff.tenantCreate',
  method: 'POST',
  uri: '/tenants/create',
  scope: 'platform',
  roles: [],
  params: {
    newIid: z.optional(iidParam),
    name: textParam(50, 2),
    shortName: textParam(20, 1),
    logo: textParam(500),
    themeColor: colourParam,
    hosts: z.array(hostParam).check(z.maxLength(10)),
    channels: z.array(z.enum(TENANT_CHANNELS)),
    modules: z.array(z.enum(TENANT_MODULES)),
    ownerMobile: mobileParam,
    ownerName: textParam(30, 1),
    ownerPassword: staffPasswordParam,
  },
  result: tenantSchema,
  errors: { hostTaken, weakPassword, iidTaken: callError(4907, '该组织编号已存在'), mobileTaken: callError(4908, '该手机号已是工作人员') },
});

/** The caller's tenant (an operator's: the one named by `iid`). */
export const tenantGet = defineConsoleCall({
  name: 'staff.tenantGet',
  method: 'GET',
  uri: '/tenant',
  roles: ['operator'],
  params: {},
  result: tenantSchema,
});

/**
 * Edits the tenant: what is sent changes, the rest stays. `secrets` are write-only: a value sets
 * it, '' clears it; the reply says only which are set. `modules` and `disabled` are the
 * platform's to set (an operator's call); a tenant's staff sending them is refused.
 */
export const tenantUpdate = defineConsoleCall({
  name: 'staff.tenantUpdate',
  method: 'POST',
  uri: '/tenant/update',
  roles: ['operator'],
  params: {
    name: z.optional(textParam(50, 2)),
    shortName: z.optional(textParam(20, 1)),
    logo: z.optional(textParam(500)),
    themeColor: z.optional(colourParam),
    channels: z.optional(z.array(z.enum(TENANT_CHANNELS))),
    modules: z.optional(z.array(z.enum(TENANT_MODULES))),
    disabled: z.optional(z.boolean()),
    settings: z.optional(
      z.object({ payMchId: z.optional(textParam(64)), smsSign: z.optional(textParam(20)), smsAccessKey: z.optional(textParam(64)), wechatAppId: z.optional(textParam(64)) }),
    ),
    secrets: z.optional(z.partialRecord(z.enum(SECRET_KEYS), textParam(256))),
  },
  result: tenantSchema,
});

/** Sets the tenant's host names (the shell's `/` and /api/domain/* read them at once). */
export const tenantHosts = defineConsoleCall({
  name: 'staff.tenantHosts',
  method: 'POST',
  uri: '/tenant/hosts',
  roles: [],
  params: { hosts: z.array(hostParam).check(z.maxLength(10)) },
  result: tenantSchema,
  errors: { hostTaken },
});
