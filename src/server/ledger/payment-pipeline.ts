import type pg from 'pg';
import { backoff, isRetryable, MAX_ATTEMPTS } from '../db/transaction';
import { createBatchQueue, type BatchQueue } from './batch-queue';
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

/** `mostInFlight`: the most batches the pipeline had at the database at once. */
export type PipelineStats = { batches: number; payments: number; largestBatch: number; mostInFlight: number };

export type PipelineOptions = { maxBatch: number; concurrency: number };

/**
 * Group commit. Payment requests that arrive while a batch is being committed wait in a queue; up to
 * `maxBatch` of them go to the database together, in arrival order, as one call of `post_payments` — one
 * statement, so one transaction and one commit (one WAL flush) for all of them. Nothing waits on a timer:
 * with the database free, a request goes at once (after the current turn of the event loop, so that requests
 * read together are posted together); with a batch there, the next goes once it is as large as the last and
 * waits at the database for the first one's row locks (`batch-queue.ts`). Each caller gets its own result;
 * a refusal is a result code and never undoes the others. The HTTP answer leaves only after the commit.
 */
export class PaymentPipeline {
  private readonly queue: BatchQueue<Waiting>;
  readonly stats: PipelineStats = { batches: 0, payments: 0, largestBatch: 0, mostInFlight: 0 };
  private inFlight = 0;
  /** Requests posted and not yet answered, queued or at the database. */
  private held = 0;
  /** `close` calls waiting for `held` to reach 0. */
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly pool: pg.Pool,
    options: PipelineOptions = { maxBatch: 256, concurrency: 1 },
  ) {
    const { maxBatch, concurrency } = options;
    this.queue = createBatchQueue({ maxBatch, concurrency, post: (batch) => this.run(batch) });
  }

  post(request: PostRequest): Promise<PostResult> {
    return new Promise((resolve, reject) => {
      this.held++;
      const settled = () => {
        if (--this.held === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      };
      this.queue.push({
        request,
        resolve: (result) => (resolve(result), settled()),
        reject: (err) => (reject(err), settled()),
      });
    });
  }

  /**
   * Waits for every payment it holds to be answered. The server closes its pool after this: a request whose
   * client has gone is still queued then, and is posted, not failed.
   */
  async close(): Promise<void> {
    if (this.held > 0) await new Promise<void>((r) => this.idleWaiters.push(r));
  }

  private async run(batch: Waiting[]): Promise<void> {
    this.stats.batches++;
    this.stats.payments += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    try {
      const rows = await this.postBatch(batch.map((w) => w.request));
      // Each caller gets its own row of the committed batch.
      reportAnswered(
        'pipeline',
        rows.map((r) => r.code),
      );
      batch.forEach((w, i) => w.resolve(toPostResult(rows[i]!)));
    } catch (err) {
      await this.handleFailure(batch, err);
    }
  }

  // The database reported an error, so the statement (and the batch) was rolled back. Post each request
  // alone, so that one bad request fails by itself. Without an error code the connection broke and the
  // outcome is unknown: every caller is told so, and a retry with its Idempotency-Key is safe.
  private async handleFailure(batch: Waiting[], err: unknown): Promise<void> {
    if (batch.length > 1 && typeof (err as { code?: unknown }).code === 'string') {
      await Promise.all(batch.map((w) => this.run([w])));
      return;
    }
    reportFailed('pipeline', batch.length);
    batch.forEach((w) => w.reject(err));
  }

  private async postBatch(requests: PostRequest[]): Promise<PostedRow[]> {
    const payload = batchJson(requests);
    this.stats.mostInFlight = Math.max(this.stats.mostInFlight, ++this.inFlight);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          // A named statement: the unnamed one was planned again on every batch, with the whole batch
          // copied into the plan as a constant.
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
    } finally {
      this.inFlight--;
    }
  }
}
