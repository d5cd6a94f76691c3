import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, done, idParam, memberScope, textParam } from '../shapes';
import { accountSchema } from './schemas';

/** The member's saved payout accounts. */
export const accounts = defineCall({
  name: 'wallet.accounts',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/account/list',
  params: z.object({ ...memberScope }),
  result: z.array(accountSchema),
});

/** Adds (no id) or changes a payout account; the number is checked (bank: 12–19 digits with a valid check digit). */
export const saveAccount = defineCall({
  name: 'wallet.saveAccount',
  transport: 'api',
  method: 'POST',
  uri: '/wallet/account/save',
  params: z.object({
    ...memberScope,
    id: z.optional(idParam),
    method: z.enum(['bank', 'alipay']),
    holder: textParam(20, 2),
    bankName: z.optional(textParam(30)),
    accountNo: textParam(40, 4),
    bankAddress: z.optional(textParam(60)),
  }),
  result: accountSchema,
  errors: {
    badHolder: callError(400, '中文姓名格式不对哦~'),
    badCard: callError(400, '银行卡号格式不对'),
    badAlipay: callError(400, '支付宝账号应为手机号或邮箱'),
    bankRequired: callError(400, '请填写银行名称'),
    tooMany: callError(4709, '最多保存5个收款账户'),
    notFound: COMMON_ERRORS.notFound,
  },
});

/** Deletes a payout account (withdrawals made to it keep their destination text). */
export const deleteAccount = defineCall({
  name: 'wallet.deleteAccount',
  transport: 'api',
  method: 'POST',
  uri: '/wallet/account/delete',
  params: z.object({ ...memberScope, id: idParam }),
  result: done,
  errors: { notFound: COMMON_ERRORS.notFound },
});
