import { ArticlePage } from '../components/article';

/** /app/note/:iid/preview/:id: the author's preview of a note (a draft shows only to its author). */
export function Component() {
  return <ArticlePage title="笔记预览" preview />;
}
