import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAccounts } from '../../../lib/accounts-query';
import { feeText } from '../transfer-math';
import { BalancePanel } from './balance-panel';

type TransferScreenProps = {
  title: string;
  subtitle: string;
  feeCents: bigint;
  /** The form's section and the form's own accessible names. */
  sectionLabel: string;
  formLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the filled-in form is reviewed or its receipt shown, the form stays in the page, hidden. */
  reviewing: boolean;
  review: ReactNode;
  /** After sending: the receipt, in place of the form. */
  receipt: ReactNode;
  /** Above everything: the request to set a PIN first. */
  notice?: ReactNode;
  /** At the top of the form: who is paid. */
  picker?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
};

/** A transfer screen: the balances and fee beside the form, then the review step, then the receipt. */
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
          {props.notice}
          {props.receipt}
          <section
            className="card"
            hidden={props.reviewing || Boolean(props.receipt)}
            aria-label={props.sectionLabel}
          >
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
