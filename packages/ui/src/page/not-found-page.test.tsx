import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_RETURN_MS, NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says there is no such page and returns to / after 3 s', () => {
    const onReturn = vi.fn();
    render(<NotFoundPage onReturn={onReturn} />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(NOT_FOUND_RETURN_MS - 1));
    expect(onReturn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });
});
