import { z } from 'zod';
import { amountSchema } from '../money';

/** `GET/PUT /alerts/settings` (issue 16): amounts in dollars like the rest of the API; null is off. */
const threshold = z.union([amountSchema(100_000_000n), z.null()]);

export const alertSettingsBody = z.strictObject({
  lowBalance: threshold,
  paymentOutAbove: threshold,
  moneyIn: z.boolean({ error: 'Choose on or off.' }),
  newSignIn: z.boolean({ error: 'Choose on or off.' }),
});

export const alertSettings = z.object({
  lowBalance: z.number().nullable(),
  paymentOutAbove: z.number().nullable(),
  moneyIn: z.boolean(),
  newSignIn: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettings>;
