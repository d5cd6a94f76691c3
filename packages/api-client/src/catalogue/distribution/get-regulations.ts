import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, iidParam } from '../shapes';

/** The tenant's distribution rules: its text, the default rates, the fan lock and settlement days, the withdrawal rules. */
export const getRegulations = defineCall({
  name: 'distribution.getRegulations',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/getRegulations',
  params: z.object({ iid: iidParam }),
  result: z.object({
    title: z.string(),
    text: z.string(),
    rate1Bp: z.number().check(z.int()),
    rate2Bp: z.number().check(z.int()),
    fanLockDays: z.number().check(z.int()),
    settleDays: z.number(),
    minWithdrawFen: fen,
    feeBp: z.number().check(z.int()),
    /** What the apply form asks besides name and mobile. */
    askRegion: z.boolean(),
    askReason: z.boolean(),
  }),
});
