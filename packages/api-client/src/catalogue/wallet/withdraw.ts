import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, intParam, memberScope } from '../shapes';
import { tooMuch, withdrawalSchema } from './schemas';

/**
 * Withdraws `amountFen` of the available balance to WeChat change or a saved account (accountId).
 * The amount leaves the available balance at once (frozen until paid; a rejection returns it).
 */
export const withdraw = defineCall({
  name: 'wallet.withdraw',
  transport: 'api',
  method: 'POST',
  uri: '/wallet/withdraw',
  params: z.object({ ...memberScope, amountFen: intParam.check(z.gte(1)), method: z.enum(['wechat', 'bank', 'alipay']), accountId: z.optional(idParam) }),
  result: withdrawalSchema,
  errors: {
    tooMuch,
    belowMinimum: callError(4702, '提现金额小于最低提现金额'),
    aboveMaximum: callError(4703, '提现金额超出单次最高提现金额'),
    open: callError(4704, '您有一笔提现正在处理中，请处理完成后再申请'),
    noAccount: callError(4705, '请先添加收款账户'),
    feeTooHigh: callError(4706, '提现金额不足以支付手续费'),
  },
});
