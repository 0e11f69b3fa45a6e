import type { z } from 'zod';
import { messages } from '../../shared/messages';
import {
  DOCUMENT_MAX_BYTES,
  NEXT_OF_KIN_DOCUMENTS,
  nextOfKinFields,
  type NextOfKin,
  type NextOfKinDocument,
} from '../../shared/schemas/identity';
import type { Db } from '../db/connection';
import { DomainError, notFound } from '../common/domain-error';
import { prepareAll, type PreparedFile, type UploadSpec } from '../uploads/file-store';
import { deleteStoredFiles, insertFiles, readStoredFile } from '../uploads/stored-files-repository';
import { IMAGE_TYPES } from '../uploads/file-type';
import type { MultipartBody } from '../uploads/multipart';
import { isUuid } from '../common/ids';
import { parseFormFields } from './form-fields';
import { findNextOfKin, upsertNextOfKin, type NextOfKinRow } from './next-of-kin-repository';
import { inTransaction } from '../db/transaction';

export type NextOfKinDeps = { db: Db };

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
 * the stored ones, and a new image replaces (and deletes) the old one, all in one transaction.
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
    throw new DomainError('invalid_input', messages.identity.nextOfKinDocumentsRequired);
  }
  const fresh: Partial<Record<NextOfKinDocument, PreparedFile>> = await prepareAll(uploads);
  await inTransaction(deps.db, async (trx) => {
    const previous = await findNextOfKin(trx, userId, true);
    const file = (name: NextOfKinDocument) => {
      const [nameColumn, mimeColumn] = COLUMNS[name];
      const sent = fresh[name];
      if (sent) return { name: sent.storedName, mime: sent.mime };
      if (!previous) throw new DomainError('invalid_input', messages.identity.nextOfKinDocumentsRequired);
      return { name: previous[nameColumn], mime: previous[mimeColumn] };
    };
    const front = file('idFront');
    const back = file('idBack');
    await insertFiles(trx, Object.values(fresh));
    await upsertNextOfKin(trx, userId, {
      ...toColumns(fields),
      id_front_name: front.name,
      id_front_mime: front.mime,
      id_back_name: back.name,
      id_back_mime: back.mime,
    });
    const replaced = NEXT_OF_KIN_DOCUMENTS.filter((name) => fresh[name] && previous);
    await deleteStoredFiles(
      trx,
      replaced.map((name) => previous![COLUMNS[name][0]]),
    );
  });
  return (await nextOfKinOf(deps.db, userId))!;
}

function toColumns(fields: z.output<typeof nextOfKinFields>) {
  return {
    full_name: fields.fullName,
    email: fields.email,
    phone: fields.phone,
    gender: fields.gender,
    dob: fields.dob,
    address: fields.address,
    state: fields.state,
  };
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
  const file = await readStoredFile(deps.db, row[nameColumn]);
  if (!file) throw notFound();
  return {
    mime: row[mimeColumn],
    body: file.body,
    downloadName: `next-of-kin-${name}.${row[nameColumn].split('.').pop()}`,
  };
}
