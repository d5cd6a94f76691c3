import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/book/:iid: the bookshelf (cover, title, author, chapters, price). */
export function Component() {
  return (
    <MemberPage title="读书">
      <ContentList moduleType="book" noun="图书" />
    </MemberPage>
  );
}
