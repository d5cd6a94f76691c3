import { allowedUrl } from './safe-url';

/**
 * Loads the site info's `mjs` (spec §3: "script to run") the only safe way: as a `<script src>`
 * of a URL on a trusted origin (or the app's own), once. Inline code from data is never run.
 * Returns the URL loaded, or null when refused or already loaded.
 */
export function loadSiteScript(mjs: string | null | undefined, trustedOrigins: string[], doc: Document = document): string | null {
  if (!mjs || !mjs.trim()) return null;
  const url = allowedUrl(mjs, trustedOrigins, doc.location.href);
  if (!url || !/\.m?js$/i.test(url.pathname)) return null;
  const href = url.href;
  const present = Array.from(doc.querySelectorAll('script[data-site-script]')).some((s) => s.getAttribute('src') === href);
  if (present) return null;
  const script = doc.createElement('script');
  script.src = href;
  script.async = true;
  script.dataset.siteScript = '';
  doc.head.appendChild(script);
  return href;
}
