/** The default tenant and channel (spec §9). */
export const DEFAULT_IID = 1000;
export const DEFAULT_CID = 1000;
/** The university admissions tenant (spec §9). */
export const UNIVERSITY_IID = 3073;

/** A tenant id from a route parameter or query value; anything not a positive integer gives null. */
export function parseIid(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Looks a host name up through the domain call (`/api/domain/byName/list`); the app adapts its reply. */
export type LookupDomain = (hostname: string) => Promise<number | string | null | undefined>;

export interface ResolveIidOptions {
  /** The route's `:iid`, when the route has one. */
  routeIid?: string | null | undefined;
  /** `location.hostname`. */
  hostname?: string | null | undefined;
  /** The domain call; omitted, the host name is not looked up. */
  lookupDomain?: LookupDomain | undefined;
}

/** The tenant and where it came from, for logs and for the shell's redirect from `/`. */
export interface ResolvedIid {
  iid: number;
  source: 'route' | 'domain' | 'default';
}

/**
 * The tenant (spec §2): the route's `:iid`, else the host name through the domain call, else
 * 1000. A failing or empty lookup is not an error: the page still opens on the default tenant.
 *
 * @example
 * const { iid } = await resolveIid({ routeIid: params.iid, hostname: location.hostname, lookupDomain });
 */
export async function resolveIid(options: ResolveIidOptions): Promise<ResolvedIid> {
  const fromRoute = parseIid(options.routeIid);
  if (fromRoute != null) return { iid: fromRoute, source: 'route' };
  const hostname = options.hostname?.trim().toLowerCase();
  if (hostname && options.lookupDomain) {
    try {
      const found = await options.lookupDomain(hostname);
      const iid = typeof found === 'number' ? parseIid(String(found)) : parseIid(found);
      if (iid != null) return { iid, source: 'domain' };
    } catch {
      // The default tenant is better than no page at all.
    }
  }
  return { iid: DEFAULT_IID, source: 'default' };
}

/**
 * The channel from the query's `cid`, default 1000.
 *
 * @example
 * resolveCid(location.search) // 1000 unless ?cid=… says otherwise
 */
export function resolveCid(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return parseIid(params.get('cid')) ?? DEFAULT_CID;
}
