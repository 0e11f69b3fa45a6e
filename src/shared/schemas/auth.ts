import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

/** The API contract of sign-in, registration and passwords: one schema for the form and the server. */

const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.');
const password = z.string().max(200);
const newPassword = z.string().min(PASSWORD_MIN_LENGTH, messages.password.tooShort).max(200);
const name = z.string().trim().min(1, 'This field is required.').max(80);

export const loginBody = z.strictObject({
  email,
  password: password.min(1, 'Password is required.'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  token: z.string(),
  _id: z.string(),
  role: z.enum(['admin', 'customer']),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** With two-step on, the password's answer: no session yet, a token for the second step (issue 15). */
export const mfaChallengeResponse = z.object({
  message: z.string(),
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  /** The second factors the customer has, the one to ask for first first: a passkey-only customer's passkey. */
  factors: z.array(z.enum(['passkey', 'app'])),
});
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponse>;

export const mfaCodeBody = z.strictObject({
  code: z.string({ error: 'Enter the code.' }).trim().min(6, 'Enter the code.').max(20),
});
/** The password again, for a sensitive action with two-step off (POST /users/reauth). */
export const reauthBody = z.strictObject({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200),
});
export const loginMfaBody = mfaCodeBody.extend({ mfaToken: z.string().min(10).max(100) });

export const registerBody = z.strictObject({
  firstName: name,
  lastName: name,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number.'),
  email,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const forgotPasswordBody = z.strictObject({ email });
export const resetPasswordBody = z.strictObject({ newPassword });
export const changePasswordBody = z.strictObject({
  oldPassword: password.min(1, 'Current password is required.'),
  newPassword,
});

export const messageResponse = z.object({ message: z.string() });
export const apiErrorResponse = z.object({ message: z.string(), code: z.string() });

export const loginActivity = z.object({
  action: z.string(),
  timestamp: z.string(),
  ip: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
export type LoginActivity = z.infer<typeof loginActivity>;

export const userProfile = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['admin', 'customer']),
  accountNumber: z.string(),
  balance: z.number(),
  inflow: z.number(),
  outflow: z.number(),
  loanBalance: z.number(),
  savingsBalance: z.number(),
  avatarUrl: z.string().nullable(),
  loginActivities: z.array(loginActivity),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userListItem = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'customer']),
  accountNumber: z.string(),
  balance: z.number(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

/** `GET /users` answers a JSON array; the next page's cursor is in the `X-Next-Cursor` header. */
export const userListResponse = z.array(userListItem);
