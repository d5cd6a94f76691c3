import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as VerifyPage } from './verify-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const pkg = (over: Record<string, unknown> = {}) => ({
  orderId: 'PKG1',
  title: '安吉云上亲子露营两天一夜套餐',
  placeId: 1,
  placeName: '安吉云上草原露营地',
  member: '周**',
  mobile: '139****0104',
  num: 2,
  includes: ['营位一晚', '篝火晚会'],
  validFrom: '2026-11-20',
  validTo: '2027-02-20',
  status: 2,
  usedAt: null,
  ...over,
});
const DESK = { t: [{ id: 1, type: 1, name: '安吉云上草原露营地' }] };

function open(handlers: Parameters<typeof mockApi>[0], path = '/app/reserve/verify') {
  const api = mockApi({ '/api/stay/staff/places': () => DESK, ...handlers });
  return { api, view: renderMemberPage(<VerifyPage />, { route: '/app/reserve/verify', path }) };
}

describe('the desk writes a bought package off (reserve/verify)', () => {
  it('looks the code up, shows the package and writes it off once confirmed', async () => {
    let used = false;
    const { api, view } = open({
      '/api/stay/verify': (p) =>
        p.token && used
          ? { t: pkg({ status: 3, usedAt: '2026-11-24T02:05:00.000Z' }) }
          : { t: pkg() },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('核销门店：安吉云上草原露营地')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '核销码' }), '1234 5678 9012');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const card = await screen.findByRole('region', { name: '套餐信息' });
    expect(card).toHaveTextContent('购买人 周** 139****0104 · 2份');
    expect(card).toHaveTextContent('含：营位一晚、篝火晚会');
    expect(card).toHaveTextContent('状态 待使用');
    expect(view.location()).toBe('/app/reserve/verify?code=123456789012');

    // The POST of the same path writes it off.
    api.fetchMock.mockImplementationOnce(async () => {
      used = true;
      return new Response(
        JSON.stringify({ t: pkg({ status: 3, usedAt: '2026-11-24T02:05:00.000Z' }) }),
        { status: 200 },
      );
    });
    await user.click(screen.getByRole('button', { name: '确认核销' }));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(await screen.findByRole('status')).toHaveTextContent('核销成功');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '套餐信息' })).toHaveTextContent('状态 已使用'),
    );
    expect(screen.getByRole('button', { name: '已使用' })).toBeDisabled();
    const posted = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ code: '123456789012' });
  });

  it('says why a code cannot be used, and shows the package as it is after a refusal', async () => {
    let reads = 0;
    open(
      {
        '/api/stay/verify': (p) => {
          if (p.code === '000000000000')
            return { code: 404, msg: '核销码不存在，请核对后重新输入' };
          reads += 1;
          return {
            t: reads === 1 ? pkg() : pkg({ status: 3, usedAt: '2026-11-24T02:05:00.000Z' }),
          };
        },
      },
      '/app/reserve/verify?code=000000000000',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('核销码不存在，请核对后重新输入');
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: '核销码' });
    await user.clear(input);
    await user.type(input, '123456789012');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByRole('button', { name: '确认核销' });
    // Another desk wrote it off a moment ago: the refusal is shown and the package reread.
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({ code: 4091, msg: '该套餐已于2026-11-24 10:05核销，不能重复使用' }),
          { status: 200 },
        ),
    );
    await user.click(screen.getByRole('button', { name: '确认核销' }));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(
      await screen.findByText('该套餐已于2026-11-24 10:05核销，不能重复使用'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '套餐信息' })).toHaveTextContent('状态 已使用'),
    );
  });

  it('tells anyone but the staff that the page is theirs', async () => {
    const { api } = open({ '/api/stay/staff/places': () => ({ t: [] }) });
    expect(await screen.findByText('仅营地或民宿的工作人员可以核销套餐')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '核销码' })).not.toBeInTheDocument();
    expect(api.calls.some(([path, params]) => path === '/api/stay/verify' && params.code)).toBe(
      false,
    );
    expect(within(document.body).getByRole('link', { name: '返回我的预订' })).toHaveAttribute(
      'href',
      '/app/reserve/list',
    );
  });
});
