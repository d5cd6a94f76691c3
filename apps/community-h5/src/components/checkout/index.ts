/*
 * The checkout kit every pay page uses (components import no module): the amount summary, the
 * coupon sheet with the reasons coupons cannot be used, the points row, the payment window's words, and the cashier flow
 * (pay route → JSAPI bridge → the server's paid status).
 */
export { AmountSummary, type PriceParts } from './amount-summary';
export { CouponSheet, type CouponSheetProps } from './coupon-sheet';
export { PointsRow } from './points-row';
export { holdDuration, holdText } from './hold-text';
export { AUTHORIZE_FIRST, payOrder, pollUntil, waitUntilPaid, type CashierInput } from './cashier';
import './checkout.css';
