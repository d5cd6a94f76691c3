import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, optionalToken } from '../shapes';
import { notFound, orderId } from './schemas';

/** The supply-chain parcels of one of the member's orders (spec §7 getSupplyChain): its chain ids with their carrier and tracking number. */
export const supplyChain = defineCall({
  name: 'order.supplyChain',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/getSupplyChain',
  params: z.object({ iid: iidParam, orderId, ...optionalToken }),
  result: z.array(z.object({ chainId: z.string(), company: z.string(), transportNumber: z.string() })),
  errors: { notFound },
});
