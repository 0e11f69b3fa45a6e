import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { DOCUMENT_MAX_BYTES, idNumberSchema, type KycDocument } from '../../../../shared/schemas/identity';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { useSubmitKyc } from '../api/use-kyc';
import { fileProblem, IMAGE_ACCEPT, IMAGE_OR_PDF_ACCEPT } from '../file-checks';
import { FileField } from './file-field';
import { Card } from '../../../components/ui/card';

const DOCUMENTS: { name: KycDocument; label: string; accept: string; missing: string }[] = [
  { name: 'idFront', label: 'ID front (image)', accept: IMAGE_ACCEPT, missing: 'the front of your ID' },
  { name: 'idBack', label: 'ID back (image)', accept: IMAGE_ACCEPT, missing: 'the back of your ID' },
  {
    name: 'proofOfAddress',
    label: 'Proof of address (image or PDF)',
    accept: IMAGE_OR_PDF_ACCEPT,
    missing: 'a proof of address',
  },
];

type Files = Record<KycDocument, File | null>;
type Errors = Partial<Record<KycDocument | 'idNumber', string>>;

function problems(idNumber: string, files: Files): Errors {
  const errors: Errors = {};
  const id = idNumberSchema.safeParse(idNumber);
  if (!id.success) errors.idNumber = id.error.issues[0]?.message;
  for (const doc of DOCUMENTS) {
    const file = files[doc.name];
    errors[doc.name] = file
      ? fileProblem(file, doc.accept, DOCUMENT_MAX_BYTES)
      : messages.identity.kycFileRequired(doc.missing);
  }
  return errors;
}

/** The KYC form (SPEC.md §2): idFront, idBack, proofOfAddress and idNumber, all required. */
export function KycForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const submit = useSubmitKyc();
  const [idNumber, setIdNumber] = useState('');
  const [files, setFiles] = useState<Files>({ idFront: null, idBack: null, proofOfAddress: null });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setFailure(undefined);
    const found = problems(idNumber, files);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const { idFront, idBack, proofOfAddress } = files as Record<KycDocument, File>;
    submit.mutate(
      { idNumber: idNumber.trim(), idFront, idBack, proofOfAddress },
      {
        onSuccess: (answer) => onSubmitted(answer.message || messages.identity.kycSubmitted),
        onError: (error) => setFailure(errorText(error, messages.identity.kycFailed)),
      },
    );
  };

  return (
    <Card title="Submit your documents" titleClassName="subtitle">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="KYC documents">
        <TextField
          label="ID number"
          name="idNumber"
          autoComplete="off"
          maxLength={30}
          value={idNumber}
          error={errors.idNumber}
          hint="4 to 30 letters, digits or dashes, as printed on the ID."
          onChange={(event) => setIdNumber(event.target.value)}
        />
        {DOCUMENTS.map((doc) => (
          <FileField
            key={doc.name}
            label={doc.label}
            name={doc.name}
            accept={doc.accept}
            file={files[doc.name]}
            error={errors[doc.name]}
            hint="At most 10 MB."
            onChange={(file) => {
              setFiles((current) => ({ ...current, [doc.name]: file }));
              setErrors((current) => ({ ...current, [doc.name]: undefined }));
            }}
          />
        ))}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <Button type="submit" className="start" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit for review'}
        </Button>
      </form>
    </Card>
  );
}
