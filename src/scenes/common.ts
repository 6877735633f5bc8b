/** Scene helpers shared by the shell scenes: the table backdrop, overlays and fades. */
import Phaser from 'phaser';
import { appOf } from './appOf';
import { artUrl } from '../ui/textures';
import { text } from '../ui/widgets';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { designOf, onModeChange } from '../ui/layoutMode';
import { onLanguage, t } from '../i18n';
import type { RulesGame } from '../ui/texts';
import { BOARD_SCREENS, CARD_SCREENS } from '../app/gameScreens';

/** Scene keys. */
export const SCENES = {
  boot: 'boot',
  title: 'title',
  setup: CARD_SCREENS.setup,
  settings: 'settings',
  rules: 'rules',
  table: CARD_SCREENS.table,
  scoring: CARD_SCREENS.score,
  saves: 'saves',
  stats: 'stats',
  replay: CARD_SCREENS.replay,
  daily: 'daily',
  scorepad: 'scorepad',
  boardSetup: BOARD_SCREENS.setup,
  board: BOARD_SCREENS.table,
  boardScore: BOARD_SCREENS.score,
  boardReplay: BOARD_SCREENS.replay,
} as const;

/** Overlay scenes that open over any scene. */
export type OverlayKey = typeof SCENES.settings | typeof SCENES.rules;

/** Data an overlay is launched with. */
export interface OverlayData {
  returnTo?: string;
  /** Which game's rules the rules overlay shows (the card game's unless told). */
  game?: RulesGame;
}

/**
 * Shows the wooden table behind the (transparent) canvas as a CSS background of the page: wood, shade, warm light
 * and vignette. Drawing it in WebGL would cost a full-screen textured quad every frame, which software renderers
 * cannot afford. It also fills the letterbox around the scaled canvas.
 */
export function backdrop(scene: Phaser.Scene, opts: { dim?: number; glow?: number } = {}): void {
  const host = scene.game.canvas.parentElement;
  if (!host) return;
  const dim = opts.dim ?? 0.45;
  const glow = opts.glow ?? 0.16;
  const wood = artUrl('table.svg');
  const layers = [
    'radial-gradient(ellipse at 50% 50%, rgba(0,0,0,0) 40%, rgba(0,0,0,0.72) 100%)',
    `radial-gradient(ellipse at 50% 42%, rgba(255,176,96,${glow}) 0%, rgba(255,176,96,${glow * 0.35}) 35%, rgba(255,176,96,0) 70%)`,
    `linear-gradient(rgba(27,18,12,${Math.min(1, dim + 0.2)}), rgba(27,18,12,${Math.min(1, dim + 0.2)}))`,
    ...(wood ? [`url("${wood}")`] : []),
  ];
  const fit = (): void => {
    const r = scene.game.canvas.getBoundingClientRect();
    const hr = host.getBoundingClientRect();
    const tile = Math.max(64, Math.round(384 * (r.width / BASE_W)));
    host.style.backgroundImage = layers.join(', ');
    host.style.backgroundColor = '#4a3020';
    host.style.backgroundRepeat = `no-repeat, no-repeat, no-repeat${wood ? ', repeat' : ''}`;
    host.style.backgroundSize = `100% 100%, 100% 100%, 100% 100%${wood ? `, ${tile}px ${tile}px` : ''}`;
    host.style.backgroundPosition = `0 0, 0 0, 0 0${wood ? `, ${Math.round(r.left - hr.left)}px ${Math.round(r.top - hr.top)}px` : ''}`;
  };
  fit();
  scene.scale.on(Phaser.Scale.Events.RESIZE, fit);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.scale.off(Phaser.Scale.Events.RESIZE, fit));
}

/** Fades out, then starts another scene (at once when animations are off). */
export function goTo(from: Phaser.Scene, key: string, data?: object): void {
  from.input.enabled = false;
  const startUp = appOf(from).startUp;
  if (!startUp.loaded()) {
    const d = designOf(from);
    const note = text(from, (d?.w ?? BASE_W) / 2, (d?.h ?? BASE_H) - 90, t('common.loadingCards'), {
      size: 24,
      italic: true,
      color: THEME.css.sand,
    }).setDepth(5000);
    startUp.whenLoaded(() => {
      if (!from.sys.isActive()) return;
      note.destroy();
      goTo(from, key, data);
    });
    return;
  }
  const ms = appOf(from).settings.animMs(THEME.ms.fade);
  if (ms <= 0) {
    startWhenReady(from, key, data);
    return;
  }
  // Every camera of the scene (e.g. the score sheet's scrolling lines), so nothing lingers over the fade.
  for (const cam of from.cameras.cameras) cam.fadeOut(ms, 0x1b, 0x12, 0x0c);
  from.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () =>
    startWhenReady(from, key, data),
  );
}

/** Starts scene `key` once the App's gate lets it (the lens worker before the table: see StartUp.setSceneGate). */
function startWhenReady(from: Phaser.Scene, key: string, data?: object): void {
  const hold = appOf(from).startUp.holdFor(key);
  if (!hold) {
    from.scene.start(key, data);
    return;
  }
  void hold.then(() => {
    if (from.sys.isActive()) from.scene.start(key, data);
  });
}

/** Fades a scene in from the page colour. */
export function fadeIn(scene: Phaser.Scene): void {
  const ms = appOf(scene).settings.animMs(THEME.ms.fade);
  if (ms > 0) for (const cam of scene.cameras.cameras) cam.fadeIn(ms, 0x1b, 0x12, 0x0c);
}

function setSceneInput(scene: Phaser.Scene, on: boolean): void {
  scene.input.enabled = on;
  if (scene.input.keyboard) scene.input.keyboard.enabled = on;
}

/**
 * Opens the settings or rules overlay over a scene, whose input pauses until the overlay closes. Both wait for the
 * late work, which brings their scenes (and the rules' English text).
 */
export function openOverlay(
  from: Phaser.Scene,
  key: OverlayKey,
  extra: Omit<OverlayData, 'returnTo'> = {},
): void {
  if (from.scene.isActive(key)) return;
  const startUp = appOf(from).startUp;
  if (!startUp.loaded()) {
    startUp.whenLoaded(() => {
      if (from.sys.isActive()) openOverlay(from, key, extra);
    });
    return;
  }
  setSceneInput(from, false);
  const data: OverlayData = { ...extra, returnTo: from.scene.key };
  from.scene.launch(key, data);
  from.scene.bringToTop(key);
}

/** Closes an overlay and gives input back to the scene below. */
export function closeOverlay(overlay: Phaser.Scene, returnTo: string | undefined): void {
  if (returnTo) {
    const below = overlay.scene.get(returnTo);
    if (below) {
      setSceneInput(below, true);
      appOf(overlay).hook.setScene(returnTo);
    }
  }
  // The stop is queued until the next frame: a language redraw in between must not start the overlay again.
  closing.add(overlay);
  overlay.events.once(Phaser.Scenes.Events.SHUTDOWN, () => closing.delete(overlay));
  overlay.scene.stop();
}

const closing = new WeakSet<Phaser.Scene>();

/** Scenes that draw texts and are redrawn when the language changes (not the boot and art loaders). */
const REDRAWN: ReadonlySet<string> = new Set([
  SCENES.title,
  SCENES.setup,
  SCENES.settings,
  SCENES.rules,
  SCENES.table,
  SCENES.scoring,
  SCENES.saves,
  SCENES.stats,
  SCENES.replay,
  SCENES.daily,
  SCENES.scorepad,
  SCENES.board,
  SCENES.boardSetup,
  SCENES.boardScore,
  SCENES.boardReplay,
]);

/** A scene that hands extra data to its next start when it is redrawn (e.g. the setup's seats as typed). */
interface KeepsState {
  keepOnRedraw?: () => object;
}

/** Restarts every running screen with the data it was started with (plus what it keeps), in its place in the stack. */
function redrawScreens(game: Phaser.Game): void {
  for (const scene of game.scene.getScenes(true)) {
    if (!REDRAWN.has(scene.scene.key) || closing.has(scene)) continue;
    const inputOn = scene.input.enabled;
    if (!inputOn) scene.events.once(Phaser.Scenes.Events.CREATE, () => setSceneInput(scene, false));
    const kept = (scene as Phaser.Scene & KeepsState).keepOnRedraw?.() ?? {};
    const data: object = { ...(scene.sys.settings.data ?? {}), ...kept };
    scene.scene.restart(data);
  }
}

/**
 * Redraws every open screen when the language changes: each running scene restarts with the data it was started
 * with, in its place in the stack. The game itself lives in app (currentGame), so the table comes back as it was. A
 * scene below an overlay keeps its input off until the overlay closes.
 */
export function redrawOnLanguageChange(game: Phaser.Game): () => void {
  return onLanguage(() => redrawScreens(game));
}

/** Redraws every open screen in the new layout when a phone turns round or the window changes between layouts. */
export function relayoutOnModeChange(game: Phaser.Game): () => void {
  return onModeChange(game, () => redrawScreens(game));
}
