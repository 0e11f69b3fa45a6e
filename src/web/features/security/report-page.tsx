import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { apiRequest, errorText } from '../../lib/api-client';

/** `/security/report?token=…`: the new-sign-in mail's link; locks the account down without signing in. */
export function ReportPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const report = useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/users/security/lockdown', { method: 'POST', body: { token } }),
  });
  return (
    <main id="main" className="page stack">
      <PageHeader title={messages.lockdown.button} subtitle={messages.lockdown.confirm} />
      <section className="card panel">
        {report.isSuccess ? (
          <>
            <FormMessage tone="success">{messages.lockdown.done}</FormMessage>
            <Link to="/ForgotPassword">Reset your password</Link>
          </>
        ) : (
          <div>
            <Button variant="danger" disabled={report.isPending || !token} onClick={() => report.mutate()}>
              Lock my account down
            </Button>
          </div>
        )}
        <FormMessage tone="error">
          {report.isError ? errorText(report.error, messages.lockdown.invalidLink) : null}
        </FormMessage>
      </section>
    </main>
  );
}
