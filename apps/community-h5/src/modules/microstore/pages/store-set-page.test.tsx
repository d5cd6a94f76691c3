import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { storeOf } from '../test-fixtures';
import { Component as StoreSetPage } from './store-set-page';

const ROUTE = { route: '/app/account/storeSet', path: '/app/account/storeSet' };

describe('StoreSetPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads to every set-up page of the owner’s store', async () => {
    mockApi({ '/api/microstore/mine': () => ({ t: storeOf() }) });
    renderMemberPage(<StoreSetPage />, ROUTE);
    const menu = await screen.findByRole('navigation', { name: '店铺设置' });
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/app/account/storeInfoSet',
      '/app/account/storeItemEdit',
      '/app/account/storeConsultsSet',
      '/app/account/storeOrderNotifySet',
      '/app/account/storeMasterSet',
      '/app/account/storeQrcode',
    ]);
  });

  it('sends a member without a store to open one', async () => {
    mockApi({ '/api/microstore/mine': () => ({ t: null }) });
    renderMemberPage(<StoreSetPage />, ROUTE);
    expect(await screen.findByText('您还没有开通小店')).toBeVisible();
    expect(screen.getByRole('link', { name: '去开通小店' })).toHaveAttribute('href', '/app/account/distributionStore');
    expect(screen.queryByRole('navigation', { name: '店铺设置' })).toBeNull();
  });
});
