import { describe, expect, it } from 'vitest';
import { fileProblem, IMAGE_ACCEPT, IMAGE_OR_PDF_ACCEPT } from './file-checks';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('fileProblem', () => {
  it('accepts the listed types up to the size limit', () => {
    expect(fileProblem(file('image/png', 10), IMAGE_ACCEPT, 100)).toBeUndefined();
    expect(fileProblem(file('application/pdf', 100), IMAGE_OR_PDF_ACCEPT, 100)).toBeUndefined();
  });

  it('names what is accepted and the limit', () => {
    expect(fileProblem(file('application/pdf', 10), IMAGE_ACCEPT, 100)).toBe(
      'Please choose a JPG, PNG or WEBP image.',
    );
    expect(fileProblem(file('image/svg+xml', 10), IMAGE_OR_PDF_ACCEPT, 100)).toBe(
      'Please choose a JPG, PNG or WEBP image, or a PDF.',
    );
    expect(fileProblem(file('image/jpeg', 3 * 1024 * 1024), IMAGE_ACCEPT, 2 * 1024 * 1024)).toBe(
      'The file must be at most 2 MB.',
    );
  });
});
