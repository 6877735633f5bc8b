import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Vite build for the browser game, with the installable offline PWA (manifest + precaching service worker). */
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // Phaser's loader cannot read inlined (non-base64) SVG data URLs: keep every SVG a file.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    // The engine and the shared code have no side effects (no DOM, storage, clock or randomness; see README): a module
    // of them that nothing uses is dropped, so the title's few card tables do not pull in the rules (smaller initial JS).
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/](cards[\\/]engine|shared)[\\/]/.test(id),
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Carson City: The Card Game',
        short_name: 'Carson City',
        description: 'Bid, draft and build a Wild West city: solo against bots or pass-and-play.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'landscape',
        theme_color: '#3b2416',
        background_color: '#1e140d',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,wav,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
});
