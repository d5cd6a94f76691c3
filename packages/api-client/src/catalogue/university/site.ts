import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, session } from './shapes';

/**
 * Claims coupons for the applicant. Reply `{ code: 0, t: 0, msg: '领取成功' }`: the result is
 * `t`, 0 on success. A coupon already claimed, expired or of another tenant is `{ code ≠ 0, msg }`.
 * `couponIds` is a JSON list of coupon ids as text, e.g. '[1,2]'. Needs the session (token).
 */
export const recvCoupons = defineCall({
  name: 'university.recvCoupons',
  transport: 'api',
  method: 'POST',
  uri: '/university/coupons/recv',
  params: z.object({ iid: idParam, ...session, couponIds: z.string().min(2).max(2000) }),
  result: z.number(),
});

/** The tenant of a host name. Reply `{ code: 0, msg, iid }`; unknown host: `{ code: 404, msg }`. */
export const getIidByDomainName = defineCall({
  name: 'university.getIidByDomainName',
  transport: 'api',
  method: 'GET',
  uri: '/university/domain/iid',
  params: z.object({ domainName: z.string().min(1).max(253) }),
  result: z.object({ iid: z.number().int() }),
});

/**
 * One block of a content page. `type`: 'banner' (image with optional link), 'text' (title and
 * text), 'image' (image with caption `title`), 'link' (a tappable row to `link`).
 */
export const pageBlockSchema = z.object({
  type: z.enum(['banner', 'text', 'image', 'link']),
  title: z.string(),
  image: z.string(),
  text: z.string(),
  link: z.string(),
});
export type PageBlock = z.infer<typeof pageBlockSchema>;

/**
 * Content of a page type (spec §9: 0 home, 100001 undergraduate, 100002 graduate).
 * Reply `{ code: 0, msg, page_show: PageBlock[] }` (an empty list for a type with no content).
 */
export const getPageShow = defineCall({
  name: 'university.getPageShow',
  transport: 'api',
  method: 'GET',
  uri: '/university/page-show',
  params: z.object({ iid: idParam, type: z.coerce.number<number | string>().int().min(0) }),
  result: z.object({ page_show: z.array(pageBlockSchema) }),
});

/** The app download banner. Reply `{ code: 0, msg, downInfo }`; `downInfo` is null when the tenant has none. */
export const getDownloadInfo = defineCall({
  name: 'university.getDownloadInfo',
  transport: 'api',
  method: 'GET',
  uri: '/university/download-info',
  params: z.object({ iid: idParam }),
  result: z.object({
    downInfo: z
      .object({
        title: z.string(),
        desc: z.string(),
        icon: z.string(),
        buttonText: z.string(),
        androidUrl: z.string(),
        iosUrl: z.string(),
      })
      .nullable(),
  }),
});
