import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { EventsHub } from './events/events-hub';
import type { PaymentPipeline } from './ledger/payment-pipeline';
import type { Mailer } from './mail/mailer';
import type { ProfileCache } from './users/profile-cache';

/** What every feature's routes plugin receives from `buildApp`: the same object for all of them. */
export type FeatureDeps = {
  db: Db;
  /** The same database for the few hot reads that run as named (prepared) statements. */
  pool: pg.Pool;
  config: Config;
  pinKey: Buffer;
  /** The transport the job worker sends through; features queue mail with `enqueueMail` instead. */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Group commit of transfers (ledger/payment-pipeline.ts). */
  pipeline: PaymentPipeline;
  /** The profile answers kept in memory (users/profile-cache.ts). */
  profiles: ProfileCache;
  /** Server-sent events to this process's browser tabs (events/events-hub.ts). */
  events: EventsHub;
  /** The clock of scheduled work (standing orders); tests move it. */
  now: () => Date;
};
