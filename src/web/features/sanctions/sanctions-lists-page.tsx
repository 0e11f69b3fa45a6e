import { useState, type FormEvent } from 'react';
import { sanctionsMessages as text } from '../../../shared/financial-crime-messages';
import type { SanctionsList } from '../../../shared/schemas/sanctions';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { Notice, type NoticeValue } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { useSanctionsLists, useUploadSanctionsList } from './api/use-sanctions';

const today = () => new Date().toISOString().slice(0, 10);

const columns: Array<Column<SanctionsList>> = [
  {
    header: 'Version',
    cell: (l) => l.version,
    sub: (l) => (l.active ? text.activeBadge : null),
    wrap: true,
  },
  { header: 'Published', cell: (l) => l.publishedOn },
  { header: 'Entries', cell: (l) => l.entries, sub: (l) => `${l.aliases} aliases`, numeric: true },
  {
    header: 'Uploaded by',
    cell: (l) => l.uploadedBy,
    sub: (l) => <DateTime iso={l.uploadedAt} />,
    wrap: true,
  },
];

function UploadForm() {
  const upload = useUploadSanctionsList();
  const [sdn, setSdn] = useState<File | null>(null);
  const [alt, setAlt] = useState<File | null>(null);
  const [version, setVersion] = useState('');
  const [publishedOn, setPublishedOn] = useState(today());
  const [notice, setNotice] = useState<NoticeValue>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!sdn || !alt) {
      setNotice({ tone: 'error', text: text.filesRequired });
      return;
    }
    const form = event.currentTarget;
    upload.mutate(
      { sdn, alt, version: version.trim(), publishedOn },
      {
        onSuccess: (answer) => {
          form.reset();
          setSdn(null);
          setAlt(null);
          setVersion('');
          setNotice({ tone: 'success', text: answer.message });
        },
        onError: (e) => setNotice({ tone: 'error', text: errorText(e, 'The list was not uploaded.') }),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={text.uploadHeading}>
      <div className="form__row">
        <TextField
          label={text.sdnLabel}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setSdn(e.target.files?.[0] ?? null)}
        />
        <TextField
          label={text.altLabel}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setAlt(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="form__row">
        <TextField
          label={text.versionLabel}
          hint={text.versionHint}
          value={version}
          maxLength={100}
          onChange={(e) => setVersion(e.target.value)}
        />
        <TextField
          label={text.publishedLabel}
          type="date"
          max={today()}
          value={publishedOn}
          onChange={(e) => setPublishedOn(e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? text.uploading : text.upload}
        </Button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}

/** `/admin/sanctions-lists`: upload a version of the sanctions list, and the versions uploaded. */
export function SanctionsListsPage() {
  const lists = useSanctionsLists();
  return (
    <div className="page bo-page">
      <PageHeader
        title={text.listsTitle}
        subtitle={text.listsSubtitle}
        actions={
          <ButtonLink to="/admin/sanctions" variant="secondary">
            {text.reviewTitle}
          </ButtonLink>
        }
      />
      <Card className="card-stack" title={text.uploadHeading}>
        <UploadForm />
      </Card>
      <Card className="card-stack" title={text.versionsHeading}>
        <DataTable
          label={text.versionsHeading}
          columns={columns}
          rows={lists.data}
          rowKey={(l) => l._id}
          loading={lists.isPending}
          loadingText={text.loadingLists}
          error={lists.isError ? 'The lists could not be loaded.' : null}
          emptyText={text.noLists}
        />
      </Card>
    </div>
  );
}
