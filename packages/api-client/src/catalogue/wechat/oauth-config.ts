import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';

/**
 * How a page in WeChat signs its visitor in: the official account's appId and the
 * authorise endpoint to send the visitor to (WeChat's, or a path of this server when it emulates
 * WeChat for tests and demos), or null when the server has no WeChat login configured (the page
 * then goes on as in a plain browser). Read once per visit, only in WeChat, only when the visitor
 * has no session yet.
 */
export const oauthConfig = defineCall({
  name: 'wechat.oauthConfig',
  transport: 'api',
  method: 'GET',
  uri: '/wechat/oauth-config',
  params: z.object({ iid: iidParam }),
  result: z.nullable(z.object({ appId: z.string(), authorizeUrl: z.string() })),
});
