import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ID_NUMBER_MESSAGES, INPUT_MESSAGES } from '@tongxin/validators';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { authProblems, Component as AuthPage } from './auth-page';

const TODAY = new Date('2026-01-01T00:00:00Z');

describe('identity verification form', () => {
  it('asks for a Chinese name and a national ID whose checksum holds, in the spec’s words', () => {
    expect(authProblems({ name: '', idNumber: '' }, TODAY)).toEqual({ name: INPUT_MESSAGES.required, idNumber: INPUT_MESSAGES.required });
    expect(authProblems({ name: 'Wang', idNumber: '110105199003071230' }, TODAY)).toEqual({ name: INPUT_MESSAGES.chineseName, idNumber: ID_NUMBER_MESSAGES.checksum });
    expect(authProblems({ name: '王同心', idNumber: '990105199003071239' }, TODAY).idNumber).toBe(ID_NUMBER_MESSAGES.province);
    expect(authProblems({ name: ' 王同心 ', idNumber: '110105199003071239' }, TODAY)).toEqual({});
  });
});

describe('identity verification page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('refuses a wrong checksum before asking, then verifies and shows the full number to its owner', async () => {
    let verified = false;
    const api = mockApi({
      '/api/relation/mine': () => ({
        t: mineOf({ verified, auth: verified ? { status: 2, name: '王同心', idNumber: '110105199003071239', verifiedAt: '2026-11-24T04:00:00.000Z' } : { status: 0, name: '', idNumber: '', verifiedAt: null } }),
      }),
      '/api/relation/auth': () => {
        verified = true;
        return { t: { status: 2, idMasked: '110***********1239' } };
      },
    });
    renderMemberPage(<AuthPage />, { route: '/app/relation/auth', path: '/app/relation/auth' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '真实姓名' }), '王同心');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '110105199003071230');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText(ID_NUMBER_MESSAGES.checksum, { selector: '.tx-field-error' })).toBeVisible();
    expect(api.calls.some(([path]) => path === '/api/relation/auth')).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: '身份证号' }));
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '110105199003071239');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    const done = await screen.findByRole('region', { name: '认证信息' });
    expect(done).toHaveTextContent('身份证号110105199003071239');
    expect(done).toHaveTextContent('完整证件号只有你自己能看到');
    expect(api.calls.filter(([path]) => path === '/api/relation/auth').map(([, p]) => p)).toMatchObject([{ name: '王同心', idNumber: '110105199003071239' }]);
  });

  it('shows the server’s refusal under the number', async () => {
    mockApi({ '/api/relation/mine': () => ({ t: mineOf() }), '/api/relation/auth': () => ({ code: 409, msg: '已完成实名认证，不能重复认证' }) });
    renderMemberPage(<AuthPage />, { route: '/app/relation/auth', path: '/app/relation/auth' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '真实姓名' }), '王同心');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '110105199003071239');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('已完成实名认证，不能重复认证', { selector: '.tx-field-error' })).toBeVisible();
  });
});
