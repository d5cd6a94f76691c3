import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected, identityResolved } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { ASSISTANT_NOTE, Component as ChatPage } from './pay-chatgpt-page';

const packs = [
  { id: 1, questions: 10, priceFen: 990 },
  { id: 2, questions: 30, priceFen: 2490 },
];
const jsapi = { appId: 'wx-sandbox-app', timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=sandbox_1', signType: 'HMAC-SHA256', paySign: 'ab' };
const answer = { id: 9, question: '植树节在哪里集合？', answer: '根据本组织的文章《春季植树节》：在城东湿地公园。', sources: [{ title: '春季植树节', link: '/app/news/1000/detail/1' }], askedAt: '2026-03-01T08:00:00Z' };

/** The server: the member's credits, a pack paid once the bridge said ok, and the assistant. */
function server(initialCredits: number) {
  let credits = initialCredits;
  let status = 1;
  const history: (typeof answer)[] = [];
  const api = mockApi({
    '/api/content/ai/info': () => ({ t: { packs, credits, provider: 'local' } }),
    '/api/content/ai/history': () => ({ t: { list: history, total: history.length } }),
    '/api/content/ai/ask': () => {
      credits -= 1;
      history.unshift(answer);
      return { t: { answer, credits } };
    },
    '/api/order.wechat.create': () => ({ t: jsapi }),
    '/h5/getjsonp': (p) => {
      if (p.uri === '/h5/order/create') return { t: { orderId: 'A1', payPrice: 2490 } };
      if (p.uri === '/h5/order/checkPartner') return { t: false };
      if (p.uri === '/h5/order/payDetail') return { t: { orderId: 'A1', title: '智能问答 30 次', image: '', businessType: 52, status, payFen: 2490, expiresAt: null, serverTime: '2026-03-03T08:00:00Z', paidAt: null } };
      return { code: 404, msg: 'no' };
    },
  });
  vi.stubGlobal('WeixinJSBridge', {
    invoke: (_name: string, _params: unknown, done: (res: { err_msg: string }) => void) => {
      status = 11;
      credits += 30;
      done({ err_msg: 'get_brand_wcpay_request:ok' });
    },
  });
  return api;
}

function open() {
  const view = renderMemberPage(<ChatPage />, { route: '/app/pay/chatgpt', path: '/app/pay/chatgpt?iid=1000' });
  act(() => {
    view.store.dispatch(environmentDetected('wechat'));
    view.store.dispatch(identityResolved({ openId: 'o-member-7' }));
  });
  return view;
}

describe('the assistant page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says honestly who answers; with no questions left it sells a pack, then the credits show', async () => {
    const api = server(0);
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(ASSISTANT_NOTE.local)).toBeInTheDocument();
    expect(screen.getByLabelText('剩余次数')).toHaveTextContent('剩余 0 次');
    expect(screen.getByRole('button', { name: '次数已用完，请先购买' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '30次 ¥24.90' }));
    await user.click(screen.getByRole('button', { name: '购买 30 次 ¥24.90' }));
    expect(await screen.findByText('剩余 30 次')).toBeInTheDocument();
    const create = api.calls.find(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')?.[1];
    expect(create).toMatchObject({ orderType: '52', keys: '2', num: '1' });
  });

  it('asks with a credit and shows the answer with its sources; an over-long question is refused before sending', async () => {
    const api = server(2);
    const user = userEvent.setup();
    open();
    const box = await screen.findByLabelText('你的问题');
    await user.click(box);
    await user.paste('问'.repeat(201));
    expect(await screen.findByRole('alert')).toHaveTextContent('问题最多200个字');
    await user.click(screen.getByRole('button', { name: '提问（扣 1 次）' }));
    expect(api.calls.some(([path]) => path === '/api/content/ai/ask')).toBe(false);

    await user.clear(box);
    await user.type(box, '植树节在哪里集合？');
    await user.click(screen.getByRole('button', { name: '提问（扣 1 次）' }));
    const latest = await screen.findByRole('region', { name: '最新回答' });
    expect(latest).toHaveTextContent('在城东湿地公园');
    expect(within(latest).getByRole('link', { name: '春季植树节' })).toHaveAttribute('href', '/app/news/1000/detail/1');
    expect(await screen.findByText('剩余 1 次')).toBeInTheDocument();
    expect(api.calls.find(([path]) => path === '/api/content/ai/ask')?.[1]).toMatchObject({ question: '植树节在哪里集合？' });
  });
});
