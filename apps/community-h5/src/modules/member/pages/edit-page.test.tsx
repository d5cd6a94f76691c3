import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_PREFIX } from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as EditPage } from './edit-page';

const ROUTE = '/app/account/personal/edit';
const DRAFT_KEY = `${DRAFT_PREFIX}personal-edit:${TEST_MEMBER.userId}`;
const profileOf = (mobile: string) => ({
  userId: 7, iid: 1000, nickName: '微信用户', name: '', headImg: '', signature: '', email: '', coin: 0, isVip: false, hasPassword: false, mobile,
});

describe('EditPage', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the number the member holds now, not the one a draft kept from before binding it', async () => {
    // Typed before going to bind a number (the draft holds no number), then bound one on the bind page.
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ nickName: '同心小李', name: '李同心', mobile: '', email: '', signature: '' }));
    const api = mockApi({
      '/api/userV2.profile': () => ({ t: profileOf('13912345678') }),
      '/api/userV2.profile/update': () => ({ t: { ...profileOf('13912345678'), nickName: '同心小李', name: '李同心' } }),
    });
    renderMemberPage(<EditPage />, { route: ROUTE, path: ROUTE });
    const mobile = await screen.findByLabelText('手机号');
    expect(mobile).toHaveValue('13912345678');
    expect(mobile).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: '更换' })).toHaveAttribute('href', '/app/account/fillinfo?redirect=%2Fapp%2Faccount%2Fpersonal%2Fedit');
    expect(screen.getByLabelText('昵称')).toHaveValue('同心小李');
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/personal/info');
    expect(api.calls.filter(([path]) => path === '/api/userV2.profile/update')).toEqual([
      ['/api/userV2.profile/update', { iid: 1000, token: TEST_MEMBER.token, nickName: '同心小李', name: '李同心', mobile: '13912345678', email: '', signature: '' }],
    ]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('asks a member without a number to bind one (the spec’s 必填哦 by the field and its 绑定 link)', async () => {
    const api = mockApi({ '/api/userV2.profile': () => ({ t: { ...profileOf(''), name: '李同心' } }) });
    renderMemberPage(<EditPage />, { route: ROUTE, path: ROUTE });
    expect(await screen.findByRole('link', { name: '绑定' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('必填哦', { selector: '[role="alert"]' })).toBeVisible();
    expect(api.calls.filter(([path]) => path === '/api/userV2.profile/update')).toEqual([]);
  });
});
