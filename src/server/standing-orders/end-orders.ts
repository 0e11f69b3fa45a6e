import { accountGapMessages } from '../../shared/account-messages';
import type { Db } from '../db/connection';
import { notify } from '../notifications/notifications-repository';
import { endOrdersNaming } from './standing-orders-repository';

/**
 * A pot closed (issue 49 part 2): the standing orders that move money into or out of it end at once, each with a
 * notification, so none waits for a date on which it could only fail. Runs in the closing's transaction.
 */
export async function endOrdersOfClosedPot(trx: Db, potAccountId: string, potName: string): Promise<number> {
  const ended = await endOrdersNaming(trx, potAccountId);
  for (const order of ended) {
    await notify(trx, order.user_id, {
      kind: 'standing_order',
      title: accountGapMessages.potOrderEndedTitle,
      body: accountGapMessages.potOrderEndedBody(potName),
      link: '/StandingOrders',
    });
  }
  return ended.length;
}
