import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { prerender } from './prerender';

// In dev, Vite serves the app and proxies the API; in production the API serves dist/.
// `vite build --ssr` (after the client build) writes the server render into dist/.ssr and
// prerenders the static public pages with it (ADR 0030).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), isSsrBuild ? prerender() : precompress()],
  // The shared contracts are read from source, so a change there shows up without a build.
  resolve: { alias: { '@crew/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  // One self-contained file: the API's production image installs the backend's packages only.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: false, rollupOptions: { output: { codeSplitting: false } } }
    : {
        sourcemap: true,
        chunkSizeWarningLimit: 1200,
        // The manifest names the built start-after-paint entry for the prerendered pages.
        manifest: true,
        rollupOptions: { input: { index: 'index.html', 'start-after-paint': 'src/start-after-paint.ts' } },
      },
}));
