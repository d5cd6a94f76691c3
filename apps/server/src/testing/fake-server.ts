import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface FakeRequest {
  method: string;
  /** Path with query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for an outside API (WeChat, WeChat Pay, a face or
 * SMS service): the code under test talks to it with its own fetch, exactly as in production.
 */
export async function startFakeServer(handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: FakeRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      Promise.resolve(handle(request)).then(
        (reply) => {
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
          res.end(reply.body ?? '');
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
