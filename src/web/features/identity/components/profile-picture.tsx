import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { AVATAR_MAX_BYTES } from '../../../../shared/schemas/identity';
import type { UserProfile } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useAvatarUpload } from '../api/use-avatar-upload';
import { fileProblem, IMAGE_ACCEPT } from '../file-checks';
import { useObjectUrl } from '../../../components/ui/use-object-url';
import { Notice, type NoticeValue } from '../../../components/ui/notice';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';

function initials(user: UserProfile): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || 'U';
}

/** The profile picture: a preview of the chosen image, then a real upload (POST /users/avatar). */
export function ProfilePicture({ user }: { user: UserProfile }) {
  const upload = useAvatarUpload();
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
    <Card className="stack" title="Profile picture" titleClassName="subtitle">
      <div className="grid profile-picture__frame">
        {shown ? (
          <img
            className="profile-picture__image"
            src={shown}
            alt={preview ? 'Preview of your new picture' : 'Your profile picture'}
          />
        ) : (
          <span className="text-primary profile-picture__initials" aria-hidden="true">
            {initials(user)}
          </span>
        )}
      </div>
      <Field
        label="Choose a picture"
        hint="JPG, PNG or WEBP, at most 2 MB. Location and camera details are removed."
      >
        {(control) => (
          <input
            key={inputKey}
            type="file"
            accept={IMAGE_ACCEPT}
            className="field__input file-field__input"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            {...control}
          />
        )}
      </Field>
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
    </Card>
  );
}
