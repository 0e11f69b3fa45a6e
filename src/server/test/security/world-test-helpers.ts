import { afterAll, beforeAll, expect } from 'vitest';
import { verifyLedger } from '../../ledger/verify-ledger';
import { useTestApp, type TestApp } from '../test-app';
import { buildWorld, type World } from './world';

/**
 * A test app with the world of `buildWorld` for one test file, made before its tests. After them the ledger
 * must still verify clean; then the app closes.
 */
export function useWorld(): { t: TestApp; w: World } {
  const t = useTestApp();
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await buildWorld(t));
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
  });
  return { t, w };
}
