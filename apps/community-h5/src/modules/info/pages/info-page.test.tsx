import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantChanged } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as InfoPage, infoNameOf } from './info-page';

describe('the info pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("read the page named by the path, in the route's tenant or else the shell's, as text", async () => {
    const api = mockApi({
      '/api/info/page': (p) => ({
        t: {
          title: `页面 ${String(p.name)}`,
          updatedAt: '2026-01-02T00:00:00Z',
          sections: [{ heading: '', paragraphs: ['<b>不是 HTML</b>'] }],
        },
      }),
    });
    const view = renderMemberPage(<InfoPage />, {
      route: '/app/info/contact',
      path: '/app/info/contact',
      member: null,
    });
    view.store.dispatch(tenantChanged({ iid: 1200 }));
    expect(await screen.findByRole('heading', { name: '页面 contact' })).toBeInTheDocument();
    expect(screen.getByText('<b>不是 HTML</b>')).toBeInTheDocument();
    expect(api.calls.at(-1)?.[1]).toMatchObject({ name: 'contact', iid: '1200' });
  });

  it('names the page from its path', () => {
    expect(infoNameOf('/app/info/privacy/1000')).toBe('privacy');
    expect(infoNameOf('/app/info/down')).toBe('down');
    expect(infoNameOf('/app/info/unknown/1000')).toBe('protocol');
  });
});
