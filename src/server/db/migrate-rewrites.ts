import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The reviewed list of landed migrations rewritten in the tree, beside the migrations it names. */
export const REWRITES_FILE = 'rewritten.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const rewritesSchema = z
  .object({
    about: z.string().optional(),
    rewritten: z.record(
      z.string().regex(/^\d{3}_.+\.sql$/),
      z.object({ previous: z.array(sha256).min(1), current: sha256 }).strict(),
    ),
  })
  .strict();

/** For each rewritten migration: the checksums it had before (any of them) and the one its file has now. */
export type Rewrites = z.infer<typeof rewritesSchema>['rewritten'];

/**
 * Reads `migrations/rewritten.json` (none: nothing was rewritten). A file that does not parse, or names a
 * checksum that is not a sha256, stops the migrator with one line: it is what lets an edited migration
 * through, so it is never guessed at.
 */
export function readRewrites(migrationsDir: string): Rewrites {
  const file = path.join(migrationsDir, REWRITES_FILE);
  if (!fs.existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${REWRITES_FILE} is not valid JSON: ${(err as Error).message}`);
  }
  const result = rewritesSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${REWRITES_FILE} is malformed at ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  return result.data.rewritten;
}

/**
 * Whether a landed migration recorded with `recorded` and whose file now has `file` was rewritten on
 * review: the file is exactly the recorded rewrite, and the database holds one of its previous texts.
 */
export function isRecordedRewrite(rewrites: Rewrites, name: string, recorded: string, file: string): boolean {
  const entry = rewrites[name];
  return entry !== undefined && entry.current === file && entry.previous.includes(recorded);
}
