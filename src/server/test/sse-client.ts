import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type SseEvent = { event: string; data: string };

export type SseStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body for an answer that is not a stream (an error's JSON). */
  body: () => string;
  comments: string[];
  /** The next event of that name not yet returned, waiting for it up to `timeoutMs`. */
  next: (name: string, timeoutMs?: number) => Promise<SseEvent>;
  /** Settles when the server ends the response (or the connection drops). */
  ended: Promise<void>;
  close: () => void;
};

/** The app listening on a free port of the loopback interface; `app.inject` cannot follow a stream. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A minimal EventSource over real HTTP that keeps every event and comment for the test to inspect. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const taken = new Set<SseEvent>();
      let waiters: (() => void)[] = [];
      let raw = '';
      let pending = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut: number;
        while ((cut = pending.indexOf('\n\n')) >= 0) {
          parseBlock(pending.slice(0, cut), events, comments);
          pending = pending.slice(cut + 2);
        }
        const wake = waiters;
        waiters = [];
        for (const w of wake) w();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
        res.on('error', () => done());
      });
      const next = async (name: string, timeoutMs = 5_000): Promise<SseEvent> => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = events.find((e) => e.event === name && !taken.has(e));
          if (found) {
            taken.add(found);
            return found;
          }
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`);
          await new Promise<void>((wake) => {
            const timer = setTimeout(wake, left);
            waiters.push(() => {
              clearTimeout(timer);
              wake();
            });
          });
        }
      };
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: () => raw,
        comments,
        next,
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

function parseBlock(block: string, events: SseEvent[], comments: string[]): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comments.push(line.slice(1).trim());
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length > 0) events.push({ event, data: data.join('\n') });
}
