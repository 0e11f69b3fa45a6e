import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import { hasUnstorableText } from '../common/storable-text';

export type MultipartBody = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form strictly: only the named fields and files are accepted, each at most once.
 * Each file is read from the stream chunk by chunk and refused with 413 as soon as it passes the route's
 * own limit (`maxBytes`, e.g. 2 MB for an avatar), so an oversized file is never held whole; the
 * multipart plugin's 10 MB a file is the outer bound. The chunks are joined once.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: { fields: readonly string[]; files: readonly string[]; maxBytes: number },
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new DomainError('invalid_input', messages.uploads.notMultipart);
  const body: MultipartBody = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    const name = part.fieldname;
    if (part.type === 'file') {
      if (!spec.files.includes(name) || name in body.files) {
        await part.toBuffer().catch(() => undefined);
        throw new DomainError('invalid_input', messages.uploads.unexpectedFile(name));
      }
      body.files[name] = await readLimited(part.file, spec.maxBytes);
    } else {
      if (!spec.fields.includes(name) || name in body.fields) {
        throw new DomainError('invalid_input', messages.uploads.unexpectedField(name));
      }
      body.fields[name] = String(part.value);
      // Form text skips the JSON body check in plugins/storable-text.ts, so it is checked here.
      if (hasUnstorableText(body.fields[name])) {
        throw new DomainError('invalid_input', messages.generic.unstorableText);
      }
    }
  }
  return body;
}

/**
 * The whole stream, or 413 once it passes `maxBytes`. The rest of the request is left to the error
 * handler, which reads it away and closes the connection after the answer (plugins/errors.ts).
 */
async function readLimited(stream: AsyncIterable<Buffer> & { resume: () => void }, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.resume();
      throw new DomainError(
        'file_too_large',
        messages.uploads.tooLarge(Math.floor(maxBytes / (1024 * 1024))),
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
