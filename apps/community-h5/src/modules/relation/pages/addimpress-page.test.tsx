import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { profileOf } from '../test-fixtures';
import { Component as AddImpressPage } from './addimpress-page';

const route = '/app/relation/addimpress';

describe('AddImpressPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('gives a suggested or typed tag to another member, then shows their impressions', async () => {
    const api = mockApi({
      '/api/relation/profile': () => ({ t: profileOf() }),
      '/api/relation/impress/add': (p) => ({ t: { id: 9, tag: p.tag, from: { memberId: 7, nickName: '王阿姨', headImg: '', signature: '' }, hidden: false, createdAt: '2026-11-24T04:00:00.000Z' } }),
    });
    const { location } = renderMemberPage(<AddImpressPage />, { route, path: `${route}?id=21` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '提交印象' }));
    expect(await screen.findByText('必填哦')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '靠谱' }));
    expect(screen.getByRole('button', { name: '靠谱' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: '我的印象' })).toHaveValue('靠谱');
    await user.click(screen.getByRole('button', { name: '提交印象' }));
    await waitFor(() => expect(location()).toBe('/app/relation/impress?id=21'));
    expect(api.calls.filter(([path]) => path === '/api/relation/impress/add').map(([, p]) => p)).toMatchObject([{ memberId: 21, tag: '靠谱' }]);
  });

  it('refuses oneself, and a second impression, before any form', async () => {
    mockApi({ '/api/relation/profile': () => ({ t: profileOf({ isMe: true }) }) });
    const first = renderMemberPage(<AddImpressPage />, { route, path: `${route}?id=7` });
    expect(await screen.findByText('不能给自己添加印象')).toBeVisible();
    first.unmount();
    mockApi({ '/api/relation/profile': () => ({ t: profileOf({ impressedByMe: true }) }) });
    renderMemberPage(<AddImpressPage />, { route, path: `${route}?id=21` });
    expect(await screen.findByText('你已经给TA添加过印象了')).toBeVisible();
    expect(screen.queryByRole('button', { name: '提交印象' })).toBeNull();
  });

  it('says the server’s refusal when two tabs race', async () => {
    mockApi({ '/api/relation/profile': () => ({ t: profileOf() }), '/api/relation/impress/add': () => ({ code: 409, msg: '你已经给TA添加过印象了' }) });
    renderMemberPage(<AddImpressPage />, { route, path: `${route}?id=21` });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '我的印象' }), '会拍照');
    await user.click(screen.getByRole('button', { name: '提交印象' }));
    expect(await screen.findByText('你已经给TA添加过印象了')).toBeInTheDocument();
  });
});
