/** Spec §9: the short-link prefix. */
export const SHORT_LINK_PREFIX = '/s/';

/** The code of a short-link path (`/s/abc` → 'abc'), else null. Kept apart so the entry stays small. */
export function shortLinkCode(pathname: string): string | null {
  if (!pathname.startsWith(SHORT_LINK_PREFIX)) return null;
  let code: string;
  try {
    code = decodeURIComponent(pathname.slice(SHORT_LINK_PREFIX.length));
  } catch {
    return null;
  }
  code = code.replace(/\/+$/, '');
  return code === '' ? null : code;
}
