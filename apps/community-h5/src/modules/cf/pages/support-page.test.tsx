import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cf } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as SupportPage } from './support-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const route = '/app/cf/:iid/pay';
const tiers: cf.Tier[] = [
  { id: 31, title: '漂流站荣誉站长', description: '名字刻在站牌上', amountFen: 3000, limit: 1, taken: 1, needsAddress: false },
  { id: 32, title: '感谢明信片', description: '手写明信片一张', amountFen: 1000, limit: 0, taken: 4, needsAddress: true },
];

function open(project = projectOf({ tiers })) {
  mockApi({ '/api/cf/project': () => ({ t: project }) });
  const view = renderMemberPage(<SupportPage />, { route, path: `/app/cf/1000/pay?id=${project.id}` });
  return { ...view, user: userEvent.setup() };
}

describe('SupportPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadPage).mockClear();
    localStorage.clear();
  });

  it('refuses zero, a negative or a made-up amount and more than the limit, in the catalogue’s words', async () => {
    const { user, location } = open();
    const amount = await screen.findByLabelText('自由金额（元）');
    for (const [typed, message] of [
      ['0', '支持金额须大于0元'],
      ['-5', '支持金额须大于0元'],
      ['abc', '支持金额须大于0元'],
      ['100000.01', '单笔支持金额不能超过100000元'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed as string);
      await user.click(screen.getByRole('button', { name: '下一步' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message as string);
    }
    expect(location()).toBe('/app/cf/1000/pay?id=5');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('goes to the pay page with a free amount in fen', async () => {
    const { user, location } = open();
    await user.type(await screen.findByLabelText('自由金额（元）'), '18.8');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/app/pay/cf_pay?iid=1000&id=5&amountFen=1880'));
    expect(loadPage).toHaveBeenCalledWith('/app/pay/cf_pay?iid=1000&id=5&amountFen=1880');
  });

  it('offers the tiers with places left, and goes to the pay page with the chosen one', async () => {
    const { user, location } = open();
    const full = await screen.findByRole('button', { name: /漂流站荣誉站长/ });
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('已认领完');
    const card = screen.getByRole('button', { name: /感谢明信片/ });
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/app/pay/cf_pay?iid=1000&id=5&tierId=32&num=1'));
    expect(loadPage).toHaveBeenCalledWith('/app/pay/cf_pay?iid=1000&id=5&tierId=32&num=1');
  });

  it('cannot be supported once the project has ended', async () => {
    open(projectOf({ status: cf.PROJECT_STATUS.failed, progress: { raisedFen: 0, goalFen: 10000, percent: 0, supporters: 0, deadline: '2030-06-30T15:59:59.999Z', secondsLeft: 0 } }));
    expect(await screen.findByRole('button', { name: '项目不在众筹中' })).toBeDisabled();
  });
});
