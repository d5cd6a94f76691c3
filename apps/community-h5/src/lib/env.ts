import * as z from 'zod/mini';

/** A comma-separated list of host names or origins; blanks dropped. */
const list = z.pipe(
  z._default(z.string(), ''),
  z.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
);

const schema = z.object({
  /** Hosts a short link may send the browser to (besides the app's own host). */
  VITE_SHORT_LINK_HOSTS: list,
  /** The only origins whose scripts the site info's `mjs` may load (list the app's own to allow it). */
  VITE_TRUSTED_SCRIPT_ORIGINS: list,
  /** The one mobile hostname on which page views go to the analytics service (spec §2). */
  VITE_ANALYTICS_HOSTNAME: z._default(z.string(), 'm.tongxin.org.cn'),
  /** The analytics service's page-view beacon. */
  VITE_ANALYTICS_URL: z._default(z.string().check(z.url()), 'https://tongji.tongxin.org.cn/pv.gif'),
  /** The organisation's main site: links beginning /app/page go there (spec §2). */
  VITE_MAIN_SITE_ORIGIN: z._default(z.string().check(z.url()), 'https://www.tongxin.org.cn'),
  /** The toutiao mini-app's auth page: the toutiao redirect runs only when it is set. */
  VITE_TOUTIAO_AUTH_URL: z._default(z.string(), ''),
  /** Raster map tiles ('https://tiles.example.org/{z}/{x}/{y}.png'); empty draws maps on a plain background. */
  VITE_MAP_TILE_URL: z._default(z.string(), ''),
  /** The tile provider's credit shown on maps. */
  VITE_MAP_ATTRIBUTION: z._default(z.string(), ''),
});

export interface AppEnv {
  shortLinkHosts: string[];
  trustedScriptOrigins: string[];
  analyticsHostname: string;
  analyticsUrl: string;
  mainSiteOrigin: string;
  toutiaoAuthUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

/**
 * Reads the app's configuration from Vite's env (VITE_*). Every problem is listed at once.
 *
 * @example
 * // .env.production
 * // VITE_SHORT_LINK_HOSTS=h5.tongxin.org.cn,www.tongxin.org.cn
 */
export function readEnv(source: Record<string, unknown>): AppEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid app configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const c = parsed.data;
  return {
    shortLinkHosts: c.VITE_SHORT_LINK_HOSTS.map((h) => h.toLowerCase()),
    trustedScriptOrigins: c.VITE_TRUSTED_SCRIPT_ORIGINS,
    analyticsHostname: c.VITE_ANALYTICS_HOSTNAME.toLowerCase(),
    analyticsUrl: c.VITE_ANALYTICS_URL,
    mainSiteOrigin: c.VITE_MAIN_SITE_ORIGIN.replace(/\/+$/, ''),
    toutiaoAuthUrl: c.VITE_TOUTIAO_AUTH_URL,
    mapTileUrl: c.VITE_MAP_TILE_URL,
    mapAttribution: c.VITE_MAP_ATTRIBUTION,
  };
}

export const appEnv: AppEnv = readEnv(import.meta.env);
