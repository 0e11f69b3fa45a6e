import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFailure } from './startup';

/** `npm start` in its own process, as an operator runs it: failures at start and WEB_CONCURRENCY. */

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A port someone else holds for the duration of a test. */
async function heldPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    release: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-start-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      // No web app: the test needs the API only, and must not build it.
      WEB_DIR: path.join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, dataDir, exited, stderr: () => stderr, stdout: () => stdout };
}

describe('a port already taken at start', () => {
  it('EMBEDDED_PG_PORT: one clear line naming the port and the variable, exit 1', async () => {
    const held = await heldPort();
    try {
      const s = startServer({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(held.port) });
      expect(await s.exited).toBe(1);
      expect(s.stderr().trim()).toBe(
        `Port ${held.port} for the embedded PostgreSQL is already in use (another copy of the bank?). ` +
          'Set EMBEDDED_PG_PORT to a free port.',
      );
      expect(fs.existsSync(path.join(s.dataDir, 'postgres', 'PG_VERSION'))).toBe(false);
    } finally {
      await held.release();
    }
  });

  it('PORT: one clear line naming the port and the variable, exit 1, before PostgreSQL starts', async () => {
    const held = await heldPort();
    try {
      const s = startServer({ PORT: String(held.port), EMBEDDED_PG_PORT: String(await freePort()) });
      expect(await s.exited).toBe(1);
      expect(s.stderr().trim()).toBe(
        `Port ${held.port} for the web server is already in use (another copy of the bank?). Set PORT to a free port.`,
      );
    } finally {
      await held.release();
    }
  });

  it('says something useful whatever was thrown', () => {
    expect(describeFailure(new Error('boom'))).toBe('boom');
    expect(describeFailure(undefined)).toMatch(/failed to start/);
    expect(describeFailure({ code: 'X' })).toContain("code: 'X'");
    expect(describeFailure('plain')).toBe('plain');
  });
});

type Answer = { status: number; body: Record<string, unknown> };

/** One HTTP request on the given agent; an agent with one kept-alive socket stays on one worker. */
function call(port: number, agent: http.Agent, method: string, url: string, body?: object, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    // A connection handed to a worker at the moment it is killed is never answered.
    req.setTimeout(3_000, () => req.destroy(new Error('no answer')));
    req.end(payload);
  });
}

/** New connections until `count` distinct workers have answered: pid → an agent bound to that worker. */
async function workers(port: number, count: number, exclude: number[] = []) {
  const found = new Map<number, http.Agent>();
  // By time, not by tries: on a busy machine one worker may answer for many seconds before the next is up.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && found.size < count) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const pid = (await call(port, agent, 'GET', '/healthz')).body.pid as number;
      if (!found.has(pid) && !exclude.includes(pid)) found.set(pid, agent);
      else {
        agent.destroy();
        await new Promise((r) => setTimeout(r, 50));
      }
    } catch {
      agent.destroy();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY', () => {
  it('runs two workers on one port and one PostgreSQL; a session opened on one works on the other', async () => {
    const port = await freePort();
    const s = startServer({
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      WEB_CONCURRENCY: '2',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin-Password-42',
    });
    const found = await workers(port, 2);
    expect(found.size, s.stderr()).toBe(2);
    const [[pidA, a], [pidB, b]] = [...found] as [[number, http.Agent], [number, http.Agent]];
    expect(pidA).not.toBe(s.child.pid);

    const email = `cluster.${Date.now()}@example.com`;
    const password = 'Correct-Horse-42';
    const person = { firstName: 'Ada', lastName: 'Cluster', phone: '+44 20 7946 0000', email, password };
    expect((await call(port, a, 'POST', '/users/register', person)).status).toBe(201);
    const login = await call(port, a, 'POST', '/users/login', { email, password });
    const token = login.body.token as string;
    const profile = await call(port, b, 'GET', '/users/profile', undefined, token);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain(email);
    // The administrator was created once, by the primary, and can sign in on either worker.
    const adminLogin = { email: 'admin@example.com', password: 'Admin-Password-42' };
    expect((await call(port, b, 'POST', '/users/login', adminLogin)).status).toBe(200);
    // Signing out on one worker ends the session on the other too.
    expect((await call(port, b, 'POST', '/users/logout', {}, token)).status).toBe(200);
    expect((await call(port, a, 'GET', '/users/profile', undefined, token)).status).toBe(401);

    // A worker that dies is replaced by the primary.
    a.destroy();
    process.kill(pidA, 'SIGKILL');
    const replacement = await workers(port, 1, [pidA, pidB]);
    expect(replacement.size).toBe(1);
    const pidC = [...replacement.keys()][0]!;
    expect(s.stdout()).toContain('worker died; starting another');
    for (const agent of [b, ...replacement.values()]) agent.destroy();

    // SIGTERM to the primary stops the workers, then PostgreSQL, and exits cleanly.
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(alive(pidB) || alive(pidC)).toBe(false);
    expect(fs.existsSync(path.join(s.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
