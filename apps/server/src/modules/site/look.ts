import { site } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteLooks } from './schema';

/**
 * The community modules a tenant may run (the client's module names, which are the server's):
 * the personal centre and the tab bar offer an entry only for a module of the tenant's list.
 */
export const COMMUNITY_MODULES = [
  'act', 'address', 'cf', 'checkout', 'collection', 'content', 'coupon', 'distribution', 'game', 'home', 'info', 'invite',
  'mall', 'member', 'microstore', 'order', 'point', 'realcard', 'relation', 'saas', 'shops', 'sign', 'site', 'sport',
  'statis', 'stay', 'vip', 'wallet', 'writeoff',
] as const;

/** Modules every tenant runs whatever its row says: the shell, the member and their orders. */
const ALWAYS = ['home', 'site', 'member', 'order'];

/** What a tab needs the tenant to run: the category page and the cart are the mall's, the activity list the act module's. */
const TAB_NEEDS: Readonly<Record<site.LookTab, string | null>> = { home: null, category: 'mall', act: 'act', cart: 'mall', mine: null };

/** The look of a tenant that has not chosen one: the app's blue, every module, home · category · cart · 我的. */
export const DEFAULT_LOOK = { themeColor: '#1660c4', tabs: ['home', 'category', 'cart', 'mine'], modules: [...COMMUNITY_MODULES] };

export type Look = { themeColor: string; tabs: site.LookTab[]; modules: string[] };

const isTab = (tab: string): tab is site.LookTab => (site.LOOK_TABS as readonly string[]).includes(tab);

/**
 * A tenant's look, the one place it is decided: its row (or the default), with the modules it
 * names that exist plus those every tenant runs, and only the tabs whose module it runs, home and
 * 我的 always (first and last).
 */
export async function lookOf(db: Db, iid: number): Promise<Look> {
  const [row] = await db.select().from(siteLooks).where(eq(siteLooks.iid, iid)).limit(1);
  const chosen = row ?? DEFAULT_LOOK;
  const modules = COMMUNITY_MODULES.filter((m) => ALWAYS.includes(m) || chosen.modules.includes(m));
  const runs = (tab: site.LookTab) => {
    const need = TAB_NEEDS[tab];
    return need === null || modules.includes(need as (typeof COMMUNITY_MODULES)[number]);
  };
  const middle = chosen.tabs.filter(isTab).filter((t) => t !== 'home' && t !== 'mine' && runs(t));
  return {
    themeColor: /^#[0-9a-f]{6}$/.test(chosen.themeColor.toLowerCase()) ? chosen.themeColor.toLowerCase() : DEFAULT_LOOK.themeColor,
    tabs: ['home', ...new Set(middle), 'mine'],
    modules: [...modules],
  };
}
