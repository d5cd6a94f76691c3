import { describe, expect, it } from 'vitest';
import {
  IMAGE_TYPE_MESSAGE,
  checkImageFile,
  hasAcceptedImageName,
  sniffImageKind,
} from './image-type';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const BMP = [0x42, 0x4d, 0, 0];

const file = (bytes: number[] | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('the upload type rule', () => {
  it('accepts jpg, png, jpeg, bmp and gif by name, any case', () => {
    for (const name of ['a.jpg', 'a.JPG', 'a.png', 'a.jpeg', 'a.bmp', 'a.gif']) {
      expect(hasAcceptedImageName({ name })).toBe(true);
    }
    for (const name of ['a.webp', 'a.heic', 'a.txt', 'jpg', 'a.jpg.exe']) {
      expect(hasAcceptedImageName({ name })).toBe(false);
    }
    expect(hasAcceptedImageName({ name: 'a.jpg', type: 'text/plain' })).toBe(false);
  });

  it('recognises the four image signatures and nothing else', () => {
    expect(sniffImageKind(new Uint8Array(JPEG))).toBe('jpeg');
    expect(sniffImageKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffImageKind(new Uint8Array(GIF))).toBe('gif');
    expect(sniffImageKind(new Uint8Array(BMP))).toBe('bmp');
    expect(sniffImageKind(new TextEncoder().encode('hello'))).toBeNull();
    expect(sniffImageKind(new Uint8Array([]))).toBeNull();
  });

  it('refuses a text file renamed to .jpg and a real image with a wrong name', async () => {
    await expect(checkImageFile(file('just some notes', 'photo.jpg', 'image/jpeg'))).resolves.toBe(
      IMAGE_TYPE_MESSAGE,
    );
    await expect(checkImageFile(file(PNG, 'photo.webp', 'image/webp'))).resolves.toBe(
      IMAGE_TYPE_MESSAGE,
    );
    await expect(checkImageFile(file(JPEG, 'photo.jpg', 'image/jpeg'))).resolves.toBeNull();
    await expect(checkImageFile(file(GIF, 'a.gif', 'image/gif'))).resolves.toBeNull();
  });
});
