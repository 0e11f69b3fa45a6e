import { parentPort } from 'node:worker_threads';
import { loadPasswordChecker } from '../../shared/password-strength';

/** The worker's side: zxcvbn and its dictionaries live here, so the main thread never holds them. */
export type StrengthRequest = { id: number; password: string; userInputs: string[] };

const check = await loadPasswordChecker();
parentPort!.on('message', (m: StrengthRequest) => {
  parentPort!.postMessage({ id: m.id, strength: check(m.password, m.userInputs) });
});
