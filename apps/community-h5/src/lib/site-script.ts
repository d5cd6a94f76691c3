/**
 * Loads the site info's `mjs` (spec §3: "script to run") the only safe way: as a `<script src>`
 * of an https URL whose origin is one of the configured trusted origins, once. Inline code from
 * data is never run, and the app's own origin is not trusted by default: it also serves uploaded
 * files (/storage), and a file someone uploaded must never run as the site's script. A deployment
 * that hosts its script itself lists its own origin. Returns the URL loaded, or null.
 */
export function loadSiteScript(mjs: string | null | undefined, trustedOrigins: string[], doc: Document = document): string | null {
  if (!mjs || !mjs.trim()) return null;
  let url: URL;
  try {
    url = new URL(mjs.trim());
  } catch {
    return null;
  }
  const trusted = trustedOrigins.map((o) => o.trim().replace(/\/+$/, '')).filter((o) => /^https?:\/\//.test(o));
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  if (!trusted.includes(url.origin) || !/\.m?js$/i.test(url.pathname)) return null;
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
