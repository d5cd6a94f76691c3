export { account } from './account';
export { transactions } from './transactions';
export { rules } from './rules';
export { sign } from './sign';
export {
  type Account,
  accountSchema,
  type Rule,
  ruleSchema,
  SIGN_RULE,
  type Transaction,
  transactionSchema,
} from './schemas';
