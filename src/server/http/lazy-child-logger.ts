import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

/**
 * Fastify gives every request a pino child logger carrying its request id. Making one costs more than a
 * cached read itself (bindings serialized, redaction set up), and at the `warn` level most requests never
 * log. This logger makes the real child only when a line is logged at an enabled level.
 */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    /** The app's pino logger (Fastify's type leaves out pino's `isLevelEnabled`). */
    private readonly parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.parent.isLevelEnabled(level)) return;
    this.real ??= this.parent.child(this.bindings, this.options);
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real.child(bindings, options);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(
    parent as FastifyBaseLogger & Logger,
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
}
