import { z } from 'zod';
import { defineCall } from '../../define';
import { positiveIdParam, textParam } from './fields';

/**
 * Exchanges a WeChat OAuth code for the user (spec §3 wechat user info: openid, unionid,
 * nickname, headimgurl). A code is single-use, so this is a mutation: never retried, never cached.
 * Reply `{ t: { openid, unionid, nickname, headimgurl } }`. Only openid is always there: WeChat
 * gives nickname and headimgurl only for the snsapi_userinfo scope, and unionid only when the
 * official account is bound to an open platform account; missing ones are null.
 * Refusals: 1040 the code is invalid, used or expired (authorize again); 1041 the server has no
 * WeChat login configured; 1042 WeChat could not be reached.
 */
export const wxGetUserInfo = defineCall({
  name: 'wxservice2.getUserInfo',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/wxservice2/getUserInfo',
  params: z.object({ iid: positiveIdParam, code: textParam(200) }),
  result: z.object({ openid: z.string(), unionid: z.string().nullish(), nickname: z.string().nullish(), headimgurl: z.string().nullish() }),
});

/** Whether the user follows the tenant's official account. Reply: a boolean (our choice). */
export const wxCheckSubscribe = defineCall({
  name: 'wxservice2.checkSubscribe',
  transport: 'gateway',
  method: 'GET',
  uri: '/wxservice2/checkSubscribe',
  params: z.object({ iid: positiveIdParam, openid: textParam(100) }),
  result: z.boolean(),
});

/**
 * The JS-SDK signature for a page URL (iOS signs the landing URL, Android the current one:
 * env-auth's jsSdkSigningUrl). Reply: wx.config's fields (our choice of shape).
 */
export const wxTicket = defineCall({
  name: 'wxservice2.ticket',
  transport: 'gateway',
  method: 'GET',
  uri: '/wxservice2/ticket',
  params: z.object({ iid: positiveIdParam, url: z.string().min(1).max(2000) }),
  result: z.object({ appId: z.string(), timestamp: z.number().int(), nonceStr: z.string(), signature: z.string() }),
});
