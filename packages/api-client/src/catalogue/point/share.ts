import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/**
 * The member shared something: adds the share rule's points while today's shares (Asia/Shanghai)
 * are under its daily limit. Reply `{ t: { coin, balance } }`, coin 0 when nothing more is earned
 * today or the tenant has no share rule (the share itself is never refused).
 */
export const share = defineCall({
  name: 'point.share',
  transport: 'api',
  method: 'POST',
  uri: '/coin/share',
  params: z.object({ ...memberScope }),
  result: z.object({ coin: z.number().check(z.int()), balance: z.number().check(z.int()) }),
});
