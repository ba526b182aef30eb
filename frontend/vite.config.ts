import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// In dev, Vite serves the app and proxies the API; in production the API serves dist/.
export default defineConfig({
  plugins: [react(), precompress()],
  // The shared contracts are read from source, so a change there shows up without a build.
  resolve: { alias: { '@crew/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
});
