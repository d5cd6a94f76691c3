import { screen } from '@testing-library/react';
import { cf } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as ProjectPage } from './project-page';

const ROUTE = '/app/cf/:iid/index';

function open(project: cf.Project) {
  const api = mockApi({ '/api/cf/project': () => ({ code: 0, t: project }) });
  renderMemberPage(<ProjectPage />, { route: ROUTE, path: `/app/cf/1000/index?id=${project.id}` });
  return api;
}

describe('ProjectPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a funding project’s progress and lets a visitor support it', async () => {
    const api = open(projectOf());
    expect(await screen.findByRole('heading', { name: '社区图书漂流站' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '已完成48%' })).toBeVisible();
    expect(screen.getByText('¥48.88')).toBeVisible();
    expect(screen.getByRole('link', { name: '我要支持' })).toHaveAttribute('href', '/app/cf/1000/pay?id=5');
    expect(screen.queryByText(/众筹成功！|已原路退回。/)).toBeNull();
    expect(api.calls[0]).toEqual(['/api/cf/project', expect.objectContaining({ iid: '1000', id: '5' })]);
  });

  it('says a succeeded project’s raised amount was settled to its launcher, and sends the launcher to the wallet', async () => {
    open(
      projectOf({
        status: cf.PROJECT_STATUS.succeeded,
        mine: true,
        progress: { raisedFen: 11000, goalFen: 10000, percent: 110, supporters: 2, deadline: '2030-06-30T15:59:59.999Z', secondsLeft: 0 },
        outcome: { settledAt: '2030-06-30T16:00:00.000Z', paidOutFen: 11000, refundedFen: 0, refundedSupporters: 0 },
      }),
    );
    const status = await screen.findByText(/众筹成功！/);
    expect(status).toHaveTextContent('众筹成功！共筹得 ¥110.00，已结算给发起人。');
    expect(status).toHaveRole('status');
    expect(status).toHaveTextContent('款项已存入你的钱包');
    expect(screen.getByRole('link', { name: '去钱包查看或提现' })).toHaveAttribute('href', '/app/wallet/index');
    expect(screen.queryByRole('link', { name: '我要支持' })).toBeNull();
    expect(screen.getByText('已超时')).toBeVisible();
  });

  it('tells a visitor of a succeeded project without the launcher’s wallet link', async () => {
    open(projectOf({ status: cf.PROJECT_STATUS.succeeded, progress: { raisedFen: 11000, goalFen: 10000, percent: 110, supporters: 2, deadline: '2030-06-30T15:59:59.999Z', secondsLeft: 0 }, outcome: { settledAt: '2030-06-30T16:00:00.000Z', paidOutFen: 11000, refundedFen: 0, refundedSupporters: 0 } }));
    expect(await screen.findByText(/众筹成功！/)).toHaveTextContent('众筹成功！共筹得 ¥110.00，已结算给发起人。');
    expect(screen.queryByRole('link', { name: '去钱包查看或提现' })).toBeNull();
  });

  it('says a project short of its goal refunded its supporters', async () => {
    open(
      projectOf({
        status: cf.PROJECT_STATUS.failed,
        progress: { raisedFen: 0, goalFen: 1_000_000, percent: 0, supporters: 0, deadline: '2030-06-30T15:59:59.999Z', secondsLeft: 0 },
        outcome: { settledAt: '2030-06-30T16:00:00.000Z', paidOutFen: 0, refundedFen: 1200, refundedSupporters: 2 },
      }),
    );
    expect(await screen.findByText(/已原路退回。/)).toHaveTextContent('众筹未达目标，2 位支持者的 ¥12.00 已原路退回。');
    expect(screen.queryByRole('link', { name: '我要支持' })).toBeNull();
  });

  it('lays the page out as the project chose, or as the layout path (fir…nin) says', async () => {
    mockApi({ '/api/cf/project': () => ({ t: projectOf({ layout: 'six' }) }) });
    const first = renderMemberPage(<ProjectPage />, { route: ROUTE, path: '/app/cf/1000/index?id=5' });
    expect(await screen.findByRole('article', { name: '社区图书漂流站' })).toHaveClass('cf-layout-six');
    first.unmount();
    renderMemberPage(<ProjectPage />, { route: '/app/cf/:iid/index/thi', path: '/app/cf/1000/index/thi?id=5' });
    expect(await screen.findByRole('article', { name: '社区图书漂流站' })).toHaveClass('cf-layout-thi');
  });

  it('says so when the project does not exist', async () => {
    mockApi({ '/api/cf/project': () => ({ code: 404, msg: '项目不存在' }) });
    renderMemberPage(<ProjectPage />, { route: ROUTE, path: '/app/cf/1000/index?id=99' });
    expect(await screen.findByText(/项目不存在/)).toBeVisible();
  });
});
