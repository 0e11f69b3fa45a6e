import { decodeCursor, pageBySeq } from '../common/pagination';
import { messages } from '../../shared/messages';
import { parseAmountToCents } from '../../shared/money';
import {
  CHEQUE_AMOUNT_FIELD,
  CHEQUE_IMAGE_FIELD,
  CHEQUE_IMAGE_MAX_BYTES,
  CHEQUE_MAX_CENTS,
  MAX_PENDING_CHEQUES,
  type Deposit,
} from '../../shared/schemas/deposits';
import type { Db } from '../db/connection';
import type { ChequeDepositsTable } from '../db/schema-deposits';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { lockCustomerCaps } from '../users/customer-locks-repository';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { DomainError, notFound } from '../common/domain-error';
import { EXTENSIONS, IMAGE_TYPES } from '../uploads/file-type';
import { prepareUpload, type PreparedFile } from '../uploads/file-store';
import { insertFiles, readStoredFile } from '../uploads/stored-files-repository';
import type { MultipartBody } from '../uploads/multipart';
import { isUuid } from '../common/ids';
import {
  depositsOf,
  findDeposit,
  imageAlreadyDeposited,
  insertDeposit,
  pendingCount,
  toDeposit,
} from './deposits-repository';
import { inTransaction } from '../db/transaction';
import { sha256Hex } from '../common/sha256';

type Deps = { db: Db };

const duplicate = () => new DomainError('duplicate_upload');

/**
 * A cheque photographed by the customer: the image is kept privately and the amount waits as a Pending
 * deposit payment on Checking, with no postings, until an administrator looks at the image and decides.
 */
export async function uploadCheque(deps: Deps, userId: string, form: MultipartBody): Promise<Deposit> {
  const amountCents = readAmount(form.fields[CHEQUE_AMOUNT_FIELD]);
  const image = form.files[CHEQUE_IMAGE_FIELD];
  if (!image || image.length === 0) {
    throw new DomainError('invalid_input', messages.chequeDeposit.selectImage);
  }
  const imageSha256 = sha256Hex(image);
  if (await imageAlreadyDeposited(deps.db, imageSha256)) throw duplicate();
  if ((await pendingCount(deps.db, userId)) >= MAX_PENDING_CHEQUES) {
    throw new DomainError('limit_reached', messages.chequeDeposit.tooManyPending(MAX_PENDING_CHEQUES));
  }
  const checking = await resolveOwnAccount(deps.db, userId, 'Checking');
  const file = await prepareUpload(image, IMAGE_TYPES, CHEQUE_IMAGE_MAX_BYTES);
  try {
    const id = await recordDeposit(deps.db, userId, checking.id, amountCents, file);
    return toDeposit((await findDeposit(deps.db, id))!);
  } catch (err) {
    // A second upload of the same image racing this one lands here; its file was rolled back with it.
    if ((err as { constraint?: string }).constraint === 'cheque_deposits_image_sha256_key') throw duplicate();
    throw err;
  }
}

function readAmount(input: string | undefined): bigint {
  const parsed = parseAmountToCents(input, CHEQUE_MAX_CENTS);
  if (!parsed.ok) throw new DomainError('invalid_input', parsed.message);
  return parsed.cents;
}

/** The Pending payment, the image and the deposit that points at both commit together, or none does. */
function recordDeposit(db: Db, userId: string, accountId: string, amountCents: bigint, file: PreparedFile) {
  return inTransaction(db, async (trx) => {
    // The cap is checked again under a per-customer lock: the check above is only a fast refusal.
    await lockCustomerCaps(trx, userId, 'cheques');
    if ((await pendingCount(trx, userId)) >= MAX_PENDING_CHEQUES) {
      throw new DomainError('limit_reached', messages.chequeDeposit.tooManyPending(MAX_PENDING_CHEQUES));
    }
    const paymentId = newPaymentId();
    await postAccepted(trx, {
      userId,
      ownedAccountId: accountId,
      actorMustBeEnabled: true,
      payments: [
        {
          id: paymentId,
          reference: newReference(),
          userId,
          accountId,
          type: 'deposit',
          kind: 'cheque_deposit',
          description: 'Cheque deposit',
          amountCents,
          status: 'Pending',
        },
      ],
      // No money moves until an administrator approves the cheque.
      postings: [],
    });
    await insertFiles(trx, [file]);
    return insertDeposit(trx, {
      user_id: userId,
      account_id: accountId,
      payment_id: paymentId,
      amount_cents: amountCents,
      image_name: file.storedName,
      // prepareUpload was given IMAGE_TYPES, so the type is one of the three images.
      image_mime: file.mime as ChequeDepositsTable['image_mime'],
      image_sha256: file.sha256,
    });
  });
}

export async function listDeposits(db: Db, userId: string, limit: number, cursor?: string) {
  const rows = await depositsOf(db, userId, limit + 1, decodeCursor(cursor));
  return pageBySeq(rows, limit, toDeposit);
}

/** The cheque image, for its owner or an administrator; to anyone else it does not exist. */
export async function chequeImage(deps: Deps, viewer: { userId: string; role: string }, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await findDeposit(deps.db, id);
  if (!row || (viewer.role !== 'admin' && row.user_id !== viewer.userId)) throw notFound();
  const file = await readStoredFile(deps.db, row.image_name);
  if (!file) throw notFound();
  return {
    mime: row.image_mime,
    body: file.body,
    downloadName: `cheque-${row.reference}.${EXTENSIONS[row.image_mime]}`,
  };
}
