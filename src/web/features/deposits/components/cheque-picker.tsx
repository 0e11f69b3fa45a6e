import type { ChangeEvent, Ref } from 'react';
import { useObjectUrl } from '../../../components/ui/use-object-url';
import { Field } from '../../../components/ui/field';

type ChequePickerProps = {
  inputRef: Ref<HTMLInputElement>;
  file: File | null;
  onPick: (file: File | null) => void;
};

/** The image file picker and a preview of the chosen picture (kept in the browser until it is sent). */
export function ChequePicker({ inputRef, file, onPick }: ChequePickerProps) {
  const preview = useObjectUrl(file);
  return (
    <>
      <Field
        label="Cheque image"
        hint="A clear photo of the front of the cheque: JPEG, PNG or WebP, at most 10 MB."
      >
        {(control) => (
          <input
            ref={inputRef}
            className="min-w-0 rounded bg-muted cheque-form__picker"
            type="file"
            accept="image/*"
            onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? null)}
            {...control}
          />
        )}
      </Field>
      <figure className="grid m-0 rounded bordered bg-muted cheque-form__preview">
        {preview ? (
          <img src={preview} alt="Preview of the selected cheque" />
        ) : (
          <figcaption className="empty-note">No image selected</figcaption>
        )}
      </figure>
    </>
  );
}
