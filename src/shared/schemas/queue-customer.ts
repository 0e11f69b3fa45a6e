import { z } from 'zod';

/** The customer an item of a back-office list belongs to, as every queue names them. */
export const queueCustomer = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** …with whether their identity is verified: a loan or a card cannot be approved until it is. */
export const queueCustomerWithKyc = queueCustomer.extend({ kycApproved: z.boolean() });
