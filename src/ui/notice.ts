/** A non-blocking notice over the game (a DOM strip): storage problems, import results. It never takes the keyboard. */
import { t } from '../i18n';

/** How a notice looks. */
export type NoticeKind = 'info' | 'warning' | 'error';

const COLORS: Record<NoticeKind, string> = { info: '#2a1a10', warning: '#5a3410', error: '#5a1a14' };
const BORDERS: Record<NoticeKind, string> = { info: '#c89b5a', warning: '#e2b456', error: '#e07a5f' };

/** The page's one notice strip, which keeps the timer that hides it. */
interface NoticeBar extends HTMLDivElement {
  hideTimer?: ReturnType<typeof setTimeout>;
}

/** Removes the notice, if one is shown, with its timer. */
export function hideNotice(): void {
  const bar = document.getElementById('notice') as NoticeBar | null;
  if (bar?.hideTimer) clearTimeout(bar.hideTimer);
  bar?.remove();
}

/** A button on a notice; pressing it closes the notice and runs `run`. */
export interface NoticeButton {
  label: string;
  run: () => void;
}

/** Shows a notice at the top of the page (replacing any other) for `ms` milliseconds (0: until closed). */
export function showNotice(
  message: string,
  kind: NoticeKind = 'info',
  ms = 9000,
  action?: NoticeButton,
): void {
  if (typeof document === 'undefined') return;
  hideNotice();
  const bar: NoticeBar = document.createElement('div');
  bar.id = 'notice';
  bar.dataset.kind = kind;
  bar.setAttribute('role', kind === 'info' ? 'status' : 'alert');
  bar.style.cssText =
    'position:fixed;left:50%;top:12px;transform:translateX(-50%);z-index:20;display:flex;gap:14px;align-items:center;max-width:min(760px,92vw);' +
    `padding:10px 14px 10px 18px;border-radius:10px;background:${COLORS[kind]};border:1px solid ${BORDERS[kind]};color:#f3e2c3;` +
    'font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;box-shadow:0 6px 20px #0009;';
  const text = document.createElement('span');
  text.textContent = message;
  const close = document.createElement('button');
  close.textContent = '✕';
  close.setAttribute('aria-label', t('common.closeMessage'));
  close.style.cssText =
    'font:inherit;padding:2px 8px;border-radius:6px;border:1px solid #c89b5a;background:transparent;color:#f3e2c3;cursor:pointer;';
  close.onclick = hideNotice;
  bar.append(text);
  if (action) {
    const act = document.createElement('button');
    act.id = 'notice-action';
    act.textContent = action.label;
    act.style.cssText = `${close.style.cssText}font-weight:600;background:#c89b5a33;`;
    act.onclick = () => {
      hideNotice();
      action.run();
    };
    bar.append(act);
  }
  bar.append(close);
  document.body.append(bar);
  if (ms > 0) bar.hideTimer = setTimeout(hideNotice, ms);
}
