import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as GiftsPage } from './gifts-page';

describe('GiftsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each reward step reached with its date, and how far the next ones are', async () => {
    mockApi({
      '/api/cmgoods/gifts': () => ({
        t: {
          invited: 2,
          steps: [
            { invited: 1, points: 10, title: '首次邀请奖励', grantedAt: '2026-11-20T04:00:00.000Z' },
            { invited: 3, points: 30, title: '邀请3人奖励', grantedAt: null },
            { invited: 10, points: 120, title: '邀请10人奖励', grantedAt: null },
          ],
        },
      }),
    });
    renderMemberPage(<GiftsPage />, { route: '/app/invitation/gifts', path: '/app/invitation/gifts' });
    expect(await screen.findByTestId('invited-count')).toHaveTextContent('2人');
    const steps = within(screen.getByRole('list', { name: '奖励' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('邀请1人，奖励10积分已发放 11-20');
    expect(steps[1]).toHaveTextContent('还差1人');
    expect(steps[2]).toHaveTextContent('邀请10人，奖励120积分还差8人');
    expect(screen.getByRole('progressbar', { name: '邀请3人奖励' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('progressbar', { name: '首次邀请奖励' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('link', { name: '去邀请好友' })).toHaveAttribute('href', '/app/account/invitation');
  });
});
