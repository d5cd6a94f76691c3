import { ArticlePage } from '../components/article';
import { MatePanel } from '../components/mate-panel';

/**
 * /app/mate/:iid/detail/:id: a companion post — who is looking for company where and when, how many
 * joined, 我想同行 and the poster's contact once joined, the activity it is about; replies are
 * comments.
 */
export function Component() {
  return <ArticlePage title="搭子详情" aside={(item) => <MatePanel id={item.id} />} />;
}
