import { useState } from 'react';
import { interestMessages } from '../../../shared/account-messages';
import type { ScheduledJob } from '../../../shared/schemas/interest';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { Notice, type NoticeValue } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useRunJob, useScheduledJobs } from './api/use-interest';

const RESULT: Record<NonNullable<ScheduledJob['lastRun']>['result'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

const columns: Array<Column<ScheduledJob>> = [
  { header: 'Job', cell: (j) => j.label, sub: (j) => j.name, wrap: true },
  { header: 'Schedule', cell: (j) => (j.enabled ? j.schedule : 'Off') },
  { header: 'Last run', cell: (j) => (j.lastRun ? <DateTime iso={j.lastRun.startedAt} /> : 'Never') },
  {
    header: 'Result',
    cell: (j) => (j.lastRun ? RESULT[j.lastRun.result] : '—'),
    sub: (j) => j.lastRun?.detail ?? null,
    wrap: true,
  },
  { header: 'Queued', cell: (j) => String(j.queued), numeric: true },
];

/** `/admin/jobs`: the scheduled jobs, their last run and result; an administrator can run one now. */
export function JobsPage() {
  const jobs = useScheduledJobs();
  const run = useRunJob();
  const [notice, setNotice] = useState<NoticeValue>(null);
  const runNow = (job: ScheduledJob) => {
    setNotice(null);
    run.mutate(job.name, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
      onError: (e) => setNotice({ tone: 'error', text: errorText(e, 'The job was not queued.') }),
    });
  };
  return (
    <div className="page bo-page">
      <PageHeader
        title={interestMessages.jobsTitle}
        subtitle="Each runs once across all instances. Run now queues it for the next free worker."
      />
      <Card className="card-stack" title="Jobs">
        <Notice notice={notice} />
        <DataTable
          label="Scheduled jobs"
          columns={columns}
          rows={jobs.data}
          rowKey={(j) => j.name}
          loading={jobs.isPending}
          error={jobs.isError ? 'The jobs could not be loaded.' : null}
          actionsHeader="Run"
          rowActions={(j) =>
            j.runnable ? (
              <Button
                variant="secondary"
                onClick={() => runNow(j)}
                disabled={run.isPending}
                aria-label={`Run ${j.label} now`}
              >
                Run now
              </Button>
            ) : null
          }
        />
      </Card>
    </div>
  );
}
