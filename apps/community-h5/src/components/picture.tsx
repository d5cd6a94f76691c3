import { imageSrcSet } from '@tongxin/api-client';
import { LazyImage, type LazyImageProps } from '@tongxin/ui';

/**
 * An image of the app's pages: @tongxin/ui's LazyImage (loads within 1.3 screens, fixed ratio,
 * one retry, a plain grey box while loading, an AA-contrast 加载失败 after an error, named by
 * its alt in every state). A picture of the platform's storage comes in the widths the server
 * makes (`srcset`), so the phone downloads the width its box needs, in AVIF or WebP where it takes
 * them (fewer bytes on a slow network); `sizes` says how wide a priority image's box is (default the screen's width).
 * The one place to change how the app shows its images.
 */
export function Picture(props: Omit<LazyImageProps, 'srcSet'>) {
  return <LazyImage {...props} srcSet={imageSrcSet(props.src)} />;
}
