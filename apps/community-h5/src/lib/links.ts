import { DEFAULT_CID } from '@tongxin/env-auth';
import { loadPage } from './page-load';

/** Query parameters a page receives and passes on to the links it builds (spec §2). */
export const PASS_THROUGH_PARAMS = ['saleIid', 'ridSecret', 'multiDisKey', 'disrParentMultiDisKey'] as const;

type Id = number | string;

/** The sign-in page of the member's own pages. */
export const LOGIN_PATH = '/app/account/login';
type QueryValue = string | number | undefined;

export interface LinkOptions {
  /** Channel; appended unless it is the default 1000. */
  cid?: number;
  tag?: string;
  title?: string;
  /** The current page's query: its pass-through parameters are carried over. */
  from?: URLSearchParams | string;
}

const seg = (value: Id) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Every link form the product builds (spec §2), as path + query without the shared options.
 * `linkTo` adds cid, tag/title and the pass-through parameters.
 */
export const paths = {
  video: (iid: Id) => `/app/video/${seg(iid)}`,
  act: (iid: Id) => `/app/act/${seg(iid)}`,
  actDetail: (iid: Id, actId: Id) => `/app/act/${seg(iid)}/detail/${seg(actId)}`,
  actOriginList: (iid: Id) => withQuery('/app/act/origin/list', { iid }),
  actOriginDetail: (id: Id) => withQuery('/app/act/origin/detail', { id }),
  mate: (iid: Id) => `/app/mate/${seg(iid)}`,
  mateDetail: (iid: Id, actId: Id) => `/app/mate/${seg(iid)}/detail/${seg(actId)}`,
  note: (iid: Id) => `/app/note/${seg(iid)}`,
  noteDetail: (iid: Id, articleId: Id) => `/app/note/${seg(iid)}/detail/${seg(articleId)}`,
  sact: (iid: Id) => `/app/sact/${seg(iid)}`,
  sactDetail: (iid: Id, id: Id) => `/app/sact/${seg(iid)}/detail/${seg(id)}`,
  news: (iid: Id) => `/app/news/${seg(iid)}`,
  newsDetail: (iid: Id, id: Id) => `/app/news/${seg(iid)}/detail/${seg(id)}`,
  campsite: (iid: Id, type?: QueryValue) => withQuery(`/app/campsite/${seg(iid)}`, { type }),
  campsiteDetail: (iid: Id, id: Id, type?: QueryValue) => withQuery(`/app/campsite/${seg(iid)}/${seg(id)}`, { type }),
  gameList: (iid: Id) => `/app/game/${seg(iid)}/list`,
  gameDetail: (iid: Id, id: Id) => `/app/game/${seg(iid)}/detail/${seg(id)}`,
  game: (iid: Id, id: Id) => `/app/game/${seg(iid)}/${seg(id)}`,
  live: (iid: Id) => `/app/live/${seg(iid)}`,
  storeList: (iid: Id, type?: QueryValue) => withQuery(`/app/store/${seg(iid)}/list`, { type, iid }),
  storeDetail: (iid: Id, goodsId: Id) => `/app/store/${seg(iid)}/detail/${seg(goodsId)}`,
  index: (iid: Id, type?: QueryValue) => withQuery(`/app/index/${seg(iid)}`, { type }),
  indexSpecial: (iid: Id, id: Id) => `/app/index/special/${seg(iid)}/${seg(id)}`,
  indexCoupon: (iid: Id) => `/app/index/${seg(iid)}/coupon`,
  indexNew: (iid: Id) => `/app/index/${seg(iid)}/new`,
  indexTopic: (iid: Id, id?: Id) => withQuery(`/app/index/topic/${seg(iid)}`, { id }),
  category: (iid: Id) => `/app/category/${seg(iid)}`,
  feedList: (iid: Id) => `/app/feed/${seg(iid)}/list`,
  /** The vip payment page (spec §2 /app/pay/vip-buy?iid), with the card being bought (vipBuy's query id). */
  payVipBuy: (iid: Id, id?: Id) => withQuery('/app/pay/vip-buy', { iid, id }),
  /** The checkout of a vip card (coupons, points, discount code) before the cashier: the card's plan id. */
  payVipPay: (iid: Id, id: Id) => withQuery('/app/pay/vip-pay', { iid, id }),
  payLiveDetail: (id: Id, cid: Id, iid: Id) => withQuery('/app/pay/liveDetail', { id, cid, iid }),
  payVideoContent: (roomNo: Id, iid: Id) => withQuery('/app/pay/videoContent', { roomNo, iid }),
  payActpay: () => '/app/pay/actpay',
  mallSearch: (iid: Id, catId?: QueryValue, catName?: string) => withQuery('/app/mall/search', { iid, catId, catName }),
  mallDetail: (iid: Id, skuId: Id) => withQuery('/app/mall/detail', { iid, skuId }),
  plannedStore: (iid: Id, id: Id) => `/app/planned/${seg(iid)}/plannedstore/${seg(id)}`,
  plannedDetail: (iid: Id, id: Id) => `/app/planned/${seg(iid)}/plannedDetail/${seg(id)}`,
  cloudalbum: (iid: Id) => `/app/cloudalbum/${seg(iid)}`,
  cloudalbumDetail: (iid: Id, id: Id) => `/app/cloudalbum/${seg(iid)}/detail/${seg(id)}`,
  cf: (iid: Id, id?: QueryValue) => withQuery(`/app/cf/${seg(iid)}/index`, { id }),
  // The member's own pages (spec §2 route groups account, collection, mall, order, info).
  login: (redirect?: string) => withQuery(LOGIN_PATH, { redirect }),
  personal: () => '/app/account/personal',
  personalInfo: () => '/app/account/personal/info',
  personalEdit: () => '/app/account/personal/edit',
  /** Setting or changing the sign-in password (issue 11; not a route of routes.txt). */
  personalPassword: () => '/app/account/personal/password',
  /** Binding a mobile number (issue 11): where an identity member proves a number. */
  fillinfo: (redirect?: string) => withQuery('/app/account/fillinfo', { redirect }),
  contact: () => '/app/account/contact',
  point: () => '/app/account/point',
  pointDetail: () => '/app/account/point/detail',
  coupons: (iid: Id) => `/app/account/${seg(iid)}/coupon`,
  vip: () => '/app/account/vip',
  vipBuy: (id: Id) => withQuery('/app/account/vipBuy', { id }),
  vipWelfare: (iid: Id) => `/app/info/vipWelfare/${seg(iid)}`,
  // The member's micro-store (microstore module); the public page carries the store's key as multiDisKey.
  distributionStore: () => '/app/account/distributionStore',
  smallStore: (q: { id: Id; iid: Id; key?: string }) => withQuery('/app/account/smallStore', { id: q.id, iid: q.iid, saleIid: q.key ? q.iid : undefined, multiDisKey: q.key }),
  storeSet: () => '/app/account/storeSet',
  storeInfoSet: () => '/app/account/storeInfoSet',
  storeConsultsSet: () => '/app/account/storeConsultsSet',
  storeConsultAdd: () => '/app/account/storeConsultAdd',
  storeOrderNotifySet: () => '/app/account/storeOrderNotifySet',
  storeOrderNotifyAdd: () => '/app/account/storeOrderNotifyAdd',
  storeMasterSet: () => '/app/account/storeMasterSet',
  storeItemEdit: () => '/app/account/storeItemEdit',
  storeQrcode: () => '/app/account/storeQrcode',
  // Sub-accounts and invitations (invite module).
  subaccount: () => '/app/account/subaccount',
  invitationAccount: () => '/app/account/invitation-account',
  invitation: () => '/app/account/invitation',
  invitationBind: (code?: string, iid?: Id) => withQuery('/app/invitation/bind', { code, iid }),
  invitationGifts: () => '/app/invitation/gifts',
  invitationActseller: (iid: Id, code?: string) => withQuery(`/app/invitation/actseller/${seg(iid)}`, { code }),
  // Vip write-off (writeoff module).
  vipWriteOffIndex: (iid: Id) => withQuery('/app/pay/vipWriteOff_index', { iid }),
  vipWriteOff: (iid: Id, code: string) => withQuery('/app/pay/vipWriteOff', { iid, code }),
  vipWriteOffRecords: (iid: Id) => `/app/vipWriteOff/${seg(iid)}/record/list`,
  vipWriteOffReceived: (iid: Id) => `/app/vipWriteOff/${seg(iid)}/record/recv`,
  collections: () => '/app/collection/list',
  addressList: () => '/app/mall/address/list',
  addressManage: (id?: Id) => withQuery('/app/mall/address/manage', { id }),
  orders: (iid: Id) => `/app/order/${seg(iid)}`,
  orderDetail: (orderId: Id, iid: Id) => withQuery('/app/order/detail', { orderId, iid }),
  // The order kernel's pages (pay and order modules).
  /**
   * The confirm page of goods (mall; store-order for a store's): the hand-over from the goods
   * pages is the query — orderType (default goods), keys (what is bought: a SKU or cart ids, the
   * seller's choice), property, property2, num — plus the pass-through params.
   */
  payMallOrder: (q: { iid: Id; orderType?: Id; keys: string; num?: Id; property?: string; property2?: string }) => withQuery('/app/pay/mall-order', q),
  payStoreOrder: (q: { iid: Id; orderType?: Id; keys: string; num?: Id; property?: string; property2?: string }) => withQuery('/app/pay/store-order', q),
  /** The cashier of a waiting order (amount, countdown, pay). */
  payOrder: (orderId: Id, iid: Id) => withQuery('/app/pay/order', { orderId, iid }),
  paySuccess: (orderId: Id, iid: Id) => withQuery('/app/pay/paySuccess', { orderId, iid }),
  /** A coupon sold for money: what it is, its price and rules, buy (then the cashier). */
  payCoupon: (couponId: Id, iid: Id) => withQuery('/app/pay/payCoupon', { couponId, iid }),
  /** A pre-sale: the deposit (advance), then the balance in its window (advance1). */
  payAdvance: (presaleId: Id, iid: Id) => withQuery('/app/pay/advance', { presaleId, iid }),
  payAdvanceBalance: (presaleId: Id, iid: Id) => withQuery('/app/pay/advance1', { presaleId, iid }),
  orderComment: (orderId: Id, iid: Id) => withQuery('/app/order/comment', { orderId, iid }),
  orderUsed: (orderId: Id, iid: Id) => withQuery('/app/order/used', { orderId, iid }),
  /** The certificate of a used order (a picture to long-press and save). */
  orderCer: (orderId: Id, iid: Id) => withQuery('/app/order/cer', { orderId, iid }),
  reserveList: () => '/app/reserve/list',
  myPackages: () => '/app/reserve/list?view=packages',
  orderEms: (orderId: Id, iid: Id) => withQuery('/app/order/ems', { orderId, iid }),
  /** Friend pay: the buyer shares a waiting order; a friend pays it (shareSupport); anyone sees how it stands (shareDetail). */
  orderBuyShare: (orderId: Id, iid: Id) => withQuery(`/app/order/${seg(iid)}/buyShare`, { orderId }),
  orderShareSupport: (key: string, iid: Id) => withQuery('/app/order/shareSupport', { key, iid }),
  orderShareDetail: (key: string, iid: Id) => withQuery('/app/order/shareDetail', { key, iid }),
  // Distribution and wallet (issue 14).
  distrCenter: () => '/app/account/distr/center',
  distrApply: (disrParentMultiDisKey?: string) => withQuery('/app/account/distr/apply', { disrParentMultiDisKey }),
  distrList: () => '/app/account/distr/list',
  distrApproval: () => '/app/account/distr/approval',
  distrTeam: () => '/app/account/distr/team',
  distrAttention: () => '/app/account/distr/attention',
  distrAnylsis: () => '/app/account/distr/anylsis',
  distribution: () => '/app/account/distribution',
  disShare: () => '/app/dis/share',
  disBind: (multiDisKey: string) => withQuery('/app/dis/bind', { multiDisKey }),
  wallet: () => '/app/wallet/index',
  walletIncomeList: () => '/app/wallet/incomeList',
  walletIncomeDetail: (id: Id) => withQuery('/app/wallet/incomeItemDetail', { id }),
  walletWithdraw: () => '/app/wallet/withdraw',
  walletWithdrawList: () => '/app/wallet/withdrawList',
  walletWithdrawProgress: (id: Id) => withQuery('/app/wallet/withdrawProgress', { id }),
  walletPayAccount: () => '/app/wallet/payAccount',
  walletEditAccount: (id?: Id, method?: string) => withQuery('/app/wallet/editAccount', { id, method }),
  walletDiscountCode: () => '/app/wallet/discountCode',
} as const;

/**
 * Where a member signs in; `redirect` (a path of this app) brings them back afterwards.
 *
 * @example
 * loginPath('/app/index/1000/coupon') // '/app/account/login?redirect=%2Fapp%2Findex%2F1000%2Fcoupon'
 */
export function loginPath(redirect: string): string {
  return paths.login(redirect);
}

/**
 * A link as the product builds it: the path plus cid (omitted when 1000), tag, title and the
 * pass-through parameters of the current page (spec §2). Existing query keys are kept.
 *
 * @example
 * linkTo(paths.actDetail(1000, 7), { cid: 2001, tag: '亲子', from: location.search })
 * // '/app/act/1000/detail/7?cid=2001&tag=%E4%BA%B2%E5%AD%90'
 */
export function linkTo(path: string, options: LinkOptions = {}): string {
  const [pathname = '', existing = ''] = path.split('?', 2);
  const query = new URLSearchParams(existing);
  if (options.cid !== undefined && options.cid !== DEFAULT_CID) query.set('cid', String(options.cid));
  if (options.tag) query.set('tag', options.tag);
  if (options.title) query.set('title', options.title);
  if (options.from !== undefined) {
    const from = typeof options.from === 'string' ? new URLSearchParams(options.from) : options.from;
    for (const key of PASS_THROUGH_PARAMS) {
      const value = from.get(key);
      if (value && !query.has(key)) query.set(key, value);
    }
  }
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Links beginning /app/page belong to the organisation's main site (spec §2). */
export function isMainSiteLink(link: string): boolean {
  return link === '/app/page' || link.startsWith('/app/page/') || link.startsWith('/app/page?');
}

/**
 * Where a link from data goes: /app/page links to the main site, other /app links stay in the
 * app (returned as a path), http(s) URLs as they are; anything else (javascript:, data:) is
 * refused with null.
 */
export function resolveLink(link: string, mainSiteOrigin: string): { external: boolean; href: string } | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (isMainSiteLink(trimmed)) return { external: true, href: `${mainSiteOrigin}${trimmed}` };
    return { external: false, href: trimmed };
  }
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { external: true, href: url.href };
  } catch {
    // not a URL
  }
  return null;
}

/** Collapses doubled slashes in a path; the query and fragment are left as they are. */
export function collapseSlashes(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  return pathname.replace(/\/{2,}/g, '/') + rest;
}

/**
 * The location helper for /app/pay/ pages: WeChat JSAPI payment checks the page URL, so after
 * the in-app navigation the page is loaded in full from base + route path (spec §2).
 *
 * @example
 * goLocation(navigate, paths.payVipBuy(1000)) // navigate, then location.assign('/app/pay/vip-buy?iid=1000')
 */
export function goLocation(
  navigate: (to: string) => void,
  path: string,
  base = '/',
  assign: (url: string) => void = loadPage,
): string {
  navigate(path);
  const url = collapseSlashes(`${base}/${path}`);
  assign(url);
  return url;
}
