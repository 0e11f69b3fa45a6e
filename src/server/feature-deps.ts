import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Mailer } from './mail/mailer';

/** What every feature's routes plugin receives from `buildApp`. */
export type FeatureDeps = { db: Db; config: Config; pinKey: Buffer; mailer: Mailer; log: FastifyBaseLogger };
