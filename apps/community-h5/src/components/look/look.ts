import { site } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../scopes';

export type Look = { themeColor: string; tabs: readonly site.LookTab[]; modules: readonly string[] };

/** The tenant's look (site.look): its theme colour, tab bar tabs and modules; undefined until it is known. */
export function useLook(iid: number): Look | undefined {
  return useRead(publicScope, site.look, { iid }).data;
}

/**
 * Whether the tenant runs a module. Until its look is known nothing is offered: an entry that
 * shows and then goes is worse than one that comes a moment later.
 */
export function runs(look: Look | undefined, module: string): boolean {
  return look !== undefined && look.modules.includes(module);
}

/** The CSS that gives the page the tenant's colour (the server's look is `#rrggbb`; anything else is left out). */
export function themeCss(themeColor: string): string {
  return /^#[0-9a-f]{6}$/i.test(themeColor) ? `html:root{--tx-theme:${themeColor}}` : '';
}
