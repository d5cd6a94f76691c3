import { describe, expect, it } from 'vitest';
import { maskMobile, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('returns to a page of the app', () => {
    expect(safeRedirect('/app/account/point')).toBe('/app/account/point');
    expect(safeRedirect('/app/order/detail?orderId=TX1')).toBe('/app/order/detail?orderId=TX1');
  });

  it('never leaves the app or loops back to login', () => {
    expect(safeRedirect('https://evil.example/app/')).toBe('/app/account/personal');
    expect(safeRedirect('//evil.example/app/')).toBe('/app/account/personal');
    expect(safeRedirect('/app/\\evil')).toBe('/app/account/personal');
    expect(safeRedirect('/app/account/login?redirect=x')).toBe('/app/account/personal');
    expect(safeRedirect(null)).toBe('/app/account/personal');
  });
});

describe('maskMobile', () => {
  it('hides the middle four digits', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('')).toBe('');
  });
});
