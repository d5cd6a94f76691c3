import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { cardOf } from '../test-fixtures';
import { Component as ActivatePage } from './activate-page';

const ROUTE = { route: '/app/realcard/activate', path: '/app/realcard/activate' };

describe('ActivatePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for both the number and the password before calling anything', async () => {
    const api = mockApi({});
    renderMemberPage(<ActivatePage />, ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('卡号'), '88000001');
    await user.click(screen.getByRole('button', { name: '确认激活' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入卡号和卡密');
    expect(api.calls).toEqual([]);
  });

  it('says a wrong number or password in the one same words, and clears the password but keeps the number', async () => {
    mockApi({ '/api/realcard/activate': () => ({ code: 1701, msg: '卡号或卡密错误，请核对卡片背面的卡号和卡密' }) });
    renderMemberPage(<ActivatePage />, ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('卡号'), '88000001');
    await user.type(screen.getByLabelText('卡密'), 'qz9wrong');
    await user.click(screen.getByRole('button', { name: '确认激活' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('卡号或卡密错误，请核对卡片背面的卡号和卡密');
    expect(screen.getByLabelText('卡密')).toHaveValue('');
    expect(screen.getByLabelText('卡号')).toHaveValue('88000001');
    // The number is a draft; the password is never stored.
    expect(localStorage.getItem('draft:realcard:activate')).toContain('88000001');
    const stored = Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? '') ?? '');
    expect(stored.join('\n')).not.toContain('qz9wrong');
  });

  it('activates with the number and password and opens the card', async () => {
    const api = mockApi({ '/api/realcard/activate': () => ({ t: cardOf({ id: 12 }) }) });
    const { location } = renderMemberPage(<ActivatePage />, ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('卡号'), ' 88000001 ');
    await user.type(screen.getByLabelText('卡密'), '246810');
    await user.click(screen.getByRole('button', { name: '确认激活' }));
    await waitFor(() => expect(location()).toBe('/app/realcard/query?cardId=12'));
    expect(api.calls.find(([path]) => path === '/api/realcard/activate')?.[1]).toMatchObject({ cardNo: '88000001', password: '246810' });
  });
});
