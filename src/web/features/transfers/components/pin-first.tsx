import { messages } from '../../../../shared/messages';
import { ButtonLink } from '../../../components/ui/button';

/**
 * A customer without a PIN is asked to set one before the first payment, not told after it fails: the
 * transfer page shows this above the form, and the confirmation step shows it instead of the PIN field.
 */
export function PinFirst() {
  return (
    <section className="card stack-sm tone-warning pin-first" aria-labelledby="pin-first-title">
      <h2 id="pin-first-title" className="section-title m-0">
        {messages.payments.pinFirstTitle}
      </h2>
      <p className="m-0">{messages.payments.pinFirstBody}</p>
      <div>
        <ButtonLink to="/ManagePin">{messages.payments.pinFirstLink}</ButtonLink>
      </div>
    </section>
  );
}
