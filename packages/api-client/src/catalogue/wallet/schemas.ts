import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNumber } from '../shapes';

/** A credit's state: pending until its order can no longer be refunded, then available; a refund reverses it. */
export const CREDIT_STATUS = { pending: 0, available: 1, reversed: 2 } as const;
export const CREDIT_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '待结算', 1: '已结算', 2: '已失效' };

/** A withdrawal's state: submitted → approved (WeChat: waits for the member to confirm receipt) → paid, or rejected / cancelled (money back). */
export const WITHDRAW_STATUS = { submitted: 0, approved: 1, paid: 2, rejected: 3, cancelled: 4 } as const;
export const WITHDRAW_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '审核中', 1: '打款中', 2: '已到账', 3: '已驳回', 4: '已取消' };

/** Where a withdrawal goes. */
export const PAYOUT_METHOD = { wechat: 'wechat', bank: 'bank', alipay: 'alipay' } as const;
export type PayoutMethod = (typeof PAYOUT_METHOD)[keyof typeof PAYOUT_METHOD];
export const PAYOUT_METHOD_TEXT: Readonly<Record<PayoutMethod, string>> = { wechat: '微信零钱', bank: '银行卡', alipay: '支付宝' };

/** The tenant's withdrawal rules (page-guide F4). */
export const rulesSchema = z.object({
  minWithdrawFen: fen,
  maxWithdrawFen: fen,
  /** The fee in basis points of the amount (1% = 100), rounded up to the fen. */
  feeBp: z.number().check(z.int()),
  reviewRequired: z.boolean(),
  /** How long a commission stays pending after its order is paid. */
  settleSeconds: z.number().check(z.int()),
});
export type WalletRules = z.infer<typeof rulesSchema>;

export const summarySchema = z.object({
  availableFen: z.number().check(z.int()),
  pendingFen: z.number().check(z.int()),
  /** In withdrawals under review or being paid. */
  frozenFen: z.number().check(z.int()),
  withdrawnFen: fen,
  totalIncomeFen: fen,
  rules: rulesSchema,
});
export type WalletSummary = z.infer<typeof summarySchema>;

export const creditSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  orderId: z.string(),
  /** 1 the sharer, 2 the sharer's parent. */
  level: z.number().check(z.int()),
  orderFen: fen,
  rateBp: z.number().check(z.int()),
  amountFen: fen,
  /** What a refund took back. */
  reversedFen: fen,
  status: z.number().check(z.int()),
  buyer: z.string(),
  createdAt: instant,
  settleAt: instant,
  settledAt: z.nullable(instant),
});
export type Credit = z.infer<typeof creditSchema>;

export const entrySchema = z.object({
  id: z.number().check(z.int()),
  /** Signed fen: + into the bucket, − out of it. */
  amountFen: z.number().check(z.int()),
  bucket: z.enum(['pending', 'available', 'frozen']),
  cause: z.string(),
  title: z.string(),
  creditId: z.nullable(z.number().check(z.int())),
  withdrawalId: z.nullable(z.number().check(z.int())),
  createdAt: instant,
});
export type Entry = z.infer<typeof entrySchema>;

export const withdrawalSchema = z.object({
  id: z.number().check(z.int()),
  amountFen: fen,
  feeFen: fen,
  arrivalFen: fen,
  method: z.string(),
  /** The destination as shown (微信零钱, 招商银行 尾号1234). */
  destination: z.string(),
  status: z.number().check(z.int()),
  reason: z.string(),
  createdAt: instant,
  reviewedAt: z.nullable(instant),
  paidAt: z.nullable(instant),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const accountSchema = z.object({
  id: z.number().check(z.int()),
  method: z.enum(['bank', 'alipay']),
  holder: z.string(),
  bankName: z.string(),
  /** Masked: only the last four digits (or the alipay account's ends). */
  accountNo: z.string(),
  bankAddress: z.string(),
});
export type PayAccount = z.infer<typeof accountSchema>;

export const paged = pagedByPageNumber(10, 50);

export const tooMuch = callError(4701, '提现金额超出可提现金额');

/** The fee of a withdrawal: the tenant's feeBp of the amount, rounded up to the fen (server and page compute it alike). */
export const withdrawFeeFen = (amountFen: number, feeBp: number) => Math.ceil((amountFen * feeBp) / 10_000);
