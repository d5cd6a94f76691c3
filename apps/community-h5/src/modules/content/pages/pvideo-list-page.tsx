import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/pvideo/:iid and /app/pvideo/album-list: the paid video albums (courses). */
export function Component() {
  return (
    <MemberPage title="精品课程">
      <ContentList moduleType="pvideo" noun="课程" />
    </MemberPage>
  );
}
