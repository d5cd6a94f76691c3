import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam, memberScope, optionalToken, pageOf, textParam } from '../shapes';
import {
  cityRankRowSchema,
  dayParam,
  myTeamSchema,
  periodParam,
  STEP_ERRORS,
  stepCertificateSchema,
  stepRankRowSchema,
  stepsParam,
  stepTodaySchema,
  teamPaging,
  teamSchema,
  WERUN_ERRORS,
} from './schemas';

/** Today's steps, the week and the challenge's progress (step/count). Ours, as every sport call. */
export const stepToday = defineCall({
  name: 'sport.stepToday',
  transport: 'api',
  method: 'GET',
  uri: '/sport/step/today',
  params: z.object({ ...memberScope }),
  result: stepTodaySchema,
});

/**
 * Reports a day's steps read from the app's native bridge (today unless `day`): the day's count
 * is replaced, never added to; more than a person can walk (MAX_DAILY_STEPS, or faster than
 * MAX_STEPS_PER_SECOND since the day began) is refused and nothing stored.
 */
export const stepReport = defineCall({
  name: 'sport.stepReport',
  transport: 'api',
  method: 'POST',
  uri: '/sport/step/report',
  params: z.object({ ...memberScope, steps: stepsParam, day: z.optional(dayParam), city: z.optional(textParam(20)) }),
  result: stepTodaySchema,
  errors: STEP_ERRORS,
});

/**
 * WeChat Run (微信运动) from the mini-program: the code of its wx.login and the encryptedData and
 * iv of its wx.getWeRunData. The server exchanges the code for the user's session key, decrypts
 * the data (its watermark must name the mini-program and be recent), and keeps each day's count of
 * the last REPORT_DAYS_BACK days as stepReport does (replaced, never added; implausible refused,
 * nothing stored). The WeChat user must be the member's own mini-program identity.
 */
export const werunReport = defineCall({
  name: 'sport.werunReport',
  transport: 'api',
  method: 'POST',
  uri: '/sport/step/werun',
  params: z.object({ ...memberScope, code: textParam(128, 1), encryptedData: textParam(8000, 1), iv: textParam(64, 1), city: z.optional(textParam(20)) }),
  result: stepTodaySchema,
  errors: WERUN_ERRORS,
});

/** The steps rank of the tenant, today or this week, with the member's own row. */
export const stepRank = defineCall({
  name: 'sport.stepRank',
  transport: 'api',
  method: 'GET',
  uri: '/sport/step/rank',
  params: z.object({ iid: iidParam, period: periodParam, ...optionalToken }),
  result: z.object({ list: z.array(stepRankRowSchema), mine: z.nullable(stepRankRowSchema) }),
});

/** Cities by their members' steps, today or this week. */
export const cityRank = defineCall({
  name: 'sport.cityRank',
  transport: 'api',
  method: 'GET',
  uri: '/sport/step/city-rank',
  params: z.object({ iid: iidParam, period: periodParam }),
  result: z.array(cityRankRowSchema),
});

/** The tenant's step teams by this week's steps (step/team). */
export const teams = defineCall({
  name: 'sport.teams',
  transport: 'api',
  method: 'GET',
  uri: '/sport/step/teams',
  params: z.object({ iid: iidParam, ...teamPaging.params }),
  result: pageOf(teamSchema),
  paging: teamPaging.paging,
});

/** The member's team with its members' steps, or null (step/mineteam). */
export const myTeam = defineCall({
  name: 'sport.myTeam',
  transport: 'api',
  method: 'GET',
  uri: '/sport/step/my-team',
  params: z.object({ ...memberScope }),
  result: z.nullable(myTeamSchema),
});

const inTeam = callError(4203, '你已加入一个队伍');

/** Creates a team captained by the member. Reply: its id. */
export const createTeam = defineCall({
  name: 'sport.createTeam',
  transport: 'api',
  method: 'POST',
  uri: '/sport/step/team/create',
  params: z.object({ ...memberScope, name: textParam(20, 2) }),
  result: z.number().check(z.int()),
  errors: { inTeam, nameTaken: callError(4204, '队名已被使用') },
});

/** Joins a team (one team per member; a team holds TEAM_SIZE). */
export const joinTeam = defineCall({
  name: 'sport.joinTeam',
  transport: 'api',
  method: 'POST',
  uri: '/sport/step/team/join',
  params: z.object({ ...memberScope, teamId: idParam }),
  result: z.boolean(),
  errors: { inTeam, full: callError(4205, '队伍已满'), notFound: callError(404, '队伍不存在') },
});

/** The member's certificate once the challenge's target is reached (step/cer, step/cerphoto). */
export const stepCertificate = defineCall({
  name: 'sport.stepCertificate',
  transport: 'api',
  method: 'GET',
  uri: '/sport/step/certificate',
  params: z.object({ ...memberScope }),
  result: stepCertificateSchema,
  errors: { notReached: callError(4206, '还未达到挑战目标，继续加油') },
});
