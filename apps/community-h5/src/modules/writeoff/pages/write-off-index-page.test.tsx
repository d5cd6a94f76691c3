import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as WriteOffIndexPage } from './write-off-index-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const route = '/app/pay/vipWriteOff_index';

describe('WriteOffIndexPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
  });

  it('shows the merchant’s count of today and looks an 8-digit code up, refusing anything else', async () => {
    mockApi({ '/api/vip/writeoff/merchant': () => ({ t: { name: '同心书屋', benefits: 2, today: 5 } }) });
    const { location } = renderMemberPage(<WriteOffIndexPage />, { route, path: `${route}?iid=1000` });
    expect(await screen.findByRole('heading', { name: '同心书屋' })).toBeVisible();
    expect(screen.getByTestId('today-count')).toHaveTextContent('5');
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: '查询' });
    await user.click(submit);
    expect(await screen.findByText('请输入会员出示的核销码')).toBeVisible();
    const code = screen.getByRole('textbox', { name: '核销码' });
    await user.type(code, '1234a567');
    expect(code).toHaveValue('1234567');
    await user.click(submit);
    expect(await screen.findByText('核销码为8位数字')).toBeVisible();
    expect(location()).toBe(`${route}?iid=1000`);
    expect(loadPage).not.toHaveBeenCalled();
    await user.type(code, '8');
    await user.click(submit);
    // A pay route: the page is loaded in full (spec §2), as the shell does for /app/pay/.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/app/pay/vipWriteOff?iid=1000&code=12345678'));
  });

  it('tells a member who is not a merchant, and offers their own code instead', async () => {
    mockApi({ '/api/vip/writeoff/merchant': () => ({ t: null }) });
    renderMemberPage(<WriteOffIndexPage />, { route, path: `${route}?iid=1000` });
    expect(await screen.findByText('您不是本组织的核销商户，无法核销')).toBeVisible();
    expect(screen.getByRole('link', { name: '出示我的会员核销码' })).toHaveAttribute('href', '/app/vipWriteOff/1000/record/recv');
    expect(screen.queryByRole('textbox', { name: '核销码' })).toBeNull();
  });
});
