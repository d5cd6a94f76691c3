import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as ImpressPage } from './impress-page';

const route = '/app/relation/impress';
const from = (memberId: number, nickName: string) => ({ memberId, nickName, headImg: '', signature: '' });
const impression = (id: number, tag: string, hidden = false) => ({ id, tag, from: from(30 + id, `成员${id}`), hidden, createdAt: '2026-11-24T04:00:00.000Z' });

describe('ImpressPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the owner hide an impression from others and show it again', async () => {
    let hidden = false;
    const api = mockApi({
      '/api/relation/impress/list': () => ({ t: { tags: [{ tag: '靠谱', count: 1 }], list: [impression(1, '靠谱'), impression(2, '话多', hidden)], isMe: true } }),
      '/api/relation/impress/hide': (p) => {
        hidden = Boolean(p.hidden);
        return { t: true };
      },
    });
    renderMemberPage(<ImpressPage />, { route, path: route });
    const rows = within(await screen.findByRole('list', { name: '印象列表' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('话多成员2 · 2026-11-24');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '隐藏“话多”' }));
    expect(await screen.findByText('已隐藏，其他人不再看到')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '显示“话多”' }));
    expect(api.calls.filter(([path]) => path === '/api/relation/impress/hide').map(([, p]) => p)).toMatchObject([{ id: 2, hidden: true }, { id: 2, hidden: false }]);
    expect(screen.queryByRole('link', { name: '添加印象' })).toBeNull();
  });

  it('shows another member’s impressions with a way to add one, and none yet kindly', async () => {
    mockApi({ '/api/relation/impress/list': () => ({ t: { tags: [], list: [], isMe: false } }) });
    renderMemberPage(<ImpressPage />, { route, path: `${route}?id=21` });
    expect(await screen.findByText('还没有人留下印象')).toBeVisible();
    expect(screen.getByRole('link', { name: '添加印象' })).toHaveAttribute('href', '/app/relation/addimpress?id=21');
    expect(screen.queryByRole('button', { name: /隐藏/ })).toBeNull();
  });
});
