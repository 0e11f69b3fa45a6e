// Writes batches of local transfers between prepared customers as `post_payments` reads them, built by the
// app's own request builder, one batch a line: `tsx bench/lab/transfer-batches.ts DATA_DIR CUSTOMERS_JSON
// PIN SIZE COUNT OUT_FILE`. Who pays whom follows a fixed seed, so two runs write the same transfers (ids,
// references and keys aside).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../../src/server/config';
import { batchJson } from '../../src/server/ledger/post-payment';
import { loadPinKey } from '../../src/server/pin/pin-key';
import { localTransferBody } from '../../src/shared/schemas/transfers';
import { localTransferRequest, requestDeps } from '../../src/server/transfers/transfers-service';

type Customer = { id: string; name: string; number: string };

const [dataDir, customersFile, pin, size, count, outFile] = process.argv.slice(2);
if (!dataDir || !customersFile || !pin || !size || !count || !outFile) {
  throw new Error('usage: transfer-batches.ts DATA_DIR CUSTOMERS_JSON PIN SIZE COUNT OUT_FILE');
}
const customers = JSON.parse(readFileSync(customersFile, 'utf8')) as Customer[];
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const deps = requestDeps(config, loadPinKey(dataDir, config.pinKey));
const schema = localTransferBody(config.dailyTransferLimitCents);

// A small linear congruential generator: the same pairs on every run. Its high bits pick: the low bits of
// such a generator repeat with a short period, and picking by `seed % n` put two or three payers in a batch
// of 32 where the benchmark's uniform load has about twenty-five.
let seed = 20261128;
const pick = (n: number) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return Math.floor((seed / 2 ** 32) * n);
};

const lines: string[] = [];
for (let b = 0; b < Number(count); b++) {
  const requests = [];
  for (let i = 0; i < Number(size); i++) {
    const from = customers[pick(customers.length)]!;
    let to = from;
    while (to === from) to = customers[pick(customers.length)]!;
    const body = schema.parse({
      amount: 0.01,
      paymentAccount: 'Checking',
      bankName: config.bankName,
      accountNumber: to.number,
      accountName: to.name,
      pincode: pin,
    });
    requests.push(localTransferRequest(deps, { userId: from.id, idempotencyKey: `cost-${b}-${i}` }, body));
  }
  lines.push(batchJson(requests));
}
writeFileSync(outFile, lines.join('\n') + '\n');
