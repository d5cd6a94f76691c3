import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, iidParam, textParam } from '../shapes';

/**
 * Exchanges a WeChat OAuth code for the user (spec §3 wechat user info: openid, unionid,
 * nickname, headimgurl; §7 /wxservice2/getUserInfo). A code is single-use, so this is a
 * mutation: never retried, never cached. Reply `{ t: { openid, unionid, nickname, headimgurl } }`.
 * Only openid is always there: WeChat gives nickname and headimgurl only for the snsapi_userinfo
 * scope, and unionid only when the official account is bound to an open platform account;
 * missing ones are null.
 */
export const getUserInfo = defineCall({
  name: 'wechat.getUserInfo',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/wxservice2/getUserInfo',
  params: z.object({ iid: iidParam, code: textParam(200) }),
  result: z.object({ openid: z.string(), unionid: z.optional(z.nullable(z.string())), nickname: z.optional(z.nullable(z.string())), headimgurl: z.optional(z.nullable(z.string())) }),
  errors: {
    /** The code is invalid, used or expired: authorize again. */
    codeInvalid: callError(1040, '微信授权已失效，请重新授权'),
    /** The server has no WeChat login configured. */
    notConfigured: callError(1041, '微信登录未配置：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET'),
    /** WeChat could not be reached, or refused the exchange. */
    unavailable: callError(1042, '微信服务暂时不可用，请稍后再试'),
    unknownTenant: callError(404, '机构不存在'),
    tooMany: COMMON_ERRORS.tooMany,
  },
});
