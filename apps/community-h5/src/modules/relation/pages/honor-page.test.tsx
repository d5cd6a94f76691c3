import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { relation } from '@tongxin/api-client';
import type { UploadFn } from '@tongxin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as HonorPage } from './honor-page';

/** Uploads the test finishes by hand. */
const uploads: { resolve: (url: string) => void }[] = [];
const upload: UploadFn = () => new Promise<string>((resolve) => uploads.push({ resolve }));
vi.mock('../../../components/member-upload', () => ({ useMemberUpload: () => upload }));

describe('HonorPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    uploads.length = 0;
  });

  it('adds an honour with its certificate once the picture is up, lists it and deletes it', async () => {
    let honors: relation.Honor[] = [];
    const api = mockApi({
      '/api/relation/mine': () => ({ t: mineOf({ honors }) }),
      '/api/relation/honor/save': (p) => {
        honors = [{ id: 8, title: String(p.title), date: String(p.date), image: String(p.image) }];
        return { t: honors[0] };
      },
      '/api/relation/entry/remove': () => {
        honors = [];
        return { t: true };
      },
    });
    renderMemberPage(<HonorPage />, { route: '/app/relation/honor', path: '/app/relation/honor' });
    expect(await screen.findByText('还没有添加荣誉')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存荣誉' }));
    expect(await screen.findByText('荣誉名称必填哦')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '荣誉名称' }), '年度优秀志愿者');
    fireEvent.change(screen.getByLabelText('获得日期'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('上传证书图片'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cert.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getByRole('button', { name: '保存荣誉' })).toBeDisabled());
    await act(async () => uploads[0]?.resolve('/api/media/cert.jpg'));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存荣誉' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '保存荣誉' }));
    const mine = within(await screen.findByRole('region', { name: '我的荣誉' }));
    expect(await mine.findByText('年度优秀志愿者')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '荣誉名称' })).toHaveValue('');
    expect(api.calls.filter(([path]) => path === '/api/relation/honor/save').map(([, p]) => p)).toMatchObject([{ title: '年度优秀志愿者', date: '2026-03-05', image: '/api/media/cert.jpg' }]);

    await user.click(mine.getByRole('button', { name: '删除“年度优秀志愿者”' }));
    expect(await screen.findByText('还没有添加荣誉')).toBeVisible();
    expect(api.calls.filter(([path]) => path === '/api/relation/entry/remove').map(([, p]) => p)).toMatchObject([{ kind: 'honor', id: 8 }]);
  });
});
