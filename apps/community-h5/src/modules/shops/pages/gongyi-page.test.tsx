import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as GongyiPage } from './gongyi-page';

const route = '/app/shops/gongyi';

describe('GongyiPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card owner’s volunteer record: activities, attendance and hours, each activity leading to its page', async () => {
    const api = mockApi({
      '/api/shops/gongyi': () => ({
        t: {
          name: '林小同',
          activities: 3,
          attended: 2,
          hours: 7.5,
          upcoming: 1,
          recent: [
            { activityId: 11, title: '西湖净滩', startAt: '2026-11-01T01:00:00.000Z', checkedIn: true, ended: true },
            { activityId: 12, title: '敬老院探访', startAt: '2026-11-08T01:00:00.000Z', checkedIn: false, ended: true },
            { activityId: 13, title: '图书漂流', startAt: '2026-12-08T01:00:00.000Z', checkedIn: false, ended: false },
          ],
        },
      }),
    });
    renderMemberPage(<GongyiPage />, { route, path: `${route}?code=c0ffee12` });
    expect(await screen.findByRole('heading', { name: '林小同的志愿服务' })).toBeVisible();
    expect(screen.getByLabelText('志愿服务统计')).toHaveTextContent('参加活动3签到出勤2服务时长(小时)7.5');
    expect(screen.getByText('另有 1 个已报名的活动即将开始')).toBeVisible();
    const rows = within(screen.getByRole('region', { name: '活动记录' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.split('·')[1]?.trim())).toEqual(['已签到', '未签到', '即将开始']);
    expect(within(rows[0]!).getByRole('link', { name: '西湖净滩' })).toHaveAttribute('href', '/app/act/1000/detail/11');
    expect(api.calls[0]?.[1]).toMatchObject({ code: 'c0ffee12' });
  });

  it('says the member has not taken part yet', async () => {
    mockApi({ '/api/shops/gongyi': () => ({ t: { name: '王阿姨', activities: 0, attended: 0, hours: 0, upcoming: 0, recent: [] } }) });
    renderMemberPage(<GongyiPage />, { route, path: route });
    expect(await screen.findByText('还没有参加过活动')).toBeVisible();
  });
});
