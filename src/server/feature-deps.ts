import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Mailer } from './mail/mailer';

/** What every feature's routes plugin receives from `buildApp`. */
export type FeatureDeps = {
  db: Db;
  /** The same database for the few hot reads that run as named (prepared) statements. */
  pool: pg.Pool;
  config: Config;
  pinKey: Buffer;
  /** The transport the job worker sends through; features queue mail with `enqueueMail` instead. */
  mailer: Mailer;
  log: FastifyBaseLogger;
};
