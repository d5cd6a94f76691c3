import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/note/:iid: members' notes, newest first, by tag. */
export function Component() {
  return (
    <MemberPage title="笔记">
      <ContentList moduleType="note" noun="笔记" tabs />
    </MemberPage>
  );
}
