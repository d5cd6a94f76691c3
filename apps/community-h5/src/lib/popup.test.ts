import type { site } from '@tongxin/api-client';
import { describe, expect, it } from 'vitest';
import { choosePopup } from './popup';

const coupon = { id: 1001, name: '满100减10元券', discountType: 1, minusPrice: 1000, fullPrice: 10000, endTime: '2030-12-31T15:59:59.000Z' };
const ads: site.Ad[] = [
  { id: 3, type: 4, content: '[]' },
  { id: 1, type: 5, content: JSON.stringify({ title: '券包', coupons: [coupon] }) },
  { id: 2, type: 1, content: JSON.stringify({ text: '通知' }) },
];
const none = () => false;
const chosen = (ad: site.Ad) => choosePopup([ad], 'browser', none);

describe('choosing the popup', () => {
  it('reads each of the five types with the ui package parser', () => {
    expect(chosen({ id: 1, type: 1, content: '{"title":"公告","text":"你好"}' })).toMatchObject({ title: '公告', content: { type: 1, text: '你好' } });
    expect(chosen({ id: 1, type: 2, content: JSON.stringify({ contents: { image: '/a.svg', title: '袋', price: 2990, costV2: 4900 } }) })).toMatchObject({
      title: '推荐',
      content: { type: 2, products: [{ title: '袋', price: 2990, costV2: 4900 }] },
    });
    expect(chosen({ id: 1, type: 3, content: JSON.stringify({ images: { imgUrl: '/a.svg', textUrl: '/app/act/1000' } }) })).toMatchObject({
      title: '活动',
      content: { type: 3, images: [{ imgUrl: '/a.svg', textUrl: '/app/act/1000' }] },
    });
    expect(chosen({ id: 1, type: 4, content: JSON.stringify([coupon]) })).toMatchObject({ title: '我的优惠券', content: { type: 4, coupons: [{ id: 1001 }] } });
    expect(chosen({ id: 1, type: 5, content: JSON.stringify({ coupons: [coupon] }) })).toMatchObject({ title: '领取优惠券', content: { type: 5 } });
  });

  it('skips what the popup could not render: it would be invisible, unclosable and hide the ads behind it', () => {
    const unrenderable: site.Ad[] = [
      { id: 10, type: 1, content: JSON.stringify({ title: '空通知', text: '' }) },
      { id: 11, type: 3, content: JSON.stringify({ images: { imgUrl: '', textUrl: '/app/act/1000' } }) },
      { id: 12, type: 2, content: JSON.stringify({ contents: [] }) },
      { id: 13, type: 5, content: JSON.stringify({ title: '券包', coupons: [] }) },
      { id: 14, type: 9, content: '{}' },
      { id: 15, type: 4, content: '{broken' },
    ];
    expect(choosePopup([...unrenderable, ads[2] as site.Ad], 'browser', none)?.id).toBe(2);
    expect(choosePopup(unrenderable, 'browser', none)).toBeNull();
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

  it('keeps the ad and names it by its own title, else by type', () => {
    const first = choosePopup(ads, 'browser', none);
    expect(first?.ad).toBe(ads[1]);
    expect(first?.title).toBe('券包');
    expect(chosen({ id: 2, type: 1, content: '服务时长证明上线' })).toMatchObject({ title: '通知', content: { type: 1, text: '服务时长证明上线' } });
  });
});
