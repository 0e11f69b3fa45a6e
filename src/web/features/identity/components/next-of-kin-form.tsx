import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import {
  DOCUMENT_MAX_BYTES,
  GENDERS,
  todayIso,
  type NextOfKin,
  type NextOfKinDocument,
} from '../../../../shared/schemas/identity';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSaveNextOfKin, type NextOfKinUpload } from '../api/use-next-of-kin';
import { fileProblem, IMAGE_ACCEPT } from '../file-checks';
import { FileField } from './file-field';
import { GenderField } from './gender-field';
import { bindFields } from '../../../lib/form-fields';

type Values = Omit<NextOfKinUpload, 'idFront' | 'idBack'>;
type Files = Record<NextOfKinDocument, File | null>;

const { resolver } = lazyZodResolver<Values>(() =>
  import('../../../../shared/schemas/identity').then((m) => m.nextOfKinFields),
);

const DOCUMENTS: { name: NextOfKinDocument; label: string }[] = [
  { name: 'idFront', label: 'ID front (image)' },
  { name: 'idBack', label: 'ID back (image)' },
];

function initialValues(saved: NextOfKin | null): Values {
  if (!saved) {
    return { fullName: '', email: '', phone: '', gender: GENDERS[0], dob: '', address: '', state: '' };
  }
  const { fullName, email, phone, gender, dob, address, state } = saved;
  return { fullName, email, phone, gender, dob, address, state };
}

function fileErrors(files: Files, saved: NextOfKin | null) {
  const errors: Partial<Record<NextOfKinDocument, string>> = {};
  for (const { name } of DOCUMENTS) {
    const file = files[name];
    if (file) errors[name] = fileProblem(file, IMAGE_ACCEPT, DOCUMENT_MAX_BYTES);
    else if (!saved) errors[name] = messages.identity.nextOfKinDocumentsRequired;
  }
  return errors;
}

/** The next-of-kin fields of SPEC.md §2, filled with what is saved; stored ID images are kept unless replaced. */
export function NextOfKinForm({
  saved,
  onSaved,
}: {
  saved: NextOfKin | null;
  onSaved: (text: string) => void;
}) {
  const save = useSaveNextOfKin();
  const [files, setFiles] = useState<Files>({ idFront: null, idBack: null });
  const [documentErrors, setDocumentErrors] = useState<ReturnType<typeof fileErrors>>({});
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values>({ resolver, defaultValues: initialValues(saved) });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setFailure(undefined);
    const found = fileErrors(files, saved);
    setDocumentErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      { ...values, idFront: files.idFront ?? undefined, idBack: files.idBack ?? undefined },
      {
        onSuccess: (answer) => onSaved(answer.message || messages.identity.nextOfKinSaved),
        onError: (error) => setFailure(errorText(error, messages.identity.nextOfKinFailed)),
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Next of kin">
      <TextField label="Full name" autoComplete="off" maxLength={120} {...field('fullName')} />
      <div className="form__row">
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
      </div>
      <div className="form__row">
        <GenderField {...field('gender')} />
        <TextField label="Date of birth" type="date" max={todayIso()} {...field('dob')} />
      </div>
      <TextField label="Address" autoComplete="off" maxLength={300} {...field('address')} />
      <TextField label="State" autoComplete="off" maxLength={100} {...field('state')} />
      <div className="form__row">
        {DOCUMENTS.map(({ name, label }) => (
          <div key={name} className="field content-start">
            <FileField
              label={label}
              name={name}
              accept={IMAGE_ACCEPT}
              file={files[name]}
              error={documentErrors[name]}
              hint={
                saved
                  ? 'An image is stored. Leave this empty to keep it.'
                  : 'JPG, PNG or WEBP, at most 10 MB.'
              }
              onChange={(file) => {
                setFiles((current) => ({ ...current, [name]: file }));
                setDocumentErrors((current) => ({ ...current, [name]: undefined }));
              }}
            />
            {saved ? (
              <a className="text-sm" href={saved.documents[name].url} download>
                Download the stored {label.replace(' (image)', '')}
              </a>
            ) : null}
          </div>
        ))}
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <Button type="submit" className="start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save next of kin'}
      </Button>
    </form>
  );
}
