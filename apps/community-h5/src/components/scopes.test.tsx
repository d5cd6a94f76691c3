import { point } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../test/render-page';
import { MemberGate } from './member-gate';
import { memberScope, useMemberSession } from './scopes';

function Balance() {
  const { iid } = useMemberSession();
  const account = useRead(memberScope, point.account, {});
  return (
    <p>
      {iid}:{account.data?.balance ?? '…'}
    </p>
  );
}

const member = { token: 'm'.repeat(43), userId: 31, iid: 1200 };

describe('the member scope', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the member's own tenant on a page without :iid, so another tenant's member stays signed in", async () => {
    const api = mockApi({
      '/api/coin/account/get': (p) => (p.iid === '1200' ? { t: { balance: 8, signedToday: false, signDays: 0 } } : { code: 1000001, msg: '登录已失效，请重新登录' }),
    });
    const { store } = renderMemberPage(
      <MemberGate>
        <Balance />
      </MemberGate>,
      { route: '/app/account/point', path: '/app/account/point', member },
    );
    expect(await screen.findByText('1200:8')).toBeInTheDocument();
    expect(api.calls[0]).toEqual(['/api/coin/account/get', { iid: '1200', token: member.token }]);
    expect(store.getState().session.member).toEqual(member);
  });

  it("on another tenant's page asks to sign in there and sends no token, keeping the session", async () => {
    const api = mockApi({});
    const { store } = renderMemberPage(
      <MemberGate>
        <Balance />
      </MemberGate>,
      { route: '/app/account/:iid/coupon', path: '/app/account/1000/coupon', member },
    );
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/login?redirect=%2Fapp%2Faccount%2F1000%2Fcoupon');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(store.getState().session.member).toEqual(member);
  });

  it('on the session error signs the member out and sends to sign-in, back here afterwards', async () => {
    mockApi({ '/api/coin/account/get': () => ({ code: 1000001, msg: '登录已失效，请重新登录' }) });
    const { store } = renderMemberPage(<Balance />, { route: '/app/info/contact', path: '/app/info/contact?x=1', member: { ...member, iid: 1000 } });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/account/login?redirect=%2Fapp%2Finfo%2Fcontact%3Fx%3D1');
    expect(store.getState().session.member).toBeNull();
  });
});
