export type BatchQueue<T> = { push(item: T): void };

export function createBatchQueue<T>(options: {
  maxBatch: number;
  concurrency: number;
  post: (batch: T[]) => Promise<void>;
}): BatchQueue<T>;
