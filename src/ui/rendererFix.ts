/**
 * Works around phaserjs/phaser#7372 (open in 4.2.1): the multi-texture shader picks its sampler with an exact
 * float comparison on an interpolated varying, so rotated quads in a mixed-texture batch lose triangles or sample
 * a neighbour's texture. We round the texture id before comparing. Remove once Phaser ships the fix.
 */
import Phaser from 'phaser';

interface Addition {
  name: string;
  tags?: string[];
  additions?: { fragmentHeader?: string; [k: string]: string | undefined };
  disable?: boolean;
}

interface ProgramManagerLike {
  currentConfig: { additions: Addition[] };
  replaceAddition(name: string, addition: Addition): void;
  addAddition(addition: Addition, index?: number): void;
}

const NODES = ['BatchHandlerQuad', 'BatchHandlerQuadSingle', 'BatchHandlerTileSprite', 'BatchHandlerStrip'];
const MARK = '/*rounded-tex-id*/';

function fixed(a: Addition): Addition {
  const header = a.additions?.fragmentHeader;
  if (!header || !a.tags?.includes('TEXTURE') || header.includes(MARK) || !header.includes('outTexDatum =='))
    return a;
  return {
    ...a,
    name: `${a.name}R`,
    additions: {
      ...a.additions,
      fragmentHeader: MARK + header.replace(/outTexDatum == /g, 'floor(outTexDatum + 0.5) == '),
    },
  };
}

function patch(pm: ProgramManagerLike): void {
  const replace = pm.replaceAddition.bind(pm);
  const add = pm.addAddition.bind(pm);
  pm.replaceAddition = (name, addition) => replace(name, fixed(addition));
  pm.addAddition = (addition, index) => add(fixed(addition), index);
  pm.currentConfig.additions = pm.currentConfig.additions.map(fixed);
}

/** Installs the sampler fix on the game's WebGL batch handlers (call once, right after creating the game). */
export function fixMultiTextureSampling(game: Phaser.Game): void {
  game.events.once(Phaser.Core.Events.READY, () => {
    const renderer = game.renderer;
    if (!(renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return;
    const nodes = renderer.renderNodes as unknown as {
      getNode(name: string): { programManager?: ProgramManagerLike } | null;
    };
    for (const name of NODES) {
      const pm = nodes.getNode(name)?.programManager;
      if (pm && typeof pm.replaceAddition === 'function') patch(pm);
    }
  });
}
