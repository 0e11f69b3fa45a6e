import { messages } from '../../shared/messages';
import { AVATAR_MAX_BYTES } from '../../shared/schemas/identity';
import type { Db } from '../db/connection';
import { DomainError, notFound } from '../common/domain-error';
import { inTransaction } from '../db/transaction';
import { prepareUpload } from '../uploads/file-store';
import { IMAGE_TYPES, sniffType } from '../uploads/file-type';
import { deleteStoredFiles, insertFiles, readStoredFile } from '../uploads/stored-files-repository';
import { isUuid } from '../common/ids';
import { avatarUrlOf, findAvatarName, lockAvatarName, setAvatarName } from './avatar-repository';

export type AvatarDeps = { db: Db };

/**
 * Keeps a new profile picture: JPEG, PNG or WebP by its bytes, at most 2 MB, re-encoded as an upright
 * 512 px WebP without its metadata (place, device, comments) before it is kept. The new picture, the user's
 * pointer to it and the deletion of the previous one commit together, under the user's row lock.
 */
export async function uploadAvatar(deps: AvatarDeps, userId: string, upload: Buffer | undefined) {
  if (!upload?.length) throw new DomainError('invalid_input', messages.identity.avatarChooseImage);
  if (upload.length > AVATAR_MAX_BYTES) {
    throw new DomainError('file_too_large', messages.identity.avatarTooLarge);
  }
  const mime = sniffType(upload);
  if (!mime || !IMAGE_TYPES.has(mime)) {
    throw new DomainError('unsupported_file_type', messages.identity.avatarChooseImage);
  }
  const file = await prepareUpload(upload, IMAGE_TYPES, AVATAR_MAX_BYTES, 'avatar');
  await inTransaction(deps.db, async (trx) => {
    const previous = await lockAvatarName(trx, userId);
    await insertFiles(trx, [file]);
    await setAvatarName(trx, userId, file.storedName);
    await deleteStoredFiles(trx, [previous]);
  });
  return { avatarUrl: (await avatarUrlOf(deps.db, userId))! };
}

/**
 * A user's picture for their own pages and for administrators. Other customers are told it does not
 * exist: a photo of a face is personal data, and nothing in the app shows one customer another's.
 */
export async function readAvatar(
  deps: AvatarDeps,
  viewer: { userId: string; role: string },
  userId: string,
): Promise<{ mime: string; body: Buffer }> {
  if (!isUuid(userId)) throw notFound();
  if (viewer.role !== 'admin' && viewer.userId !== userId) throw notFound();
  const name = await findAvatarName(deps.db, userId);
  const file = name ? await readStoredFile(deps.db, name) : null;
  if (!file) throw notFound();
  return { mime: file.mime, body: file.body };
}
