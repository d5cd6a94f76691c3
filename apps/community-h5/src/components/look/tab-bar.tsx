import type { site } from '@tongxin/api-client';
import type { ReactNode } from 'react';
import { AppLink } from '../app-link';
import { actLinks } from '../../lib/links/act-links';
import { homeLinks } from '../../lib/links/home-links';
import { mallLinks } from '../../lib/links/mall-links';
import { memberLinks } from '../../lib/links/member-links';
import type { Look } from './look';
import './tab-bar.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

/** Each tab: its words, its picture and where it goes. */
const TABS: Record<site.LookTab, { label: string; icon: ReactNode; to: (iid: number) => string }> = {
  home: { label: '首页', icon: icon(<path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />), to: (iid) => homeLinks.index({ iid }) },
  category: {
    label: '分类',
    icon: icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />),
    to: () => mallLinks.category(),
  },
  act: {
    label: '活动',
    icon: icon(<path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />),
    to: (iid) => actLinks.list({ iid }),
  },
  cart: {
    label: '购物车',
    icon: icon(<path d="M3 4h2l2.4 11h11L21 7H6.2M9 20h.01M18 20h.01" />),
    to: () => mallLinks.cart(),
  },
  mine: {
    label: '我的',
    icon: icon(<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6" />),
    to: () => memberLinks.personal(),
  },
};

/**
 * The bottom tab bar of the landing pages: the tenant's tabs (site.look), the current one marked.
 * Shown only on a page that is one of the tenant's tabs, so never inside a flow (a form, a
 * checkout, a detail page); a spacer keeps the page's end clear of it.
 */
export function TabBar({ look, current, iid }: { look: Look; current: site.LookTab; iid: number }) {
  if (!look.tabs.includes(current)) return null;
  return (
    <>
      <div className="tx-tabbar-spacer" aria-hidden="true" />
      <nav className="tx-tabbar" aria-label="底部导航">
        {look.tabs.map((tab) => (
          <AppLink key={tab} to={TABS[tab].to(iid)} className="tx-tabbar-item" aria-current={tab === current ? 'page' : undefined}>
            {TABS[tab].icon}
            <span>{TABS[tab].label}</span>
          </AppLink>
        ))}
      </nav>
    </>
  );
}
