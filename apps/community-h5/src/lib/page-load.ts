/**
 * A full page load of `url` (the location helper's second step). Its own module, so a test can
 * replace it: jsdom cannot navigate, and `window.location.assign` cannot be spied on.
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
