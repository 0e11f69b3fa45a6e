import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import type { Passkey } from '../../../../shared/schemas/passkeys';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { FormMessage } from '../../../components/ui/form-message';
import { useStepUp } from '../../../components/ui/step-up';
import { TextField } from '../../../components/ui/text-field';
import { apiRequest, errorText } from '../../../lib/api-client';
import { createPasskey, passkeyErrorText } from '../../../lib/passkeys';
import { queryKeys } from '../../../lib/query-keys';
import { RecoveryCodes } from './recovery-codes';

/** One passkey: its name (renamable), when it was added and last used, and Remove. */
function PasskeyRow({ passkey, onRemove, busy }: { passkey: Passkey; onRemove: () => void; busy: boolean }) {
  const client = useQueryClient();
  const [name, setName] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (next: string) =>
      apiRequest(`/users/passkeys/${passkey.id}`, { method: 'PATCH', body: { name: next } }),
    onSuccess: () => {
      setName(null);
      void client.invalidateQueries({ queryKey: queryKeys.passkeys });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name !== null) rename.mutate(name.trim());
  };
  return (
    <li className="cluster passkeys__item">
      {name === null ? (
        <>
          <div>
            <strong>{passkey.name}</strong>
            <p className="muted">
              Added <DateTime iso={passkey.createdAt} />
              {passkey.lastUsedAt ? (
                <>
                  {' · last used '}
                  <DateTime iso={passkey.lastUsedAt} />
                </>
              ) : null}
            </p>
          </div>
          <div className="row-wrap">
            <Button variant="secondary" onClick={() => setName(passkey.name)}>
              Rename<span className="visually-hidden"> {passkey.name}</span>
            </Button>
            <Button variant="danger" onClick={onRemove} disabled={busy}>
              Remove<span className="visually-hidden"> {passkey.name}</span>
            </Button>
          </div>
        </>
      ) : (
        <form
          className="form passkeys__rename"
          onSubmit={submit}
          noValidate
          aria-label={`Rename ${passkey.name}`}
        >
          <TextField
            label="Passkey name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <FormMessage tone="error">
            {rename.isError ? errorText(rename.error, messages.generic.internal) : null}
          </FormMessage>
          <div className="row-wrap">
            <Button type="submit" disabled={rename.isPending || !name.trim()}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setName(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The Security page's passkeys: add one on this device, rename, remove (removing asks for a fresh factor). */
export function PasskeysPanel({
  onAdded,
  twoStepOn = true,
}: {
  /** After a passkey is saved, with the recovery codes when it turned two-step on. */
  onAdded?: (recoveryCodes: string[] | null) => void;
  /** Two-step is on already: a new passkey does not turn it on (else the panel says that it will). */
  twoStepOn?: boolean;
}) {
  const client = useQueryClient();
  const stepUp = useStepUp();
  const [name, setName] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const list = useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: ({ signal }) => apiRequest<Passkey[]>('/users/passkeys', { signal }),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.passkeys });
    void client.invalidateQueries({ queryKey: queryKeys.mfa });
  };
  const add = useMutation({
    mutationFn: () => stepUp.run(() => createPasskey(name.trim() || undefined)),
    onSuccess: (saved) => {
      setName('');
      setCodes(saved.recoveryCodes);
      refresh();
      onAdded?.(saved.recoveryCodes);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => stepUp.run(() => apiRequest(`/users/passkeys/${id}`, { method: 'DELETE' })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  let problem: string | null = null;
  if (add.isError) problem = passkeyErrorText(add.error, messages.passkeys.rejected);
  else if (remove.isError) problem = errorText(remove.error, messages.generic.internal);

  return (
    <div className="stack-sm">
      <p>{messages.passkeys.intro}</p>
      {!twoStepOn ? <FormMessage tone="info">{messages.passkeys.turnsTwoStepOn}</FormMessage> : null}
      {list.data?.length === 0 ? <p className="muted">{messages.passkeys.none}</p> : null}
      {list.data?.length ? (
        <ul className="plain-list gap-2 passkeys" aria-label="Your passkeys">
          {list.data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} busy={remove.isPending} onRemove={() => remove.mutate(p.id)} />
          ))}
        </ul>
      ) : null}
      {add.isSuccess && codes ? (
        <RecoveryCodes codes={codes} message={messages.passkeys.addedTwoStepOn} />
      ) : null}
      {add.isSuccess && !codes ? <FormMessage tone="success">{messages.passkeys.added}</FormMessage> : null}
      {remove.isSuccess ? <FormMessage tone="success">{messages.passkeys.removed}</FormMessage> : null}
      <form className="form passkeys__add" onSubmit={submit} noValidate aria-label={messages.passkeys.add}>
        <TextField
          label="Passkey name (optional)"
          placeholder="My phone"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={add.isPending}>
          {messages.passkeys.add}
        </Button>
      </form>
      <FormMessage tone="error">{problem}</FormMessage>
      {stepUp.dialog}
    </div>
  );
}
