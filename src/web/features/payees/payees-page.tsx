import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Payee } from '../../../shared/schemas/payees';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { payeeBodyOf, useEditPayee, useRemovePayee } from '../../lib/payees-api';
import { AddPayeeForm } from './components/add-payee-form';
import { PayeesTable } from './components/payees-table';
import { Card } from '../../components/ui/card';

function EditPayeeDialog({ payee, onClose }: { payee: Payee | null; onClose: () => void }) {
  const edit = useEditPayee();
  const [name, setName] = useState('');
  const [nickname, setNickname] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  if (payee && shown !== payee._id) {
    setShown(payee._id);
    setName(payee.name);
    setNickname(payee.nickname ?? '');
    edit.reset();
  }
  const save = () =>
    payee &&
    edit.mutate({ id: payee._id, body: payeeBodyOf(payee, { name, nickname }) }, { onSuccess: onClose });
  return (
    <Dialog
      open={Boolean(payee)}
      onClose={onClose}
      title="Edit payee"
      closeLabel="Close"
      actions={
        <Button onClick={save} disabled={edit.isPending}>
          Save changes
        </Button>
      }
    >
      <div className="stack-sm">
        <TextField label="Account name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Nickname (optional)"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
        <FormMessage tone="error">
          {edit.isError ? errorText(edit.error, messages.generic.internal) : null}
        </FormMessage>
      </div>
    </Dialog>
  );
}

function RemovePayeeDialog({ payee, onClose }: { payee: Payee | null; onClose: () => void }) {
  const remove = useRemovePayee();
  return (
    <Dialog
      open={Boolean(payee)}
      onClose={onClose}
      title="Remove payee"
      closeLabel="Keep"
      actions={
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => payee && remove.mutate(payee._id, { onSuccess: onClose })}
        >
          Remove
        </Button>
      }
    >
      <p>Remove {payee?.name} from your payees? Your statement keeps the payments you made.</p>
      <FormMessage tone="error">
        {remove.isError ? errorText(remove.error, messages.generic.internal) : null}
      </FormMessage>
    </Dialog>
  );
}

/** `/Payees`: the saved payees, and a new one added after confirmation of payee. */
export function PayeesPage() {
  const [editing, setEditing] = useState<Payee | null>(null);
  const [removing, setRemoving] = useState<Payee | null>(null);
  return (
    <div className="page stack">
      <PageHeader title={messages.payees.title} subtitle={messages.payees.subtitle} />
      <section className="card panel">
        <PayeesTable onEdit={setEditing} onRemove={setRemoving} />
      </section>
      <Card className="panel stack" title="Add a payee">
        <AddPayeeForm />
      </Card>
      <EditPayeeDialog payee={editing} onClose={() => setEditing(null)} />
      <RemovePayeeDialog payee={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
