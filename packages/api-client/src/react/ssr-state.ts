import type { DehydratedState } from '@tanstack/react-query';

/**
 * The element a server-rendered page carries its answers in (the dehydrated query cache the
 * `prefetcher` filled): JSON, not a script that runs (the apps' CSP allows no inline script).
 */
export const SSR_STATE_ID = 'ssr-state';

/** The server's answers as an inert JSON script element, safe inside HTML (no `</script>` can end it early). */
export function ssrStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SSR_STATE_ID}" type="application/json">${json}</script>`;
}

/** The answers of a server-rendered page; undefined for the static index.html (the app renders in the browser). */
export function readSsrState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
