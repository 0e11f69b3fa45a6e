import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { messages } from '../../../shared/messages';
import { Button } from './button';
import { FormMessage } from './form-message';

/**
 * A "Try again" button for what failed to load. Without `onRetry` it asks again for everything the screen
 * shows (the active queries, failed ones among them); outside a query client it reloads the page.
 */
export function RetryButton({ onRetry }: { onRetry?: () => void }) {
  const client = useContext(QueryClientContext);
  const retry =
    onRetry ?? (() => (client ? void client.refetchQueries({ type: 'active' }) : window.location.reload()));
  return (
    <Button variant="secondary" className="button--small" onClick={retry}>
      {messages.moneyFirst.tryAgain}
    </Button>
  );
}

/** What stands in for something that failed to load: the reason, and the button that asks for it again. */
export function TryAgain({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="stack-xs items-start">
      <FormMessage tone="error">{message}</FormMessage>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
