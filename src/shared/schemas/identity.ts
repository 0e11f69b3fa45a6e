import { z } from 'zod';
import { queueCustomer } from './queue-customer';
import { DECISION_STATUSES } from '../statuses';

/** The API contract of the profile picture, KYC and next of kin: one schema for the forms and the server. */

/** A customer's KYC state: a submission's decision status, or none yet. */
export const KYC_STATUSES = ['Not submitted', ...DECISION_STATUSES] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_DOCUMENTS = ['idFront', 'idBack', 'proofOfAddress'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];
export const NEXT_OF_KIN_DOCUMENTS = ['idFront', 'idBack'] as const;
export type NextOfKinDocument = (typeof NEXT_OF_KIN_DOCUMENTS)[number];
export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** Largest profile picture and largest identity document, in bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const required = 'This field is required.';

export const idNumberSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your ID number.')
  .regex(/^[A-Za-z0-9-]{4,30}$/, 'The ID number must be 4 to 30 letters, digits or dashes.');

/** The text part of `PUT /users/kyc`; the three files are checked by type and size on the server. */
export const kycFields = z.strictObject({ idNumber: idNumberSchema });

export const kycState = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  idNumber: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type KycState = z.infer<typeof kycState>;

const documentLink = z.object({ url: z.string(), mime: z.string() });

export const kycQueueItem = z.object({
  _id: z.string(),
  status: z.enum(DECISION_STATUSES),
  idNumber: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  customer: queueCustomer,
  documents: z.object({ idFront: documentLink, idBack: documentLink, proofOfAddress: documentLink }),
});
export type KycQueueItem = z.infer<typeof kycQueueItem>;

export const kycDecisionBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const kycRejectBody = z.strictObject({
  reason: z.string().trim().min(1, 'Please give a reason.').max(500),
});

/** Today's date (UTC) as YYYY-MM-DD: a date of birth must be before it. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Please enter a real date.');

/** The text part of `PUT /users/next-of-kin`; idFront and idBack are files. */
export const nextOfKinFields = z.strictObject({
  fullName: z.string().trim().min(1, required).max(120),
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 +()-]{6,25}$/, 'Use digits, spaces, +, ( ) and - only.')
    .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, 'Please enter a valid phone number.'),
  gender: z.enum(GENDERS).default('Male'),
  dob: isoDate
    .refine((value) => value >= '1900-01-01', 'Please enter a real date of birth.')
    .refine((value) => value < todayIso(), 'The date of birth must be in the past.'),
  address: z.string().trim().min(1, required).max(300),
  state: z.string().trim().min(1, required).max(100),
});
export type NextOfKinFields = z.input<typeof nextOfKinFields>;

export const nextOfKin = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  dob: z.string(),
  address: z.string(),
  state: z.string(),
  documents: z.object({ idFront: documentLink, idBack: documentLink }),
  updatedAt: z.string(),
});
export type NextOfKin = z.infer<typeof nextOfKin>;

export const nextOfKinResponse = z.object({ nextOfKin: nextOfKin.nullable() });
