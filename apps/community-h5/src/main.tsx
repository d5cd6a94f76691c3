import { readSsrState } from '@tongxin/api-client/react';
import { rememberLandingUrl } from '@tongxin/env-auth';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { ssrRouteOf } from './app/ssr-route';
import { shortLinkCode } from './lib/short-link-code';
import './app/global.css';

// iOS WeChat signs the JS-SDK with the URL the visitor landed on (history mode).
rememberLandingUrl();

const code = shortLinkCode(window.location.pathname);
if (code !== null) {
  // A short link resolves and leaves: nothing else mounts (spec §2).
  void import('./lib/short-link').then(({ followShortLink }) => followShortLink(code));
} else {
  const root = document.getElementById('root');
  // A landing page the server rendered is hydrated with the server's answers; the
  // static index.html (a CDN, or a page the server does not render) renders here.
  const state = readSsrState(document);
  const rendered = state && root?.firstElementChild ? ssrRouteOf(window.location.pathname) : null;
  if (root && state && rendered) {
    // The page's code first, so nothing of it is still loading when it hydrates.
    void preloadPage(rendered.route)
      .catch(() => undefined)
      .then(() =>
        hydrateRoot(
          root,
          <StrictMode>
            <App state={state} />
          </StrictMode>,
        ),
      );
  } else if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
