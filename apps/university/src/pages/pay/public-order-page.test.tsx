import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderRoute } from '../../test/render';

/** What WeChat injects: its pay bridge, and the JS-SDK's mini-program object. */
declare global {
  interface Window {
    WeixinJSBridge?: { invoke(name: string, params: unknown, done: (res: { err_msg?: string }) => void): void };
    wx?: { miniProgram?: { navigateTo(options: { url: string; success?: () => void; fail?: (error: unknown) => void }): void } };
  }
}

const prepay = { code: 0, msg: 'ok', appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };
const path = '/app/university/pay/public-order?iid=3073&rid=5&session=tok&gid=77&channel=registration&tradeType=JSAPI&from=university';

beforeEach(() => {
  localStorage.setItem('university.iid', '3073');
  localStorage.setItem('university.rid', '5');
  localStorage.setItem('university.token', 'tok');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  delete window.WeixinJSBridge;
  delete window.wx;
  delete (window as { __wxjs_environment?: string }).__wxjs_environment;
});

function regInfo(status: number) {
  return { code: 0, msg: 'ok', status, groups: '[]', regName: '', regSummary: '', regImage: '', statusImg: '', statusShowImg: '', refillReason: '', orderId: 77 };
}

describe('publicOrder', () => {
  it('without an openId asks to authorize WeChat first', async () => {
    const server = fakeServer({});
    await renderRoute(path);
    expect((await screen.findAllByText('请先进行微信授权')).length).toBeGreaterThan(0);
    // Nothing is prepaid; only the fee is read.
    expect(server.calls.map((c) => c.path)).toEqual(['/university/order']);
  });

  it('pays through the bridge and shows success once the server confirms', async () => {
    const invoke = vi.fn((_n: string, _p: unknown, cb: (r: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    window.WeixinJSBridge = { invoke };
    const server = fakeServer({ '/university/order/pay': prepay, '/university/reg-info': regInfo(3) });
    await renderRoute(`${path}&openId=o-1`);
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', expect.objectContaining({ package: 'prepay_id=p', paySign: 's' }), expect.any(Function));
    expect(server.calls.find((c) => c.path === '/university/order/pay')?.body).toEqual({ iid: 3073, rid: 5, token: 'tok', gid: 77, openId: 'o-1' });
  });

  it.each([
    ['get_brand_wcpay_request:cancel', '已取消支付'],
    ['get_brand_wcpay_request:fail', '支付失败'],
  ])('%s shows %s and offers to pay again', async (errMsg, text) => {
    window.WeixinJSBridge = { invoke: (_n, _p, cb) => cb({ err_msg: errMsg }) };
    fakeServer({ '/university/order/pay': prepay });
    await renderRoute(`${path}&openId=o-1`);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '重新支付' })).toBeEnabled());
  });

  it('shows the fee of the order (createOrder gives the same order again)', async () => {
    const server = fakeServer({ '/university/order': { code: 0, msg: 'ok', gid: 77, amount: 5000, title: '2026年研究生报名 报名费', paid: false } });
    await renderRoute(path);
    const order = await screen.findByRole('region', { name: '订单' });
    await waitFor(() => expect(order).toHaveTextContent('2026年研究生报名 报名费'));
    expect(order).toHaveTextContent('¥50.00');
    expect(server.calls.find((c) => c.path === '/university/order')?.body).toEqual({ iid: 3073, orderType: 28, userId: 5, token: 'tok', keys: 3, num: 1 });
  });

  it('the bridge failing shows the failure and offers to pay again', async () => {
    window.WeixinJSBridge = { invoke: (_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:fail' }) };
    fakeServer({ '/university/order/pay': prepay });
    await renderRoute(`${path}&openId=o-1`);
    expect(await screen.findByRole('alert')).toHaveTextContent('支付失败');
  });

  describe('in a mini-program', () => {
    function miniProgram() {
      (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
      const navigateTo = vi.fn((o: { url: string; success?: () => void }) => o.success?.());
      window.wx = { miniProgram: { navigateTo } };
      return navigateTo;
    }

    it('waits for the return from the pay page, then re-reads the registration', async () => {
      const navigateTo = miniProgram();
      let status = 2;
      const server = fakeServer({ '/university/reg-info': () => regInfo(status) });
      const reads = () => server.calls.filter((c) => c.path === '/university/reg-info').length;
      /**
       * The applicant comes back to the page. The page listens from an effect that runs after the
       * waiting state shows, so the event is sent again until the page hears it (one more read).
       */
      const comeBack = async (event: Event, target: EventTarget) => {
        const before = reads();
        await waitFor(() => {
          act(() => {
            target.dispatchEvent(event);
          });
          expect(reads()).toBe(before + 1);
        });
      };
      const { router } = await renderRoute(path);
      expect(await screen.findByText('请在小程序中完成支付，完成后返回本页查看结果。')).toBeInTheDocument();
      expect(navigateTo).toHaveBeenCalledTimes(1);
      expect(navigateTo.mock.calls[0]?.[0].url).toMatch(/^\/pages\/pay\/pay\?.*channel=registration/);
      expect(screen.getByRole('button', { name: '返回报名' })).toBeEnabled();
      expect(screen.getByRole('button', { name: '重新支付' })).toBeEnabled();
      expect(server.calls.some((c) => c.path === '/university/reg-info')).toBe(false);

      // Back without paying: still unpaid, and it says so.
      await comeBack(new Event('visibilitychange'), document);
      expect(await screen.findByText('尚未收到支付结果，如已支付请稍后在报名页查看。')).toBeInTheDocument();

      // Pay again: the pay page opens again.
      fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
      await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(2));
      expect(await screen.findByText('请在小程序中完成支付，完成后返回本页查看结果。')).toBeInTheDocument();

      // Back after paying (the notify reached the server): registration successful.
      status = 3;
      await comeBack(new Event('pageshow'), window);
      expect(await screen.findByText('报名成功')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '返回报名' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/home'));
      expect(await screen.findByRole('button', { name: '报名成功' })).toBeDisabled();
    });

    it('goes back to the apply home from the waiting state', async () => {
      miniProgram();
      fakeServer({ '/university/reg-info': regInfo(2) });
      const { router } = await renderRoute(path);
      fireEvent.click(await screen.findByRole('button', { name: '返回报名' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/home'));
      expect(await screen.findByRole('button', { name: '审核通过，点击支付' })).toBeEnabled();
    });
  });

  it('is a parameter error without gid', async () => {
    fakeServer({});
    await renderRoute('/app/university/pay/public-order?iid=3073&rid=5&session=tok');
    expect(await screen.findByText('参数错误')).toBeInTheDocument();
  });
});
