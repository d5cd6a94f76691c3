import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFn } from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as LaunchPage } from './launch-page';

/** Uploads the test finishes by hand: their progress and their URL. */
const uploads: { onProgress: (percent: number) => void; resolve: (url: string) => void }[] = [];
const upload: UploadFn = (_file, { onProgress }) => new Promise<string>((resolve) => uploads.push({ onProgress, resolve }));
vi.mock('../../../components/member-upload', () => ({ useMemberUpload: () => upload }));

const FILLED = { title: '社区花园', digest: '', goal: '5000', deadline: '2030-06-30', story: '楼下的空地荒了三年，我们想把它变成花园。', layout: 'index', contactPhone: '13800138000', tierTitle: '', tierAmount: '', tierLimit: '', tierShips: false };

describe('LaunchPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    uploads.length = 0;
  });

  it('uploads the project images with their progress, holds the submit until they are up, and launches with them', async () => {
    window.localStorage.setItem('draft:cf:launch', JSON.stringify(FILLED));
    const api = mockApi({ '/api/cf/launch': () => ({ code: 0, t: { id: 41 } }) });
    renderMemberPage(<LaunchPage />, { route: '/app/cf/:iid/launch', path: '/app/cf/1000/launch' });
    const user = userEvent.setup();

    fireEvent.change(await screen.findByLabelText('上传项目图片'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'garden.jpg', { type: 'image/jpeg' })] } });
    const progress = await screen.findByRole('progressbar', { name: 'garden.jpg 上传进度' });
    await act(async () => uploads[0]?.onProgress(40));
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片还在上传，请稍候');
    expect(api.calls).toHaveLength(0);

    await act(async () => uploads[0]?.resolve('https://cdn.example/garden.jpg'));
    expect(await screen.findByText('已上传')).toBeVisible();
    // The uploaded image is part of the draft: a reload keeps it.
    expect(JSON.parse(window.localStorage.getItem('draft:cf:launch') ?? '{}')).toMatchObject({ images: ['https://cdn.example/garden.jpg'] });
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.[1]).toMatchObject({ title: '社区花园', goalFen: 500000, images: ['https://cdn.example/garden.jpg'] });
  });
});
