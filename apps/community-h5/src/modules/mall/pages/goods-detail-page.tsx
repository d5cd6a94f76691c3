import { errorMessage, isRefusal, mall, member } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, formatDate, formatFen, LoadingSkeleton, toast } from '@tongxin/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';
import { memberScope, tenantScope } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { GoodsReviews } from '../components/goods-reviews';
import { MallPage } from '../components/mall-page';
import type { SheetAction } from '../components/sku-sheet';
import { useBuyer } from '../components/use-buyer';
import { useShareBinding } from '../../../components/share-binding';
import { useWechatShare } from '../../../components/wechat-share';
import { cardOf } from '../lib/card-cache';
import { buyButtonText, checkoutPath, limitText } from '../lib/goods-text';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { homeLinks } from '../../../lib/links/home-links';
import { mallLinks } from '../../../lib/links/mall-links';
import { vipLinks } from '../../../lib/links/vip-links';

/** The goods' member price (its lowest SKU's), and what it takes: a vip card holder pays it (the server prices it), others are offered the card. */
function MemberPrice({ goods }: { goods: mall.GoodsDetail }) {
  // The detail is read for every visitor alike (tenantScope): whether this member holds a card comes from their profile.
  const profile = useRead(memberScope, member.profile, {});
  const isVip = goods.isVip || profile.data?.isVip === true;
  const prices = goods.skus.flatMap((s) => (s.vipPrice === null ? [] : [s.vipPrice]));
  if (goods.vipDiscount === 0 || prices.length === 0) return null;
  const discount = `${goods.vipDiscount / 10}折`;
  return (
    <p className="goods-vip" aria-label="会员价">
      <span className="goods-vip-tag">会员价</span> {formatFen(Math.min(...prices))}
      {isVip ? <span className="goods-vip-note">您是会员，下单按会员价（{discount}）</span> : <AppLink to={vipLinks.vip()} className="goods-vip-note">开通会员享{discount} ›</AppLink>}
    </p>
  );
}

// The SKU sheet (react-vant Popup, the stepper) loads when it is first opened: the detail's first
// screen is the title and the price.
const SkuSheet = lazy(() => import('../components/sku-sheet').then((m) => ({ default: m.SkuSheet })));

const positive = (text: string | null | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * The goods' running pre-sale (mall.detail's `presale`): deposit and balance, when the balance is
 * paid, and the way to the pre-sale page (/app/pay/advance while deposits are taken, advance1 once
 * the balance window is open; that page shows the member's own state on the server's clock).
 */
export function PresaleEntry({ presale, iid }: { presale: NonNullable<mall.GoodsDetail['presale']>; iid: number }) {
  const balanceOpen = Date.parse(presale.balanceStart) <= Date.now();
  return (
    <section className="goods-presale" aria-label="预售">
      <p>
        <span className="goods-presale-tag">预售</span> 定金 <strong>{formatFen(presale.depositFen)}</strong>，尾款 {formatFen(presale.balanceFen)}
      </p>
      <p className="goods-presale-time">
        {balanceOpen ? `尾款支付中，${formatDate(presale.balanceEnd, 3)} 截止` : `尾款 ${formatDate(presale.balanceStart, 3)} 开始支付`}
      </p>
      <AppLink to={balanceOpen ? checkoutLinks.advanceBalance({ presaleId: presale.id, iid }) : checkoutLinks.advance({ presaleId: presale.id, iid })} className="mall-link-button">
        {balanceOpen ? '去付尾款' : '支付定金预订'}
      </AppLink>
    </section>
  );
}

/**
 * A goods (B4): /app/store/:iid/detail/:goodsId, /app/mall/detail?iid&skuId and the planned
 * store's /app/planned/:iid/plannedDetail/:id. The title and price come first (from the list's
 * card when opened from a list); the pictures keep their square so nothing moves when they load.
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const goodsId = positive(params.goodsId ?? params.id ?? search.get('goodsId'));
  const skuId = positive(search.get('skuId'));
  const buyer = useBuyer();
  useShareBinding();
  const navigate = useNavigate();
  const detail = useRead(
    tenantScope,
    mall.detail,
    { goodsId, skuId, ...(buyer.token ? { token: buyer.token } : {}) },
    { enabled: goodsId !== undefined || skuId !== undefined },
  );
  const cartCount = useRead(memberScope, mall.cartCount, {});
  const [sheet, setSheet] = useState<readonly SheetAction[] | null>(null);
  const add = useWrite(memberScope, mall.cartAdd, { invalidates: [mall.cartCount, mall.cart] });

  const goods = detail.data;
  const card = goods ?? (goodsId !== undefined ? cardOf(goodsId) : undefined);
  useWechatShare(goods ? { title: goods.title, desc: goods.subtitle || formatFen(goods.price), imgUrl: goods.images[0] ?? '' } : null);

  if (goodsId === undefined && skuId === undefined) return <MallPage title="商品详情"><EmptyState description="缺少参数，无法查看商品" /></MallPage>;
  if (!card) {
    if (detail.error)
      return (
        <MallPage title="商品详情">
          {isRefusal(detail.error, mall.detail.errors.goodsNotFound) ? (
            <EmptyState description="商品不存在或已下架">
              <AppLink to={mallLinks.storeList({ iid: buyer.iid })} className="mall-link-button">
                再逛逛
              </AppLink>
            </EmptyState>
          ) : (
            <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
          )}
        </MallPage>
      );
    return (
      <MallPage title="商品详情">
        <LoadingSkeleton rows={2} label="商品加载中" />
      </MallPage>
    );
  }

  const images = goods?.images ?? [card.image];
  const soldOut = card.state !== mall.GOODS_STATE.onSale;
  const sharePath = goods?.storeId ? mallLinks.plannedShare({ iid: buyer.iid, storeid_id: `${goods.storeId}_${goods.id}` }) : mallLinks.storeShare({ iid: buyer.iid, goodsId: card.id });

  function open(actions: readonly SheetAction[]) {
    if (!goods || !buyer.requireSignIn()) return;
    setSheet(actions);
  }

  function confirm(action: SheetAction, sku: mall.Sku, num: number) {
    if (!goods) return;
    if (action === 'buy') {
      setSheet(null);
      goLocation(navigate, checkoutPath(buyer.iid, { skuId: sku.id, num, storeId: goods.storeId }));
      return;
    }
    add.mutate(
      { skuId: sku.id, num },
      {
        onSuccess: () => {
          setSheet(null);
          toast.success('已加入购物车');
        },
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  }

  return (
    <MallPage
      title="商品详情"
      side={
        <AppLink to={sharePath} className="mall-header-link">
          分享
        </AppLink>
      }
      footer={
        <nav className="mall-action-bar" aria-label="购买">
          <AppLink to={homeLinks.index({ iid: buyer.iid })} className="mall-action-icon">
            首页
          </AppLink>
          <AppLink to={mallLinks.cart()} className="mall-action-icon" aria-label={`购物车${cartCount.data ? `，${cartCount.data}件` : ''}`}>
            购物车{cartCount.data ? <span className="mall-badge">{cartCount.data}</span> : null}
          </AppLink>
          <button type="button" className="mall-button mall-button--cart" disabled={soldOut || !goods} onClick={() => open(['cart'])}>
            加入购物车
          </button>
          <button type="button" className="mall-button mall-button--buy" disabled={soldOut || !goods} onClick={() => open(['buy'])}>
            {buyButtonText(card.state)}
          </button>
        </nav>
      }
    >
      <section className="goods-hero" aria-label="商品信息">
        <div className="goods-price-row">
          <strong className="goods-price">{formatFen(card.price)}</strong>
          {card.linePrice > card.price ? <del>{formatFen(card.linePrice)}</del> : null}
          <span className="goods-sales">已售 {card.sales} 件</span>
        </div>
        {goods ? <MemberPrice goods={goods} /> : null}
        <h2 className="goods-title">{card.title}</h2>
        {goods?.subtitle ? <p className="goods-subtitle">{goods.subtitle}</p> : null}
        <p className="goods-badges">
          <span>库存 {card.stock} 件</span>
          {card.limit > 0 ? <span className="goods-limit">{limitText(card.limit, goods?.bought ?? 0)}</span> : null}
          {goods?.storeName ? <span>{goods.storeName}</span> : null}
        </p>
      </section>
      {goods?.presale ? <PresaleEntry presale={goods.presale} iid={buyer.iid} /> : null}
      <div className="goods-gallery" role="region" aria-label="商品图片" tabIndex={0}>
        {images.map((src, i) => (
          <span key={src} className="goods-gallery-item">
            <Picture src={src} alt={`${card.title} 图${i + 1}`} ratio={1} />
          </span>
        ))}
      </div>
      {goods ? (
        <>
          <button type="button" className="goods-row" onClick={() => open(['cart', 'buy'])} disabled={soldOut}>
            <span>规格</span>
            <span>{soldOut ? '暂无可选规格' : `共${goods.skus.length}种规格可选`}</span>
          </button>
          <section className="goods-detail" aria-label="商品详情">
            <h3>商品详情</h3>
            {goods.detail.split('\n').map((line, i) => (
              <p key={i}>{line}</p>
            ))}
            <AppLink to={mallLinks.introduce({ iid: buyer.iid, goodsId: goods.id })} className="mall-link">
              查看图文介绍
            </AppLink>
          </section>
          <GoodsReviews goodsId={goods.id} iid={buyer.iid} />
          {sheet ? (
            <Suspense fallback={null}>
              <SkuSheet goods={goods} visible actions={sheet} skuId={skuId} busy={add.isPending} onClose={() => setSheet(null)} onConfirm={confirm} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <LoadingSkeleton rows={1} label="详情加载中" />
      )}
    </MallPage>
  );
}
