import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as BookChapterPage } from './book-chapter-page';

const chapter = (position: number) => ({
  id: 41,
  itemId: 601,
  seq: 3,
  title: '第3章 夜行',
  kind: 'text',
  duration: 0,
  body: '<p>山路在月光下发白。</p>',
  mediaUrl: '',
  hlsUrl: '',
  position,
  prevId: 40,
  nextId: 42,
});

/** A page 3000 px tall in a 600 px window: 2400 px to scroll. */
function tallPage() {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  vi.stubGlobal('innerHeight', 600);
}

describe('the book reader (/app/book/:iid/articleDetail/:id)', () => {
  let scrolledTo: number[];
  beforeEach(() => {
    scrolledTo = [];
    tallPage();
    vi.stubGlobal('scrollTo', (_x: number, y: number) => {
      scrolledTo.push(y);
      vi.stubGlobal('scrollY', y);
    });
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
      run(0);
      return 0;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('opens the chapter where the member stopped reading, and remembers where they stop now', async () => {
    const api = mockApi({ '/api/content/part': () => ({ t: chapter(500) }), '/api/content/progress': () => ({ t: true }) });
    renderMemberPage(<BookChapterPage />, { route: '/app/book/:iid/articleDetail/:id', path: '/app/book/1000/articleDetail/41?book=601' });
    expect(await screen.findByRole('article', { name: '第3章 夜行' })).toHaveTextContent('山路在月光下发白。');
    // Half way (500‰ of 2400 px).
    expect(scrolledTo).toEqual([1200]);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('scrollY', 1800);
    fireEvent.scroll(window);
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(api.calls.some(([path]) => path === '/api/content/progress')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(api.calls).toContainEqual(['/api/content/progress', expect.objectContaining({ id: 41, position: 750 })]));
    expect(screen.getByRole('button', { name: '下一章' })).toBeEnabled();
  });
});
