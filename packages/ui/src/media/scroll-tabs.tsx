import type { ComponentProps } from 'react';
import { Tabs } from 'react-vant';

/** Props of ScrollTabs: react-vant Tabs' own. */
export type ScrollTabsProps = ComponentProps<typeof Tabs>;

/** Tabs scroll sideways once there are more than this many (spec §9). */
export const TAB_SCROLL_THRESHOLD = 4;

/**
 * react-vant Tabs that scroll sideways past four tabs (react-vant's own threshold is five).
 *
 * @example <ScrollTabs active={type} onChange={setType}>{types.map((t) => <TabPane key={t.id} name={t.id} title={t.name} />)}</ScrollTabs>
 */
export function ScrollTabs(props: ScrollTabsProps) {
  return <Tabs swipeThreshold={TAB_SCROLL_THRESHOLD} {...props} />;
}

/** One tab of ScrollTabs (react-vant's Tabs.TabPane). */
export const TabPane = Tabs.TabPane;
