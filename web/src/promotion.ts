// The choice a move on the board may need, shared by the game, analysis and problem pages: the
// piece a pawn becomes (buttons with the pieces' pictures), then Parsi's bonus move of a new
// horse, made on the board itself (the horse's squares are marked; "Stay" keeps it where it is).
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { Legal, VariantInfo } from './wire';
import { el } from './dom';
import { pieceUrl } from './pieces';
import { announce } from './board-keys';
import { t } from './i18n';

export class MoveChooser {
  private bonus: { options: Legal[]; done: (m: Legal) => void } | null = null;

  constructor(
    readonly picker: HTMLElement,
    private readonly variant: VariantInfo,
    private readonly board: () => Api | null,
  ) {
    picker.hidden = true;
  }

  /** True while a bonus move is being chosen on the board. */
  get onBoard(): boolean { return this.bonus !== null; }

  /** Chooses among the legal moves one drag stands for, then calls `done` with the one chosen
   * (at once when there is only one); `cancel` when the player gives up the move. */
  choose(options: Legal[], color: cg.Color, done: (m: Legal) => void, cancel: () => void): void {
    this.close();
    if (options.length === 0) { cancel(); return; }
    const promos = [...new Set(options.map(o => o.promotion))];
    const cancelButton = el('button', { class: 'secondary', id: 'choice-cancel' }, t('cancel'));
    cancelButton.onclick = () => { this.close(); cancel(); };
    if (promos.length > 1) {
      this.picker.hidden = false;
      this.picker.append(el('div', { id: 'choice-title' }, t('promote-to')));
      for (const p of promos) {
        const info = p ? this.variant.pieces.find(x => x.letter === p.toUpperCase()) : undefined;
        const b = el('button', { 'data-piece': p ?? '', class: 'choice' });
        if (info) b.append(el('img', { src: pieceUrl(info, color), alt: '' }), el('div', {}, info.name));
        else b.textContent = t('no-promotion');
        b.onclick = () => this.choose(options.filter(o => o.promotion === p), color, done, cancel);
        this.picker.append(b);
      }
      this.picker.append(cancelButton);
      // The choice takes the focus, so that the keyboard makes it too.
      (this.picker.querySelector('button.choice') as HTMLElement | null)?.focus({ preventScroll: true });
      announce(t('promote-to-said', { pieces: promos.map(p => p ? this.variant.pieces.find(x => x.letter === p.toUpperCase())?.name ?? p : t('no-promotion')).join(', ') }));
      return;
    }
    const withBonus = options.filter(o => o.bonus);
    const ground = this.board();
    if (withBonus.length > 0 && options.length > 1 && ground) {
      const to = options[0].to as cg.Key;
      this.bonus = { options, done };
      this.picker.hidden = false;
      this.picker.append(el('div', { id: 'choice-title' }, t('bonus-title')));
      const stay = options.find(o => !o.bonus);
      if (stay) {
        const b = el('button', { id: 'bonus-stay', class: 'choice' }, t('bonus-stay'));
        b.onclick = () => { this.close(); done(stay); };
        this.picker.append(b);
      }
      this.picker.append(cancelButton);
      const dests: cg.Dests = new Map([[to, withBonus.map(o => o.bonus as cg.Key)]]);
      ground.set({ turnColor: color, movable: { free: false, color, dests, showDests: true }, draggable: { enabled: true } } as never);
      ground.selectSquare(to);
      announce(t('bonus-said', { squares: withBonus.map(o => o.bonus).join(', ') }));
      return;
    }
    done(options[0]);
  }

  /** A move made on the board while the bonus move is chosen: true when it was one (taken or
   * not), so that the page does nothing more with it. */
  boardMove(orig: string, dest: string): boolean {
    if (!this.bonus) return false;
    const o = this.bonus.options.find(x => x.to === orig && x.bonus === dest);
    const done = this.bonus.done;
    if (!o) return true;
    this.close();
    done(o);
    return true;
  }

  close(): void {
    this.bonus = null;
    this.picker.innerHTML = '';
    this.picker.hidden = true;
  }
}
