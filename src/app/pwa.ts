/** Service worker registration with an update prompt that never reloads the page by itself. */
import { registerSW } from 'virtual:pwa-register';
import { t } from '../i18n';

/** Shows the update banner, unless it is on the page already. */
function showUpdateBanner(update: () => Promise<void>): void {
  if (document.getElementById('update-banner')) return;
  const bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  bar.id = 'update-banner';
  bar.style.cssText =
    'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:10;display:flex;gap:12px;align-items:center;' +
    'padding:10px 16px;border-radius:10px;background:#2a1a10;color:#f3e2c3;font:15px Georgia,serif;box-shadow:0 6px 20px #0008;';
  const text = document.createElement('span');
  text.textContent = t('pwa.ready');
  const now = document.createElement('button');
  now.textContent = t('pwa.now');
  const later = document.createElement('button');
  later.textContent = t('pwa.later');
  for (const b of [now, later]) {
    b.style.cssText =
      'font:inherit;padding:6px 12px;border-radius:6px;border:1px solid #c89b5a;background:#5a3a22;color:#f3e2c3;cursor:pointer;';
  }
  now.onclick = () => void update();
  later.onclick = () => bar.remove();
  bar.append(text, now, later);
  document.body.append(bar);
}

/** Registers the service worker (production builds only); a new version is announced, never forced. */
export function setupPwa(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      showUpdateBanner(() => updateSW(true));
    },
  });
}
