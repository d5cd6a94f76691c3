import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ImageUploader,
  UPLOAD_STATUS_LABELS,
  shortFailureReason,
  type UploadFn,
} from './image-uploader';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const jpeg = (name: string) => new File([JPEG], name, { type: 'image/jpeg' });

interface Deferred {
  file: File;
  onProgress: (p: number) => void;
  signal: AbortSignal;
  resolve: (url: string) => void;
  reject: (e: Error) => void;
}

function controlledUpload() {
  const calls: Deferred[] = [];
  const upload: UploadFn = (file, { onProgress, signal }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, onProgress, signal, resolve, reject });
    });
  return { calls, upload };
}

function Harness(props: {
  upload: UploadFn;
  max?: number;
  initial?: string[];
  onReject?: (m: string) => void;
  onUrls?: (u: string[]) => void;
}) {
  const [urls, setUrls] = useState<string[]>(props.initial ?? []);
  return (
    <ImageUploader
      value={urls}
      onChange={(u) => {
        setUrls(u);
        props.onUrls?.(u);
      }}
      upload={props.upload}
      max={props.max}
      onReject={props.onReject}
      prepare={(f) => Promise.resolve(f)}
    />
  );
}

const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('上传图片'), { target: { files } });

describe('ImageUploader', () => {
  it('uploads one file at a time, showing pending, uploading with progress, then uploaded', async () => {
    const { calls, upload } = controlledUpload();
    const onUrls = vi.fn();
    const { container } = render(<Harness upload={upload} onUrls={onUrls} />);
    pick([jpeg('a.jpg'), jpeg('b.jpg')]);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText(UPLOAD_STATUS_LABELS.uploading)).toBeInTheDocument();
    expect(screen.getByText('等待上传')).toBeInTheDocument();
    expect(container.querySelector('[data-status="pending"]')).not.toBeNull();

    act(() => calls[0]?.onProgress(42.4));
    expect(screen.getByRole('progressbar', { name: 'a.jpg 上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );

    await act(async () => calls[0]?.resolve('https://cdn/a.jpg'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(onUrls).toHaveBeenLastCalledWith(['https://cdn/a.jpg']);
    expect(await screen.findByRole('img', { name: '图片1' })).toHaveAttribute(
      'src',
      'https://cdn/a.jpg',
    );
    expect(screen.getByText('已上传')).toBeInTheDocument();

    await act(async () => calls[1]?.resolve('https://cdn/b.jpg'));
    await waitFor(() =>
      expect(onUrls).toHaveBeenLastCalledWith(['https://cdn/a.jpg', 'https://cdn/b.jpg']),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('marks a failed upload 上传失败 and retries it on 重试', async () => {
    const { calls, upload } = controlledUpload();
    const onUrls = vi.fn();
    const { container } = render(<Harness upload={upload} onUrls={onUrls} />);
    pick([jpeg('a.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.reject(new Error('fail to post https://oss 500')));
    const failed = container.querySelector('[data-status="failed"]');
    expect(failed).not.toBeNull();
    expect(within(failed as HTMLElement).getByText('上传失败')).toBeInTheDocument();
    expect(failed).toHaveAttribute('title', 'fail to post https://oss 500');
    // No hover on a phone: a short reason is on the tile itself.
    expect(within(failed as HTMLElement).getByText('错误码500')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]?.resolve('https://cdn/a.jpg'));
    await waitFor(() => expect(onUrls).toHaveBeenCalledWith(['https://cdn/a.jpg']));
  });

  it("shows the storage's own words of a refusal on the tile (a quota, a full disk)", async () => {
    const { calls, upload } = controlledUpload();
    const onReject = vi.fn();
    const { container } = render(<Harness upload={upload} onUrls={vi.fn()} onReject={onReject} />);
    pick([jpeg('a.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const refusal = Object.assign(new Error('fail to post https://oss 429'), {
      status: 429,
      reason: '今日上传已达上限（50 MB），请明天再试',
    });
    await act(async () => calls[0]?.reject(refusal));
    const failed = container.querySelector('[data-status="failed"]') as HTMLElement;
    expect(within(failed).getByText('今日上传已达上限（50 MB），请明天再试')).toBeVisible();
    expect(failed).toHaveAttribute(
      'title',
      '今日上传已达上限（50 MB），请明天再试（fail to post https://oss 429）',
    );
    // Said once in full, where the page says such things (a toast by default).
    expect(onReject).toHaveBeenCalledWith('今日上传已达上限（50 MB），请明天再试');
  });

  it('shows a file it cannot read as failed with the reason, and reads it again on 重试', async () => {
    const { calls, upload } = controlledUpload();
    const onUrls = vi.fn();
    const { container } = render(<Harness upload={upload} onUrls={onUrls} />);
    const file = jpeg('cloud.jpg');
    let readable = false;
    let reads = 0;
    const slice = file.slice.bind(file);
    // A cloud placeholder: its bytes cannot be read until it is downloaded.
    file.slice = (...args: Parameters<File['slice']>) =>
      ++reads && readable
        ? slice(...args)
        : ({
            arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
          } as unknown as Blob);
    pick([file]);
    const failed = await waitFor(() => {
      const el = container.querySelector('[data-status="failed"]');
      if (!el) throw new Error('not failed yet');
      return el as HTMLElement;
    });
    expect(within(failed).getByText('上传失败')).toBeInTheDocument();
    expect(within(failed).getByText('无法读取该文件')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // Still unreadable: read again, failed again, nothing sent.
    expect(reads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(screen.getByText('无法读取该文件')).toBeInTheDocument());
    expect(calls).toHaveLength(0);

    readable = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve('https://cdn/cloud.jpg'));
    await waitFor(() => expect(onUrls).toHaveBeenLastCalledWith(['https://cdn/cloud.jpg']));
  });

  it('gives the few words a failed tile has room for', () => {
    expect(shortFailureReason('fail to post https://oss.example/api/storage 0')).toBe('网络异常');
    expect(shortFailureReason('fail to post https://oss.example/api/storage 413')).toBe('文件过大');
    expect(shortFailureReason('fail to post https://oss.example 502')).toBe('错误码502');
    expect(shortFailureReason('系统繁忙，请稍后再试')).toBe('系统繁忙，请稍后再试');
    expect(shortFailureReason(undefined)).toBe('');
  });

  it('refuses files that are not images and files past the maximum', async () => {
    const { calls, upload } = controlledUpload();
    const onReject = vi.fn();
    render(
      <Harness upload={upload} max={2} initial={['https://cdn/old.jpg']} onReject={onReject} />,
    );
    pick([new File(['hello'], 'notes.jpg', { type: 'image/jpeg' })]);
    await waitFor(() =>
      expect(onReject).toHaveBeenCalledWith('仅支持jpg、png、jpeg、bmp、gif格式的图片'),
    );
    expect(calls).toHaveLength(0);

    pick([jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('最多上传2张图片'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.file.name).toBe('a.jpg');
    // Full: the picker is gone.
    expect(screen.queryByLabelText('上传图片')).toBeNull();
  });

  it('removes an uploaded image and aborts a removed upload', async () => {
    const { calls, upload } = controlledUpload();
    const onUrls = vi.fn();
    render(<Harness upload={upload} initial={['https://cdn/old.jpg']} onUrls={onUrls} />);
    fireEvent.click(screen.getByRole('button', { name: '删除图片1' }));
    expect(onUrls).toHaveBeenCalledWith([]);

    pick([jpeg('a.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: '删除a.jpg' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve('https://cdn/late.jpg'));
    expect(onUrls).toHaveBeenCalledTimes(1);
  });

  it('shrinks files with prepare before sending them', async () => {
    const { calls, upload } = controlledUpload();
    const small = jpeg('small.jpg');
    render(
      <ImageUploader
        value={[]}
        onChange={() => undefined}
        upload={upload}
        prepare={() => Promise.resolve(small)}
      />,
    );
    pick([jpeg('huge.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.file).toBe(small);
  });

  it('reports the queue in the same render as the tiles, so no frame shows an image the form would send without', async () => {
    const { calls, upload } = controlledUpload();
    // Every commit of a form that keeps the queue in its state: the tiles drawn, and the queue it holds then.
    const frames: string[] = [];
    function Form() {
      const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
      const box = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        const tiles =
          box.current?.querySelectorAll('[data-status]:not([data-status="uploaded"])').length ?? 0;
        const frame = `tiles ${tiles}, queue ${queue.waiting + queue.failed}`;
        if (frames.at(-1) !== frame) frames.push(frame);
      });
      const [urls, setUrls] = useState<string[]>([]);
      return (
        <div ref={box}>
          <ImageUploader
            value={urls}
            onChange={setUrls}
            upload={upload}
            prepare={(f) => Promise.resolve(f)}
            onQueueChange={setQueue}
          />
        </div>
      );
    }
    render(<Form />);
    pick([jpeg('a.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve('https://cdn.example/a.jpg'));
    await screen.findByRole('img', { name: '图片1' });
    expect(frames).toEqual(['tiles 0, queue 0', 'tiles 1, queue 1', 'tiles 0, queue 0']);
  });

  it('reports the files not uploaded yet, so a form can hold its submit', async () => {
    const { calls, upload } = controlledUpload();
    const onQueueChange = vi.fn();
    render(
      <ImageUploader
        value={[]}
        onChange={() => undefined}
        upload={upload}
        prepare={(f) => Promise.resolve(f)}
        onQueueChange={onQueueChange}
      />,
    );
    pick([jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(onQueueChange).toHaveBeenLastCalledWith({ waiting: 2, failed: 0 }));
    await act(async () => calls[0]?.reject(new Error('fail to post https://oss.example 500')));
    await waitFor(() => expect(onQueueChange).toHaveBeenLastCalledWith({ waiting: 1, failed: 1 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]?.resolve('https://cdn.example/b.jpg'));
    await waitFor(() => expect(onQueueChange).toHaveBeenLastCalledWith({ waiting: 0, failed: 1 }));
  });
});
