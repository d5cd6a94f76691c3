import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, memberScope, optionalToken } from '../shapes';
import { badgeSchema, countRankSchema, growthSchema } from './schemas';

/** Badges earned across sign-ins, steps and quizzes, earned or locked with progress (trajectory/achievement). */
export const achievements = defineCall({
  name: 'sport.achievements',
  transport: 'api',
  method: 'GET',
  uri: '/sport/achievements',
  params: z.object({ ...memberScope }),
  result: z.array(badgeSchema),
});

/** Members by sign-in sites checked in, across subjects (trajectory/signrank). */
export const signRank = defineCall({
  name: 'sport.signRank',
  transport: 'api',
  method: 'GET',
  uri: '/sport/sign-rank',
  params: z.object({ iid: iidParam, ...optionalToken }),
  result: countRankSchema,
});

/** Members by days the daily step goal was reached (trajectory/checkrank). */
export const checkRank = defineCall({
  name: 'sport.checkRank',
  transport: 'api',
  method: 'GET',
  uri: '/sport/check-rank',
  params: z.object({ iid: iidParam, ...optionalToken }),
  result: countRankSchema,
});

/** The member's growth level and how it was earned (client/growth). */
export const growth = defineCall({
  name: 'sport.growth',
  transport: 'api',
  method: 'GET',
  uri: '/sport/growth',
  params: z.object({ ...memberScope }),
  result: growthSchema,
});
