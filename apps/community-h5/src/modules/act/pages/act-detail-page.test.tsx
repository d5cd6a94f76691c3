import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { actDetail } from '../testing/act-detail';
import { Component as ActDetailPage } from './act-detail-page';

const open = (detail: ReturnType<typeof actDetail>) => {
  const api = mockApi({ '/h5/getjsonp': (p) => (p.uri === '/v1/act/detail' ? { t: detail } : { code: 404, msg: 'no' }) });
  renderMemberPage(<ActDetailPage />, { route: '/app/act/:iid/detail/:id', path: '/app/act/1000/detail/4' });
  return api;
};

describe('the activity detail’s main button by state', () => {
  it('an open activity links to the enrolment of this activity', async () => {
    open(actDetail());
    expect(await screen.findByRole('link', { name: '立即报名' })).toHaveAttribute('href', '/app/act/enroll?iid=1000&id=4');
  });

  it('an activity the member holds links to their order instead', async () => {
    open(actDetail({ state: 5, myOrderId: 'ACT42' }));
    expect(await screen.findByRole('link', { name: '已报名 · 查看订单' })).toHaveAttribute('href', '/app/pay/act?iid=1000&orderId=ACT42');
    expect(screen.queryByRole('link', { name: '立即报名' })).not.toBeInTheDocument();
  });

  it.each([
    [2, '已满员'],
    [3, '报名已截止'],
    [4, '暂不可报名'],
  ])('state %i shows a disabled %s and no way to enrol', async (state, text) => {
    open(actDetail({ state, left: state === 2 ? 0 : 32 }));
    expect(await screen.findByRole('button', { name: text })).toBeDisabled();
    expect(screen.queryByRole('link', { name: '立即报名' })).not.toBeInTheDocument();
  });

  it('sends the member’s token so the server can tell them apart from a visitor', async () => {
    const api = open(actDetail());
    await screen.findByRole('link', { name: '立即报名' });
    expect(api.calls.find(([, p]) => p.uri === '/v1/act/detail')?.[1]).toMatchObject({ id: '4', iid: '1000', token: expect.any(String) as unknown });
  });
});
