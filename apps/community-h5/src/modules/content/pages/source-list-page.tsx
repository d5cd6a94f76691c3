import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/source/list/:iid?source: the articles of one source (all sources without it). */
export function Component() {
  const [search] = useSearchParams();
  const source = search.get('source') ?? '';
  return (
    <MemberPage title={source || '文章来源'}>
      <ContentList moduleType="news" noun="文章" source={source || undefined} />
    </MemberPage>
  );
}
