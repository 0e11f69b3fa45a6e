// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { loadConfig } from '../config';
import { openDatabase } from './database';

const database = await openDatabase(loadConfig(process.env, { needsPinKey: false }), () => {});
console.log('Database migrated.');
await database.close();
