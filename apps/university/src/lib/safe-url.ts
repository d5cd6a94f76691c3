/**
 * An image URL from the query is shown only when it is http(s) or a path on this site: a
 * `javascript:` or `data:` value in a crafted link must not reach an `img` or a link.
 */
export function safeImageUrl(value: string): string | null {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
