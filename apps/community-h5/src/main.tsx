import { rememberLandingUrl } from '@tongxin/env-auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}
