import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentDetected, identityResolved } from '../../../lib/session';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AskPage } from './pay-ask-page';

const experts = [
  { id: 3, name: '王建国', avatar: '', title: '资深户外领队', intro: '带队十二年', priceFen: 990, answered: 4 },
  { id: 4, name: '李晓梅', avatar: '', title: '社工师', intro: '', priceFen: 1990, answered: 0 },
];
const asked = (over: Record<string, unknown>) => ({ id: 1, expertId: 3, expertName: '王建国', question: '夜里徒步带什么？', amountFen: 990, askedAt: '2026-03-01T08:00:00Z', answer: '', answeredAt: null, answerBy: '2026-03-04T08:00:00Z', refundedAt: null, ...over });
const jsapi = { appId: 'wx-sandbox-app', timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=sandbox_1', signType: 'HMAC-SHA256', paySign: 'ab' };

/** The server: experts, the member's questions, and an order paid once the bridge said ok. */
function server() {
  let status = 1;
  const mine = [asked({ id: 1, answer: '头灯和反光背心。', answeredAt: '2026-03-02T08:00:00Z' })];
  const api = mockApi({
    '/api/content/ask/experts': () => ({ t: { list: experts } }),
    '/api/content/ask/mine': () => ({ t: { list: mine, total: mine.length } }),
    '/api/order.wechat.create': () => ({ t: jsapi }),
    '/h5/getjsonp': (p) => {
      if (p.uri === '/h5/order/create') return { t: { orderId: 'Q1', payPrice: 990 } };
      if (p.uri === '/h5/order/checkPartner') return { t: false };
      if (p.uri === '/h5/order/payDetail') return { t: { orderId: 'Q1', title: '向王建国提问', image: '', businessType: 51, status, payFen: 990, expiresAt: null, serverTime: '2026-03-03T08:00:00Z', paidAt: null } };
      return { code: 404, msg: 'no' };
    },
  });
  vi.stubGlobal('WeixinJSBridge', {
    invoke: (_name: string, _params: unknown, done: (res: { err_msg: string }) => void) => {
      status = 11;
      mine.unshift(asked({ id: 2, question: '第一次带队要注意什么？' }));
      done({ err_msg: 'get_brand_wcpay_request:ok' });
    },
  });
  return api;
}

function open(path = '/app/pay/ask?iid=1000') {
  const view = renderMemberPage(<AskPage />, { route: '/app/pay/ask', path });
  act(() => {
    view.store.dispatch(environmentDetected('wechat'));
    view.store.dispatch(identityResolved({ openId: 'o-member-7' }));
  });
  return view;
}

describe('the paid question page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the expert and the price, keeps the draft across a reload, refuses a short question, and pays to ask', async () => {
    const api = server();
    const user = userEvent.setup();
    const first = open('/app/pay/ask?iid=1000&id=3');
    expect(await screen.findByRole('heading', { name: '王建国' })).toBeInTheDocument();
    expect(screen.getByText('¥9.90 / 问')).toBeInTheDocument();
    await user.type(screen.getByLabelText('你的问题'), '带什么');
    expect(await screen.findByRole('alert')).toHaveTextContent('问题至少5个字');
    first.unmount();

    open('/app/pay/ask?iid=1000&id=3');
    const box = await screen.findByLabelText('你的问题');
    expect(box).toHaveValue('带什么');
    await user.clear(box);
    await user.type(box, '第一次带队要注意什么？');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '支付 ¥9.90 并提问' }));

    const list = await screen.findByRole('list', { name: '我的提问' });
    expect(await within(list).findByRole('article', { name: '第一次带队要注意什么？' })).toHaveTextContent('等待专家回答');
    expect(within(list).getByRole('article', { name: '夜里徒步带什么？' })).toHaveTextContent('王建国答：头灯和反光背心。');
    await waitFor(() => expect(screen.getByLabelText('你的问题')).toHaveValue(''));
    const create = api.calls.find(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')?.[1];
    expect(create).toMatchObject({ orderType: '51', keys: '3', num: '1', info: '第一次带队要注意什么？' });
  });

  it('shows when an open question is due and that an unanswered one was refunded', async () => {
    const mine = [
      asked({ id: 5, question: '雨天露营要带什么？', askedAt: '2026-03-05T08:00:00Z', answerBy: '2026-03-08T08:00:00Z' }),
      asked({ id: 6, question: '冬季登山怎么防寒？', refundedAt: '2026-03-04T09:30:00Z' }),
    ];
    mockApi({
      '/api/content/ask/experts': () => ({ t: { list: experts } }),
      '/api/content/ask/mine': () => ({ t: { list: mine, total: mine.length } }),
    });
    open();
    const list = await screen.findByRole('list', { name: '我的提问' });
    const due = await within(list).findByRole('article', { name: '雨天露营要带什么？' });
    expect(due).toHaveTextContent('等待专家回答');
    expect(due).toHaveTextContent(/前未回答将全额退款/);
    const refunded = within(list).getByRole('article', { name: '冬季登山怎么防寒？' });
    expect(refunded).toHaveTextContent('已退款');
    expect(refunded).toHaveTextContent('¥9.90 已于');
    expect(refunded).toHaveTextContent('原路退回');
    expect(refunded).not.toHaveTextContent('等待专家回答');
  });

  it('lets the member choose the expert when the link names none', async () => {
    server();
    open();
    await userEvent.setup().click(await screen.findByRole('radio', { name: '李晓梅' }));
    expect(await screen.findByRole('button', { name: '支付 ¥19.90 并提问' })).toBeInTheDocument();
  });
});
