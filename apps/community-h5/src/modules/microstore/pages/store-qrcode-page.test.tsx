import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { storeOf } from '../test-fixtures';
import { Component as StoreQrcodePage } from './store-qrcode-page';

describe('StoreQrcodePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the QR code of the store’s public link, which carries its key, and copies the link', async () => {
    mockApi({ '/api/microstore/mine': () => ({ t: storeOf() }) });
    renderMemberPage(<StoreQrcodePage />, { route: '/app/account/storeQrcode', path: '/app/account/storeQrcode' });
    const link = `${window.location.origin}/app/account/smallStore?id=4&iid=1000&saleIid=1000&multiDisKey=ms0123456789ab`;
    expect(await screen.findByTestId('store-link')).toHaveTextContent(link);
    expect(screen.getByRole('img', { name: '店铺二维码' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });
});
