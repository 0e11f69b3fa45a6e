import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * The browser app lives in src/web and is built into dist/web, which the server serves.
 * In development every request that is not a page navigation goes to the API server.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zxcvbn's word lists are data, loaded on the first keystroke in a new-password field; named so
        // e2e/budget.spec.ts can tell them from code chunks.
        codeSplitting: {
          groups: [{ name: 'password-dictionary', test: /@zxcvbn-ts[\\/]language-/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '^/(?!src/|@|node_modules/).*': {
        target: `http://127.0.0.1:${apiPort}`,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
