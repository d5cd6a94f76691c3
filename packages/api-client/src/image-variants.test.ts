import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, imageWidthFor, isResizableImage, requestedImageWidth } from './image-variants';

describe('image variants', () => {
  it('fits a width to the widths the storage produces', () => {
    expect(imageWidthFor(1)).toBe(160);
    expect(imageWidthFor(375)).toBe(480);
    expect(imageWidthFor(750)).toBe(750);
    expect(imageWidthFor(5000)).toBe(1280);
  });

  it("reads object storage's resize parameter, and nothing else", () => {
    expect(requestedImageWidth('image/resize,w_640')).toBe(640);
    expect(requestedImageWidth('image/resize,w_700')).toBe(750);
    expect(requestedImageWidth(undefined)).toBeNull();
    expect(requestedImageWidth('image/resize,w_640/format,webp')).toBeNull();
    expect(requestedImageWidth('image/resize,h_640')).toBeNull();
    expect(requestedImageWidth('image/resize,w_99999999')).toBeNull();
  });

  it('resizes only pictures of its own storage', () => {
    expect(isResizableImage('/api/content/storage/h5/1000_1_a.jpg')).toBe(true);
    expect(isResizableImage('https://m.example.org/api/storage/h5/3073_1_b.png', 'https://m.example.org')).toBe(true);
    expect(isResizableImage('https://cdn.example.com/api/storage/h5/3073_1_b.png', 'https://m.example.org')).toBe(false);
    expect(isResizableImage('/api/media/pic.svg?text=a')).toBe(false);
    expect(isResizableImage('/api/content/storage/h5/1000_1_a.svg')).toBe(false);
    expect(isResizableImage('/api/storage/h5/a.jpg?x-oss-process=image/resize,w_160')).toBe(false);
    expect(isResizableImage('https://other.example.com/a.jpg')).toBe(false);
  });

  it('builds the srcset of every width, keeping the query', () => {
    expect(imageVariant('/api/storage/a.jpg?v=2', 320)).toBe('/api/storage/a.jpg?v=2&x-oss-process=image/resize,w_320');
    const set = imageSrcSet('/api/storage/a.jpg');
    expect(set?.split(', ')).toHaveLength(7);
    expect(set).toContain('/api/storage/a.jpg?x-oss-process=image/resize,w_750 750w');
    expect(imageSrcSet('/api/media/pic.svg')).toBeUndefined();
  });
});
