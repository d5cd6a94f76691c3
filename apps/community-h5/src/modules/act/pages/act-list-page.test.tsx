import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { actDetail } from '../testing/act-detail';
import { Component as ActListPage } from './act-list-page';

const card = (id: number, title: string) => {
  const { id: _id, title: _title, cover, startAt, endAt, days, originCity, province, destination, difficulty, tags, price, enrolled, quota, state } = actDetail();
  return { id, title, cover, startAt, endAt, days, originCity, province, destination, difficulty, tags, price, enrolled, quota, state };
};

function server() {
  return mockApi({
    '/h5/getjsonp': (p) =>
      p.uri === '/v1/distribution/act/list'
        ? { t: { list: [card(4, '急救员培训'), card(5, '双月湾露营')], total: 2 } }
        : p.uri === '/v1/act/province/list'
          ? { t: { provinces: [{ name: '广东', count: 2 }], tags: ['培训'] } }
          : p.uri === '/v1/interest/check'
            ? { t: [{ actId: 4, orderId: 'ACT4', status: 11 }] }
            : { code: 404, msg: 'no' },
  });
}

const cardOf = async (title: string) => (await screen.findByText(title)).closest('a') as HTMLElement;

describe('the activity list marks what the member already holds (/v1/interest/check)', () => {
  it('asks about the listed activities and marks the held one 已报名', async () => {
    const api = server();
    renderMemberPage(<ActListPage />, { route: '/app/act/:iid', path: '/app/act/1000' });
    expect(await within(await cardOf('急救员培训')).findByText('已报名')).toBeInTheDocument();
    expect(within(await cardOf('双月湾露营')).queryByText('已报名')).not.toBeInTheDocument();
    expect(api.calls.find(([, p]) => p.uri === '/v1/interest/check')?.[1]).toMatchObject({ ids: '4,5' });
  });

  it('a visitor is not asked about: nothing is marked', async () => {
    const api = server();
    renderMemberPage(<ActListPage />, { route: '/app/act/:iid', path: '/app/act/1000', member: null });
    await screen.findByText('急救员培训');
    expect(screen.queryByText('已报名')).not.toBeInTheDocument();
    expect(api.calls.some(([, p]) => p.uri === '/v1/interest/check')).toBe(false);
  });
});
