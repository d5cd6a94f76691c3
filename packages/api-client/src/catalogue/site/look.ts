import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam } from '../shapes';

/**
 * The tabs a tenant's bottom tab bar may carry: its home, a category page (the mall's goods
 * categories), the activity list, the cart and the personal centre (我的).
 */
export const LOOK_TABS = ['home', 'category', 'act', 'cart', 'mine'] as const;
export type LookTab = (typeof LOOK_TABS)[number];

/**
 * One look per tenant (ours; the spec leaves a tenant's appearance to its pages): the theme colour
 * every module draws its accents in (`#rrggbb`), the bottom tab bar's tabs in order, and the
 * community modules the tenant runs (the client's module names), so the personal centre and the
 * tab bar offer only what the tenant has. Reply `{ t: { themeColor, tabs, modules } }`.
 */
export const look = defineCall({
  name: 'site.look',
  transport: 'api',
  method: 'GET',
  uri: '/site/look',
  params: z.object({ iid: iidParam }),
  result: z.object({
    themeColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
    tabs: z.array(z.enum(LOOK_TABS)),
    modules: z.array(z.string()),
  }),
  errors: { unknownTenant: callError(404, '机构不存在') },
});
