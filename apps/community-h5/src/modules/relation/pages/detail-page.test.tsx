import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { profileOf } from '../test-fixtures';
import { Component as DetailPage } from './detail-page';

const route = '/app/relation/detail';

describe('relation DetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows another member’s profile and praises them once', async () => {
    let praised = false;
    const api = mockApi({
      '/api/relation/profile': () => ({
        t: profileOf({
          intro: '社区图书角志愿者',
          tags: [{ tag: '热心肠', count: 3 }],
          extra: [{ label: '擅长', value: '摄影' }],
          honors: [{ id: 1, title: '优秀志愿者', date: '2026-03-05', image: '' }],
          companies: [{ id: 2, name: '同心书屋', position: '店长', startDate: '2024-01-01', endDate: '' }],
          praiseCount: praised ? 5 : 4,
          praisedByMe: praised,
        }),
      }),
      '/api/relation/praise': () => {
        praised = true;
        return { t: { praiseCount: 5 } };
      },
    });
    renderMemberPage(<DetailPage />, { route, path: `${route}?id=21` });
    expect(await screen.findByRole('region', { name: '个人简介' })).toHaveTextContent('社区图书角志愿者');
    expect(screen.getByRole('region', { name: '印象' })).toHaveTextContent('印象（3）热心肠 3');
    expect(screen.getByRole('region', { name: '扩展信息' })).toHaveTextContent('擅长摄影');
    expect(screen.getByRole('region', { name: '荣誉证书' })).toHaveTextContent('优秀志愿者2026-03-05');
    expect(screen.getByRole('region', { name: '工作单位' })).toHaveTextContent('同心书屋 · 店长2024-01-01 至 今');
    expect(screen.getByRole('link', { name: '添加印象' })).toHaveAttribute('href', '/app/relation/addimpress?id=21');
    await userEvent.setup().click(screen.getByRole('button', { name: '点赞 4' }));
    expect(await screen.findByRole('button', { name: '已赞 5' })).toBeDisabled();
    expect(api.calls.filter(([path]) => path === '/api/relation/praise').map(([, p]) => p)).toMatchObject([{ memberId: 21 }]);
  });

  it('offers no praise or impression on one’s own profile, and says an impression was given', async () => {
    mockApi({ '/api/relation/profile': () => ({ t: profileOf({ isMe: true }) }) });
    const first = renderMemberPage(<DetailPage />, { route, path: `${route}?id=21` });
    expect(await screen.findByText('暂无荣誉')).toBeVisible();
    expect(screen.queryByRole('button', { name: /点赞/ })).toBeNull();
    first.unmount();
    mockApi({ '/api/relation/profile': () => ({ t: profileOf({ impressedByMe: true }) }) });
    renderMemberPage(<DetailPage />, { route, path: `${route}?id=21` });
    expect(await screen.findByRole('button', { name: '已添加印象' })).toBeDisabled();
  });

  it('says a member does not exist, and a bad id asks nothing', async () => {
    const api = mockApi({ '/api/relation/profile': () => ({ code: 404, msg: '该成员不存在' }) });
    const first = renderMemberPage(<DetailPage />, { route, path: `${route}?id=abc` });
    expect(await screen.findByText('缺少参数，无法查看该成员')).toBeVisible();
    expect(api.calls).toEqual([]);
    first.unmount();
    renderMemberPage(<DetailPage />, { route, path: `${route}?id=999` });
    expect(await screen.findByText('该成员不存在')).toBeVisible();
  });
});
