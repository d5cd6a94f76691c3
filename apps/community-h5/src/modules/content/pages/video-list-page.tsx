import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/video/:iid and /app/video/list/:iid: videos by tag, each with duration, views and price. */
export function Component() {
  return (
    <MemberPage title="视频">
      <ContentList moduleType="video" noun="视频" tabs />
    </MemberPage>
  );
}
