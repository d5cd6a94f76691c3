/*
 * The checkout every paying page uses (components import no module), the client half of the
 * server's order kernel: price (usePricedOrder, the CheckoutForm with its coupon sheet, points row
 * and amount summary), create (useOrderToCashier: at the shown price, then the cashier), pay and
 * wait for the provider's notify (useCheckout over the cashier flow: pay route → JSAPI bridge →
 * the server's paid status), and the payment window's words.
 */
export { AmountSummary, type PriceParts } from './amount-summary';
export { CheckoutForm, type CheckoutFormProps } from './checkout-form';
export { CouponSheet, type CouponSheetProps } from './coupon-sheet';
export { PointsRow } from './points-row';
export { holdDuration, holdText } from './hold-text';
export { AUTHORIZE_FIRST } from './cashier';
export { useOrderToCashier } from './order-to-cashier';
export { usePricedOrder, type PriceChoices, type PricedOrderOptions } from './use-priced-order';
export { NEEDS_WECHAT, useCheckout, type Checkout, type CheckoutOptions, type CheckoutPhase, type OrderLine } from './use-checkout';
import './checkout.css';
