import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFn } from '../upload/image-uploader';
import { CommentForm, EMPTY_COMMENT, type CommentValue } from './comment-form';
import { ScoreRow } from './score-row';

const LABELS = ['行程安排', '领队服务', '性价比'] as const;
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });

function deferredUpload() {
  const calls: { resolve: (url: string) => void; reject: (e: Error) => void }[] = [];
  const upload: UploadFn = () =>
    new Promise<string>((resolve, reject) => void calls.push({ resolve, reject }));
  return { calls, upload };
}

/** Scores all three with `n` stars. */
function score(n: number) {
  for (const label of LABELS) {
    const group = screen.getByRole('radiogroup', { name: label });
    fireEvent.click(group.querySelectorAll('input')[n - 1] as HTMLInputElement);
  }
}

describe('ScoreRow', () => {
  it('is a radio group of five named stars', () => {
    const onChange = vi.fn();
    render(<ScoreRow label="商品质量" value={3} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: '商品质量' });
    expect(group).toHaveTextContent('一般');
    expect(screen.getByRole('radio', { name: '3星 一般' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '5星 非常好' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('shows a published score as one named image', () => {
    render(<ScoreRow label="物流" value={4} />);
    expect(screen.getByRole('img', { name: '物流 4星' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('CommentForm', () => {
  it('asks for each score before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CommentForm labels={LABELS} onSubmit={onSubmit} upload={deferredUpload().upload} />);
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请为行程安排打分');
    fireEvent.click(screen.getAllByRole('radio', { name: '5星 非常好' })[0] as HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull(); // a change clears the message
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses text over the limit with the validators' message, counting a line break as two", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <CommentForm
        labels={LABELS}
        onSubmit={onSubmit}
        upload={deferredUpload().upload}
        maxLength={10}
      />,
    );
    score(4);
    fireEvent.change(screen.getByRole('textbox', { name: '评价内容' }), {
      target: { value: '风景很好\n领队\n贴心' },
    });
    expect(screen.getByText('12/10')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '评价内容' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('最多可以输入10个字符哦');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once however often it is tapped, then says 已发布', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CommentForm labels={LABELS} onSubmit={onSubmit} upload={deferredUpload().upload} />);
    score(5);
    fireEvent.change(screen.getByRole('textbox', { name: '评价内容' }), {
      target: { value: '  很棒的一次徒步  ' },
    });
    const button = screen.getByRole('button', { name: '发布' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: '提交中…' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '提交中…' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      scores: [5, 5, 5],
      content: '很棒的一次徒步',
      images: [],
    });
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: '已发布' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '评价内容' })).toBeDisabled();
  });

  it('shows why sending failed and lets the user send again', async () => {
    const onSubmit = vi
      .fn<(v: CommentValue) => Promise<void>>()
      .mockRejectedValueOnce(new Error('评价内容包含敏感词'))
      .mockResolvedValueOnce(undefined);
    render(<CommentForm labels={LABELS} onSubmit={onSubmit} upload={deferredUpload().upload} />);
    score(3);
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('评价内容包含敏感词');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('button', { name: '已发布' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('holds the submit while an image uploads, and sends its URL once it is in', async () => {
    const { calls, upload } = deferredUpload();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CommentForm labels={LABELS} onSubmit={onSubmit} upload={upload} />);
    score(4);
    fireEvent.change(screen.getByLabelText('上传评价图片'), { target: { files: [jpeg('a.jpg')] } });
    // The user taps 发布 once they see the image uploading.
    await screen.findByRole('progressbar', { name: 'a.jpg 上传进度' });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片上传中，请稍候');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve('https://cdn.example/a.jpg'));
    await screen.findByRole('img', { name: '图片1' });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        scores: [4, 4, 4],
        content: '',
        images: ['https://cdn.example/a.jpg'],
      }),
    );
  });

  it('refuses to send past a failed image', async () => {
    const { calls, upload } = deferredUpload();
    render(<CommentForm labels={LABELS} onSubmit={() => Promise.resolve()} upload={upload} />);
    score(2);
    fireEvent.change(screen.getByLabelText('上传评价图片'), { target: { files: [jpeg('b.jpg')] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.reject(new Error('fail to post https://oss.example 500')));
    await screen.findByRole('button', { name: '重试' });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('有图片上传失败，请重试或删除');
  });

  it('is controlled when given a value, so a draft can keep it', () => {
    const seen: CommentValue[] = [];
    function Draft() {
      const [v, setV] = useState<CommentValue>({ ...EMPTY_COMMENT, content: '上次写到这里' });
      return (
        <CommentForm
          labels={LABELS}
          onSubmit={() => Promise.resolve()}
          upload={deferredUpload().upload}
          value={v}
          onChange={(next) => {
            seen.push(next);
            setV(next);
          }}
        />
      );
    }
    render(<Draft />);
    expect(screen.getByRole('textbox', { name: '评价内容' })).toHaveValue('上次写到这里');
    fireEvent.click(screen.getAllByRole('radio', { name: '2星 差' })[1] as HTMLElement);
    expect(seen.at(-1)?.scores).toEqual([0, 2, 0]);
  });
});
