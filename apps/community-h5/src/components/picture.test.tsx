import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

describe('Picture', () => {
  it("offers a storage picture in the server's widths, and a drawing as it is", () => {
    render(<Picture src="/api/content/storage/h5/1000_1_ab.jpg" alt="照片" priority sizes="50vw" />);
    const photo = screen.getByRole('img', { name: '照片' });
    expect(photo.getAttribute('srcset')?.split(', ')).toContain('/api/content/storage/h5/1000_1_ab.jpg?x-oss-process=image/resize,w_480 480w');
    expect(photo).toHaveAttribute('sizes', '50vw');
    render(<Picture src="/api/media/pic.svg?text=a" alt="图" priority />);
    expect(screen.getByRole('img', { name: '图' })).not.toHaveAttribute('srcset');
  });
});
