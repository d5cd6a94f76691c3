import type { PosterProps } from '@tongxin/ui';

/**
 * @tongxin/ui's Poster for page tests. The real one draws on a canvas, which jsdom has not, so what
 * a page puts on its poster is shown as text: the title, the name, the link its QR code carries,
 * the hint, in a figure named as the poster's image is (its alt, else `${title}海报`).
 *
 * @example
 * vi.mock('@tongxin/ui', async (original) => ({
 *   ...(await original<typeof Ui>()),
 *   Poster: (await import('../../../test/poster-stand-in')).PosterStandIn,
 * }));
 */
export function PosterStandIn({ poster, alt, hint }: PosterProps) {
  return (
    <figure aria-label={alt ?? `${poster.title}海报`}>
      <figcaption>{poster.title}</figcaption>
      {poster.userName !== undefined && <span data-testid="poster-name">{poster.userName}</span>}
      <span data-testid="poster-link">{poster.dstUrl}</span>
      {hint && <span>{hint}</span>}
    </figure>
  );
}
