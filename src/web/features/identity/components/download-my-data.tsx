import { dataExportMessages as text } from '../../../../shared/account-messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-message';
import { useStepUp } from '../../../components/ui/step-up';
import { errorText } from '../../../lib/api-client';
import { useDataExports, useRequestDataExport } from '../api/use-data-exports';

const when = (at: string) => new Date(at).toLocaleString();

/** My Account › "Download my data": asks for the archive (behind the step-up) and shows the latest requests. */
export function DownloadMyData() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const stepUp = useStepUp();
  const latest = exports.data?.[0];

  return (
    <Card title={text.title} titleClassName="subtitle" className="stack-sm">
      <p className="note">{text.intro}</p>
      <div>
        <Button
          variant="secondary"
          disabled={request.isPending || latest?.status === 'queued'}
          onClick={() => request.mutate(stepUp.run)}
        >
          {request.isPending ? text.requesting : text.request}
        </Button>
      </div>
      {request.isSuccess && <FormMessage tone="success">{text.requested}</FormMessage>}
      {request.isError && <FormMessage tone="error">{errorText(request.error, text.failed)}</FormMessage>}
      {exports.isError && <FormMessage tone="error">{text.loadFailed}</FormMessage>}
      {latest && (
        <p className="note" data-testid="data-export-status">
          {text.requestedAt(when(latest.requestedAt))}: {text.status[latest.status] ?? latest.status}
          {latest.status === 'ready' && latest.expiresAt
            ? ` (${text.readyUntil(when(latest.expiresAt))})`
            : ''}
        </p>
      )}
      {stepUp.dialog}
    </Card>
  );
}
