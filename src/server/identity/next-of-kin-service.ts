import { messages } from '../../shared/messages';
import {
  DOCUMENT_MAX_BYTES,
  NEXT_OF_KIN_DOCUMENTS,
  nextOfKinFields,
  type NextOfKin,
  type NextOfKinDocument,
} from '../../shared/schemas/identity';
import type { Db } from '../db/connection';
import { AppError, notFound } from '../plugins/errors';
import type { StoredFile } from '../uploads/file-store';
import { IMAGE_TYPES } from '../uploads/file-type';
import type { MultipartBody } from '../uploads/multipart';
import { isUuid } from '../users/users-service';
import { parseFormFields } from './form-fields';
import { findNextOfKin, upsertNextOfKin, type NextOfKinRow } from './next-of-kin-repository';
import { discardUploads, readStored, storeAll, type UploadSpec } from './stored-files';
import { inTransaction } from '../db/transaction';

export type NextOfKinDeps = { db: Db; dataDir: string };

const CATEGORY = 'next-of-kin';

const COLUMNS = {
  idFront: ['id_front_name', 'id_front_mime'],
  idBack: ['id_back_name', 'id_back_mime'],
} as const;

function toNextOfKin(row: NextOfKinRow): NextOfKin {
  const url = (name: NextOfKinDocument) => `/users/next-of-kin/documents/${name}`;
  return {
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    address: row.address,
    state: row.state,
    documents: {
      idFront: { url: url('idFront'), mime: row.id_front_mime },
      idBack: { url: url('idBack'), mime: row.id_back_mime },
    },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function nextOfKinOf(db: Db, userId: string): Promise<NextOfKin | null> {
  const row = await findNextOfKin(db, userId);
  return row ? toNextOfKin(row) : null;
}

/**
 * Saves the next of kin. The two ID images are required the first time; later a form without them keeps
 * the stored ones, and a new image replaces (and deletes) the old one.
 */
export async function saveNextOfKin(deps: NextOfKinDeps, userId: string, form: MultipartBody) {
  const fields = parseFormFields(nextOfKinFields, form.fields);
  const uploads: Partial<Record<NextOfKinDocument, UploadSpec>> = {};
  for (const name of NEXT_OF_KIN_DOCUMENTS) {
    const buffer = form.files[name];
    if (buffer?.length) uploads[name] = { buffer, allowed: IMAGE_TYPES, maxBytes: DOCUMENT_MAX_BYTES };
  }
  const complete = NEXT_OF_KIN_DOCUMENTS.every((name) => uploads[name]);
  if (!complete && !(await findNextOfKin(deps.db, userId))) {
    throw new AppError(400, 'invalid_input', messages.identity.nextOfKinDocumentsRequired);
  }
  const stored: Partial<Record<NextOfKinDocument, StoredFile>> = await storeAll(
    deps.dataDir,
    CATEGORY,
    uploads,
  );
  const replaced = await inTransaction(deps.db, async (trx) => {
    const previous = await findNextOfKin(trx, userId, true);
    const file = (name: NextOfKinDocument) => {
      const [nameColumn, mimeColumn] = COLUMNS[name];
      const fresh = stored[name];
      if (fresh) return { name: fresh.storedName, mime: fresh.mime };
      if (!previous) throw new AppError(400, 'invalid_input', messages.identity.nextOfKinDocumentsRequired);
      return { name: previous[nameColumn], mime: previous[mimeColumn] };
    };
    const front = file('idFront');
    const back = file('idBack');
    await upsertNextOfKin(trx, userId, {
      full_name: fields.fullName,
      email: fields.email,
      phone: fields.phone,
      gender: fields.gender,
      dob: fields.dob,
      address: fields.address,
      state: fields.state,
      id_front_name: front.name,
      id_front_mime: front.mime,
      id_back_name: back.name,
      id_back_mime: back.mime,
    });
    return NEXT_OF_KIN_DOCUMENTS.filter((name) => stored[name] && previous).map(
      (name) => previous![COLUMNS[name][0]],
    );
  }).catch(async (error: unknown) => {
    await discardUploads(
      deps.dataDir,
      CATEGORY,
      Object.values(stored).map((f) => f?.storedName),
    );
    throw error;
  });
  await discardUploads(deps.dataDir, CATEGORY, replaced);
  return (await nextOfKinOf(deps.db, userId))!;
}

/** One ID image of the next of kin, for the customer (administrators add `userId`); others get 404. */
export async function nextOfKinDocument(
  deps: NextOfKinDeps,
  viewer: { userId: string; role: string },
  name: NextOfKinDocument,
  query: { userId?: string },
) {
  const userId = query.userId ?? viewer.userId;
  if (!isUuid(userId) || (viewer.role !== 'admin' && userId !== viewer.userId)) throw notFound();
  const row = await findNextOfKin(deps.db, userId);
  if (!row) throw notFound();
  const [nameColumn, mimeColumn] = COLUMNS[name];
  const body = await readStored(deps.dataDir, CATEGORY, row[nameColumn]);
  if (!body) throw notFound();
  return {
    mime: row[mimeColumn],
    body,
    downloadName: `next-of-kin-${name}.${row[nameColumn].split('.').pop()}`,
  };
}
