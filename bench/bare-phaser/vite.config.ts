import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Bare Phaser baseline: `npx vite build --config bench/bare-phaser/vite.config.ts` → bench/bare-phaser/dist. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
