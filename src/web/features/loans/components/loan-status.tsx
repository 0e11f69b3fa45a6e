import type { LoanStatus } from '../../../../shared/schemas/loans';
import { StatusBadge } from '../../../components/ui/status-badge';

/** SPEC.md §4: the loan status is shown as text; the colour only repeats it. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  return <StatusBadge family="loan" status={status} />;
}
