import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/news/:iid and /app/news/list/:iid: news by tag (全部 and each tag), newest first. */
export function Component() {
  return (
    <MemberPage title="资讯">
      <ContentList moduleType="news" noun="资讯" tabs />
    </MemberPage>
  );
}
