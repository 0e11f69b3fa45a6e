import { z } from 'zod';
import { sanctionsMessages } from '../financial-crime-messages';

/** Sanctions screening (issue 50 part 1, docs/sanctions.md): list versions and the review queue. */
export const SANCTIONS_SUBJECT_TYPES = ['payment', 'payee', 'customer'] as const;
export type SanctionsSubjectType = (typeof SANCTIONS_SUBJECT_TYPES)[number];

export const SANCTIONS_HIT_STATUSES = ['open', 'released', 'blocked'] as const;
export type SanctionsHitStatus = (typeof SANCTIONS_HIT_STATUSES)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The form fields of an upload (the files are `sdn` and `alt`). */
export const sanctionsUploadFields = z.strictObject({
  version: z.string().trim().min(1).max(100),
  publishedOn: z
    .string()
    .trim()
    .refine(
      (v) =>
        isoDay.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v &&
        v <= new Date().toISOString().slice(0, 10),
      { message: sanctionsMessages.badDate },
    ),
});

export const sanctionsList = z.object({
  _id: z.string(),
  version: z.string(),
  publishedOn: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  entries: z.number(),
  aliases: z.number(),
  active: z.boolean(),
});
export type SanctionsList = z.infer<typeof sanctionsList>;

export const sanctionsMatch = z.object({ entNum: z.number(), name: z.string(), score: z.number() });

export const sanctionsHit = z.object({
  _id: z.string(),
  status: z.enum(SANCTIONS_HIT_STATUSES),
  subjectType: z.enum(SANCTIONS_SUBJECT_TYPES),
  subjectId: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  screenedName: z.string(),
  entNum: z.number(),
  matchedName: z.string(),
  entryName: z.string(),
  program: z.string().nullable(),
  score: z.number(),
  matches: z.array(sanctionsMatch),
  listVersion: z.string(),
  payment: z.object({ reference: z.string(), amount: z.number(), status: z.string() }).nullable(),
  createdAt: z.string(),
  proposal: z.object({ decision: z.enum(['release', 'block']), by: z.string() }).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SanctionsHit = z.infer<typeof sanctionsHit>;

/** Release (approve) may say why; a block must. */
export const sanctionsDecisionBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
