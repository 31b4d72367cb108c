// A board to set a position up on, shared by the position editor and the designer's start: a
// tray of each side's men (drag one onto the board, or choose it and click squares), an eraser,
// and the board's settings for free placing.
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { PieceInfo, VariantInfo } from './types';
import { el } from './dom';
import { pieceUrl } from './pieces';
import { t } from './i18n';
import { sideName } from './ends';

/** What a click on a square does: put a man there, take one away, or nothing (drag and drop). */
export type Tool = { piece: PieceInfo; color: cg.Color } | 'delete' | null;

const roleOf = (p: PieceInfo) => `${p.letter.toLowerCase()}-piece` as cg.Role;

/** The two trays and the eraser; `ground` is the board they put men on (made after them). */
export class SetupTrays {
  tool: Tool = null;
  readonly black: HTMLElement;
  readonly white: HTMLElement;
  readonly eraser: HTMLButtonElement;
  /** Each button with the tool it chooses: `delete`, or the side and the letter. */
  private readonly keys = new Map<HTMLButtonElement, string>();

  /** `ids`: the trays and the eraser get the editor's ids (`tray-white`, `tool-delete`). */
  constructor(private readonly variant: VariantInfo, private readonly ground: () => Api, ids = false) {
    this.black = this.tray('black', ids);
    this.white = this.tray('white', ids);
    this.eraser = el('button', {
      type: 'button', class: 'tray-piece eraser', 'data-piece': 'delete', 'aria-pressed': 'false',
      title: t('ed-eraser'), 'aria-label': t('ed-eraser'), ...(ids ? { id: 'tool-delete' } : {}),
    }, '✕') as HTMLButtonElement;
    this.eraser.onclick = () => { this.tool = this.tool === 'delete' ? null : 'delete'; this.paint(); };
    this.keys.set(this.eraser, 'delete');
    this.white.append(this.eraser);
  }

  private tray(color: cg.Color, ids: boolean): HTMLElement {
    const box = el('div', {
      class: 'tray', role: 'group', 'aria-label': t('ed-tray', { side: sideName(color) }), ...(ids ? { id: `tray-${color}` } : {}),
    });
    for (const p of this.variant.pieces) {
      const label = t('kb-man', { side: t(color === 'white' ? 'side-white-lower' : 'side-black-lower'), piece: p.name });
      const b = el('button', {
        type: 'button', class: 'tray-piece', 'aria-pressed': 'false', title: label,
        'data-piece': color === 'white' ? p.letter : p.letter.toLowerCase(),
      }) as HTMLButtonElement;
      b.append(el('img', { src: pieceUrl(p, color), alt: label, draggable: 'false' }));
      const drag = (ev: MouseEvent | TouchEvent) => {
        if (ev instanceof MouseEvent && ev.button !== 0) return;
        ev.preventDefault();
        this.ground().dragNewPiece({ role: roleOf(p), color }, false, ev as cg.MouchEvent, true);
      };
      b.addEventListener('mousedown', drag);
      b.addEventListener('touchstart', drag, { passive: false });
      b.onclick = () => {
        const same = this.tool !== 'delete' && this.tool?.piece === p && this.tool.color === color;
        this.tool = same ? null : { piece: p, color };
        this.paint();
      };
      this.keys.set(b, `${color} ${p.letter}`);
      box.append(b);
    }
    return box;
  }

  /** Marks the chosen tool's button. */
  private paint(): void {
    const tool = this.tool;
    const chosen = tool === 'delete' ? 'delete' : tool ? `${tool.color} ${tool.piece.letter}` : null;
    for (const [b, key] of this.keys) {
      b.classList.toggle('chosen', key === chosen);
      b.setAttribute('aria-pressed', String(key === chosen));
    }
  }

  /** A click on a square with the chosen tool: puts the man there (takes it away if that man is
   * already there), or erases; true when the board changed. */
  place(key: cg.Key): boolean {
    const tool = this.tool;
    if (!tool) return false;
    const ground = this.ground();
    const here = ground.state.boardState.pieces.get(key);
    const diff: cg.PiecesDiff = new Map();
    if (tool === 'delete') diff.set(key, undefined);
    else {
      const role = roleOf(tool.piece);
      diff.set(key, here && here.role === role && here.color === tool.color ? undefined : { role, color: tool.color });
    }
    ground.setPieces(diff);
    ground.selectSquare(null);
    return true;
  }
}

/** The board's settings for setting up: any man moved anywhere by either side, dragged off to
 * take it away, nothing highlighted. */
export function setupConfig(variant: VariantInfo, board: string, events: { change: () => void; select: (key: cg.Key) => void }): never {
  return {
    fen: board,
    orientation: 'white',
    coordinates: false,
    dimensions: { width: variant.files, height: variant.ranks },
    movable: { free: true, color: 'both', showDests: false },
    draggable: { enabled: true, deleteOnDropOff: true },
    premovable: { enabled: false },
    highlight: { lastMove: false, check: false },
    animation: { enabled: false },
    events,
  } as never;
}
