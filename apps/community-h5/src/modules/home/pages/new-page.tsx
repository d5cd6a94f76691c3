import { PageRefresh } from '../../../components/page-refresh';
import { ContentFeed } from '../components/content-feed';
import { useContentFeed } from '../components/use-content-feed';
import { useHomeIid } from '../components/use-home-iid';
import '../home.css';

/** What is new: the feed of the last 30 days (pageContent/list with isNew 1). */
export function Component() {
  const iid = useHomeIid();
  const feed = useContentFeed({ iid, isNew: 1 });
  return (
    <div className="home">
      <PageRefresh queries={[feed]}>
        <h1 className="home-page-title">最新发布</h1>
        <main>
          <ContentFeed feed={feed} title="近 30 天" />
        </main>
      </PageRefresh>
    </div>
  );
}
