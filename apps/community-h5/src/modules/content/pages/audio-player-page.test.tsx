import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AudioPlayerPage } from './audio-player-page';

const track = (id: number, title: string, prevId: number | null, nextId: number | null) => ({
  id,
  itemId: 9,
  seq: id - 10,
  title,
  kind: 'audio',
  duration: 300,
  body: '',
  mediaUrl: `/api/content/media/p${id}/1/s/track${id}.m4a`,
  hlsUrl: '',
  position: 0,
  prevId,
  nextId,
});

const album = {
  id: 9,
  moduleType: 'audio',
  tag: '自然',
  title: '湿地的声音',
  summary: '',
  images: [],
  author: '林青',
  authorAvatar: '',
  source: '',
  views: 3,
  likes: 0,
  comments: 0,
  price: 0,
  duration: 600,
  parts: 2,
  publishedAt: '2026-03-01T08:00:00Z',
  link: '/app/pay/albumDetail?id=9&iid=1000',
  body: '',
  intro: '',
  draft: false,
  bought: true,
  liked: false,
  collected: false,
  partList: [
    { id: 11, seq: 1, title: '第一集 清晨', kind: 'audio', duration: 300, free: true, open: true, position: 0 },
    { id: 12, seq: 2, title: '第二集 白鹭', kind: 'audio', duration: 300, free: true, open: true, position: 0 },
  ],
  related: [],
};

/** Sets what the element reports (jsdom plays nothing) and tells the page, as a playing element would. */
function playAt(audio: HTMLElement, current: number, duration: number) {
  Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: current });
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  fireEvent.timeUpdate(audio);
}

describe('the audio player (/app/audio/:iid/player/:id)', () => {
  let pause: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    pause = vi.fn();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    mockApi({
      '/api/content/detail': () => ({ t: album }),
      '/api/content/part': (p) => ({ t: Number(p.id) === 11 ? track(11, '第一集 清晨', null, 12) : track(12, '第二集 白鹭', 11, null) }),
      '/api/content/progress': () => ({ t: true }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  // The media stubs stay until the pages are unmounted after the last test (jsdom has no pause).
  afterAll(() => vi.restoreAllMocks());

  it('shows the progress, keeps the chosen speed, and goes on to the next track by itself when one ends', async () => {
    const view = renderMemberPage(<AudioPlayerPage />, { route: '/app/audio/:iid/player/:id', path: '/app/audio/1000/player/11?album=9' });
    const first = await screen.findByLabelText('音频：第一集 清晨');
    playAt(first, 65, 300);
    expect(screen.getByLabelText('播放进度')).toHaveTextContent('1:05 / 5:00');

    fireEvent.change(screen.getByRole('combobox', { name: '倍速' }), { target: { value: '1.5' } });
    expect((first as HTMLMediaElement).playbackRate).toBe(1.5);

    fireEvent.ended(first);
    const second = await screen.findByLabelText('音频：第二集 白鹭');
    expect(view.location()).toBe('/app/audio/1000/player/12?album=9');
    // Playing on: the next track starts by itself, at the same speed.
    expect((second as HTMLMediaElement).autoplay).toBe(true);
    expect((second as HTMLMediaElement).playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '下一集' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /第二集 白鹭/ })).toHaveAttribute('aria-current', 'true');
  });

  it('stops playing when the sleep timer runs out, not before', async () => {
    renderMemberPage(<AudioPlayerPage />, { route: '/app/audio/:iid/player/:id', path: '/app/audio/1000/player/11?album=9' });
    const audio = await screen.findByLabelText('音频：第一集 清晨');
    playAt(audio, 10, 300);
    await screen.findByRole('list', { name: '专辑目录' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    pause.mockClear();
    fireEvent.change(screen.getByRole('combobox', { name: '定时关闭' }), { target: { value: '15' } });
    expect(screen.getByRole('combobox', { name: '定时关闭' })).toHaveValue('-1');

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 - 1000));
    expect(pause).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(pause).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '定时关闭' })).toHaveValue('0'));
  });
});
