/** `url` without the named query parameters; the rest (order, hash) is kept. */
export function withoutQueryParams(url: string, names: readonly string[]): string {
  const u = new URL(url);
  for (const name of names) u.searchParams.delete(name);
  return u.toString();
}

/** A base URL with one query parameter set, keeping what the base already has. */
export function withQueryParam(
  base: string,
  name: string,
  value: string,
  relativeTo?: string,
): string {
  const u = new URL(base, relativeTo);
  u.searchParams.set(name, value);
  return u.toString();
}

/** The page's URL operations, injectable so tests and other hosts need no real navigation. */
export interface BrowserPort {
  currentUrl(): string;
  /** Rewrites the address bar without a load (`history.replaceState`). */
  replaceUrl(url: string): void;
  /** Leaves the page (`location.assign`). */
  navigate(url: string): void;
}

/** The port of a real window. */
export function browserPort(win: Window = globalThis.window): BrowserPort {
  return {
    currentUrl: () => win.location.href,
    replaceUrl: (url) => win.history.replaceState(win.history.state, '', url),
    navigate: (url) => win.location.assign(url),
  };
}

/** A URL-safe random value for the OAuth `state` (WeChat allows [a-zA-Z0-9], up to 128 bytes). */
export function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
