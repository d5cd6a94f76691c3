/**
 * Sends a page view to the analytics service, only on the one configured mobile hostname
 * (spec §2). A beacon image: no script from the service runs in the page.
 */
export function trackPageView(
  path: string,
  config: { analyticsHostname: string; analyticsUrl: string },
  hostname: string = window.location.hostname,
  send: (url: string) => void = (url) => {
    new Image().src = url;
  },
): boolean {
  if (hostname.toLowerCase() !== config.analyticsHostname) return false;
  const url = new URL(config.analyticsUrl);
  url.searchParams.set('p', path);
  url.searchParams.set('t', String(Date.now()));
  send(url.href);
  return true;
}
