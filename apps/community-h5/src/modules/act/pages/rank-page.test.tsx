import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as RankPage } from './rank-page';

describe('the activity rank', () => {
  it('ranks by activities joined, switches to distance, and shows the member’s own place', async () => {
    const api = mockApi({
      '/api/act/rank': (p) =>
        p.by === '2'
          ? { t: { list: [{ rank: 1, name: '赵*鸣', value: 42.5 }], mine: null } }
          : { t: { list: [{ rank: 1, name: '王*雨', value: 6 }, { rank: 2, name: '李同心', value: 3 }], mine: { rank: 2, value: 3 } } },
    });
    renderMemberPage(<RankPage />, { route: '/app/act/:iid/rank', path: '/app/act/1000/rank' });
    expect(await screen.findByText('王*雨')).toBeInTheDocument();
    expect(screen.getByText('李同心')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '参与次数' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: '里程' }));
    expect(await screen.findByText('赵*鸣')).toBeInTheDocument();
    expect(screen.queryByText('王*雨')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.map(([, p]) => p.by)).toEqual(['1', '2']));
    expect(within(document.body).getByText(/42\.5/)).toBeInTheDocument();
  });

  it('offers a retry when the rank fails', async () => {
    let fail = true;
    mockApi({ '/api/act/rank': () => (fail ? { code: 500, msg: '系统繁忙，请稍后再试' } : { t: { list: [{ rank: 1, name: '王*雨', value: 6 }], mine: null } }) });
    renderMemberPage(<RankPage />, { route: '/app/act/:iid/rank', path: '/app/act/1000/rank' });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('王*雨')).toBeInTheDocument();
  });
});
