import { defineConfig } from 'vite';

/** Vite build for the browser game. */
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
});
