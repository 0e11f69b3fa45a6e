import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { appLoginUrl } from '../../db/app-login';
import { createDb, createPool, withDatabase, type Db } from '../../db/connection';
import { ServerProcess } from '../faults/server-process';
import { freePort } from '../free-port';
import { httpClient, type Http } from '../http-client';

export type Instance = { name: string; server: ServerProcess; http: Http; dataDir: string };
export type FleetOptions = {
  /** The PostgreSQL server (its `postgres` database URL, as the owner). */
  serverUrl: string;
  /** A migrated database to copy, and the password of the app's own login on that server. */
  templateDb: string;
  appPassword: string;
  count: number;
  env?: Record<string, string>;
  /** Settings for one instance only, by its index. */
  envOf?: (index: number) => Record<string, string>;
};

/**
 * Several real server processes (as `npm start` runs them) on ONE PostgreSQL database, each with its own
 * DATA_DIR and port and the same PIN_KEY, as DESIGN §8 runs the bank behind a load balancer. The app logs in
 * with its own restricted login and migrations use the owner's, as on a managed PostgreSQL.
 */
export class Fleet {
  readonly instances: Instance[] = [];
  readonly ownerDb: Db;
  private constructor(
    private readonly opts: FleetOptions,
    readonly databaseUrl: string,
    private readonly dbName: string,
  ) {
    this.ownerDb = createDb(createPool(databaseUrl, 2));
  }

  static async start(opts: FleetOptions): Promise<Fleet> {
    const dbName = `vault_fleet_${randomBytes(5).toString('hex')}`;
    const admin = createPool(opts.serverUrl, 1);
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${opts.templateDb}`);
    await admin.end();
    const fleet = new Fleet(opts, withDatabase(opts.serverUrl, dbName), dbName);
    const pinKey = randomBytes(32).toString('hex');
    for (let i = 0; i < opts.count; i++) {
      fs.mkdirSync('.tmp', { recursive: true });
      const dataDir = fs.mkdtempSync(`.tmp/fleet-${String.fromCharCode(97 + i)}-`);
      const server = new ServerProcess({
        port: await freePort(),
        dataDir,
        env: {
          DATABASE_URL: appLoginUrl(fleet.databaseUrl, opts.appPassword),
          MIGRATION_DATABASE_URL: fleet.databaseUrl,
          PIN_KEY: pinKey,
          // No web app: these instances serve the API only, and nothing is built for them.
          WEB_DIR: `${dataDir}/no-web`,
          ...opts.env,
          ...opts.envOf?.(i),
        },
      });
      fleet.instances.push({
        name: String.fromCharCode(65 + i),
        server,
        http: httpClient(server.baseUrl),
        dataDir,
      });
    }
    await Promise.all(fleet.instances.map((x) => x.server.start()));
    return fleet;
  }

  instance(i: number): Instance {
    return this.instances[i % this.instances.length]!;
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((x) => x.server.stop()));
    await this.ownerDb.destroy();
    const admin = createPool(this.opts.serverUrl, 1);
    await admin.query(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`);
    await admin.end();
    for (const x of this.instances) fs.rmSync(x.dataDir, { recursive: true, force: true });
  }
}
