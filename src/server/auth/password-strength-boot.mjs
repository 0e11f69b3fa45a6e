// Entry of the password-strength worker thread: worker threads do not inherit the main thread's tsx
// hooks, so this plain module registers them before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./password-strength-thread.ts');
