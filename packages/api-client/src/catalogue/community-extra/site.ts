import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam } from './shapes';

/**
 * The tenants a host name maps to (spec §2: `/` maps the host name to an iid). Reply
 * `{ t: [{ iid, host }] }`, an empty list for an unknown host (the app then uses 1000).
 */
export const domainByName = defineCall({
  name: 'community.domainByName',
  transport: 'api',
  method: 'GET',
  uri: '/domain/byName/list',
  params: z.object({ domainName: z.string().min(1).max(253) }),
  result: z.array(z.object({ iid: z.number().int(), host: z.string() })),
});

/**
 * Resolves a short-link code (spec §2, §7 /v1/shorturl/parse with `url` = the code). Reply
 * `{ t: { url } }`, the long address (absolute, or a path on the app's own host); an unknown
 * code is `{ code: 404, msg: '短链接不存在或已失效' }`.
 */
export const shortUrlParse = defineCall({
  name: 'community.shortUrlParse',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/shorturl/parse',
  params: z.object({ url: z.string().min(1).max(64) }),
  result: z.object({ url: z.string() }),
});

/** The popup types of spec §3: 1 text, 2 product card, 3 image, 4 coupon list, 5 claimable coupons. */
export const POPUP_TYPES = { text: 1, product: 2, image: 3, couponList: 4, claimCoupons: 5 } as const;

/** One popup (an "ad") of the site info; `content` is a JSON string whose shape depends on `type`. */
export const adSchema = z.object({ id: z.number().int(), type: z.number().int(), content: z.string() });
export type Ad = z.infer<typeof adSchema>;

/**
 * Per-user site info (spec §3, §7 /api/aboutme/get with type 'js'): `mjs`, the URL of a script
 * the tenant runs on its pages ('' for none), and `adsList`, the popups in priority order.
 * `userId` is the member's id when signed in, else omitted. Reply `{ t: { mjs, adsList } }`.
 */
export const aboutMe = defineCall({
  name: 'community.aboutMe',
  transport: 'api',
  method: 'GET',
  uri: '/aboutme/get',
  params: z.object({ iid: idParam, type: z.literal('js'), userId: idParam.optional() }),
  result: z.object({ mjs: z.string(), adsList: z.array(adSchema) }),
});
