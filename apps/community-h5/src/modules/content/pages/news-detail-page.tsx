import { ArticlePage } from '../components/article';

/** /app/news/:iid/detail/:id (newsDetail). */
export function Component() {
  return <ArticlePage title="资讯详情" />;
}
