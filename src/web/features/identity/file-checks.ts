import { messages } from '../../../shared/messages';

/**
 * The browser's first look at a chosen file, so a wrong one is reported before it is sent. The server
 * checks the bytes again and is the authority; this only uses the type the browser reports.
 */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_OR_PDF_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

const MB = 1024 * 1024;

export function fileProblem(file: File, accept: string, maxBytes: number): string | undefined {
  const allowed = accept.split(',');
  if (!allowed.includes(file.type)) {
    return allowed.includes('application/pdf')
      ? 'Please choose a JPG, PNG or WEBP image, or a PDF.'
      : messages.identity.avatarChooseImage;
  }
  if (file.size > maxBytes) return `The file must be at most ${maxBytes / MB} MB.`;
  return undefined;
}
