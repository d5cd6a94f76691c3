/**
 * The last location that matched a named (known) route: an unknown route goes back there
 * (spec §2). Kept for the page's lifetime only; a fresh load of an unknown path has none.
 */
let lastKnown: string | null = null;

export function rememberKnownRoute(path: string): void {
  lastKnown = path;
}

export function lastKnownRoute(): string | null {
  return lastKnown;
}

/** Tests start from a fresh page. */
export function forgetKnownRoutes(): void {
  lastKnown = null;
}
