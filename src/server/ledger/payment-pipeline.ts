import type pg from 'pg';
import { backoff, isRetryable, MAX_ATTEMPTS } from '../db/transaction';
import {
  batchJson,
  POST_PAYMENTS_SQL,
  toPostResult,
  type PostedRow,
  type PostRequest,
  type PostResult,
} from './post-payment';
import { reportAnswered, reportFailed } from './post-observers';

type Waiting = { request: PostRequest; resolve: (r: PostResult) => void; reject: (e: unknown) => void };

export type PipelineStats = { batches: number; payments: number; largestBatch: number };

/**
 * Group commit. Payment requests that arrive while a batch is being committed wait in a queue; when the
 * commit returns, up to `maxBatch` of them go to the database together, in arrival order, as one call of
 * `post_payments` — one statement, so one transaction and one commit (one WAL flush) for all of them.
 * Nothing waits on a timer: with the database free, a request goes at once (after the current turn of the
 * event loop, so that requests read together are posted together). Each caller gets its own result; a
 * refusal is a result code and never undoes the others. The HTTP answer leaves only after the commit.
 */
export class PaymentPipeline {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;
  readonly stats: PipelineStats = { batches: 0, payments: 0, largestBatch: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: { maxBatch: number; concurrency: number } = { maxBatch: 256, concurrency: 1 },
  ) {}

  post(request: PostRequest): Promise<PostResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.concurrency || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.inFlight >= this.options.concurrency || this.queue.length === 0) return;
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    });
  }

  private async run(batch: Waiting[]): Promise<void> {
    this.stats.batches++;
    this.stats.payments += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    try {
      const rows = await this.postBatch(batch.map((w) => w.request));
      reportAnswered(
        'pipeline',
        rows.map((r) => r.code),
      );
      batch.forEach((w, i) => w.resolve(toPostResult(rows[i]!)));
    } catch (err) {
      // The database reported an error, so the statement (and the batch) was rolled back. Post each request
      // alone, so that one bad request fails by itself. Without an error code the connection broke and the
      // outcome is unknown: every caller is told so, and a retry with its Idempotency-Key is safe.
      if (batch.length > 1 && typeof (err as { code?: unknown }).code === 'string') {
        await Promise.all(batch.map((w) => this.run([w])));
        return;
      }
      reportFailed('pipeline', batch.length);
      batch.forEach((w) => w.reject(err));
    }
  }

  private async postBatch(requests: PostRequest[]): Promise<PostedRow[]> {
    const payload = batchJson(requests);
    for (let attempt = 1; ; attempt++) {
      try {
        // A named statement: the unnamed one was planned again on every batch, with the whole batch copied
        // into the plan as a constant.
        const result = await this.pool.query<PostedRow>({
          name: 'post_payments',
          text: POST_PAYMENTS_SQL,
          values: [payload],
        });
        return result.rows;
      } catch (err) {
        if (!isRetryable(err) || attempt >= MAX_ATTEMPTS) throw err;
        await backoff(attempt);
      }
    }
  }
}
