import type { DomainCode } from '../../shared/errors';
import { errorMessages } from '../../shared/messages';

/**
 * An expected refusal, told to the customer: a code from the closed list and its text (the code's own,
 * unless this refusal carries a more precise one). It knows nothing of HTTP: the status is chosen at the
 * edge (`http/error-status.ts`).
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainCode,
    message?: string,
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('not_found');
