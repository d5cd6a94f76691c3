import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INPUT_MESSAGES } from '@tongxin/validators';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { cardProblems, Component as CardEditPage, type CardForm } from './card-edit-page';

const CARD: CardForm = { name: '周同心', title: '', company: '', phone: '', wechat: '', email: '', website: '', address: '', intro: '', avatar: '', theme: '#1677ff', images: [], videos: [] };

describe('business card editor', () => {
  it('needs a name, and checks a phone (mobile or landline), an e-mail and the colour when given', () => {
    expect(cardProblems(CARD)).toEqual({});
    expect(cardProblems({ ...CARD, name: ' ' }).name).toBe(INPUT_MESSAGES.required);
    expect(cardProblems({ ...CARD, phone: '12345' }).phone).toBe(INPUT_MESSAGES.mobile);
    expect(cardProblems({ ...CARD, phone: '0571-88886666' })).toEqual({});
    expect(cardProblems({ ...CARD, phone: '13900002222' })).toEqual({});
    expect(cardProblems({ ...CARD, email: 'a@' }).email).toBe(INPUT_MESSAGES.email);
    expect(cardProblems({ ...CARD, theme: 'red' }).theme).toBe('颜色格式不对');
  });
});

describe('business card editor page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('creates the card (cardNew): the face follows what is typed, a bad number is refused, then it saves and opens the card', async () => {
    const api = mockApi({ '/api/shops/card/mine': () => ({ t: null }), '/api/shops/card/save': (p) => ({ t: cardOf({ ...(p as object), isMine: true }) }) });
    const { location } = renderMemberPage(<CardEditPage />, { route: '/app/shops/cardNew', path: '/app/shops/cardNew' });
    expect(await screen.findByRole('heading', { level: 1, name: '创建名片' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '周同心');
    await user.type(screen.getByRole('textbox', { name: '公司' }), '同心书屋');
    await user.type(screen.getByRole('textbox', { name: '电话' }), '12345');
    expect(screen.getByRole('article', { name: '周同心的名片' })).toHaveTextContent('同心书屋电话：12345');
    await user.click(screen.getByRole('radio', { name: '#07c160' }));
    await user.click(screen.getByRole('button', { name: '保存名片' }));
    expect(await screen.findByText(INPUT_MESSAGES.mobile, { selector: '.tx-field-error' })).toBeVisible();
    expect(api.calls.some(([path]) => path === '/api/shops/card/save')).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: '电话' }));
    await user.type(screen.getByRole('textbox', { name: '电话' }), '0571-88886666');
    await user.click(screen.getByRole('button', { name: '保存名片' }));
    await waitFor(() => expect(location()).toBe('/app/shops/card'));
    expect(api.calls.filter(([path]) => path === '/api/shops/card/save').map(([, p]) => p)).toMatchObject([{ name: '周同心', company: '同心书屋', phone: '0571-88886666', theme: '#07c160' }]);
  });

  it('edits the essentials only on card/edit1, from the saved card', async () => {
    mockApi({ '/api/shops/card/mine': () => ({ t: cardOf({ isMine: true }) }) });
    renderMemberPage(<CardEditPage />, { route: '/app/shops/card/edit1', path: '/app/shops/card/edit1' });
    expect(await screen.findByRole('heading', { level: 1, name: '快速编辑名片' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('林小同'));
    expect(screen.queryByRole('textbox', { name: '邮箱' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: '名片颜色' })).toBeNull();
    expect(within(screen.getByRole('article', { name: '林小同的名片' })).getByText('微信：tx-lin')).toBeVisible();
  });
});
