export { consoleWithdrawals, consoleReview } from './console';
export { summary } from './summary';
export { incomeList } from './income-list';
export { incomeDetail } from './income-detail';
export { ledger } from './ledger';
export { withdraw } from './withdraw';
export { withdrawList } from './withdraw-list';
export { withdrawDetail } from './withdraw-detail';
export { withdrawCancel } from './withdraw-cancel';
export { withdrawConfirm } from './withdraw-confirm';
export { accounts, deleteAccount, saveAccount } from './accounts';
export { type Notice, NOTICE_KIND_TEXT, type NoticeKind, notices, noticeSchema, noticesRead } from './notices';
export {
  accountSchema,
  type Credit,
  CREDIT_STATUS,
  CREDIT_STATUS_TEXT,
  creditSchema,
  type Entry,
  entrySchema,
  type PayAccount,
  PAYOUT_METHOD,
  PAYOUT_METHOD_TEXT,
  type PayoutMethod,
  rulesSchema,
  summarySchema,
  type WalletRules,
  type WalletSummary,
  type Withdrawal,
  WITHDRAW_STATUS,
  WITHDRAW_STATUS_TEXT,
  withdrawalSchema,
  withdrawFeeFen,
} from './schemas';
