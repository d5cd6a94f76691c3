import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { flagParam, idParam, memberScope, mobileParam, textParam } from '../shapes';
import { entrySchema, gameNotFound } from './schemas';

/**
 * Enrols the member in a game's group: name, ID number, mobile, the form's values (JSON text of
 * field id → value), the statement accepted. In a team-mode game `teamName` starts a team (its
 * code invites others) or `teamCode` joins one. A free game's entry is enrolled at once and takes
 * its group's place with a conditional update (never oversold); a paid one waits for payment and
 * takes its place with its order (order.create, orderType 9: PAY_ERRORS). A full group refuses.
 */
export const enroll = defineCall({
  name: 'game.enroll',
  transport: 'api',
  method: 'POST',
  uri: '/game/enroll',
  params: z.object({
    ...memberScope,
    gameId: idParam,
    groupId: idParam,
    name: textParam(20, 2),
    idNo: textParam(18, 15),
    mobile: mobileParam,
    form: z._default(textParam(4000), '{}'),
    agree: flagParam,
    teamName: z.optional(textParam(20, 2)),
    teamCode: z.optional(textParam(12, 4)),
  }),
  result: entrySchema,
  errors: {
    notFound: gameNotFound,
    notEnrolling: callError(4401, '不在报名时间内'),
    full: callError(4402, '该组别名额已满'),
    already: callError(4403, '你已报名该赛事'),
    mustAgree: callError(400, '请先阅读并同意免责声明'),
    badName: callError(400, '中文姓名格式不对哦~'),
    badIdNo: callError(400, '身份证号码不正确'),
    badMobile: callError(400, '手机号码格式不对哦~'),
    badForm: callError(400, '报名信息不完整'),
    teamNotFound: callError(4405, '队伍不存在，请核对邀请链接'),
    teamFull: callError(4406, '队伍已满'),
    teamNeeded: callError(400, '团队赛请创建队伍或通过邀请加入'),
  },
});
