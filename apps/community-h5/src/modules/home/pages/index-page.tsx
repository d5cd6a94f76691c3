import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../../../components/scopes';
import { home } from '@tongxin/api-client';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyPart } from '../../../lib/lazy-part';
import type { PrefetchContext } from '../../../lib/manifest';
import { AppLink } from '../../../components/app-link';
import { PageRefresh } from '../../../components/page-refresh';
import { ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { Banners, Navs, Notice, Sections } from '../components/blocks';
import { FEED_PAGE_SIZE, useContentFeed } from '../components/use-content-feed';
import { homeIidOf, useHomeIid } from '../components/use-home-iid';
import { HomeSearch } from '../components/home-search';
import '../home.css';

/**
 * The feed sits below the first screen: its list, infinite scroll and empty state are their own
 * chunk, fetched beside the page's calls (the feed's own call starts with the others), so they
 * stay out of the home's first load (ARCHITECTURE §7).
 */
const ContentFeed = lazyPart(() => import('../components/content-feed').then((m) => m.ContentFeed));

/** The feed's code, loaded before the server-rendered home hydrates. */
export const preload = () => ContentFeed.preload();

/** The first screen's shape while it loads: a banner, the notice line, two rows of entries. */
function HomeSkeleton() {
  return (
    <div className="home-skeleton" role="status" aria-busy="true" aria-label="首页加载中">
      <div className="home-skeleton__banner" />
      <div className="home-skeleton__notice" />
      <div className="home-skeleton__navs">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  );
}

/** The blocks when page_show failed: every block. */
const DEFAULT_BLOCKS = ['banner', 'notice', 'nav', 'sections', 'content'];

/**
 * `?type=` (spec §2 /app/index/{iid}?type) selects the page type whose page_show orders the
 * blocks: 0, the tenant's home, when absent or malformed.
 */
export function pageTypeOf(value: string | null): number {
  const type = Number(value);
  return value !== null && value !== '' && Number.isInteger(type) && type >= 0 ? type : 0;
}

/** The server renders the home with its five first-screen answers (the first screen arrives with the HTML): the same reads as below. */
export function prefetch({ params, search, prefetch: p }: PrefetchContext) {
  const iid = homeIidOf(params.iid, search);
  const type = pageTypeOf(new URLSearchParams(search).get('type'));
  return Promise.all([
    p.read(home.mainPage, { iid }),
    p.read(home.pageShow, { iid, type }),
    p.read(home.downloadInfo, { iid }),
    p.read(home.sections, { iid }),
    p.list(home.feed, { iid }, FEED_PAGE_SIZE),
  ]);
}

/**
 * The tenant's home (/app/index/:iid): its five first-screen calls start together, none waits
 * on another (ARCHITECTURE §7); page_show of the page type orders the blocks.
 */
export function Component() {
  const iid = useHomeIid();
  const [search] = useSearchParams();
  const type = pageTypeOf(search.get('type'));
  const main = useRead(publicScope, home.mainPage, { iid });
  const show = useRead(publicScope, home.pageShow, { iid, type });
  const down = useRead(publicScope, home.downloadInfo, { iid });
  const sections = useRead(publicScope, home.sections, { iid });
  const feed = useContentFeed({ iid });
  const [downClosed, setDownClosed] = useState(false);

  const blocks = show.data?.page_show.map((b) => b.type) ?? DEFAULT_BLOCKS;
  // The blocks show together once the page and its order have answered (all five calls start at
  // once): nothing on the first screen jumps when a later answer arrives (no layout shift).
  const firstScreen = main.data !== undefined && !show.isPending;
  const info = down.data?.downInfo;

  return (
    <div className={info && !downClosed ? 'home home--with-down' : 'home'}>
      {info && !downClosed && (
        <aside className="home-down" aria-label="下载 App">
          <img src={info.icon} alt="" width={36} height={36} />
          <span className="home-down__text">
            <strong>{info.title}</strong>
            <small>{info.desc}</small>
          </span>
          <AppLink to={info.link} className="home-down__button">
            {info.buttonText}
          </AppLink>
          <button
            type="button"
            className="home-down__close"
            aria-label="关闭下载提示"
            onClick={() => setDownClosed(true)}
          >
            ×
          </button>
        </aside>
      )}
      <PageRefresh queries={[main, show, down, sections, feed]}>
        <header className="home-header">
          <h1 className="home-header__name">{main.data?.name ?? '同心'}</h1>
          {main.data?.slogan && <p className="home-header__slogan">{main.data.slogan}</p>}
          <HomeSearch iid={iid} />
        </header>
        <main>
          {main.isError && <ErrorState error={main.error} onRetry={main.refetch} />}
          {/* Until the page and its block order are known, a skeleton of the first screen's shape. */}
          {!firstScreen && !main.isError && <HomeSkeleton />}
          {firstScreen &&
            blocks.map((block) => {
              switch (block) {
                case 'banner':
                  return main.data ? <Banners key={block} banners={main.data.banners} /> : null;
                case 'notice':
                  return main.data ? <Notice key={block} text={main.data.notice} /> : null;
                case 'nav':
                  return main.data ? <Navs key={block} navs={main.data.navs} /> : null;
                case 'sections':
                  return sections.data ? <Sections key={block} sections={sections.data} /> : null;
                case 'content':
                  // Below the blocks above it, once they are in place: nothing it shows moves them.
                  return sections.isPending ? null : (
                    <Suspense key={block} fallback={<LoadingSkeleton label="最新动态加载中" />}>
                      <ContentFeed feed={feed} />
                    </Suspense>
                  );
                default:
                  return null;
              }
            })}
        </main>
      </PageRefresh>
    </div>
  );
}
