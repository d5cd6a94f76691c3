import { act, render, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, clearDrafts, readDraft, writeDraft } from './draft-store';
import { DRAFT_PREFIX, useDraft } from './use-draft';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('draft store', () => {
  it('writes, reads, clears one draft and every draft of a prefix', () => {
    expect(writeDraft('a.1', { x: '1' })).toBe(true);
    writeDraft('a.2', { x: '2' });
    writeDraft('b.1', { x: '3' });
    expect(readDraft('a.1')).toEqual({ x: '1' });
    clearDraft('a.1');
    expect(readDraft('a.1')).toBeNull();
    clearDrafts('a.');
    expect(readDraft('a.2')).toBeNull();
    expect(readDraft('b.1')).toEqual({ x: '3' });
  });

  it('takes a corrupt or non-object draft for none, and works without storage', () => {
    localStorage.setItem('c', '{not json');
    expect(readDraft('c')).toBeNull();
    localStorage.setItem('c', '[1]');
    expect(readDraft('c')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeDraft('c', { x: 1 })).toBe(false);
  });
});

describe('useDraft', () => {
  it('keeps typed values across a remount, lets a draft win over a record that arrives later, and clears', () => {
    const first = renderHook(({ initial }) => useDraft('form', initial), { initialProps: { initial: { name: '', city: '' } } });
    act(() => first.result.current.setField('name', '张三'));
    expect(JSON.parse(localStorage.getItem(`${DRAFT_PREFIX}form`) ?? '{}')).toEqual({ name: '张三', city: '' });
    first.unmount();

    const again = renderHook(({ initial }) => useDraft('form', initial), { initialProps: { initial: { name: '', city: '' } } });
    expect(again.result.current.values).toEqual({ name: '张三', city: '' });
    again.rerender({ initial: { name: '李四', city: '北京' } });
    expect(again.result.current.values.name).toBe('张三');
    act(() => again.result.current.clear());
    expect(localStorage.getItem(`${DRAFT_PREFIX}form`)).toBeNull();
  });

  it('fills the form from a record that arrives later when there is no draft', () => {
    const view = renderHook(({ initial }) => useDraft('empty', initial), { initialProps: { initial: { name: '' } } });
    view.rerender({ initial: { name: '王五' } });
    expect(view.result.current.values).toEqual({ name: '王五' });
  });

  it('draws the record in the first commit after it arrives, never the empty form again', () => {
    const drawn: string[] = [];
    function NameBox({ record }: { record: { name: string } }) {
      const { values } = useDraft('drawn', record);
      useLayoutEffect(() => {
        drawn.push(values.name);
      });
      return <input aria-label="姓名" value={values.name} readOnly />;
    }
    const view = render(<NameBox record={{ name: '' }} />);
    view.rerender(<NameBox record={{ name: '赵六' }} />);
    expect(drawn).toEqual(['', '赵六']);
  });
});
