import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as CustomerPage } from './customer-page';

describe('CustomerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the launcher’s name and a number to call', async () => {
    mockApi({ '/api/cf/project': () => ({ t: projectOf({ contactPhone: '13900001111' }) }) });
    renderMemberPage(<CustomerPage />, { route: '/app/cf/:iid/customer', path: '/app/cf/1000/customer?id=5' });
    const card = await screen.findByRole('region', { name: '联系方式' });
    expect(card).toHaveTextContent('发起人：王阿姨');
    expect(screen.getByRole('link', { name: '13900001111' })).toHaveAttribute('href', 'tel:13900001111');
  });
});
