import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { done, idParam, memberScope } from '../shapes';

/**
 * Cancels one of the member's bookings: an unpaid one at any time, a paid one until its room's
 * free-cancellation limit — then refunded in full through the order kernel's refund (the order's
 * refundState shows it: refunding, then refunded at the provider's notify). The nights go back
 * on sale.
 */
export const cancel = defineCall({
  name: 'stay.cancel',
  transport: 'api',
  method: 'POST',
  uri: '/stay/booking/cancel',
  params: z.object({ ...memberScope, id: idParam }),
  result: done,
  errors: {
    notFound: callError(404, '预订不存在'),
    tooLate: callError(409, '已过免费取消时间，不能取消'),
    notCancellable: callError(409, '该预订已取消或已完成'),
  },
});
