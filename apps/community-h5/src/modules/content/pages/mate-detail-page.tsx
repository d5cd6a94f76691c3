import { ArticlePage } from '../components/article';

/** /app/mate/:iid/detail/:id: a companion post; replying is a comment. */
export function Component() {
  return <ArticlePage title="搭子详情" />;
}
