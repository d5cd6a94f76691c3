import { LazyImage, type LazyImageProps } from '@tongxin/ui';

/*
 * @tongxin/ui's LazyImage (loads within 1.3 screens, fixed ratio, one retry) with placeholders
 * that carry no text: its default '加载中'/'加载失败' is #c8c9cc on #f7f8fa, below AA contrast,
 * and inside a link it would become the link's visible text. The grey box says "loading" by
 * itself; a failed image keeps its name through LazyImage's role="img" and alt.
 */
const blank = <span />;

/** An image of the app's pages: LazyImage without placeholder text. */
export function Picture(props: Omit<LazyImageProps, 'loadingPlaceholder' | 'errorPlaceholder'>) {
  return <LazyImage {...props} loadingPlaceholder={blank} errorPlaceholder={blank} />;
}
