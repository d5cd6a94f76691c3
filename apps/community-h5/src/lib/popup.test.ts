import { describe, expect, it } from 'vitest';
import { choosePopup, parseAd, popupTitle } from './popup';

const coupon = { id: 1001, name: '满100减10元券', discountType: 1, minusPrice: 10, fullPrice: 100, endTime: '2030-12-31T15:59:59.000Z' };
const ads = [
  { id: 3, type: 4, content: '[]' },
  { id: 1, type: 5, content: JSON.stringify({ title: '券包', coupons: [coupon] }) },
  { id: 2, type: 1, content: JSON.stringify({ text: '通知' }) },
];
const none = () => false;

describe('popups', () => {
  it('parses each of the five types', () => {
    expect(parseAd({ id: 1, type: 1, content: '{"text":"你好"}' })).toEqual({ type: 1, title: undefined, text: '你好' });
    expect(
      parseAd({ id: 1, type: 2, content: JSON.stringify({ contents: { image: '/a.svg', title: '袋', price: 29.9, costV2: 49 } }) }),
    ).toMatchObject({ type: 2, product: { title: '袋', price: 29.9, costV2: 49 } });
    expect(parseAd({ id: 1, type: 3, content: JSON.stringify({ images: { imgUrl: '/a.svg', textUrl: '/app/act/1000' } }) })).toEqual({
      type: 3,
      imgUrl: '/a.svg',
      textUrl: '/app/act/1000',
    });
    expect(parseAd({ id: 1, type: 4, content: JSON.stringify([coupon]) })).toEqual({ type: 4, coupons: [coupon] });
    expect(parseAd({ id: 1, type: 5, content: JSON.stringify({ coupons: [coupon] }) })).toEqual({ type: 5, title: undefined, coupons: [coupon] });
  });

  it('refuses unknown types and broken JSON', () => {
    expect(parseAd({ id: 1, type: 9, content: '{}' })).toBeNull();
    expect(parseAd({ id: 1, type: 1, content: '<b>' })).toBeNull();
    expect(parseAd({ id: 1, type: 1, content: '{"html":"x"}' })).toBeNull();
  });

  it('shows at most one: skips type 4 without coupons and popups already closed', () => {
    expect(choosePopup(ads, 'browser', none)?.id).toBe(1);
    expect(choosePopup(ads, 'wechat', (id) => id === 1)?.id).toBe(2);
    expect(choosePopup(ads, 'wechat', () => true)).toBeNull();
  });

  it('never shows in the app webview or a mini-program', () => {
    expect(choosePopup(ads, 'app', none)).toBeNull();
    expect(choosePopup(ads, 'miniprogram', none)).toBeNull();
  });

  it('remembers by id and type', () => {
    expect(choosePopup(ads, 'browser', (id, type) => id === 1 && type === 1)?.id).toBe(1);
  });

  it('keeps the ad to render and names it by its own title, else by type', () => {
    const chosen = choosePopup(ads, 'browser', none);
    expect(chosen?.ad).toBe(ads[1]);
    expect(chosen && popupTitle(chosen.content)).toBe('券包');
    expect(popupTitle({ type: 1, title: undefined, text: 'x' })).toBe('通知');
    expect(popupTitle({ type: 5, title: undefined, coupons: [coupon] })).toBe('领取优惠券');
    expect(popupTitle({ type: 4, coupons: [coupon] })).toBe('我的优惠券');
  });
});
