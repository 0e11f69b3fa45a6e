import { dataExportMessages as text } from '../../../shared/account-messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useDownloadDataExport } from './api/use-data-exports';

/**
 * `/MyData/download#<token>`: the mail's link. The token rides in the fragment, so it is never sent in a
 * URL, a log line or a Referer; the download sends it once, in the signed-in owner's session.
 */
export function DataExportDownloadPage() {
  const token = /^#([A-Za-z0-9_-]{43})$/.exec(window.location.hash)?.[1];
  const download = useDownloadDataExport();

  return (
    <div className="page identity">
      <PageHeader title={text.downloadTitle} subtitle={text.downloadIntro} />
      <section className="card stack-sm items-start">
        {!token && <FormMessage tone="error">{text.linkMissing}</FormMessage>}
        {token && !download.isSuccess && (
          <Button disabled={download.isPending} onClick={() => download.mutate(token)}>
            {download.isPending ? text.downloading : text.download}
          </Button>
        )}
        {download.isSuccess && <FormMessage tone="success">{text.downloaded}</FormMessage>}
        {download.isError && (
          <FormMessage tone="error">{errorText(download.error, text.linkInvalid)}</FormMessage>
        )}
      </section>
    </div>
  );
}
