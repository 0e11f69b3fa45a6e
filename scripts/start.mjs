// `npm start`: the bank on the embedded PostgreSQL under ./data (or DATABASE_URL), on PORT (3000).
import { runServer } from './run-server.mjs';

process.env.NODE_ENV ??= 'production';
await runServer();
