import { formatFen } from '../format-money';

/**
 * A coupon as the popup shows it (spec §3; the catalogue's coupon.couponSchema). Amounts are fen.
 */
export interface Coupon {
  id: number | string;
  name: string;
  /** 1: minusPrice is the amount taken off, in fen; otherwise the share still paid, in per cent (85 = 8.5折). */
  discountType: number;
  minusPrice: number;
  /** The threshold in fen; 0: none. */
  fullPrice: number;
  endTime?: string | number | null;
}

/** One entry of site info's adsList: the popup. */
export interface SiteAd {
  id: number | string;
  type: number;
  /** JSON text whose shape depends on the type. */
  content: string;
}

export interface ProductCard {
  image: string;
  title: string;
  /** Fen. */
  price: number;
  /** The crossed-out price in fen; 0: none. */
  costV2: number;
  /** Where the card leads; '' for nowhere. */
  link: string;
}

export interface ImageLink {
  imgUrl: string;
  textUrl: string;
}

/** The popup's content by type (spec §3): 1 text, 2 product cards, 3 images with links, 4 coupons, 5 claimable coupons. */
export type PopupContent =
  | { type: 1; text: string }
  | { type: 2; products: ProductCard[] }
  | { type: 3; images: ImageLink[] }
  | { type: 4; coupons: Coupon[] }
  | { type: 5; coupons: Coupon[] };

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : record(v) ? [v] : []);

function coupon(v: unknown): Coupon | null {
  const r = record(v);
  if (!r || (typeof r.id !== 'number' && typeof r.id !== 'string')) return null;
  return {
    id: r.id,
    name: text(r.name),
    discountType: num(r.discountType),
    minusPrice: num(r.minusPrice),
    fullPrice: num(r.fullPrice),
    endTime: typeof r.endTime === 'string' || typeof r.endTime === 'number' ? r.endTime : null,
  };
}
const coupons = (v: unknown) =>
  list(v)
    .map(coupon)
    .filter((c): c is Coupon => c !== null);

/**
 * Reads a popup's JSON content for its type. Returns null when the content cannot be read, the
 * type is unknown, or there is nothing to show (an empty text, no products, no images, and —
 * spec §4 — a type 4 or 5 popup without coupons). Everything read is plain text; nothing is
 * rendered as HTML.
 */
export function parsePopupContent(ad: Pick<SiteAd, 'type' | 'content'>): PopupContent | null {
  let data: unknown;
  try {
    data = JSON.parse(ad.content);
  } catch {
    // A type 1 notice may be sent as bare text.
    return ad.type === 1 && ad.content.trim() ? { type: 1, text: ad.content } : null;
  }
  const r = record(data);
  switch (ad.type) {
    case 1: {
      const t = r ? text(r.text) : text(data);
      return t.trim() ? { type: 1, text: t } : null;
    }
    case 2: {
      const products = list(r?.contents)
        .map(record)
        .filter((p): p is Record<string, unknown> => p !== null)
        .map((p) => ({
          image: text(p.image),
          title: text(p.title),
          price: num(p.price),
          costV2: num(p.costV2),
          link: text(p.link),
        }));
      return products.length ? { type: 2, products } : null;
    }
    case 3: {
      const images = list(r?.images)
        .map(record)
        .filter((p): p is Record<string, unknown> => p !== null)
        .map((p) => ({ imgUrl: text(p.imgUrl), textUrl: text(p.textUrl) }))
        .filter((i) => i.imgUrl !== '');
      return images.length ? { type: 3, images } : null;
    }
    case 4: {
      const found = coupons(Array.isArray(data) ? data : r?.coupons);
      return found.length ? { type: 4, coupons: found } : null;
    }
    case 5: {
      const found = coupons(r ? r.coupons : data);
      return found.length ? { type: 5, coupons: found } : null;
    }
    default:
      return null;
  }
}

/** '¥10.00' for an amount off (1000 fen), '8.5折' for a discount (85: 85 per cent still paid). */
export function couponValueText(c: Coupon): string {
  return c.discountType === 1 ? formatFen(c.minusPrice) : `${c.minusPrice / 10}折`;
}

/** '无门槛' for fullPrice 0, else '满¥100.00可用' (10000 fen). */
export function couponThresholdText(c: Coupon): string {
  return c.fullPrice === 0 ? '无门槛' : `满${formatFen(c.fullPrice)}可用`;
}
