import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, intParam, memberScope } from '../shapes';
import { notDistributor } from './schemas';

/** One day of the analysis (Asia/Shanghai day YYYY-MM-DD). */
export const statDaySchema = z.object({ day: z.string(), orders: z.number().check(z.int()), salesFen: fen, earningsFen: fen, newMembers: z.number().check(z.int()), newFans: z.number().check(z.int()) });
export type StatDay = z.infer<typeof statDaySchema>;

/** The distributor's earnings and the last `days` days day by day (today last). */
export const statistic = defineCall({
  name: 'distribution.statistic',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/statistic',
  params: z.object({ ...memberScope, days: z._default(intParam.check(z.gte(1), z.lte(90)), 7) }),
  result: z.object({
    todayFen: fen,
    monthFen: fen,
    totalFen: fen,
    orders: z.number().check(z.int()),
    salesFen: fen,
    series: z.array(statDaySchema),
  }),
  errors: { notDistributor },
});
