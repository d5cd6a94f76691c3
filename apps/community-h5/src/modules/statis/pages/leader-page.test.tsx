import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as LeaderPage } from './leader-page';

describe('LeaderPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the leaders by activities led and lists each with the people served', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ leader: `领队${i + 1}`, activities: 9 - i, people: (9 - i) * 10 }));
    mockApi({ '/api/statis/leader': () => ({ t: rows }) });
    renderMemberPage(<LeaderPage />, { route: '/app/statis/leader', path: '/app/statis/leader' });
    const chart = await screen.findByRole('img', { name: /^带队场次（前8位）：领队1 9，/ });
    expect(chart.getAttribute('aria-label')).not.toContain('领队9');
    expect(within(screen.getByRole('table', { name: '领队明细' })).getAllByRole('row')).toHaveLength(10);
    expect(screen.getByText('服务人次')).toHaveTextContent('450服务人次');
  });
});
