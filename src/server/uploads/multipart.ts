import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/errors';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../plugins/storable-text';

export type MultipartBody = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form strictly: only the named fields and files are accepted, each at most once.
 * Size limits come from the multipart plugin (10 MB a file), which answers 413 past them.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: { fields: readonly string[]; files: readonly string[] },
): Promise<MultipartBody> {
  if (!request.isMultipart())
    throw new AppError(400, 'invalid_input', 'Send the form as multipart/form-data.');
  const body: MultipartBody = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    const name = part.fieldname;
    if (part.type === 'file') {
      if (!spec.files.includes(name) || name in body.files) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError(400, 'invalid_input', `Unexpected file field: ${name}.`);
      }
      body.files[name] = await part.toBuffer();
    } else {
      if (!spec.fields.includes(name) || name in body.fields) {
        throw new AppError(400, 'invalid_input', `Unexpected field: ${name}.`);
      }
      body.fields[name] = String(part.value);
      // Form text skips the JSON body check in plugins/storable-text.ts, so it is checked here.
      if (hasUnstorableText(body.fields[name])) {
        throw new AppError(400, 'invalid_input', UNSTORABLE_TEXT_MESSAGE);
      }
    }
  }
  return body;
}
