export { list } from './list';
export { claim } from './claim';
export { claimOne } from './claim-one';
export { open } from './open';
export {
  type Coupon,
  COUPON_STATUS,
  couponSchema,
  DISCOUNT_TYPE,
  type MemberCoupon,
  memberCouponSchema,
} from './schemas';
