/** WeChat's OAuth 2.0 authorise endpoint for official-account web pages. */
export const WECHAT_AUTHORIZE_ENDPOINT = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export type WechatScope = 'snsapi_userinfo' | 'snsapi_base';

/**
 * The authorise URL. WeChat reads the parameters in this order and needs the `#wechat_redirect`
 * suffix; `redirect_uri` is encoded whole, so its own query survives the round trip.
 *
 * @example
 * wechatAuthorizeUrl({ appId: 'wx123', redirectUri: location.href, state: 'ab12' })
 * // https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=…&response_type=code&scope=snsapi_userinfo&state=ab12#wechat_redirect
 */
export function wechatAuthorizeUrl(options: {
  appId: string;
  redirectUri: string;
  state: string;
  scope?: WechatScope;
  /** Another authorise endpoint: a server emulating WeChat for tests and demos (a path is read against `redirectUri`). */
  endpoint?: string;
}): string {
  const scope = options.scope ?? 'snsapi_userinfo';
  const endpoint = options.endpoint
    ? new URL(options.endpoint, options.redirectUri).href
    : WECHAT_AUTHORIZE_ENDPOINT;
  return (
    `${endpoint}?appid=${encodeURIComponent(options.appId)}` +
    `&redirect_uri=${encodeURIComponent(options.redirectUri)}` +
    `&response_type=code&scope=${scope}&state=${encodeURIComponent(options.state)}#wechat_redirect`
  );
}
