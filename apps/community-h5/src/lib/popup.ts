import type { Ad } from '@tongxin/api-client';
import type { Environment } from '@tongxin/env-auth';
import { z } from 'zod';

const couponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discountType: z.number().int(),
  minusPrice: z.number(),
  fullPrice: z.number(),
  endTime: z.string(),
});
export type PopupCoupon = z.infer<typeof couponSchema>;

const text = z.object({ title: z.string().optional(), text: z.string() });
const product = z.object({
  contents: z.object({
    image: z.string(),
    title: z.string(),
    price: z.union([z.number(), z.string()]),
    costV2: z.union([z.number(), z.string()]),
    link: z.string().optional(),
  }),
});
const image = z.object({ images: z.object({ imgUrl: z.string(), textUrl: z.string().optional().default('') }) });
const couponList = z.array(couponSchema);
const claim = z.object({ title: z.string().optional(), coupons: z.array(couponSchema) });

/** A popup's content by type (spec §3), parsed from the ad's JSON text. */
export type PopupContent =
  | { type: 1; title: string | undefined; text: string }
  | { type: 2; product: z.infer<typeof product>['contents'] }
  | { type: 3; imgUrl: string; textUrl: string }
  | { type: 4; coupons: PopupCoupon[] }
  | { type: 5; title: string | undefined; coupons: PopupCoupon[] };

/** The content of an ad, or null when its type is unknown or its JSON does not fit the type. */
export function parseAd(ad: Ad): PopupContent | null {
  let data: unknown;
  try {
    data = JSON.parse(ad.content) as unknown;
  } catch {
    return null;
  }
  switch (ad.type) {
    case 1: {
      const r = text.safeParse(data);
      return r.success ? { type: 1, title: r.data.title, text: r.data.text } : null;
    }
    case 2: {
      const r = product.safeParse(data);
      return r.success ? { type: 2, product: r.data.contents } : null;
    }
    case 3: {
      const r = image.safeParse(data);
      return r.success ? { type: 3, imgUrl: r.data.images.imgUrl, textUrl: r.data.images.textUrl } : null;
    }
    case 4: {
      const r = couponList.safeParse(data);
      return r.success ? { type: 4, coupons: r.data } : null;
    }
    case 5: {
      const r = claim.safeParse(data);
      return r.success ? { type: 5, title: r.data.title, coupons: r.data.coupons } : null;
    }
    default:
      return null;
  }
}

export interface ChosenPopup {
  id: number;
  /** The ad as site info sent it: @tongxin/ui's SitePopup renders it. */
  ad: Ad;
  content: PopupContent;
}

/** The popup's heading and dialog name (spec §3): the ad's own title where it has one. */
export function popupTitle(content: PopupContent): string {
  switch (content.type) {
    case 1:
      return content.title ?? '通知';
    case 2:
      return '推荐';
    case 3:
      return '活动';
    case 4:
      return '我的优惠券';
    case 5:
      return content.title ?? '领取优惠券';
  }
}

/**
 * The one popup to show, if any (spec §4): never in the app webview or a mini-program; the
 * first ad not yet closed by this visitor whose content is valid; type 4 only with coupons
 * (type 5 likewise needs something to claim).
 */
export function choosePopup(ads: Ad[], environment: Environment | null, seen: (id: number, type: number) => boolean): ChosenPopup | null {
  if (environment === 'app' || environment === 'miniprogram') return null;
  for (const ad of ads) {
    if (seen(ad.id, ad.type)) continue;
    const content = parseAd(ad);
    if (!content) continue;
    if ((content.type === 4 || content.type === 5) && content.coupons.length === 0) continue;
    return { id: ad.id, ad, content };
  }
  return null;
}
