import { messages } from '../../shared/messages';
import {
  DOCUMENT_MAX_BYTES,
  kycFields,
  type KycDocument,
  type KycState,
} from '../../shared/schemas/identity';
import type { Db } from '../db/connection';
import { DomainError, notFound } from '../common/domain-error';
import { IMAGE_OR_PDF_TYPES, IMAGE_TYPES } from '../uploads/file-type';
import type { MultipartBody } from '../uploads/multipart';
import { isUuid } from '../common/ids';
import { maskIdNumber, parseFormFields } from './form-fields';
import { insertSubmission, latestSubmission, submissionOfUser } from './kyc-repository';
import { prepareAll } from '../uploads/file-store';
import { insertFiles, readStoredFile } from '../uploads/stored-files-repository';
import { inTransaction } from '../db/transaction';

export type KycDeps = { db: Db };

const LABELS: Record<KycDocument, string> = {
  idFront: 'the front of your ID',
  idBack: 'the back of your ID',
  proofOfAddress: 'a proof of address',
};

function requiredFile(form: MultipartBody, name: KycDocument): Buffer {
  const file = form.files[name];
  if (!file?.length) throw new DomainError('invalid_input', messages.identity.kycFileRequired(LABELS[name]));
  return file;
}

/**
 * Takes a KYC submission: the ID number and three documents, all required. A new one is accepted only
 * when there is none yet or the last was rejected; the partial unique index settles a race between two.
 */
export async function submitKyc(deps: KycDeps, userId: string, form: MultipartBody): Promise<KycState> {
  const { idNumber } = parseFormFields(kycFields, form.fields);
  const files = {
    idFront: requiredFile(form, 'idFront'),
    idBack: requiredFile(form, 'idBack'),
    proofOfAddress: requiredFile(form, 'proofOfAddress'),
  };
  assertMaySubmit((await latestSubmission(deps.db, userId))?.status);
  const prepared = await prepareAll({
    idFront: { buffer: files.idFront, allowed: IMAGE_TYPES, maxBytes: DOCUMENT_MAX_BYTES },
    idBack: { buffer: files.idBack, allowed: IMAGE_TYPES, maxBytes: DOCUMENT_MAX_BYTES },
    proofOfAddress: {
      buffer: files.proofOfAddress,
      allowed: IMAGE_OR_PDF_TYPES,
      maxBytes: DOCUMENT_MAX_BYTES,
    },
  });
  try {
    // The documents and the submission commit together: a refused submission keeps no file.
    await inTransaction(deps.db, async (trx) => {
      await insertFiles(trx, Object.values(prepared));
      await insertSubmission(trx, { userId, idNumber, files: prepared });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new DomainError('not_allowed_now', messages.identity.kycAlreadyPending);
    }
    throw error;
  }
  return kycStateOf(deps.db, userId);
}

function assertMaySubmit(status: string | undefined) {
  if (status === 'Pending') throw new DomainError('not_allowed_now', messages.identity.kycAlreadyPending);
  if (status === 'Approved') throw new DomainError('not_allowed_now', messages.identity.kycAlreadyApproved);
}

/** The review status the customer sees: their newest submission, its reason, the ID number masked. */
export async function kycStateOf(db: Db, userId: string): Promise<KycState> {
  const latest = await latestSubmission(db, userId);
  if (!latest) {
    return { status: 'Not submitted', reason: null, idNumber: null, submittedAt: null, decidedAt: null };
  }
  return {
    status: latest.status,
    reason: latest.reason,
    idNumber: maskIdNumber(latest.id_number),
    submittedAt: new Date(latest.created_at).toISOString(),
    decidedAt: latest.decided_at ? new Date(latest.decided_at).toISOString() : null,
  };
}

const DOCUMENT_COLUMNS = {
  idFront: ['id_front_name', 'id_front_mime'],
  idBack: ['id_back_name', 'id_back_mime'],
  proofOfAddress: ['proof_of_address_name', 'proof_of_address_mime'],
} as const;

/**
 * One document of a submission, for its owner (their newest submission) or an administrator (`userId`,
 * optionally one `submissionId` of that user). Anyone else is told it does not exist.
 */
export async function kycDocument(
  deps: KycDeps,
  viewer: { userId: string; role: string },
  name: KycDocument,
  query: { userId?: string; submissionId?: string },
) {
  const userId = query.userId ?? viewer.userId;
  if (!isUuid(userId) || (viewer.role !== 'admin' && userId !== viewer.userId)) throw notFound();
  if (query.submissionId !== undefined && !isUuid(query.submissionId)) throw notFound();
  const submission = query.submissionId
    ? await submissionOfUser(deps.db, userId, query.submissionId)
    : await latestSubmission(deps.db, userId);
  if (!submission) throw notFound();
  const [nameColumn, mimeColumn] = DOCUMENT_COLUMNS[name];
  const file = await readStoredFile(deps.db, submission[nameColumn]);
  if (!file) throw notFound();
  const mime = submission[mimeColumn];
  const extension = submission[nameColumn].split('.').pop();
  return { mime, body: file.body, downloadName: `kyc-${name}.${extension}` };
}
