import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberStepper } from './number-stepper';
import { ScrollTabs, type TabItem } from './scroll-tabs';

const tabs = (n: number): TabItem[] =>
  Array.from({ length: n }, (_, i) => ({ name: i, title: `分类${i + 1}` }));

function Harness({
  n,
  onChange,
}: {
  n: number;
  onChange?: (name: string | number, i: number) => void;
}) {
  const [active, setActive] = useState<string | number>(0);
  return (
    <ScrollTabs
      tabs={tabs(n)}
      active={active}
      label="分类"
      onChange={(name, i) => {
        setActive(name);
        onChange?.(name, i);
      }}
    >
      <p>内容{String(active)}</p>
    </ScrollTabs>
  );
}

describe('ScrollTabs', () => {
  it('shares the width among four tabs and scrolls from five', () => {
    const { unmount } = render(<Harness n={4} />);
    expect(screen.getByRole('tablist', { name: '分类' })).not.toHaveAttribute('data-scrollable');
    expect(screen.getAllByRole('tab')[0]).toHaveStyle({ flex: '1 0 auto' });
    unmount();
    render(<Harness n={5} />);
    expect(screen.getByRole('tablist', { name: '分类' })).toHaveAttribute(
      'data-scrollable',
      'true',
    );
    expect(screen.getAllByRole('tab')[0]).toHaveStyle({ flex: '0 0 22%' });
  });

  it('selects on tap and with arrow keys, showing the active panel', () => {
    const onChange = vi.fn();
    render(<Harness n={6} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '分类3' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 2);
    expect(screen.getByRole('tab', { name: '分类3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('内容2');
    fireEvent.keyDown(screen.getByRole('tab', { name: '分类3' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '分类4' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '分类4' })).toHaveFocus();
  });
});

describe('NumberStepper', () => {
  it('steps by 1 in a 50 px input', () => {
    const onChange = vi.fn();
    const { container } = render(<NumberStepper defaultValue={2} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: '数量' });
    expect(input.style.width).toBe('50px');
    expect(input).toHaveAttribute('aria-valuemin', '1');
    fireEvent.click(container.querySelector('.rv-stepper__plus') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(3, expect.anything());
    fireEvent.click(container.querySelector('.rv-stepper__minus') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(2, expect.anything());
    fireEvent.click(container.querySelector('.rv-stepper__minus') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(1, expect.anything());
    fireEvent.click(container.querySelector('.rv-stepper__minus') as HTMLElement);
    expect(onChange).not.toHaveBeenLastCalledWith(0, expect.anything());
  });
});
