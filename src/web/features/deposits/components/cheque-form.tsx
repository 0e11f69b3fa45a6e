import { useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { parseAmountToCents } from '../../../../shared/money';
import { CHEQUE_MAX_CENTS } from '../../../../shared/schemas/deposits';
import { Button } from '../../../components/ui/button';
import { AmountInput } from '../../../components/ui/amount-input';
import { errorText } from '../../../lib/api-client';
import { useUploadCheque } from '../api/use-deposits';
import { ChequePicker } from './cheque-picker';
import { Notice, type NoticeValue } from '../../../components/ui/notice';

/**
 * SPEC.md §2/§5/§8: an image picker with preview, the amount and Deposit Cheque. A file must be chosen;
 * after any answer from the server the file and its preview are cleared.
 */
export function ChequeForm() {
  const upload = useUploadCheque();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [feedback, setFeedback] = useState<NoticeValue>(null);

  const clearFile = () => {
    setFile(null);
    if (picker.current) picker.current.value = '';
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) return setFeedback({ tone: 'error', text: messages.chequeDeposit.selectImage });
    if (!file.type.startsWith('image/')) {
      clearFile();
      return setFeedback({ tone: 'error', text: messages.chequeDeposit.notAnImage });
    }
    const parsed = parseAmountToCents(amount.trim(), CHEQUE_MAX_CENTS);
    setAmountError(parsed.ok ? undefined : parsed.message);
    if (!parsed.ok) return;
    setFeedback(null);
    upload.mutate(
      { image: file, amount: amount.trim() },
      {
        onSuccess: (answer) => {
          setFeedback({ tone: 'success', text: answer?.message || messages.chequeDeposit.uploaded });
          setAmount('');
        },
        onError: (error) =>
          setFeedback({ tone: 'error', text: errorText(error, messages.chequeDeposit.uploadError) }),
        onSettled: clearFile,
      },
    );
  };

  return (
    <form className="form cheque-form" onSubmit={onSubmit} noValidate aria-label="Deposit a cheque">
      <ChequePicker
        inputRef={picker}
        file={file}
        onPick={(picked) => {
          setFeedback(null);
          setFile(picked);
        }}
      />
      <AmountInput
        freeText
        value={amount}
        error={amountError}
        hint="The amount written on the cheque, in dollars."
        onChange={(event) => setAmount(event.target.value)}
      />
      <p className="callout">{messages.chequeDeposit.delayNote}</p>
      <Notice notice={feedback} />
      <Button type="submit" className="start" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Deposit Cheque'}
      </Button>
    </form>
  );
}
