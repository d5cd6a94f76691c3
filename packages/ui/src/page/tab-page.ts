import { createContext } from 'react';

/**
 * True when the app shows the page as a tab of its tab bar: a tab has no back button (the bar is
 * the way between tabs), whether the page was opened from the bar or from a link. A module of its
 * own: the app's shell provides it without the page frame's CSS.
 */
export const TabPageContext = createContext(false);
