import type { Os } from './environment';

let landingUrl: string | null = null;

function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}

/**
 * Keeps the URL the page was entered with, for the WeChat JS-SDK signature on iOS. Call it once
 * at boot, before anything rewrites the URL (the OAuth step strips `code` and `state` with
 * `history.replaceState`, and iOS WeChat still signs against the URL it loaded). The first call
 * wins; later calls (a React strict-mode effect run twice, a second mount) return the kept URL.
 * A full page load starts a new landing, which is why this lives in memory and not in storage.
 *
 * @example
 * rememberLandingUrl(); // in main.tsx, before rendering
 */
export function rememberLandingUrl(
  href: string | undefined = globalThis.location?.href,
): string | null {
  if (landingUrl == null && href) landingUrl = withoutHash(href);
  return landingUrl;
}

/** The kept landing URL, or null before {@link rememberLandingUrl}. */
export function landingUrlOf(): string | null {
  return landingUrl;
}

/**
 * The URL to send to the server's JS-SDK signature (ticket) call. iOS WeChat validates
 * `wx.config` against the landing URL of a history-mode app; Android against the current one.
 * The hash is never part of a signed URL.
 *
 * @example
 * const { os } = currentEnvironment();
 * const url = jsSdkSigningUrl(os); // send as the signature call's url
 */
export function jsSdkSigningUrl(
  os: Os,
  currentUrl: string = globalThis.location?.href ?? '',
): string {
  if (os === 'ios' && landingUrl != null) return landingUrl;
  return withoutHash(currentUrl);
}
