import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberStepper } from './number-stepper';
import { ScrollTabs, TabPane } from './scroll-tabs';

const tabs = (n: number) =>
  Array.from({ length: n }, (_, i) => <TabPane key={i} name={i} title={`分类${i + 1}`}>{`内容${i + 1}`}</TabPane>);

describe('ScrollTabs', () => {
  it('keeps four tabs fixed and scrolls five or more', () => {
    const { container, unmount } = render(<ScrollTabs>{tabs(4)}</ScrollTabs>);
    expect(container.querySelector('.rv-tabs__nav--complete')).toBeNull();
    unmount();
    const five = render(<ScrollTabs>{tabs(5)}</ScrollTabs>);
    expect(five.container.querySelector('.rv-tabs__nav--complete')).not.toBeNull();
  });

  it('switches tabs on tap', () => {
    const onChange = vi.fn();
    render(<ScrollTabs onChange={onChange}>{tabs(3)}</ScrollTabs>);
    fireEvent.click(screen.getByText('分类2'));
    expect(onChange).toHaveBeenCalledWith(1, 1);
  });
});

describe('NumberStepper', () => {
  it('steps by 1 in a 50 px input', () => {
    const onChange = vi.fn();
    const { container } = render(<NumberStepper defaultValue={2} onChange={onChange} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.style.width).toBe('50px');
    fireEvent.click(container.querySelector('.rv-stepper__plus') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(3, expect.anything());
    fireEvent.click(container.querySelector('.rv-stepper__minus') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(2, expect.anything());
  });
});
