import type { Config } from './config';

/**
 * The address to print for people to open: PUBLIC_BASE_URL when set (what browsers use), else
 * the listening address, with a wildcard (0.0.0.0, ::) shown as loopback since it is no address
 * to visit.
 */
export function displayBase(config: Pick<Config, 'host' | 'publicBaseUrl'>, port: number): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' || config.host === '[::]' ? '[::1]' : config.host;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}
