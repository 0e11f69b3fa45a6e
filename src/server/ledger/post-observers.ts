import type { PostCode } from './post-codes';

/** Which road a payment took: the group-commit pipeline (transfers) or `postPayment` in its own transaction. */
export type PostPath = 'pipeline' | 'direct';

/** Told of every call of the posting primitive in this process: the metrics count them. */
export type PostObserver = {
  /** One call of `post_payments` answered: one result code per payment request, in order. */
  answered: (path: PostPath, codes: PostCode[]) => void;
  /** Requests whose outcome is unknown (the database failed them); their callers got an error. */
  failed: (path: PostPath, count: number) => void;
};

const observers = new Set<PostObserver>();

/** Adds an observer; the function returned removes it (at app close). */
export function observePosts(observer: PostObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportAnswered(path: PostPath, codes: PostCode[]): void {
  for (const o of observers) o.answered(path, codes);
}

export function reportFailed(path: PostPath, count: number): void {
  for (const o of observers) o.failed(path, count);
}
