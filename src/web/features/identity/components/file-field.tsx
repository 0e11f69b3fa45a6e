import { useId } from 'react';
import { useObjectUrl } from '../../../components/ui/use-object-url';

type FileFieldProps = {
  label: string;
  name: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  error?: string;
};

/** A labelled file input with a preview of the chosen image (a PDF shows its name). */
export function FileField({ label, name, accept, file, onChange, hint, error }: FileFieldProps) {
  const id = useId();
  const isImage = Boolean(file?.type.startsWith('image/'));
  const preview = useObjectUrl(isImage ? file : null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field file-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="field__input file-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <img className="rounded bordered file-field__preview" src={preview} alt={`Preview of ${label}`} />
      ) : null}
      {file && !isImage ? <p className="text-sm break-anywhere">{file.name}</p> : null}
    </div>
  );
}
