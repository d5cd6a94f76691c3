import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../test/render-page';
import { Component as EmptyPage } from './empty-page';

describe('realcard EmptyPage', () => {
  it('says where a card comes from and leads to activation, signed out too', async () => {
    renderMemberPage(<EmptyPage />, { route: '/app/realcard/empty', path: '/app/realcard/empty', member: null });
    expect(await screen.findByText('暂无卡片')).toBeVisible();
    expect(screen.getByText(/凭卡背面的卡号和卡密激活/)).toBeVisible();
    expect(screen.getByRole('link', { name: '去激活' })).toHaveAttribute('href', '/app/realcard/activate');
  });
});
