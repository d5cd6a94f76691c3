import { describe, expect, it } from 'vitest';
import { applyRootSize, rootSize, TRIP_INDEX } from './font-size';

describe('root font size (spec §2)', () => {
  it('tripIndex under 750: width / 7.5 rounded down', () => {
    expect(rootSize(TRIP_INDEX, 375)).toEqual({ fontSize: 50, bodyWidth: null });
    expect(rootSize(TRIP_INDEX, 414)).toEqual({ fontSize: 55, bodyWidth: null });
    expect(rootSize(TRIP_INDEX, 749)).toEqual({ fontSize: 99, bodyWidth: null });
  });
  it('tripIndex at 750 and above: 50 with a 320px body', () => {
    expect(rootSize(TRIP_INDEX, 750)).toEqual({ fontSize: 50, bodyWidth: '320px' });
    expect(rootSize(TRIP_INDEX, 1440)).toEqual({ fontSize: 50, bodyWidth: '320px' });
  });
  it('elsewhere width * 18.75 / 375, 40 above 768', () => {
    expect(rootSize('index', 375).fontSize).toBe(18.75);
    expect(rootSize(undefined, 768).fontSize).toBe(38.4);
    expect(rootSize(undefined, 769).fontSize).toBe(40);
  });
  it('applies to the document and undoes the fixed body when leaving tripIndex', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1024 });
    applyRootSize(TRIP_INDEX);
    expect(document.documentElement.style.fontSize).toBe('50px');
    expect(document.body.style.width).toBe('320px');
    applyRootSize('index');
    expect(document.documentElement.style.fontSize).toBe('40px');
    expect(document.body.style.width).toBe('');
  });
});
