import type { Environment } from '@tongxin/env-auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected } from '../../../lib/session';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as StepCountPage, WERUN_REFUSED } from './step-count-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const todayOf = (steps: number) => ({
  day: '2026-11-24',
  steps,
  km: Math.round(steps * 0.07) / 100,
  kcal: Math.round(steps * 0.04),
  week: [{ day: '2026-11-24', steps }],
  challenge: { title: '百万步挑战', dailyGoal: 8000, target: 1_000_000, startDay: '2026-11-01', endDay: '2026-12-31' },
  total: steps,
  reached: false,
  city: '',
});

function open(environment: Environment, path: string, werun: (p: Record<string, unknown>) => unknown = () => ({ t: todayOf(9_876) })) {
  let steps = 0;
  const api = mockApi({
    '/api/sport/step/today': () => ({ t: todayOf(steps) }),
    '/api/sport/step/werun': (p) => {
      const reply = werun(p) as { t?: { steps: number } };
      if (reply.t) steps = reply.t.steps;
      return reply;
    },
  });
  const view = renderMemberPage(<StepCountPage />, { route: '/app/step/count', path });
  act(() => {
    view.store.dispatch(environmentDetected(environment));
  });
  return { api, view };
}

type WithWx = Window & { wx?: unknown };

afterEach(() => {
  delete (window as WithWx).wx;
});

describe('the step page in a mini-program (WeChat Run)', () => {
  it("opens the mini-program's WeChat Run page with the member and this page to come back to", async () => {
    const navigateTo = vi.fn((o: { url: string; success?: () => void }) => o.success?.());
    (window as WithWx).wx = { miniProgram: { navigateTo } };
    open('miniprogram', '/app/step/count');
    await userEvent.setup().click(await screen.findByRole('button', { name: '同步微信运动步数' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const url = navigateTo.mock.calls[0]?.[0].url ?? '';
    expect(url.startsWith('/pages/werun/werun?')).toBe(true);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(q)).toMatchObject({ iid: '1000', rid: String(TEST_MEMBER.userId), session: TEST_MEMBER.token, from: 'community' });
    expect(new URL(q.get('back') ?? '').pathname).toBe('/app/step/count');
    expect(screen.queryByRole('button', { name: '同步步数' })).not.toBeInTheDocument();
  });

  it('posts the data the mini-program came back with once, takes it out of the address, and shows the steps', async () => {
    const { api, view } = open('miniprogram', '/app/step/count?werunCode=0a3xyz&werunData=ab+c/d==&werunIv=r7%2BQ%3D%3D');
    expect(await screen.findByRole('region', { name: '今日步数' })).toHaveTextContent('9,876');
    const posts = api.calls.filter(([path]) => path === '/api/sport/step/werun');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[1]).toMatchObject({ iid: 1000, token: TEST_MEMBER.token, code: '0a3xyz', encryptedData: 'ab+c/d==', iv: 'r7+Q==' });
    expect(view.location()).toBe('/app/step/count');
  });

  it('posts only once the first load of today has answered, so the steps shown are the synced ones', async () => {
    let steps = 0;
    const api = mockApi({
      '/api/sport/step/today': () => ({ t: todayOf(steps) }),
      '/api/sport/step/werun': () => {
        steps = 9_876;
        return { t: todayOf(steps) };
      },
    });
    // The first answer of today (0 steps, from before the upload) comes late.
    const answer = api.fetchMock.getMockImplementation();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    api.fetchMock.mockImplementation(async (input, init) => {
      const reply = await answer?.(input, init);
      if (first && String(input).includes('/api/sport/step/today')) {
        first = false;
        await held;
      }
      return reply as Response;
    });
    const view = renderMemberPage(<StepCountPage />, { route: '/app/step/count', path: '/app/step/count?werunCode=0a3xyz&werunData=abcd&werunIv=r7Q%3D' });
    act(() => {
      view.store.dispatch(environmentDetected('miniprogram'));
    });
    await waitFor(() => expect(view.location()).toBe('/app/step/count'));
    expect(api.calls.filter(([path]) => path === '/api/sport/step/today')).toHaveLength(1);
    await act(async () => undefined);
    expect(api.calls.some(([path]) => path === '/api/sport/step/werun')).toBe(false);
    release();
    await waitFor(() => expect(screen.getByRole('region', { name: '今日步数' })).toHaveTextContent('9,876'));
    expect(await screen.findByText('微信运动步数已同步')).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/sport/step/werun')).toHaveLength(1);
  });

  it("says the server's reason when the data is refused", async () => {
    open('miniprogram', '/app/step/count?werunCode=old&werunData=x&werunIv=y', () => ({ code: 4206, msg: '微信运动数据已过期，请重新同步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('微信运动数据已过期，请重新同步');
  });

  it('says what to do when the user did not allow WeChat Run', async () => {
    const { api, view } = open('miniprogram', '/app/step/count?werunError=auth%20deny');
    expect(await screen.findByRole('alert')).toHaveTextContent(WERUN_REFUSED);
    expect(api.calls.some(([path]) => path === '/api/sport/step/werun')).toBe(false);
    expect(view.location()).toBe('/app/step/count');
  });

  it('in a plain browser says where steps can be counted and offers no sync', async () => {
    open('browser', '/app/step/count');
    expect(await screen.findByRole('note')).toHaveTextContent('步数需在同心App或微信小程序中打开本页同步');
    expect(screen.queryByRole('button', { name: /同步/ })).not.toBeInTheDocument();
  });
});
