import { beforeEach, describe, expect, it } from 'vitest';
import { clearSearchHistory, readSearchHistory, rememberSearch, SEARCH_HISTORY_KEY } from './search-history';

describe('the search history (goodsSearchObject)', () => {
  beforeEach(() => window.localStorage.removeItem(SEARCH_HISTORY_KEY));

  it('keeps the newest first, moves a repeat to the top, at most 10', () => {
    rememberSearch('红茶');
    rememberSearch(' 帆布袋 ');
    expect(rememberSearch('红茶')).toEqual(['红茶', '帆布袋']);
    for (let i = 0; i < 12; i++) rememberSearch(`w${i}`);
    expect(readSearchHistory()).toHaveLength(10);
    expect(readSearchHistory()[0]).toBe('w11');
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '')).toEqual(readSearchHistory());
  });

  it('reads a broken value as empty, and clears', () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '{oops');
    expect(readSearchHistory()).toEqual([]);
    rememberSearch('蜂蜜');
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
  });
});
