import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AdinsurePage } from './adinsure-page';

describe('AdinsurePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the insured people and premiums month by month', async () => {
    const api = mockApi({ '/api/statis/adinsure': () => ({ t: [{ month: '2026-10', people: 6, premiumFen: 3000 }, { month: '2026-11', people: 2, premiumFen: 1000 }] }) });
    renderMemberPage(<AdinsurePage />, { route: '/app/statis/adinsure', path: '/app/statis/adinsure' });
    expect(await screen.findByRole('img', { name: '每月投保人次：26-10 6，26-11 2' })).toBeVisible();
    expect(screen.getByRole('img', { name: '每月保费：26-10 ¥30.00，26-11 ¥10.00' })).toBeVisible();
    expect(screen.getByText('保费合计')).toHaveTextContent('¥40.00保费合计');
    expect(api.calls[0]?.[1]).toMatchObject({ months: '6' });
  });
});
