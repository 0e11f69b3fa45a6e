import fs from 'node:fs/promises';
import path from 'node:path';
import { readUpload, storeUpload, type StoredFile } from '../uploads/file-store';
import type { UploadType } from '../uploads/file-type';

const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

export type UploadSpec = { buffer: Buffer; allowed: ReadonlySet<UploadType>; maxBytes: number };

/**
 * Stores several uploads of one form. When one is refused (type, size) the ones already written are
 * removed again, so a refused form leaves no files behind.
 */
export async function storeAll<T extends Partial<Record<string, UploadSpec>>>(
  dataDir: string,
  category: string,
  uploads: T,
): Promise<{ [K in keyof T]: undefined extends T[K] ? StoredFile | undefined : StoredFile }> {
  const stored: Record<string, StoredFile> = {};
  try {
    for (const [key, spec] of Object.entries(uploads)) {
      if (spec) stored[key] = await storeUpload(dataDir, category, spec.buffer, spec.allowed, spec.maxBytes);
    }
  } catch (error) {
    await discardUploads(
      dataDir,
      category,
      Object.values(stored).map((f) => f.storedName),
    );
    throw error;
  }
  return stored as { [K in keyof T]: undefined extends T[K] ? StoredFile | undefined : StoredFile };
}

/** Removes stored files that nothing refers to any more (replaced, or their record was refused). */
export async function discardUploads(
  dataDir: string,
  category: string,
  names: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  for (const name of names) {
    if (!name || !STORED_NAME.test(name)) continue;
    await fs.rm(path.join(dataDir, 'uploads', category, name), { force: true }).catch(() => undefined);
  }
}

/** Reads a stored file; a file missing from disk is reported as not found, like a missing record. */
export async function readStored(dataDir: string, category: string, name: string): Promise<Buffer | null> {
  try {
    return await readUpload(dataDir, category, name);
  } catch {
    return null;
  }
}
