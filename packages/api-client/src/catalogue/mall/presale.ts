import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { fen, idParam, instant, memberScope } from '../shapes';

/**
 * A pre-sale's state for the member (mall.presale): 0 the deposit can be paid; 1 the member's
 * deposit order waits for payment; 2 the deposit is paid, the balance window not yet open; 3 the
 * balance can be paid; 4 the balance order waits for payment; 5 both paid; 6 sold out; 7 the
 * deposit time is over (no booking); 8 the balance window closed unpaid: the deposit is forfeited.
 */
export const PRESALE_STATE = {
  deposit: 0,
  depositWaiting: 1,
  depositPaid: 2,
  balance: 3,
  balanceWaiting: 4,
  done: 5,
  soldOut: 6,
  ended: 7,
  forfeited: 8,
} as const;

/** Refusals of a pre-sale's orders (order.create with BUSINESS_TYPE.presaleDeposit / presaleBalance). */
export const presaleErrors = {
  notFound: callError(404, '预售商品不存在或已下架'),
  soldOut: callError(1221, '预售名额已抢完'),
  booked: callError(1222, '您已支付过定金，每人限订1件'),
  depositClosed: callError(1223, '定金支付已结束'),
  noDeposit: callError(1224, '请先支付定金'),
  balanceNotOpen: callError(1225, '尾款支付尚未开始'),
  balanceClosed: callError(1226, '尾款支付已结束，定金不予退还'),
} as const;

export const presaleSchema = z.object({
  id: z.number().check(z.int()),
  goodsId: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  /** Deposit + balance: what the goods costs in the pre-sale. */
  priceFen: fen,
  depositFen: fen,
  balanceFen: fen,
  /** Units left to book. */
  stock: z.number().check(z.int(), z.gte(0)),
  /** The deposit is taken until the balance window opens. */
  balanceStart: instant,
  balanceEnd: instant,
  rules: z.string(),
  /** PRESALE_STATE. */
  state: z.number().check(z.int()),
  /** The member's waiting order (state 1 or 4), else ''. */
  orderId: z.string(),
  serverTime: instant,
});
export type Presale = z.infer<typeof presaleSchema>;

/**
 * A pre-sale (/app/pay/advance, /app/pay/advance1) as the member sees it: the deposit and the
 * balance in fen, the balance window, the units left and the member's state. The deposit is paid
 * with order.create (orderType BUSINESS_TYPE.presaleDeposit, keys = the pre-sale id), the balance
 * with orderType BUSINESS_TYPE.presaleBalance (same keys, a delivery address) within its window,
 * and only after the deposit is paid.
 */
export const presale = defineCall({
  name: 'mall.presale',
  transport: 'api',
  method: 'GET',
  uri: '/mall/presale/detail',
  params: z.object({ ...memberScope, presaleId: idParam }),
  result: presaleSchema,
  errors: { notFound: presaleErrors.notFound },
});
