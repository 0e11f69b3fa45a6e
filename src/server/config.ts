import path from 'node:path';
import { z } from 'zod';
import { adminSection } from './config/admin';
import { backupsSection } from './config/backups';
import { bankSection } from './config/bank';
import { databaseSection } from './config/database';
import { PIN_KEY_HOW } from './config/fields';
import { mailSection } from './config/mail';
import { operationsSection } from './config/operations';
import { paymentsSection } from './config/payments';
import { productsSection } from './config/products';
import { serverSection } from './config/server';
import { signInSection } from './config/sign-in';
import { interestSection } from './config/interest';
import { sanctionsSection } from './config/sanctions';
import { monitoringSection } from './config/monitoring';

/**
 * The whole configuration: one section a concern (`config/*.ts`), each a zod object over the environment
 * variables it reads that turns them into the app's settings. Every variable the server reads is in one of
 * them, and `docs/configuration.md` lists each (a test compares the two). A new setting is one line in its
 * section's object and one in its transform; the type below follows.
 */
const sections = {
  server: serverSection,
  database: databaseSection,
  mail: mailSection,
  admin: adminSection,
  signIn: signInSection,
  payments: paymentsSection,
  products: productsSection,
  operations: operationsSection,
  backups: backupsSection,
  bank: bankSection,
  interest: interestSection,
  sanctions: sanctionsSection,
  monitoring: monitoringSection,
};

type Sections = typeof sections;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every setting of the app, as the sections' transforms make them. */
type SectionSettings = Intersection<{ [K in keyof Sections]: z.output<Sections[K]> }[keyof Sections]>;
/** Every setting of the app, as the sections' transforms make them, and the ones derived from two sections. */
export type Config = SectionSettings & {
  /** Archived WAL and base backups of the embedded database (default DATA_DIR/backups). */
  backupDir: string;
};

/** Every environment variable the configuration reads, in the sections' order. */
export const configVariables: readonly string[] = Object.values(sections).flatMap((s) =>
  Object.keys(s.in.shape),
);

const configSchema = z
  .preprocess(
    (env) => Object.fromEntries(Object.keys(sections).map((name) => [name, env])),
    z.object(sections),
  )
  .transform((parsed): Config => {
    const settings = Object.assign({}, ...Object.values(parsed)) as SectionSettings;
    return {
      ...settings,
      backupDir: path.resolve(settings.backupDirSetting ?? path.join(settings.dataDir, 'backups')),
    };
  });

/**
 * Every server on one external database must hash PINs with the same key, or a PIN set through one would
 * be wrong on the next: with DATABASE_URL the key cannot be generated per machine, so it must be given.
 */
function pinKeyRule(config: Config, ctx: z.RefinementCtx) {
  if (config.databaseUrl && !config.pinKey) {
    ctx.addIssue({
      code: 'custom',
      path: ['PIN_KEY'],
      message: `is required when DATABASE_URL is set, the same on every server: ${PIN_KEY_HOW}`,
    });
  }
}

/** An issue's variable: its path without the section's name. */
const variableOf = (path: PropertyKey[]) =>
  path.filter((p) => typeof p !== 'string' || !(p in sections)).join('.');

/**
 * Reads and validates the environment once; a bad value stops the server with a clear message (one line
 * for one problem). Tools that never hash a PIN (migrations, create-admin) pass `needsPinKey: false`.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { needsPinKey = true }: { needsPinKey?: boolean } = {},
): Config {
  const parsed = (needsPinKey ? configSchema.superRefine(pinKeyRule) : configSchema).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${variableOf(i.path)}: ${i.message}`);
    const sep = lines.length === 1 ? ' ' : '\n';
    throw new Error(`Invalid configuration:${sep}${lines.join('\n')}`);
  }
  return parsed.data;
}
