// A problem to solve: the player moves the winning side, the server judges each move and the
// engine defends. Solved problems are remembered in this browser for the list's marks.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { Legal, VariantInfo } from './types';
import type { ApiErrorBody, ProblemSolution, ProblemVerdict, ProblemView } from './wire';
import { el } from './dom';
import { sanWithFigurine } from './pieces';
import { BoardFrame, boardStyle } from './board';
import { MoveChooser } from './promotion';
import { MoveBox } from './typed-move';
import { BoardKeys, announce } from './board-keys';
import { digits, pageLang, t } from './i18n';
import { sideName } from './ends';

const root = document.getElementById('problem') as HTMLElement;
const variant: VariantInfo = JSON.parse(root.dataset.variant!);
const problem: ProblemView = JSON.parse(root.dataset.problem!);
const next = root.dataset.next || '';
const solver = problem.solver;
/** The engine moves first (the solver is not the side to move). */
const defenderFirst = problem.turn !== solver;

document.getElementById('loading')?.remove();
const frame = new BoardFrame(variant);
const layout = el('div', { class: 'game-layout problem-layout' });
const boardCol = el('div', { class: 'board-col' });
boardCol.append(frame.frame);
const side = el('div', { class: 'side' });
const stip = el('div', { class: 'card stipulation', id: 'stipulation' });
stip.append(el('strong', {}, problem.stipulation));
const status = el('div', { class: 'status', id: 'status', role: 'status' });
const picker = el('div', { class: 'picker', id: 'picker' });
const movesEl = el('div', { class: 'tree', id: 'moves' });
const solutionEl = el('div', { class: 'card solution', id: 'solution' }); solutionEl.hidden = true;
const tools = el('div', { class: 'tools' });
const takeBack = el('button', { id: 'take-back' }, t('pr-take-back')); takeBack.hidden = true;
const retry = el('button', { class: 'secondary', id: 'retry' }, t('pr-retry'));
const show = el('button', { class: 'secondary', id: 'show-solution' }, t('pr-show'));
const nextLink = el('a', { class: 'button', id: 'next-problem', href: next ? `/problems/${encodeURIComponent(next)}` : '/problems' }, next ? t('pr-next') : t('pr-all'));
tools.append(takeBack, retry, show, nextLink);
side.append(stip, status, picker, el('h3', {}, t('an-moves')), movesEl, tools, solutionEl);
layout.append(boardCol, side);
root.append(layout);

let moves: string[] = [];
/** The server's signature of `moves` (its defence in them is its own), sent with the next move. */
let line: string | null = null;
let sans: string[] = [];
let legal: Legal[] = problem.legal;
let fen = problem.fen;
let over = false;
let waiting = false;
/** Where the solver stood before a move that failed, to take it back. */
let before: { moves: string[]; line: string | null; sans: string[]; legal: Legal[]; fen: string } | null = null;

const ground: Api = Chessground(frame.boardEl, {
  fen: problem.fen.split(' ')[0],
  orientation: solver,
  coordinates: false,
  dimensions: { width: variant.files, height: variant.ranks },
  movable: { free: false, showDests: true },
  premovable: { enabled: false },
  animation: { enabled: true, duration: 150 },
  highlight: { lastMove: true, check: true },
  events: { move: (o: cg.Key, d: cg.Key) => onMove(o, d) },
} as never);

const chooser = new MoveChooser(picker, variant, () => ground);
new BoardKeys(frame.wrap, variant, () => ground);
const moveBox = new MoveBox(
  () => waiting ? t('pr-wait') : over ? t('pr-over') : legal,
  found => chooser.choose(found, solver, o => play(o.move), () => render()),
);
boardCol.append(moveBox.form);

function dests(): cg.Dests {
  const d: cg.Dests = new Map();
  if (over || waiting) return d;
  for (const m of legal) {
    const list = d.get(m.from as cg.Key) ?? [];
    if (!list.includes(m.to as cg.Key)) list.push(m.to as cg.Key);
    d.set(m.from as cg.Key, list);
  }
  return d;
}

function render(): void {
  if (chooser.onBoard) return;
  const last = moves.length ? (moves[moves.length - 1].match(/[a-p][0-9]+/g) ?? []).slice(0, 2) as cg.Key[] : undefined;
  ground.set({
    fen: fen.split(' ')[0], turnColor: over || waiting ? (solver === 'white' ? 'black' : 'white') : solver, lastMove: last,
    movable: { free: false, color: over || waiting ? undefined : solver, dests: dests(), showDests: true },
  } as never);
  frame.paint(boardStyle(variant), solver);
  movesEl.innerHTML = '';
  const startBlack = problem.fen.split(' ')[1] === 'b';
  const firstNo = parseInt(problem.fen.split(' ')[5] ?? '1', 10) || 1;
  sans.forEach((s, i) => {
    const idx = i + (startBlack ? 1 : 0);
    const white = idx % 2 === 0;
    const span = el('span', { class: 'mv' });
    const no = firstNo + Math.floor(idx / 2);
    if (white) span.append(el('span', { class: 'num' }, `${digits(String(no))}. `));
    else if (i === 0) span.append(el('span', { class: 'num' }, `${digits(String(no))}… `));
    sanWithFigurine(span, s, white ? 'white' : 'black', variant.pieces);
    movesEl.append(span, document.createTextNode(' '));
  });
  if (sans.length === 0) movesEl.append(el('span', { class: 'muted' }, over ? t('pr-no-moves') : t(defenderFirst ? 'pr-engine-first' : 'pr-your-move', { side: sideName(solver) })));
}

function onMove(orig: cg.Key, dest: cg.Key): void {
  if (chooser.boardMove(orig, dest)) return;
  const options = legal.filter(m => m.from === orig && m.to === dest);
  if (options.length === 0) { render(); return; }
  chooser.choose(options, solver, o => play(o.move), () => render());
}

async function play(move: string | null): Promise<void> {
  waiting = true;
  status.textContent = t('pr-thinking');
  status.className = 'status';
  const tried = move === null ? [...moves] : [...moves, move];
  const was = { moves: [...moves], line, sans: [...sans], legal, fen };
  let j: ProblemVerdict;
  try {
    const r = await fetch(`/api/problems/${encodeURIComponent(problem.id)}/play?lang=${pageLang()}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ moves: tried, line }),
    });
    const body = await r.json();
    if (!r.ok) { status.textContent = (body as ApiErrorBody).error; waiting = false; render(); return; }
    j = body as ProblemVerdict;
  } catch { status.textContent = t('pr-unreachable'); waiting = false; render(); return; }
  moves = tried;
  if (j.reply) moves.push(j.reply.coord);
  line = j.line ?? null;
  if (j.sans.length > was.sans.length) announce(`${j.sans.slice(was.sans.length).join(', ')}.`);
  sans = j.sans; fen = j.fen; legal = j.legal; waiting = false;
  status.textContent = j.message;
  status.className = `status ${j.status}`;
  if (j.status !== 'playing') {
    over = true;
    // A wrong move gives nothing away: the player takes it back, starts again or asks for the
    // solution.
    before = j.status === 'failed' && move !== null ? was : null;
    takeBack.hidden = before === null;
    if (j.status === 'solved') {
      const solved = new Set(JSON.parse(localStorage.getItem('rukh-solved') || '[]'));
      solved.add(problem.id);
      localStorage.setItem('rukh-solved', JSON.stringify([...solved]));
    }
    if (j.answer) showSolution(j.answer); else if (j.solution) showSolution({ solution: j.solution, moves: [], longest_defence: null, cooks: [], findings: [], note: null });
  }
  render();
}

/** The book's line, the longest defence where it differs, any second solution, and what the
 * proof found. */
function showSolution(a: ProblemSolution): void {
  solutionEl.hidden = false;
  solutionEl.innerHTML = '';
  const row = (label: string, text: string, id: string): HTMLElement => {
    const p = el('p', { id });
    p.append(el('strong', {}, label), ' ', el('span', { class: 'notation' }, text));
    return p;
  };
  solutionEl.append(row(t('pr-solution'), a.solution, 'solution-line'));
  if (a.longest_defence) solutionEl.append(row(t('pr-longest'), a.longest_defence, 'longest-defence'));
  if (a.cooks.length) solutionEl.append(row(t('pr-second'), a.cooks.join('; '), 'cooks'));
  if (a.findings.length) {
    const ul = el('ul', { class: 'findings', id: 'findings' });
    for (const f of a.findings) ul.append(el('li', {}, f));
    solutionEl.append(ul);
  }
  // The collection's own note, in English as it writes it.
  if (a.note) solutionEl.append(el('p', { class: 'muted', id: 'problem-note', lang: 'en', dir: 'ltr' }, a.note));
}

takeBack.onclick = () => {
  if (!before) return;
  ({ moves, line, sans, legal, fen } = before);
  before = null; over = false; takeBack.hidden = true;
  status.textContent = t('pr-taken-back'); status.className = 'status';
  render();
};

function start(): void {
  moves = []; line = null; sans = []; legal = problem.legal; fen = problem.fen; over = false; waiting = false;
  before = null; takeBack.hidden = true;
  status.textContent = ''; status.className = 'status'; solutionEl.hidden = true; render();
  if (problem.unusable) {
    over = true;
    status.textContent = t('pr-unusable');
    render();
  } else if (defenderFirst) {
    void play(null);
  }
}

retry.onclick = () => start();
show.onclick = async () => {
  // The solution comes with a verdict; asking for it gives the problem up (an account's first
  // result at it, not solved).
  const r = await fetch(`/api/problems/${encodeURIComponent(problem.id)}/solution?lang=${pageLang()}`, { method: 'POST' });
  const j = await r.json() as ProblemSolution | ApiErrorBody;
  over = true; before = null; takeBack.hidden = true; render();
  if ('solution' in j) showSolution(j);
  else { solutionEl.hidden = false; solutionEl.textContent = j.error; }
};
start();
