import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PosterError, type PosterData } from './compose-poster';
import { Poster } from './poster';

const data: PosterData = {
  bgImg: 'https://cdn.example.org/bg.jpg',
  userName: '李小同',
  title: '梧桐山穿越',
  dstUrl: 'https://h5.example.org/app/act/1000/detail/7',
};

/** A compose function the test settles by hand. */
function manual() {
  const pending: { resolve: (url: string) => void; reject: (e: unknown) => void }[] = [];
  const compose = vi.fn(
    (_poster: PosterData) =>
      new Promise<string>((resolve, reject) => void pending.push({ resolve, reject })),
  );
  return { compose, pending };
}

describe('Poster', () => {
  it('says it is being made, then shows the image to long-press with the hint', async () => {
    const { compose, pending } = manual();
    const onReady = vi.fn();
    render(<Poster poster={data} compose={compose} onReady={onReady} />);
    expect(screen.getByRole('status')).toHaveTextContent('海报生成中…');
    expect(compose).toHaveBeenCalledWith(data);
    pending[0]?.resolve('data:image/png;base64,UE5H');
    const img = await screen.findByRole('img', { name: '梧桐山穿越海报' });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,UE5H');
    expect(screen.getByText('长按图片保存到手机')).toBeVisible();
    expect(onReady).toHaveBeenCalledWith('data:image/png;base64,UE5H');
  });

  it('says which image failed and draws again on 重试', async () => {
    const { compose, pending } = manual();
    render(<Poster poster={data} compose={compose} alt="活动海报" />);
    pending[0]?.reject(new PosterError('background', '海报背景图片加载失败'));
    expect(await screen.findByRole('alert')).toHaveTextContent('海报背景图片加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByRole('status')).toHaveTextContent('海报生成中…');
    pending[1]?.resolve('data:image/png;base64,AA');
    expect(await screen.findByRole('img', { name: '活动海报' })).toBeVisible();
  });

  it('shows a general failure for an unexpected error', async () => {
    const { compose, pending } = manual();
    render(<Poster poster={data} compose={compose} />);
    pending[0]?.reject(new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('海报生成失败');
  });

  it('redraws when the data changes, not when the caller re-renders with new functions', async () => {
    const { compose, pending } = manual();
    const { rerender } = render(<Poster poster={data} compose={(p) => compose(p)} />);
    rerender(<Poster poster={{ ...data }} compose={(p) => compose(p)} />);
    expect(compose).toHaveBeenCalledTimes(1);
    rerender(<Poster poster={{ ...data, title: '新标题' }} compose={(p) => compose(p)} />);
    expect(compose).toHaveBeenCalledTimes(2);
    // The first, now stale, result must not replace the new one.
    pending[1]?.resolve('data:new');
    pending[0]?.resolve('data:old');
    expect(await screen.findByRole('img', { name: '新标题海报' })).toHaveAttribute(
      'src',
      'data:new',
    );
  });
});
