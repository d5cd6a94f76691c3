import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { joinInfoSchema } from './schemas';

/** The joining fee and the member's latest application (shops/join, step1, step2, pay/shops_join). */
export const joinInfo = defineCall({
  name: 'shops.joinInfo',
  transport: 'api',
  method: 'GET',
  uri: '/shops/join/info',
  params: z.object({ ...memberScope }),
  result: joinInfoSchema,
});
