import { site } from '@tongxin/api-client';
import { api } from './api';
import { appEnv } from './env';
import { allowedUrl } from './safe-url';

export { SHORT_LINK_PREFIX, shortLinkCode } from './short-link-code';

/** Shown when a short link points somewhere the app will not send a visitor. */
export const SHORT_LINK_REFUSED = '该链接不在允许访问的范围内';

export interface ShortLinkDeps {
  resolve: (code: string) => Promise<string>;
  allowedHosts: string[];
  here: string;
  go: (url: string) => void;
  alert: (message: string) => void;
  /** Where the visitor goes after a failure's alert: the site root, which opens the host's tenant home. */
  home: string;
}

const defaults = (): ShortLinkDeps => ({
  resolve: async (code) => (await api.call(site.shortUrlParse, { url: code })).url,
  allowedHosts: appEnv.shortLinkHosts,
  here: window.location.href,
  go: (url) => window.location.replace(url),
  alert: (message) => window.alert(message),
  home: '/',
});

/**
 * Resolves a short link and sends the browser to its address (spec §2): only http(s) URLs on the
 * app's own host or a configured host are followed; any failure is an alert with its message,
 * then the home (a page left blank behind the alert would be a dead end). Returns the address
 * followed, or null.
 */
export async function followShortLink(code: string, deps: Partial<ShortLinkDeps> = {}): Promise<string | null> {
  const d = { ...defaults(), ...deps };
  let target: string;
  try {
    target = await d.resolve(code);
  } catch (error) {
    d.alert(error instanceof Error ? error.message : String(error));
    d.go(d.home);
    return null;
  }
  const url = allowedUrl(target, d.allowedHosts, d.here);
  if (!url) {
    d.alert(SHORT_LINK_REFUSED);
    d.go(d.home);
    return null;
  }
  d.go(url.href);
  return url.href;
}
