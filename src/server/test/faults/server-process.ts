import { spawn, type ChildProcess } from 'node:child_process';

export type ServerOptions = { port: number; pgPort?: number; dataDir: string; env?: Record<string, string> };

/** The real server in its own process (as `npm start` runs it), so a fault can SIGKILL it. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  constructor(private readonly opts: ServerOptions) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.opts.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        DATA_DIR: this.opts.dataDir,
        PORT: String(this.opts.port),
        HOST: '127.0.0.1',
        ...(this.opts.pgPort ? { EMBEDDED_PG_PORT: String(this.opts.pgPort) } : {}),
        LOG_LEVEL: 'fatal',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        DAILY_TRANSFER_LIMIT: '100000000',
        ...this.opts.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await this.waitReady();
  }

  /** The harshest stop: no shutdown hooks run; PostgreSQL is left behind and taken over on restart. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  }

  private async waitReady(): Promise<void> {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${this.baseUrl}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined)
        throw new Error('server exited during start');
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not become ready');
  }
}
