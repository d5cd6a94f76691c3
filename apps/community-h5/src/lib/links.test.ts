import { describe, expect, it, vi } from 'vitest';
import { collapseSlashes, goLocation, isMainSiteLink, linkTo, loginPath, paths, resolveLink } from './links';

describe('paths: every link form of spec §2', () => {
  const cases: Array<[string, string]> = [
    [paths.video(1000), '/app/video/1000'],
    [paths.act(1000), '/app/act/1000'],
    [paths.actDetail(1000, 7), '/app/act/1000/detail/7'],
    [paths.actOriginList(1000), '/app/act/origin/list?iid=1000'],
    [paths.actOriginDetail(12), '/app/act/origin/detail?id=12'],
    [paths.mate(1000), '/app/mate/1000'],
    [paths.mateDetail(1000, 3), '/app/mate/1000/detail/3'],
    [paths.note(1000), '/app/note/1000'],
    [paths.noteDetail(1000, 55), '/app/note/1000/detail/55'],
    [paths.sact(1000), '/app/sact/1000'],
    [paths.sactDetail(1000, 9), '/app/sact/1000/detail/9'],
    [paths.news(1000), '/app/news/1000'],
    [paths.newsDetail(1000, 4), '/app/news/1000/detail/4'],
    [paths.campsite(1000, 2), '/app/campsite/1000?type=2'],
    [paths.campsite(1000), '/app/campsite/1000'],
    [paths.campsiteDetail(1000, 8, 1), '/app/campsite/1000/8?type=1'],
    [paths.gameList(1000), '/app/game/1000/list'],
    [paths.gameDetail(1000, 6), '/app/game/1000/detail/6'],
    [paths.game(1000, 6), '/app/game/1000/6'],
    [paths.live(1000), '/app/live/1000'],
    [paths.storeList(1000, 3), '/app/store/1000/list?type=3&iid=1000'],
    [paths.storeDetail(1000, 21), '/app/store/1000/detail/21'],
    [paths.index(1000, 1), '/app/index/1000?type=1'],
    [paths.index(1000), '/app/index/1000'],
    [paths.indexSpecial(1000, 5), '/app/index/special/1000/5'],
    [paths.indexCoupon(1000), '/app/index/1000/coupon'],
    [paths.category(1000), '/app/category/1000'],
    [paths.feedList(1000), '/app/feed/1000/list'],
    [paths.payVipBuy(1000), '/app/pay/vip-buy?iid=1000'],
    [paths.payVipBuy(1000, 2), '/app/pay/vip-buy?iid=1000&id=2'],
    [paths.vipBuy(2), '/app/account/vipBuy?id=2'],
    [paths.coupons(1200), '/app/account/1200/coupon'],
    [paths.orderDetail('TX1', 1000), '/app/order/detail?orderId=TX1&iid=1000'],
    [paths.addressManage(), '/app/mall/address/manage'],
    [paths.indexTopic(1000, 3), '/app/index/topic/1000?id=3'],
    [loginPath('/app/account/point'), '/app/account/login?redirect=%2Fapp%2Faccount%2Fpoint'],
    [paths.payLiveDetail(3, 2001, 1000), '/app/pay/liveDetail?id=3&cid=2001&iid=1000'],
    [paths.payVideoContent('R8', 1000), '/app/pay/videoContent?roomNo=R8&iid=1000'],
    [paths.payActpay(), '/app/pay/actpay'],
    [paths.mallSearch(1000, 4, '图书'), '/app/mall/search?iid=1000&catId=4&catName=%E5%9B%BE%E4%B9%A6'],
    [paths.mallDetail(1000, 88), '/app/mall/detail?iid=1000&skuId=88'],
    [paths.plannedStore(1000, 2), '/app/planned/1000/plannedstore/2'],
    [paths.plannedDetail(1000, 2), '/app/planned/1000/plannedDetail/2'],
    [paths.cloudalbum(1000), '/app/cloudalbum/1000'],
    [paths.cloudalbumDetail(1000, 11), '/app/cloudalbum/1000/detail/11'],
    [paths.cf(1000, 5), '/app/cf/1000/index?id=5'],
  ];
  it.each(cases)('%s', (built, expected) => expect(built).toBe(expected));

  it('encodes path segments so an id cannot add segments', () => {
    expect(paths.actDetail(1000, '../x')).toBe('/app/act/1000/detail/..%2Fx');
  });
});

describe('linkTo', () => {
  it('omits cid 1000 and appends any other channel', () => {
    expect(linkTo(paths.act(1000), { cid: 1000 })).toBe('/app/act/1000');
    expect(linkTo(paths.act(1000), { cid: 2001 })).toBe('/app/act/1000?cid=2001');
  });

  it('appends tag and title, keeping the existing query', () => {
    expect(linkTo(paths.campsite(1000, 2), { tag: '露营', title: '周末' })).toBe(
      '/app/campsite/1000?type=2&tag=%E9%9C%B2%E8%90%A5&title=%E5%91%A8%E6%9C%AB',
    );
  });

  it('carries the four pass-through parameters over, and nothing else', () => {
    const from = '?saleIid=1200&ridSecret=abc&multiDisKey=k1&disrParentMultiDisKey=k0&openid=secret';
    expect(linkTo(paths.storeDetail(1000, 21), { from })).toBe(
      '/app/store/1000/detail/21?saleIid=1200&ridSecret=abc&multiDisKey=k1&disrParentMultiDisKey=k0',
    );
  });

  it('does not override a pass-through parameter the link already has', () => {
    expect(linkTo('/app/act/1000?saleIid=1', { from: '?saleIid=2' })).toBe('/app/act/1000?saleIid=1');
  });
});

describe('resolveLink', () => {
  const main = 'https://www.example.org';
  it('sends /app/page links to the organisation main site', () => {
    expect(isMainSiteLink('/app/page/about')).toBe(true);
    expect(isMainSiteLink('/app/pages')).toBe(false);
    expect(resolveLink('/app/page/about', main)).toEqual({ external: true, href: 'https://www.example.org/app/page/about' });
  });
  it('keeps other app paths in the app', () => {
    expect(resolveLink('/app/act/1000', main)).toEqual({ external: false, href: '/app/act/1000' });
  });
  it('refuses script and protocol-relative links', () => {
    expect(resolveLink('javascript:alert(1)', main)).toBeNull();
    expect(resolveLink('//evil.example/x', main)).toBeNull();
    expect(resolveLink('', main)).toBeNull();
  });
  it('passes http(s) URLs through', () => {
    expect(resolveLink('https://a.example/x', main)).toEqual({ external: true, href: 'https://a.example/x' });
  });
});

describe('the location helper', () => {
  it('collapses doubled slashes in the path only', () => {
    expect(collapseSlashes('//app//pay/vip-buy?back=https://a.example//x')).toBe('/app/pay/vip-buy?back=https://a.example//x');
  });

  it('navigates, then loads base + path in full', () => {
    const calls: string[] = [];
    const navigate = vi.fn((to: string) => calls.push(`navigate ${to}`));
    const url = goLocation(navigate, '/app/pay/vip-buy?iid=1000', '/', (u) => calls.push(`load ${u}`));
    expect(url).toBe('/app/pay/vip-buy?iid=1000');
    expect(calls).toEqual(['navigate /app/pay/vip-buy?iid=1000', 'load /app/pay/vip-buy?iid=1000']);
  });
});
