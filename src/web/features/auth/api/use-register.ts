import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

type RegisterResponse = { message: string };

/** POST /users/register (201 on success). confirmPassword never leaves the browser. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<RegisterResponse>('/users/register', { method: 'POST', body }),
  });
}
