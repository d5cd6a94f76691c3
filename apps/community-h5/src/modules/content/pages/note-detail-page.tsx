import { ArticlePage } from '../components/article';

/** /app/note/:iid/detail/:id. */
export function Component() {
  return <ArticlePage title="笔记详情" />;
}
