export { list } from './list';
export { claim } from './claim';
export { claimOne } from './claim-one';
export { open } from './open';
export { sale } from './sale';
export { forSale } from './for-sale';
export {
  type Coupon,
  COUPON_SALE_STATE,
  COUPON_STATUS,
  type CouponSale,
  couponSaleErrors,
  couponSaleSchema,
  couponSchema,
  DISCOUNT_TYPE,
  type MemberCoupon,
  memberCouponSchema,
} from './schemas';
