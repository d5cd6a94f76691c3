// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- Node's types, and the typing of react-dom's Node renderer by its own path, for every program that compiles this file
/// <reference path="./react-dom-server-node.d.ts" />
/// <reference types="node" />
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';

/**
 * What the server gives an app's `renderPage` (the apps' `entry-server.tsx`): the page's URL and
 * host, and a fetch that answers the API in-process.
 */
export interface PageRequest {
  /** Path and query, e.g. `/app/index/1000?type=2`. */
  readonly url: string;
  readonly hostname: string;
  /** Answers `/api/…` and the gateway from the server's own handlers (no network). */
  readonly fetch: typeof fetch;
  /** How long the data and the render may take before the page is left to the browser (default 3000 ms). */
  readonly timeoutMs?: number;
}

/** A server-rendered page: the root's markup, what goes after it (the answers), and its source. */
export interface RenderedPage {
  readonly body: Readable;
  /** The inert JSON script with the dehydrated query cache, for the client's hydration. */
  readonly tail: string;
  /**
   * The rendered page's source, the key of its chunk in the client build's `.vite/manifest.json`:
   * the server inlines that chunk's CSS (and its imports') beside index.html's. Undefined outside
   * the server build.
   */
  readonly page?: string;
}

/** How a landing page is rendered on the server (`renderComplete`). */
export interface CompleteRenderOptions {
  /** How long the render may take before the page is left to the browser. */
  readonly timeoutMs: number;
  /** What is rendered, for the timeout's message (e.g. the path). */
  readonly what: string;
  /** Runs once the render has finished, failed or timed out (e.g. to empty the render's query cache). */
  readonly onSettled?: () => void;
}

/**
 * Renders a page on the server with React's streaming renderer and resolves with its markup once
 * every lazy part is ready: the HTML then needs no inline script, which the apps' CSP
 * forbids, and hydrates as it is. Rejects when the shell or any part fails (the whole page is left
 * to the browser rather than a part of it) or when it takes longer than `timeoutMs`.
 *
 * @example
 * const body = await renderComplete(<App … />, { timeoutMs: 3000, what: url.pathname });
 */
export function renderComplete(element: ReactNode, options: CompleteRenderOptions): Promise<Readable> {
  return new Promise<Readable>((resolve, reject) => {
    let failure: unknown = null;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.onSettled?.();
      outcome();
    };
    const stream = renderToPipeableStream(element, {
      onError(error) {
        failure ??= error;
      },
      onShellError(error) {
        settle(() => reject(error));
      },
      onAllReady() {
        settle(() => {
          if (failure !== null) return reject(failure);
          const body = new PassThrough();
          stream.pipe(body);
          resolve(body);
        });
      },
    });
    const timer = setTimeout(() => {
      settle(() => reject(new Error(`rendering ${options.what} took longer than ${options.timeoutMs} ms`)));
      stream.abort();
    }, options.timeoutMs);
  });
}
