import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, pageOf, pictureLinkSchema } from './shapes';

/**
 * Which blocks the home page shows, in order (spec §3 page config: page_show list of {type}).
 * Types: 'banner', 'nav', 'notice', 'coupon', 'sections', 'content'.
 */
export const pageShow = defineCall({
  name: 'community.pageShow',
  transport: 'api',
  method: 'GET',
  uri: '/page/show',
  params: z.object({ iid: idParam, type: z.coerce.number<number | string>().int().min(0).default(0) }),
  result: z.object({ page_show: z.array(z.object({ type: z.string() })) }),
});

/** The app download banner (spec §3 downInfo), null when the tenant has none. Reply `{ t: { downInfo } }`. */
export const downloadInfo = defineCall({
  name: 'community.downloadInfo',
  transport: 'api',
  method: 'GET',
  uri: '/app/download/info',
  params: z.object({ iid: idParam }),
  result: z.object({
    downInfo: z
      .object({ title: z.string(), desc: z.string(), icon: z.string(), buttonText: z.string(), link: z.string() })
      .nullable(),
  }),
});

/** The home page's fixed blocks (spec §7 /api/mainPage): the tenant's name, banners, navigation, notice. */
export const mainPage = defineCall({
  name: 'community.mainPage',
  transport: 'api',
  method: 'GET',
  uri: '/mainPage',
  params: z.object({ iid: idParam }),
  result: z.object({
    iid: z.number().int(),
    name: z.string(),
    slogan: z.string(),
    logo: z.string(),
    banners: z.array(pictureLinkSchema),
    navs: z.array(pictureLinkSchema),
    notice: z.string(),
  }),
});

/** A content section of the home page (spec §7 pageShow.list). `id` filters pageContent/list. */
export const sectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'cards' (picture cards in a row) or 'list'. */
  style: z.enum(['cards', 'list']),
  moreLink: z.string(),
  items: z.array(pictureLinkSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** The home page's sections, each with its first items (spec §7 pageShow.list). */
export const pageShowList = defineCall({
  name: 'community.pageShowList',
  transport: 'api',
  method: 'GET',
  uri: '/pageShow.list',
  params: z.object({ iid: idParam }),
  result: z.array(sectionSchema),
});

/** One entry of the content feed. */
export const feedItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  link: z.string(),
  tag: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * The content feed, newest first, page size 5 (spec §7, §9). `isNew` 1 keeps the last 30 days;
 * `topic` filters by topic id. Reply `{ t: { list, total } }`.
 */
export const pageContentList = defineCall({
  name: 'community.pageContentList',
  transport: 'api',
  method: 'GET',
  uri: '/pageContent/list',
  params: z.object({
    iid: idParam,
    pageNo: z.coerce.number<number | string>().int().min(1).default(1),
    pageSize: z.coerce.number<number | string>().int().min(1).max(50).default(5),
    isNew: z.coerce.number<number | string>().int().min(0).max(1).optional(),
    topic: idParam.optional(),
  }),
  result: pageOf(feedItemSchema),
  paging: { page: 'pageNo', defaultSize: 5 },
});

/** A special (a themed landing page): a cover, an introduction and its picks. */
export const specialPage = defineCall({
  name: 'community.specialPage',
  transport: 'api',
  method: 'GET',
  uri: '/page/special',
  params: z.object({ iid: idParam, id: idParam }),
  result: z.object({ id: z.number().int(), title: z.string(), cover: z.string(), intro: z.string(), items: z.array(pictureLinkSchema) }),
});

/** The topics of the tenant, each with its number of contents. */
export const topicList = defineCall({
  name: 'community.topicList',
  transport: 'api',
  method: 'GET',
  uri: '/page/topic/list',
  params: z.object({ iid: idParam }),
  result: z.array(z.object({ id: z.number().int(), title: z.string(), image: z.string(), intro: z.string(), count: z.number().int() })),
});

/** The category page (spec §7 features/types): groups of entries. */
export const featureTypes = defineCall({
  name: 'community.featureTypes',
  transport: 'api',
  method: 'GET',
  uri: '/features/types',
  params: z.object({ iid: idParam }),
  result: z.array(z.object({ id: z.number().int(), name: z.string(), items: z.array(pictureLinkSchema) })),
});

/** A coupon anyone can claim (the home coupon page and the popup's type 5). Amounts in yuan. */
export const claimableCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discountType: z.number().int(),
  minusPrice: z.number(),
  fullPrice: z.number(),
  endTime: z.string(),
});
export type ClaimableCoupon = z.infer<typeof claimableCouponSchema>;

/** The tenant's coupons open for claiming, soonest ending first. */
export const claimableCoupons = defineCall({
  name: 'community.claimableCoupons',
  transport: 'api',
  method: 'GET',
  uri: '/shop/coupons/open',
  params: z.object({ iid: idParam }),
  result: z.array(claimableCouponSchema),
});
