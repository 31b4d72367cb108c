// A finished game's review: the server evaluates every ply at a fixed node budget, in the
// background, and grades the moves as lichess does (the winning chances each move gave away:
// 10, 20, 30 points for an inaccuracy, a mistake, a blunder; each side's accuracy); the page
// shows the progress, draws the graph of the winning chances (click to go to a ply), and marks
// the moves with the engine's better move beside them.
import { el } from './dom';
import type { MoveGrade, ReviewView } from './wire';
import { percent, t } from './i18n';
import { sideName } from './ends';

export type ReviewData = ReviewView;

/** White's winning chances, 0 to 100, from a score in centipawns, as the server reckons them
 * (lichess's curve, the score held within ±1000; a won position, ±10000 less the plies to the
 * win, is certain). */
export function winChance(cp: number): number {
  if (cp >= 9000) return 100;
  if (cp <= -9000) return 0;
  const c = Math.max(-1000, Math.min(1000, cp));
  return 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * c)) - 1);
}

export interface Mark { cls: MoveGrade; sym: string; title: string; best: string | null }

const MARKS: Record<MoveGrade, [string, string]> = {
  inaccuracy: ['?!', 'rv-inaccuracy'], mistake: ['?', 'rv-mistake'], blunder: ['??', 'rv-blunder'],
};

export class ReviewPanel {
  readonly element: HTMLElement;
  private data: ReviewData | null = null;
  private readonly graph: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly progress: HTMLProgressElement;
  private readonly note: HTMLElement;
  private current = -1;
  private timer: number | undefined;

  constructor(private readonly gameId: string, private readonly plies: number, private readonly jump: (ply: number) => void, private readonly firstWhite = true) {
    this.element = el('div', { class: 'card review', id: 'review' });
    this.element.hidden = !gameId || plies === 0;
    this.button = el('button', { id: 'review-start' }, t('rv-start'));
    this.button.onclick = () => this.start();
    this.progress = el('progress', { id: 'review-progress', max: '1', value: '0' }) as HTMLProgressElement;
    this.progress.hidden = true;
    this.note = el('span', { class: 'muted', id: 'review-note' });
    this.graph = el('div', { class: 'graph', id: 'review-graph' });
    this.element.append(this.button, this.progress, this.note, this.graph);
  }

  async load(): Promise<void> {
    if (!this.gameId || this.plies === 0) return;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/review`);
      if (!r.ok) return;
      this.show(await r.json());
    } catch { /* the review is an extra: the board works without it */ }
  }

  private async start(): Promise<void> {
    this.button.disabled = true;
    const r = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/review`, { method: 'POST' });
    const j = await r.json();
    if (!r.ok) { this.note.textContent = j.error; this.button.disabled = false; return; }
    this.show(j);
  }

  private show(d: ReviewData): void {
    this.data = d;
    this.button.hidden = d.status === 'done' || d.status === 'running';
    this.button.disabled = false;
    this.button.textContent = t(d.status === 'partial' ? 'rv-finish' : 'rv-start');
    this.progress.hidden = d.status !== 'running';
    this.progress.max = Math.max(1, d.total);
    this.progress.value = d.done;
    this.note.textContent = d.status === 'running' ?  ' ' + t('rv-progress', { n: d.done, total: d.total }) : d.status === 'done' ? this.summary() : '';
    this.draw();
    window.dispatchEvent(new Event('rukh-review'));
    clearTimeout(this.timer);
    if (d.status === 'running') this.timer = window.setTimeout(() => void this.load(), 700);
  }

  private summary(): string {
    const count = (c: string, white: boolean) => {
      let n = 0;
      for (let p = 1; p <= this.plies; p++) {
        const m = this.markOf(p);
        if (m?.cls === c && this.whiteMoved(p) === white) n++;
      }
      return n;
    };
    const side = (w: boolean) => {
      const acc = this.data?.accuracy?.[w ? 'white' : 'black'];
      const counts = t('rv-counts', {
        inaccuracies: t('rv-inaccuracies', { n: count('inaccuracy', w) }),
        mistakes: t('rv-mistakes', { n: count('mistake', w) }),
        blunders: t('rv-blunders', { n: count('blunder', w) }),
      });
      const name = sideName(w ? 'white' : 'black');
      return acc != null ? t('rv-side-accuracy', { side: name, accuracy: percent(Math.round(acc) / 100), counts }) : t('rv-side', { side: name, counts });
    };
    return `${side(true)} · ${side(false)}`;
  }

  private whiteMoved(ply: number): boolean { return this.firstWhite ? ply % 2 === 1 : ply % 2 === 0; }

  /** The server's mark of the move that made ply `ply` (1 = the first move), with the engine's
   * better move in the position before it. */
  markOf(ply: number): Mark | null {
    const grade = ply >= 1 ? this.data?.marks[ply] : null;
    if (!grade) return null;
    const [sym, key] = MARKS[grade];
    return { cls: grade, sym, title: t(key), best: this.data?.best[ply - 1] ?? null };
  }

  highlight(ply: number): void { this.current = ply; this.draw(); }

  private draw(): void {
    this.graph.innerHTML = '';
    const e = this.data?.evals ?? [];
    if (!e.some(x => x != null)) return;
    const W = 600, H = 90, n = Math.max(1, this.plies);
    const x = (i: number) => (i / n) * W;
    const y = (cp: number) => H - (winChance(cp) / 100) * H;
    let d = `M0 ${H}`;
    e.forEach((v, i) => { if (v != null) d += ` L${x(i).toFixed(1)} ${y(v).toFixed(1)}`; });
    const lastI = e.length - 1;
    d += ` L${x(lastI).toFixed(1)} ${H} Z`;
    let marks = '';
    for (let p = 1; p <= this.plies; p++) {
      const m = this.markOf(p);
      if (m && m.cls !== 'inaccuracy') marks += `<circle cx="${x(p).toFixed(1)}" cy="${y(e[p]!).toFixed(1)}" r="3" class="dot ${m.cls}"/>`;
    }
    const cursor = this.current >= 0 ? `<line x1="${x(this.current)}" x2="${x(this.current)}" y1="0" y2="${H}" class="cursor"/>` : '';
    this.graph.innerHTML = `<svg viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" role="img" aria-label="${t('rv-graph').replace(/[&<>"]/g, c => `&#${c.charCodeAt(0)};`)}">
      <rect width="${W}" height="${H}" class="black-side"/><path d="${d}" class="white-side"/>
      <line x1="0" x2="${W}" y1="${H / 2}" y2="${H / 2}" class="mid"/>${marks}${cursor}</svg>`;
    const svg = this.graph.querySelector('svg')!;
    svg.addEventListener('click', ev => {
      const r = svg.getBoundingClientRect();
      this.jump(Math.round(((ev.clientX - r.left) / r.width) * n));
    });
  }
}
