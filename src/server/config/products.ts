import { z } from 'zod';
import type { LOAN_TYPES } from '../../shared/constants';
import { wholeDollarsToCents } from '../../shared/money';
import { wholeNumber } from './fields';

const basisPoints = wholeNumber(0, 10_000);

/** The bank's name, the back office's limits, loans and the crypto deposit address. */
export const productsSection = z
  .object({
    BANK_NAME: z.string().default('Vault Bank'),
    CREDIT_MAX_AMOUNT: wholeNumber(1).default(1_000_000),
    FOUR_EYES_THRESHOLD: wholeNumber(0).default(100_000),
    // Loans: yearly interest per loan type in basis points (1200 = 12.00 %), and the largest loan in dollars.
    LOAN_RATE_PERSONAL_BPS: basisPoints.default(1200),
    LOAN_RATE_BUSINESS_BPS: basisPoints.default(900),
    LOAN_RATE_MORTGAGE_BPS: basisPoints.default(550),
    LOAN_MAX_AMOUNT: wholeNumber(1).default(1_000_000),
    // The Bitcoin address the dashboard's Deposit Crypto dialog shows (SPEC.md §2); the default is an example.
    CRYPTO_DEPOSIT_ADDRESS: z
      .string()
      .trim()
      .regex(/^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/, 'must be a Bitcoin address')
      .default('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
  })
  .transform((e) => ({
    bankName: e.BANK_NAME,
    /** Largest single administrator credit, in cents. */
    creditMaxCents: wholeDollarsToCents(e.CREDIT_MAX_AMOUNT),
    /** Credits above this wait for a second administrator. */
    fourEyesThresholdCents: wholeDollarsToCents(e.FOUR_EYES_THRESHOLD),
    /** Yearly interest per loan type, in basis points. */
    loanRatesBps: {
      'Personal Loan': e.LOAN_RATE_PERSONAL_BPS,
      'Business Loan': e.LOAN_RATE_BUSINESS_BPS,
      'Mortgage Loan': e.LOAN_RATE_MORTGAGE_BPS,
    } satisfies Record<(typeof LOAN_TYPES)[number], number>,
    /** Largest single loan, in cents. */
    loanMaxCents: wholeDollarsToCents(e.LOAN_MAX_AMOUNT),
    /** The Bitcoin address shown in the Deposit Crypto dialog. */
    cryptoDepositAddress: e.CRYPTO_DEPOSIT_ADDRESS,
  }));
