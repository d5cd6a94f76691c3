/**
 * The URL a short link or site script may use: http(s) only, on the page's own host or one of
 * `allowedHosts` (host names, or origins such as 'https://cdn.example.org'). Relative URLs
 * resolve against `base`. Anything else gives null.
 */
export function allowedUrl(raw: string, allowed: string[], base: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const own = new URL(base);
  if (url.origin === own.origin) return url;
  const host = url.hostname.toLowerCase();
  const ok = allowed.some((entry) => (entry.includes('://') ? entry.replace(/\/+$/, '') === url.origin : entry.toLowerCase() === host));
  return ok ? url : null;
}
