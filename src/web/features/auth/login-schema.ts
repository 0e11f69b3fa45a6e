import type { LoginBody } from '../../../shared/schemas/auth';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

/** Sign-in validation with the shared schema, loaded on first use (see lazyZodResolver). */
export const loginValidation = lazyZodResolver<LoginBody>(() =>
  import('../../../shared/schemas/auth').then((m) => m.loginBody),
);
