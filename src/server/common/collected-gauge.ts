/** A gauge read at every scrape, for counts that live elsewhere (a job queue's depth, backups, …). */
export type CollectedGauge = {
  name: string;
  help: string;
  /** The value now; with labels, one value per label value (e.g. `{ pending: 3, failed: 1 }`). */
  read: () => Promise<number | Record<string, number>> | number | Record<string, number>;
  /** The label that the keys of a record answer go under. */
  labelName?: string;
};
