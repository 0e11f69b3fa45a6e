import { useMemo, useState } from 'react';
import { wholeDollarsToCents } from '../../../shared/money';
import { useForm, useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { loanRequestBody } from '../../../shared/schemas/loans';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useLoanRates, useRequestLoan } from './api/use-loans';
import { emptyLoanForm, LoanRequestFields, type LoanForm } from './components/loan-request-fields';
import { SchedulePreview } from './components/schedule-preview';
import { schemaResolver } from './form-resolver';
import { loanErrorText } from './loan-feedback';
import './loans.css';
import { bindFields } from '../../lib/form-fields';
import { Notice, type NoticeValue } from '../../components/ui/notice';

/** Until the configured maximum arrives, the form accepts what the default allows; the server decides. */
const DEFAULT_MAX_DOLLARS = 1_000_000;

/** `/LoanRequest`: every field required, the schedule shown before submitting, PIN confirms. */
export function LoanRequestPage() {
  const rates = useLoanRates();
  const request = useRequestLoan();
  const [feedback, setFeedback] = useState<NoticeValue>(null);
  const maxDollars = rates.data?.maxAmount ?? DEFAULT_MAX_DOLLARS;
  const resolver = useMemo(
    () => schemaResolver<LoanForm>(loanRequestBody(wholeDollarsToCents(Math.trunc(maxDollars)))),
    [maxDollars],
  );
  const form = useForm<LoanForm>({ resolver, defaultValues: emptyLoanForm });
  const { handleSubmit, control, reset } = form;
  const [amount, type, duration, repayment] = useWatch({
    control,
    name: ['amount', 'type', 'duration', 'repayment'],
  });

  const onSubmit = handleSubmit((values) => {
    if (request.isPending) return;
    setFeedback(null);
    request.mutate(
      { ...values, amount: values.amount.trim(), details: values.details.trim() },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: messages.loans.success });
          reset(emptyLoanForm);
        },
        onError: (error) => setFeedback({ tone: 'error', text: loanErrorText(error) }),
      },
    );
  });

  return (
    <div className="page loan">
      <PageHeader
        title="Loan Request"
        subtitle="Tell us what you need. An administrator reviews every request."
        actions={
          <ButtonLink variant="secondary" to="/Myloans">
            My Loans
          </ButtonLink>
        }
      />
      <div className="columns loan__layout--request">
        <section className="card" aria-label="Your request">
          <form className="form" onSubmit={onSubmit} noValidate aria-label="New loan">
            <LoanRequestFields field={bindFields(form)} />
            <Notice notice={feedback} />
            <Button type="submit" className="form-submit" disabled={request.isPending}>
              {request.isPending ? messages.loans.submitting : 'Submit Request'}
            </Button>
          </form>
        </section>
        <SchedulePreview
          choice={{ amount, type, duration, repayment }}
          rates={rates.data}
          ratesFailed={rates.isError}
        />
      </div>
    </div>
  );
}
