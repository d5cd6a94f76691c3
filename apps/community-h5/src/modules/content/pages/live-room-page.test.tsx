import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { RECONNECT_FIRST_MS } from '../components/live-stream';
import { Component as LiveRoomPage } from './live-room-page';

/** The browser's EventSource, played by the test: it opens, delivers, drops and closes on cue. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onopen?.());
  }
  emit(type: string, data: unknown) {
    act(() => {
      for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  /** The server or a proxy answered an error: the browser gives up on this connection. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }
}

const room = {
  id: 7,
  title: '急救知识直播课',
  host: '张老师',
  cover: '/c.svg',
  intro: '',
  status: 'live',
  startAt: '2026-03-01T08:00:00Z',
  endAt: '2036-03-01T08:00:00Z',
  price: 0,
  online: 3,
  muted: false,
  tipsFen: 3600,
  bought: true,
  streamUrl: '/api/content/media/l7/1/s/live.m3u8',
  eventsUrl: '/api/content/live/7/events?iid=1000',
  reminded: false,
  reminders: 0,
  isHost: false,
};
const message = (id: number, text: string, kind = 'comment', amountFen = 0) => ({ id, kind, author: '小林', content: text, amountFen, createdAt: '2026-03-01T08:10:00Z' });

describe('the live room (/app/live/:iid/detail)', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    api = mockApi({
      '/api/content/live/detail': () => ({ t: room }),
      '/api/content/live/messages': (p) => ({ t: Number(p.after) > 0 ? [message(3, '断线期间有人说话')] : [message(1, '主播好！')] }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  afterAll(() => vi.restoreAllMocks());

  it('shows what is said at once, connects again by itself after the stream is closed and catches up on what it missed', async () => {
    renderMemberPage(<LiveRoomPage />, { route: '/app/live/:iid/detail', path: '/app/live/1000/detail?id=7' });
    const list = await screen.findByRole('list', { name: '直播间消息' });
    expect(await within(list).findByText('主播好！')).toBeVisible();
    const first = FakeEventSource.all[0]!;
    expect(first.url).toBe('/api/content/live/7/events?iid=1000');
    first.open();
    first.emit('message', message(2, '老师讲得真清楚'));
    first.emit('message', message(2, '老师讲得真清楚'));
    expect(within(list).getAllByText('老师讲得真清楚')).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    first.fail();
    expect(screen.getByRole('button', { name: '连接失败点击重试' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS - 1));
    expect(FakeEventSource.all).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.all).toHaveLength(2);
    const second = FakeEventSource.all[1]!;
    second.open();
    expect(await within(list).findByText('断线期间有人说话')).toBeVisible();
    expect(api.calls).toContainEqual(['/api/content/live/messages', expect.objectContaining({ id: '7', after: '2' })]);
    expect(screen.queryByRole('button', { name: '连接失败点击重试' })).toBeNull();

    // A tip announced in the room shows with its amount.
    second.emit('message', message(4, '小林 打赏了主播', 'tip', 500));
    expect(within(list).getByText('小林 打赏了主播 ¥5.00')).toBeVisible();
  });

  it('closes the box when the host mutes the room, and opens it again', async () => {
    renderMemberPage(<LiveRoomPage />, { route: '/app/live/:iid/detail', path: '/app/live/1000/detail?id=7' });
    const box = await screen.findByRole('textbox', { name: '发送消息' });
    expect(box).toBeEnabled();
    const source = FakeEventSource.all[0]!;
    source.open();
    source.emit('mute', { muted: true });
    expect(screen.getByRole('alert')).toHaveTextContent('主播已开启全员禁言');
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    source.emit('mute', { muted: false });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toBeEnabled();
    // Only the host has the switch.
    expect(screen.queryByRole('button', { name: '全员禁言' })).toBeNull();
  });

  it('keeps a paid room’s talk for its buyers: a visitor who has not bought it sees the gate, no messages', async () => {
    const api = mockApi({
      '/api/content/live/detail': () => ({ t: { ...room, price: 1990, bought: false, streamUrl: '', eventsUrl: '' } }),
      '/api/content/live/messages': () => ({ code: 4031, msg: '请先购买~' }),
    });
    renderMemberPage(<LiveRoomPage />, { route: '/app/live/:iid/detail', path: '/app/live/1000/detail?id=7' });
    expect(await screen.findByRole('link', { name: '立即购买' })).toHaveAttribute('href', expect.stringContaining('/app/pay/liveDetail?id=7&iid=1000'));
    expect(screen.getByText('购买后可参与直播间聊天')).toBeVisible();
    expect(screen.queryByRole('list', { name: '直播间消息' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '发送消息' })).toBeNull();
    expect(FakeEventSource.all).toHaveLength(0);
    expect(api.calls.some(([path]) => path === '/api/content/live/messages')).toBe(false);
  });

  it('lets the host mute the room from the page and still speak', async () => {
    let muted = false;
    mockApi({
      '/api/content/live/detail': () => ({ t: { ...room, isHost: true, muted } }),
      '/api/content/live/messages': () => ({ t: [message(1, '主播好！')] }),
      '/api/content/live/mute': (p) => {
        muted = p.muted === true;
        return { t: { muted } };
      },
    });
    renderMemberPage(<LiveRoomPage />, { route: '/app/live/:iid/detail', path: '/app/live/1000/detail?id=7' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '全员禁言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('全员禁言中，只有你可以发言');
    expect(screen.getByRole('button', { name: '解除全员禁言' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: '发送消息' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '解除全员禁言' }));
    expect(await screen.findByRole('button', { name: '全员禁言' })).toHaveAttribute('aria-pressed', 'false');
    expect(muted).toBe(false);
  });
});
