import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAccounts } from '../../../lib/accounts-query';
import { feeText } from '../transfer-math';
import { BalancePanel } from './balance-panel';
import { SuccessRegion } from './success-region';

type TransferScreenProps = {
  title: string;
  subtitle: string;
  feeCents: bigint;
  success: string | null;
  /** The form's section and the form's own accessible names. */
  sectionLabel: string;
  formLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the filled-in form is reviewed, the form stays in the page, hidden, and `review` shows. */
  reviewing: boolean;
  review: ReactNode;
  /** Above the fields: the saved-payee picker. */
  picker?: ReactNode;
  /** Under the success notice: the offer to save the payee. */
  afterSuccess?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
};

/** A transfer screen: the balances and fee beside the form, the success notice, and the review step. */
export function TransferScreen(props: TransferScreenProps) {
  const accounts = useAccounts();
  return (
    <div className="page transfer">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <div className="columns transfer__layout">
        <BalancePanel
          accounts={accounts.data}
          loading={accounts.isPending}
          failed={accounts.isError}
          feeLine={`Fee: ${feeText(props.feeCents)}`}
        />
        <div className="columns">
          <SuccessRegion text={props.success} />
          {props.success ? props.afterSuccess : null}
          <section className="card" hidden={props.reviewing} aria-label={props.sectionLabel}>
            <form className="form" onSubmit={props.onSubmit} noValidate aria-label={props.formLabel}>
              {props.picker}
              {props.children}
              <Button type="submit" className="form-submit">
                Make Transfer
              </Button>
            </form>
          </section>
          {props.review}
        </div>
      </div>
    </div>
  );
}
