import * as z from 'zod/mini';

/** The popup types of spec §3: 1 text, 2 product card, 3 image, 4 coupon list, 5 claimable coupons. */
export const POPUP_TYPES = { text: 1, product: 2, image: 3, couponList: 4, claimCoupons: 5 } as const;

/**
 * One popup (an "ad") of the site info; `content` is a JSON string whose shape depends on `type`
 * (@tongxin/ui's parsePopupContent). Amounts in it are fen, coupons as coupon.couponSchema.
 */
export const adSchema = z.object({ id: z.number().check(z.int()), type: z.number().check(z.int()), content: z.string() });
export type Ad = z.infer<typeof adSchema>;
