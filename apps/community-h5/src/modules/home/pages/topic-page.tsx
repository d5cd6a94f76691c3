import { useQuery } from '@tanstack/react-query';
import { topicList } from '@tongxin/api-client';
import { parseIid } from '@tongxin/env-auth';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../lib/links';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states';
import { callQuery } from '../../../lib/api';
import { ContentFeed, useContentFeed } from '../components/content-feed';
import { useRouteIid } from '../components/use-iid';
import '../home.css';

function TopicFeed({ iid, topic, title }: { iid: number; topic: number; title: string }) {
  const feed = useContentFeed({ iid, topic });
  return <ContentFeed feed={feed} title={title} />;
}

/** Topics (/app/index/topic/:iid); `?id=` shows one topic's feed. */
export function Component() {
  const iid = useRouteIid();
  const [search] = useSearchParams();
  const selected = parseIid(search.get('id'));
  const topics = useQuery(callQuery(topicList, { iid }));
  const current = topics.data?.find((t) => t.id === selected);
  return (
    <div className="home">
      <h1 className="home-page-title">{current ? current.title : '专题'}</h1>
      <main>
        {topics.isPending && <Skeleton rows={3} />}
        {topics.isError && <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />}
        {topics.data?.length === 0 && <EmptyState />}
        {current ? (
          <TopicFeed iid={iid} topic={current.id} title={current.intro} />
        ) : (
          topics.data &&
          topics.data.length > 0 && (
            <ul className="home-topics">
              {topics.data.map((t) => (
                <li key={t.id} className="home-topic">
                  <AppLink to={paths.indexTopic(iid, t.id)}>
                    <img src={t.image} alt="" width={640} height={320} loading="lazy" />
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
          )
        )}
      </main>
    </div>
  );
}
