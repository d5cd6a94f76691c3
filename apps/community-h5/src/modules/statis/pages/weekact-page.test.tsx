import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as WeekactPage } from './weekact-page';

const ROUTE = { route: '/app/statis/weekact', path: '/app/statis/weekact' };

describe('WeekactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws activities and enrolments week by week with the totals above', async () => {
    const api = mockApi({
      '/api/statis/weekact': () => ({ t: [{ week: '2026-11-09', activities: 2, people: 15, revenueFen: 150_000 }, { week: '2026-11-16', activities: 3, people: 21, revenueFen: 99_900 }, { week: '2026-11-23', activities: 0, people: 0, revenueFen: 0 }] }),
    });
    renderMemberPage(<WeekactPage />, ROUTE);
    expect(await screen.findByRole('img', { name: '每周活动场次：11-09 2，11-16 3，11-23 0' })).toBeVisible();
    expect(screen.getByRole('img', { name: '每周报名人次：11-09 15，11-16 21，11-23 0' })).toBeVisible();
    expect(screen.getByText('活动场次')).toHaveTextContent('5活动场次');
    expect(screen.getByText('报名人次')).toHaveTextContent('36报名人次');
    expect(screen.getByText('报名收入')).toHaveTextContent('¥2499.00报名收入');
    expect(screen.getByRole('link', { name: '每周活动' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls[0]?.[1]).toMatchObject({ weeks: '8' });
  });

  it('refuses a member whose role does not open statistics, drawing nothing', async () => {
    mockApi({ '/api/statis/weekact': () => ({ code: 1901, msg: '仅机构管理员和领队可以查看统计数据' }) });
    renderMemberPage(<WeekactPage />, ROUTE);
    expect(await screen.findByRole('alert', { name: '无权查看' })).toHaveTextContent('如需查看，请联系机构管理员为您开通领队或管理员身份。');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '统计' })).toBeNull();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let fail = true;
    mockApi({ '/api/statis/weekact': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: [] }) });
    renderMemberPage(<WeekactPage />, ROUTE);
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    retry.click();
    expect(await screen.findByRole('img', { name: '每周活动场次：' })).toBeVisible();
  });
});
