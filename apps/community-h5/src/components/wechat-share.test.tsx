import { act, screen } from '@testing-library/react';
import type { WxShareSdk } from '@tongxin/env-auth';
import { describe, expect, it, vi } from 'vitest';
import { environmentDetected } from '../lib/session';
import { renderMemberPage } from '../test/render-page';
import { useWechatShare, type WechatShareDeps } from './wechat-share';

const signed = { appId: 'wx1234567890abcdef', timestamp: 1_700_000_000, nonceStr: 'n1', signature: 'a'.repeat(40) };

/** A fake JS-SDK: records what the page asked of it and accepts the signature. */
function fakeDeps() {
  const calls: { name: string; options: Record<string, unknown> }[] = [];
  let ready = () => undefined as void;
  const wx: WxShareSdk = {
    config: (options) => {
      calls.push({ name: 'config', options });
      queueMicrotask(() => ready());
    },
    ready: (callback) => void (ready = callback),
    error: () => undefined,
    updateAppMessageShareData: (options) => {
      calls.push({ name: 'appMessage', options: { ...options } });
      options.success?.();
    },
    updateTimelineShareData: (options) => {
      calls.push({ name: 'timeline', options: { ...options } });
      options.success?.();
    },
  };
  const deps: WechatShareDeps = { sign: vi.fn(async () => signed), sdk: vi.fn(async () => wx), signingUrl: () => 'https://zs.example.org/app/news/1000/detail/1' };
  return { deps, calls };
}

function SharedPage({ deps, title, imgUrl = '/uploads/cover.jpg' }: { deps: WechatShareDeps; title: string | null; imgUrl?: string }) {
  useWechatShare(title ? { title, desc: '两百名志愿者', link: '/app/news/1000/detail/1?code=c1&state=s', imgUrl } : null, undefined, deps);
  return <h1>{title ?? '加载中'}</h1>;
}

describe('useWechatShare', () => {
  it('in WeChat, signs the page and sets both share cards with the page’s data', async () => {
    const { deps, calls } = fakeDeps();
    const view = renderMemberPage(<SharedPage deps={deps} title="春季植树节" />, { route: '/app/news/:iid/detail/:id', path: '/app/news/1000/detail/1' });
    act(() => void view.store.dispatch(environmentDetected('wechat')));
    expect(await screen.findByRole('heading', { name: '春季植树节' })).toBeVisible();
    await vi.waitFor(() => expect(calls.map((c) => c.name)).toEqual(['config', 'timeline', 'appMessage']));
    expect(deps.sign).toHaveBeenCalledWith(1000, 'https://zs.example.org/app/news/1000/detail/1');
    expect(calls[0]!.options).toMatchObject({ ...signed, jsApiList: ['updateTimelineShareData', 'updateAppMessageShareData'] });
    const origin = window.location.origin;
    expect(calls[2]!.options).toMatchObject({ title: '春季植树节', desc: '两百名志愿者', link: `${origin}/app/news/1000/detail/1`, imgUrl: `${origin}/uploads/cover.jpg` });
  });

  it('leaves out a picture WeChat could not fetch (an inline data: image)', async () => {
    const { deps, calls } = fakeDeps();
    const view = renderMemberPage(<SharedPage deps={deps} title="香山晨练徒步" imgUrl="data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E" />, { route: '/app/news/:iid/detail/:id', path: '/app/news/1000/detail/1' });
    act(() => void view.store.dispatch(environmentDetected('wechat')));
    await vi.waitFor(() => expect(calls.map((c) => c.name)).toEqual(['config', 'timeline', 'appMessage']));
    expect(calls[1]!.options).toMatchObject({ title: '香山晨练徒步', imgUrl: '' });
    expect(calls[2]!.options).toMatchObject({ title: '香山晨练徒步', imgUrl: '' });
  });

  it('does nothing outside WeChat, nor before the page has its data', async () => {
    const browser = fakeDeps();
    const view = renderMemberPage(<SharedPage deps={browser.deps} title="春季植树节" />, { route: '/app/news/:iid/detail/:id', path: '/app/news/1000/detail/1' });
    act(() => void view.store.dispatch(environmentDetected('browser')));
    expect(await screen.findByRole('heading', { name: '春季植树节' })).toBeVisible();
    view.unmount();
    const loading = fakeDeps();
    const again = renderMemberPage(<SharedPage deps={loading.deps} title={null} />, { route: '/app/news/:iid/detail/:id', path: '/app/news/1000/detail/1' });
    act(() => void again.store.dispatch(environmentDetected('wechat')));
    expect(await screen.findByRole('heading', { name: '加载中' })).toBeVisible();
    expect(browser.deps.sign).not.toHaveBeenCalled();
    expect(loading.deps.sign).not.toHaveBeenCalled();
  });
});
