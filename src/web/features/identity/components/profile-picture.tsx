import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { AVATAR_MAX_BYTES } from '../../../../shared/schemas/identity';
import type { UserProfile } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useAvatarUpload } from '../api/use-avatar-upload';
import { fileProblem, IMAGE_ACCEPT } from '../file-checks';
import { useObjectUrl } from '../../../components/ui/use-object-url';
import { Notice, type NoticeValue } from '../../../components/ui/notice';

function initials(user: UserProfile): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || 'U';
}

/** The profile picture: a preview of the chosen image, then a real upload (POST /users/avatar). */
export function ProfilePicture({ user }: { user: UserProfile }) {
  const upload = useAvatarUpload();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [feedback, setFeedback] = useState<NoticeValue>(null);
  const preview = useObjectUrl(file);
  const shown = preview ?? user.avatarUrl ?? undefined;

  const clear = () => {
    setFile(null);
    setInputKey((key) => key + 1);
  };

  const choose = (chosen: File | null) => {
    setFeedback(null);
    const problem = chosen ? fileProblem(chosen, IMAGE_ACCEPT, AVATAR_MAX_BYTES) : undefined;
    if (problem) {
      setFeedback({ tone: 'error', text: problem });
      clear();
      return;
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        setFeedback({ tone: 'success', text: answer.message || messages.identity.avatarUpdated });
        clear();
      },
      onError: (error) =>
        setFeedback({ tone: 'error', text: errorText(error, messages.identity.avatarFailed) }),
    });
  };

  return (
    <section className="card stack" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="subtitle">
        Profile picture
      </h2>
      <div className="profile-picture__frame">
        {shown ? (
          <img
            className="profile-picture__image"
            src={shown}
            alt={preview ? 'Preview of your new picture' : 'Your profile picture'}
          />
        ) : (
          <span className="profile-picture__initials" aria-hidden="true">
            {initials(user)}
          </span>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Choose a picture
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="field__input file-field__input"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-hint`} className="field__hint">
          JPG, PNG or WEBP, at most 2 MB. Location and camera details are removed.
        </p>
      </div>
      {file ? (
        <div className="row-wrap">
          <Button onClick={send} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload picture'}
          </Button>
          <Button variant="secondary" onClick={clear} disabled={upload.isPending}>
            Cancel
          </Button>
        </div>
      ) : null}
      <Notice notice={feedback} className="" />
    </section>
  );
}
