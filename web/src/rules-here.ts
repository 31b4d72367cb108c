// The rules in this browser (WebAssembly, web/wasm): pages answer from them without a round trip
// to the server where the game is one of the five with their usual rules; elsewhere, or where
// WebAssembly cannot load, they ask the server as before.
import init, { checkPosition, premoveDests } from '../wasm/web/rukh.js';
import type { PositionCheck } from './wire';

const GAMES = ['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj'];
let ready: Promise<boolean> | null = null;

/** Whether the rules of `variant` (with `rules` switched) can be answered here. */
export function rulesHere(variant: string, rules: string): Promise<boolean> {
  if (!GAMES.includes(variant) || (rules !== '{}' && rules !== '') || typeof WebAssembly !== 'object') {
    return Promise.resolve(false);
  }
  // The page names the WebAssembly with its fingerprint, so the browser keeps it.
  ready ??= WebAssembly.compileStreaming(fetch(document.body.dataset.wasm || '/assets/rukh_bg.wasm'))
    .then(module => init({ module_or_path: module }))
    .then(() => true, () => false);
  return ready;
}

/** The editor's check of a position, answered here (as `/api/positions/check` would). */
export function checkHere(variant: string, fen: string): PositionCheck {
  return checkPosition(variant, fen) as PositionCheck;
}

/** Where the man on `square` may be moved ahead (a premove) by `color` while the other side is
 * to move, by the rules in this browser (call once `rulesHere` has answered true). */
export function premoveHere(variant: string, fen: string, color: string, square: string): string[] {
  try { return premoveDests(variant, fen, color, square); } catch { return []; }
}
