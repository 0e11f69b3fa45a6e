import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../shared/schemas/identity';
import { HTML_AS_JPG } from '../fixtures';
import { createTestApp, customer, type TestApp } from '../test-app';

/**
 * Issue 46, part 7: a refused upload (413, 415) answers and then reads or closes its connection. On a
 * keep-alive socket, a second request sent after the refusal is answered at once, or the socket is
 * closed; it never hangs until the socket times out. Raw sockets, because a client library would open a
 * new connection and hide the hang.
 */

let t: TestApp;
let port: number;
let auth: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  auth = (await customer(t.app)).auth.authorization;
});
afterAll(async () => {
  // A hung socket (the bug) would hold close() until it times out.
  t.app.server.closeAllConnections();
  await t.close();
});

const BOUNDARY = 'vaultboundary';

const PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\n` +
  `Content-Type: image/jpeg\r\n\r\n`;
const TAIL = `\r\n--${BOUNDARY}--\r\n`;

/**
 * Sends an avatar upload of `file` on one keep-alive socket, then a second request once the first answer
 * is in. Answers the first status line and what happened to the second: its status line, or 'closed' when
 * the server closed the socket; 'hung' when neither came within a second.
 */
function twoRequests(file: Buffer): Promise<{ first: string; second: string }> {
  const length = Buffer.byteLength(PART_HEAD) + file.length + Buffer.byteLength(TAIL);
  const head = Buffer.from(
    `POST /users/avatar HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
      `Authorization: ${auth}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${length}\r\n\r\n${PART_HEAD}`,
  );
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let first = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (second: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ first, second });
    };
    socket.on('error', () => (first ? finish('closed') : reject(new Error('socket error before answer'))));
    socket.on('close', () => (first ? finish('closed') : reject(new Error('closed before answer'))));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (!first && received.includes('\r\n\r\n')) {
        first = received.slice(0, received.indexOf('\r\n'));
        received = '';
        // The first answer is in: ask again on the same socket.
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
        timer = setTimeout(() => finish('hung'), 1_000);
        return;
      }
      const statusLine = received.match(/HTTP\/1\.1 \d{3}[^\r]*/);
      if (first && statusLine) finish(statusLine[0]);
    });
    socket.write(head);
    // The body goes in pieces, as a real client's would; the server may answer before the end.
    const body = Buffer.concat([file, Buffer.from(TAIL)]);
    const piece = 64 * 1024;
    const writeFrom = (offset: number) => {
      if (offset >= body.length || socket.destroyed) return;
      socket.write(body.subarray(offset, offset + piece), () =>
        setImmediate(() => writeFrom(offset + piece)),
      );
    };
    writeFrom(0);
  });
}

describe('a refused upload does not leave its keep-alive connection hanging', () => {
  it('413: an avatar over 2 MB', async () => {
    const { first, second } = await twoRequests(Buffer.alloc(AVATAR_MAX_BYTES + 512 * 1024, 0xff));
    expect(first).toMatch(/^HTTP\/1\.1 413/);
    expect(second).not.toBe('hung');
  });

  it('415: an avatar that is not an image', async () => {
    const { first, second } = await twoRequests(HTML_AS_JPG);
    expect(first).toMatch(/^HTTP\/1\.1 415/);
    expect(second).not.toBe('hung');
  });
});
