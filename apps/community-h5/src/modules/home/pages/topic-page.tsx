import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../../../components/scopes';
import { home } from '@tongxin/api-client';
import { parseIid } from '@tongxin/env-auth';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { PageRefresh } from '../../../components/page-refresh';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { ContentFeed } from '../components/content-feed';
import { useContentFeed } from '../components/use-content-feed';
import { useHomeIid } from '../components/use-home-iid';
import { homeLinks } from '../../../lib/links/home-links';
import '../home.css';
import { Picture } from '../../../components/picture';

function TopicFeed({
  iid,
  topic,
  title,
  refetchTopics,
}: {
  iid: number;
  topic: number;
  title: string;
  refetchTopics: () => Promise<unknown>;
}) {
  const feed = useContentFeed({ iid, topic });
  return (
    <PageRefresh queries={[feed, { refetch: refetchTopics }]}>
      <ContentFeed feed={feed} title={title} />
    </PageRefresh>
  );
}

/** Topics (/app/index/topic/:iid); `?id=` shows one topic's feed. */
export function Component() {
  const iid = useHomeIid();
  const [search] = useSearchParams();
  const selected = parseIid(search.get('id'));
  const topics = useRead(publicScope, home.topics, { iid });
  const current = topics.data?.find((t) => t.id === selected);
  return (
    <div className="home">
      <h1 className="home-page-title">{current ? current.title : '专题'}</h1>
      <main>
        {current ? (
          <TopicFeed
            iid={iid}
            topic={current.id}
            title={current.intro}
            refetchTopics={topics.refetch}
          />
        ) : (
          <PageRefresh queries={[topics]}>
            {topics.isPending && <LoadingSkeleton rows={3} />}
            {topics.isError && <ErrorState error={topics.error} onRetry={topics.refetch} />}
            {topics.data?.length === 0 && <EmptyState description="暂无专题" />}
            {topics.data && topics.data.length > 0 && (
              <ul className="home-topics">
                {topics.data.map((t) => (
                  <li key={t.id} className="home-topic">
                    <AppLink to={homeLinks.topic({ iid, id: t.id })} title={t.title}>
                      <Picture src={t.image} alt="" ratio={2} />
                      <span className="home-topic__text">
                        <strong>{t.title}</strong>
                        <small>
                          {t.intro} · {t.count} 篇
                        </small>
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </PageRefresh>
        )}
      </main>
    </div>
  );
}
