export { account } from './account';
export { transactions } from './transactions';
export { rules } from './rules';
export { sign } from './sign';
export { share } from './share';
export {
  type Account,
  accountSchema,
  type Rule,
  ruleSchema,
  RULE_KIND,
  SIGN_RULE,
  type Transaction,
  transactionSchema,
} from './schemas';
