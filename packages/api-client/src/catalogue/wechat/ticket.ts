import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, iidParam, textParam } from '../shapes';

/** Spec §9 share types: 1 the Moments timeline, 2 an app message (a chat). */
export const SHARE_TYPE = { timeline: 1, appMessage: 2 } as const;

/**
 * The WeChat JS-SDK signature of a page (spec §7 /wxservice2/ticket): what `wx.config` needs to
 * set the page's share card. `url` is the page's URL without the hash — on iOS the URL the app
 * was entered with (env-auth's jsSdkSigningUrl). The server signs it with the official account's
 * jsapi_ticket (sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`); WeChat accepts it only
 * for a page on the account's JS security domain.
 */
export const ticket = defineCall({
  name: 'wechat.ticket',
  transport: 'gateway',
  method: 'GET',
  uri: '/wxservice2/ticket',
  params: z.object({ iid: iidParam, url: textParam(2000, 1) }),
  result: z.object({ appId: z.string(), timestamp: z.number().check(z.int()), nonceStr: z.string(), signature: z.string() }),
  errors: {
    badUrl: callError(400, '页面地址不正确'),
    /** The server has no official account configured. */
    notConfigured: callError(1041, '微信登录未配置：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET'),
    /** WeChat could not be reached, or refused the token or ticket. */
    unavailable: callError(1042, '微信服务暂时不可用，请稍后再试'),
    tooMany: COMMON_ERRORS.tooMany,
  },
});
