import { describe, expect, it, vi } from 'vitest';
import { collapseSlashes, goLocation, isMainSiteLink, linkTo, resolveLink } from '.';
import { actLinks } from './act-links';
import { addressLinks } from './address-links';
import { cfLinks } from './cf-links';
import { checkoutLinks } from './checkout-links';
import { contentLinks } from './content-links';
import { couponLinks } from './coupon-links';
import { gameLinks } from './game-links';
import { homeLinks } from './home-links';
import { mallLinks } from './mall-links';
import { memberLinks } from './member-links';
import { orderLinks } from './order-links';
import { stayLinks } from './stay-links';
import { vipLinks } from './vip-links';

describe('link builders: the link forms of spec §2', () => {
  const cases: Array<[string, string]> = [
    [contentLinks.video({ iid: 1000 }), '/app/video/1000'],
    [actLinks.list({ iid: 1000 }), '/app/act/1000'],
    [actLinks.detail({ iid: 1000, id: 7 }), '/app/act/1000/detail/7'],
    [actLinks.originList({ iid: 1000 }), '/app/act/origin/list?iid=1000'],
    [actLinks.originDetail({ id: 12 }), '/app/act/origin/detail?id=12'],
    [contentLinks.mate({ iid: 1000 }), '/app/mate/1000'],
    [contentLinks.mateDetail({ iid: 1000, id: 3 }), '/app/mate/1000/detail/3'],
    [contentLinks.note({ iid: 1000 }), '/app/note/1000'],
    [contentLinks.noteDetail({ iid: 1000, id: 55 }), '/app/note/1000/detail/55'],
    [contentLinks.news({ iid: 1000 }), '/app/news/1000'],
    [contentLinks.newsDetail({ iid: 1000, id: 4 }), '/app/news/1000/detail/4'],
    [stayLinks.places({ iid: 1000, type: 2 }), '/app/campsite/1000?type=2'],
    [stayLinks.places({ iid: 1000 }), '/app/campsite/1000'],
    [stayLinks.campsite({ iid: 1000, campsiteId: 8, type: 1 }), '/app/campsite/1000/8?type=1'],
    [gameLinks.list({ iid: 1000 }), '/app/game/1000/list'],
    [gameLinks.detail({ iid: 1000, id: 6 }), '/app/game/1000/detail/6'],
    [gameLinks.page({ iid: 1000, id: 6 }), '/app/game/1000/6'],
    [contentLinks.live({ iid: 1000 }), '/app/live/1000'],
    [mallLinks.storeList({ iid: 1000, type: 3 }), '/app/store/1000/list?type=3&iid=1000'],
    [mallLinks.storeDetail({ iid: 1000, goodsId: 21 }), '/app/store/1000/detail/21'],
    [homeLinks.index({ iid: 1000, type: 1 }), '/app/index/1000?type=1'],
    [homeLinks.index({ iid: 1000 }), '/app/index/1000'],
    [homeLinks.special({ iid: 1000, id: 5 }), '/app/index/special/1000/5'],
    [homeLinks.coupon({ iid: 1000 }), '/app/index/1000/coupon'],
    [homeLinks.category({ iid: 1000 }), '/app/category/1000'],
    [contentLinks.feed({ iid: 1000 }), '/app/feed/1000/list'],
    [checkoutLinks.vipBuy({ iid: 1000 }), '/app/pay/vip-buy?iid=1000'],
    [checkoutLinks.vipBuy({ iid: 1000, id: 2 }), '/app/pay/vip-buy?iid=1000&id=2'],
    [vipLinks.buy({ id: 2 }), '/app/account/vipBuy?id=2'],
    [couponLinks.list({ iid: 1200 }), '/app/account/1200/coupon'],
    [orderLinks.detail({ orderId: 'TX1', iid: 1000 }), '/app/order/detail?orderId=TX1&iid=1000'],
    [addressLinks.manage(), '/app/mall/address/manage'],
    [homeLinks.topic({ iid: 1000, id: 3 }), '/app/index/topic/1000?id=3'],
    [memberLinks.login({ redirect: '/app/account/point' }), '/app/account/login?redirect=%2Fapp%2Faccount%2Fpoint'],
    [contentLinks.livePay({ id: 3, cid: 2001, iid: 1000 }), '/app/pay/liveDetail?id=3&cid=2001&iid=1000'],
    [contentLinks.videoContentPay({ roomNo: 'R8', iid: 1000 }), '/app/pay/videoContent?roomNo=R8&iid=1000'],
    [actLinks.actpay(), '/app/pay/actpay'],
    [mallLinks.search({ iid: 1000, catId: 4, catName: '图书' }), '/app/mall/search?iid=1000&catId=4&catName=%E5%9B%BE%E4%B9%A6'],
    [mallLinks.detail({ iid: 1000, skuId: 88 }), '/app/mall/detail?iid=1000&skuId=88'],
    [mallLinks.plannedStore({ iid: 1000, storeid: 2 }), '/app/planned/1000/plannedstore/2'],
    [mallLinks.plannedDetail({ iid: 1000, id: 2 }), '/app/planned/1000/plannedDetail/2'],
    [contentLinks.cloudalbum({ iid: 1000 }), '/app/cloudalbum/1000'],
    [contentLinks.cloudalbumDetail({ iid: 1000, id: 11 }), '/app/cloudalbum/1000/detail/11'],
    [cfLinks.index({ iid: 1000, id: 5 }), '/app/cf/1000/index?id=5'],
  ];
  it.each(cases)('%s', (built, expected) => expect(built).toBe(expected));

  it('encodes path segments so an id cannot add segments', () => {
    expect(actLinks.detail({ iid: 1000, id: '../x' })).toBe('/app/act/1000/detail/..%2Fx');
  });
});

describe('linkTo', () => {
  it('omits cid 1000 and appends any other channel', () => {
    expect(linkTo(actLinks.list({ iid: 1000 }), { cid: 1000 })).toBe('/app/act/1000');
    expect(linkTo(actLinks.list({ iid: 1000 }), { cid: 2001 })).toBe('/app/act/1000?cid=2001');
  });

  it('appends tag and title, keeping the existing query', () => {
    expect(linkTo(stayLinks.places({ iid: 1000, type: 2 }), { tag: '露营', title: '周末' })).toBe(
      '/app/campsite/1000?type=2&tag=%E9%9C%B2%E8%90%A5&title=%E5%91%A8%E6%9C%AB',
    );
  });

  it('carries the four pass-through parameters over, and nothing else', () => {
    const from = '?saleIid=1200&ridSecret=abc&multiDisKey=k1&disrParentMultiDisKey=k0&openid=secret';
    expect(linkTo(mallLinks.storeDetail({ iid: 1000, goodsId: 21 }), { from })).toBe(
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
