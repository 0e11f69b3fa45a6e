import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Notice } from '../../../components/ui/notice';
import { errorText } from '../../../lib/api-client';
import { useVerifyChain } from '../api/use-audit';
import { backofficeTexts } from '../backoffice-texts';

/** Recomputes every record's hash on request and says whether the chain still holds. */
export function ChainCheck() {
  const verify = useVerifyChain();
  const result = verify.data;
  return (
    <div className="stack-xs items-start bo-chain">
      <Button variant="secondary" disabled={verify.isPending} onClick={() => verify.mutate()}>
        {verify.isPending ? 'Verifying…' : 'Verify chain'}
      </Button>
      <Notice
        notice={
          result
            ? result.ok
              ? { tone: 'success', text: backofficeTexts.chainIntact(result.records) }
              : { tone: 'error', text: backofficeTexts.chainBroken(result.brokenAt ?? '?') }
            : null
        }
      />
      {verify.isError ? (
        <FormMessage tone="error">{errorText(verify.error, 'The chain could not be checked.')}</FormMessage>
      ) : null}
    </div>
  );
}
