import { readSsrState } from '@tongxin/api-client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRoutesOf } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
// The home the server rendered is hydrated with the server's answers, its page loaded
// first; the static index.html (a CDN, any other page) renders here.
const state = readSsrState(document);
if (root && state && root.firstElementChild) {
  void loadRoutesOf(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(root, <StrictMode><App state={state} /></StrictMode>));
} else if (root) {
  createRoot(root).render(<StrictMode><App /></StrictMode>);
}
