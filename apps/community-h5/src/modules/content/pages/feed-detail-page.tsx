import { ArticlePage } from '../components/article';

/** /app/feed/:iid/:feedId: a post with its images, likes and comments. */
export function Component() {
  return <ArticlePage title="动态详情" paramName="feedId" />;
}
