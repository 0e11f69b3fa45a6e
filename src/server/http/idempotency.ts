import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import type { StepUp } from '../ledger/post-payment';
import { caller } from './access';

/** The optional Idempotency-Key of a money-moving call: a retried request answers the first one's result. */
export const idempotencyHeaders = z
  .object({ 'idempotency-key': z.string().min(1).max(200).optional() })
  .loose();

/**
 * The signed-in caller and the request's Idempotency-Key (the header sent twice is refused), with the
 * cumulative step-up its posting decides when the route's sensitive action left one (`sendMoney`).
 */
export function callerWithKey(request: FastifyRequest): {
  userId: string;
  idempotencyKey?: string;
  stepUp?: StepUp;
} {
  const key = request.headers['idempotency-key'];
  if (Array.isArray(key)) throw new DomainError('invalid_input', messages.generic.oneIdempotencyKey);
  const who = { userId: caller(request).userId, idempotencyKey: key };
  return request.stepUp ? { ...who, stepUp: request.stepUp } : who;
}
