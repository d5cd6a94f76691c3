/**
 * Image widths (fewer bytes on a slow network): the platform's storage answers a picture at one of these widths, in
 * the modern format the browser accepts, so a phone downloads what its screen shows. The URL
 * parameter is object storage's (`x-oss-process=image/resize,w_640`), so the same URLs resize on
 * Alibaba Cloud OSS in production and on the reference server's own storage.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 750, 960, 1280] as const;

/** The query parameter of a resized picture, as OSS names it. */
export const IMAGE_PROCESS_PARAM = 'x-oss-process';

/** The platform's paths whose pictures the server resizes: member uploads and the demo's photographs. */
export const RESIZABLE_IMAGE_PATHS = ['/api/content/storage/', '/api/storage/', '/api/media/photo/'] as const;

/** The smallest width of IMAGE_WIDTHS at least `width` wide (the largest for anything wider). */
export function imageWidthFor(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * The width a picture's URL asks for (`x-oss-process=image/resize,w_N`), fitted to IMAGE_WIDTHS;
 * null when it asks for none, or for something other than a resize by width.
 */
export function requestedImageWidth(process: string | undefined): number | null {
  const match = /^image\/resize,w_(\d{1,5})$/.exec(process ?? '');
  return match ? imageWidthFor(Number(match[1])) : null;
}

/**
 * Whether the server resizes this picture: a path of its own storage (relative, or on `origin`,
 * the page's), without a process of its own already. SVG and other pictures are left as they are.
 */
export function isResizableImage(src: string, origin?: string): boolean {
  let url: URL;
  try {
    url = new URL(src, origin ?? 'http://relative.invalid');
  } catch {
    return false;
  }
  if (origin ? url.origin !== new URL(origin).origin : !src.startsWith('/')) return false;
  if (url.searchParams.has(IMAGE_PROCESS_PARAM) || /\.svg$/i.test(url.pathname)) return false;
  return RESIZABLE_IMAGE_PATHS.some((path) => url.pathname.startsWith(path));
}

/** `src` at `width` (one of IMAGE_WIDTHS): the same URL with the resize parameter. */
export function imageVariant(src: string, width: number): string {
  const [path, hash] = src.split('#', 2) as [string, string | undefined];
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}${IMAGE_PROCESS_PARAM}=image/resize,w_${width}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * A `srcset` of every width of a resizable picture (`… 160w, … 320w, …`); undefined for a picture
 * the server does not resize (the browser loads `src` as it is).
 *
 * @example <img src={src} srcSet={imageSrcSet(src, location.origin)} sizes="50vw" />
 */
export function imageSrcSet(src: string, origin?: string): string | undefined {
  if (!isResizableImage(src, origin)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(src, w)} ${w}w`).join(', ');
}
