import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { done, flagParam, idParam, intParam, memberScope } from '../shapes';
import { goodsErrors } from './schemas';

/**
 * Changes a cart line: its quantity (`num`, within stock and limit), whether it is selected, or
 * its SKU (`skuId`, 重选: another SKU of the same goods; merged into a line that has it).
 */
export const cartUpdate = defineCall({
  name: 'mall.cartUpdate',
  transport: 'api',
  method: 'POST',
  uri: '/mall/cart/update',
  params: z.object({
    ...memberScope,
    id: idParam,
    num: z.optional(intParam.check(z.gte(1), z.lte(999))),
    selected: z.optional(flagParam),
    skuId: z.optional(idParam),
  }),
  result: done,
  errors: { ...goodsErrors, lineNotFound: callError(404, '购物车中没有这件商品') },
});
