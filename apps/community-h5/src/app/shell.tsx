import { errorMessage, site } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { currentEnvironment, resolveCid } from '@tongxin/env-auth';
import { TabPageContext } from '@tongxin/ui';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { matchRoutes, useLocation, useNavigate, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { setApiTenant } from '../lib/api';
import { trackPageView } from '../lib/analytics';
import { appEnv } from '../lib/env';
import { applyRootSize } from '../lib/font-size';
import { showInitError } from '../lib/init-error';
import { choosePopup } from '../lib/popup';
import { tenantOfRoute } from '../components/route-iid';
import { publicScope } from '../components/scopes';
import { useLook } from '../components/look/look';
import { TabBar } from '../components/look/tab-bar';
import { ThemeStyle } from '../components/look/theme-style';
import { loadSiteScript } from '../lib/site-script';
import { useAppDispatch, useAppSelector } from './hooks';
import { resolveIdentity } from './identity';
import { hasSeen, popupClosed } from './popup-slice';
import { RouteErrorBoundary } from './route-error';
import { rememberKnownRoute } from './route-memory';
import { paramsFit, type RouteHandle } from './route-table';
import { UnknownRoute } from './unknown-route';
import {
  channelChanged,
  environmentDetected,
  identityResolved,
  identitySignInSettled,
  memberSignedIn,
  tenantChanged,
  visitorKey,
} from '../lib/session';

/** The popup's code loads only when there is a popup to show. */
const SitePopup = lazy(() => import('../components/site-popup'));

/**
 * True once the page has loaded (the window's load event: the entry, the landing chunk, their
 * CSS) and a frame has been painted since: the popup's chunks and pictures wait for it, so they
 * never compete with the first screen for the network.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let frame = 0;
    const paint = () => {
      frame = requestAnimationFrame(() => setDone(true));
    };
    if (document.readyState === 'complete') paint();
    else window.addEventListener('load', paint, { once: true });
    return () => {
      window.removeEventListener('load', paint);
      cancelAnimationFrame(frame);
    };
  }, []);
  return done;
}

/** Spec §4, §9: site info is reloaded 4 s after each route change, except on pay routes. */
export const SITE_INFO_RELOAD_MS = 4000;

const handleOf = (value: unknown): RouteHandle =>
  typeof value === 'object' && value !== null ? (value as RouteHandle) : {};

/**
 * The page of the location, under its error boundary and its loading boundary. Memoised: the
 * shell's own updates (environment, identity, the first paint) do not reach the page, so a
 * server-rendered page still hydrating is not thrown away and rendered again (React error 421);
 * only a navigation renders it again.
 */
const RoutedPage = memo(function RoutedPage({ routes, location, fits }: { routes: RouteObject[]; location: Location; fits: boolean }) {
  const routed = useRoutes(routes, location);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>{fits ? routed : <UnknownRoute />}</Suspense>
    </RouteErrorBoundary>
  );
});

/**
 * The router's address without the query parameters the address bar no longer has, or null when
 * nothing is gone. env-auth takes its own (a mini-program's ticket, WeChat's code and state) out
 * of the address with history.replaceState, which the router does not see; left in the router's
 * location, a page's next change of its query would put them back in the address (a ticket that
 * signs its holder in, in a link anyone could copy).
 */
export function addressWithout(location: Pick<Location, 'pathname' | 'search' | 'hash'>, address: { pathname: string; search: string; hash: string }): string | null {
  if (address.pathname !== location.pathname) return null;
  const bar = new URLSearchParams(address.search);
  const routed = new URLSearchParams(location.search);
  const gone = [...new Set(routed.keys())].filter((name) => !bar.has(name));
  // WeChat's `#wechat_redirect` marker goes with its code.
  const hash = location.hash && !address.hash ? '' : location.hash;
  if (gone.length === 0 && hash === location.hash) return null;
  for (const name of gone) routed.delete(name);
  const search = routed.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The community shell (ARCHITECTURE §3): environment and identity, per-user site info with its
 * script and popup, and after every navigation the root font size, analytics and the memory of
 * the last named route.
 */
export function Shell({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // Read by the identity step when it settles (refs: not reasons to run it again).
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const current = useRef(location);
  current.current = location;
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session);
  const memory = useAppSelector((s) => s.popup);
  // At most one popup per page load: closing one does not bring up the next.
  const [popupDone, setPopupDone] = useState(false);
  const painted = useAfterFirstPaint();

  const leaf = matches[matches.length - 1];
  const matched = handleOf(leaf?.route.handle);
  // A path whose params do not fit its route (`/app/order/comment` for `/app/order/:iid`) is unknown.
  const fits = leaf === undefined || paramsFit(matched, leaf.params);
  const handle: RouteHandle = fits ? matched : { unknown: true };
  const routeIid = tenantOfRoute(
    matches.map((m) => m.params.iid).find((v) => v !== undefined),
    location.search,
  );
  const iid = routeIid ?? session.iid;
  setApiTenant(iid);

  useEffect(() => {
    dispatch(environmentDetected(currentEnvironment().environment));
  }, [dispatch]);

  useEffect(() => {
    if (routeIid !== null && routeIid !== session.iid) dispatch(tenantChanged({ iid: routeIid }));
  }, [dispatch, routeIid, session.iid]);

  // The channel arrives as ?cid= on a landing link and stays for the visit (spec §2).
  const queryCid = new URLSearchParams(location.search).has('cid')
    ? resolveCid(location.search)
    : null;
  useEffect(() => {
    if (queryCid !== null && queryCid !== session.cid) dispatch(channelChanged(queryCid));
  }, [dispatch, queryCid, session.cid]);

  // The member signed in when the identity step starts (read, not a reason to run it again).
  const signedIn = useRef(session.member);
  signedIn.current = session.member;
  useEffect(() => {
    let live = true;
    // Spec §8: an init error shows an alert dialog with its message; the visit goes on anonymous.
    resolveIdentity(iid, session.cid, signedIn.current)
      .then((result) => {
        if (!live) return;
        if (result.status === 'redirecting') return;
        if (result.status === 'ready') {
          const synced = addressWithout(current.current, window.location);
          if (synced) navigate.current(synced, { replace: true, state: current.current.state as unknown });
          dispatch(identityResolved(result.identity));
          if (result.member) dispatch(memberSignedIn(result.member));
        } else void showInitError(result.message);
        dispatch(identitySignInSettled());
      })
      .catch((error: unknown) => {
        if (!live) return;
        void showInitError(errorMessage(error));
        dispatch(identitySignInSettled());
      });
    return () => {
      live = false;
    };
  }, [dispatch, iid, session.cid]);

  const path = location.pathname + location.search;
  useEffect(() => {
    applyRootSize(handle.name);
    trackPageView(path, appEnv);
    if (!handle.unknown) rememberKnownRoute(path);
  }, [path, handle.name, handle.unknown]);

  // Per-user site info for the member of this tenant (a member of another has no id here).
  const siteInfo = useRead(
    publicScope,
    site.aboutMe,
    { iid, type: 'js', userId: session.member?.iid === iid ? session.member.userId : undefined },
    { enabled: session.environment !== null },
  );

  const firstRoute = useRef(true);
  const { refetch } = siteInfo;
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    if (location.pathname.includes('/app/pay/')) return;
    const timer = setTimeout(() => void refetch(), SITE_INFO_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.pathname, refetch]);

  useEffect(() => {
    loadSiteScript(siteInfo.data?.mjs, appEnv.trustedScriptOrigins);
  }, [siteInfo.data?.mjs]);

  const visitor = visitorKey(session);
  const popup =
    painted && !popupDone && siteInfo.data && handle.popup === true
      ? choosePopup(siteInfo.data.adsList, session.environment, (id, type) =>
          hasSeen(memory, { visitor, id, type }),
        )
      : null;

  // The tenant's look: its colour on every page, its tab bar on the pages that are its tabs.
  const look = useLook(iid);
  const tab = look && handle.tab && look.tabs.includes(handle.tab) ? handle.tab : undefined;

  return (
    <>
      <ThemeStyle look={look} />
      <div className={tab ? 'tx-has-tabbar' : undefined}>
        <TabPageContext.Provider value={tab !== undefined}>
          <RoutedPage routes={routes} location={location} fits={fits} />
        </TabPageContext.Provider>
      </div>
      {look && tab && <TabBar look={look} current={tab} iid={iid} />}
      {popup && (
        <Suspense fallback={null}>
          <SitePopup
            key={popup.id}
            popup={popup}
            iid={iid}
            member={session.member}
            onClose={() => {
              dispatch(popupClosed({ visitor, id: popup.id, type: popup.content.type }));
              setPopupDone(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
