import { LazyImage, type LazyImageProps } from '@tongxin/ui';

/**
 * An image of the app's pages: @tongxin/ui's LazyImage (loads within 1.3 screens, fixed ratio,
 * one retry, a plain grey box while loading, an AA-contrast 加载失败 after an error, named by
 * its alt in every state). The one place to change how the app shows its images.
 */
export function Picture(props: LazyImageProps) {
  return <LazyImage {...props} />;
}
