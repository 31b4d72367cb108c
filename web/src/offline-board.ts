// A board to play the engine on with nothing sent to the server: the rules (WebAssembly, in the
// page) and the engine (the same, in a worker) both run in the browser. The offline page mounts
// it for a built-in game; the designer for a game being made (its variant file's text).
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import { netFor } from './nets';
import type * as cg from 'chessgroundx/types';
import init, { Game } from '../wasm/web/rukh.js';
import type { VariantInfo } from './types';
import type { Legal } from './wire';
import { el } from './dom';
import { sanWithFigurine } from './pieces';
import { BoardFrame, boardStyle } from './board';
import { MoveChooser } from './promotion';
import { MoveBox } from './typed-move';
import { BoardKeys, announce } from './board-keys';
import { digits, t } from './i18n';
import { endText, sideName } from './ends';


type WasmLegal = { uci: string; san: string; from: string; to: string; promotion: string | null; bonus: string | null };
type Outcome = { winner: 'white' | 'black' | null; reason: string; grade?: string | null; text: string };

/** How the game ended, in the page's language. */
function outcomeText(o: Outcome): string {
  const result = o.winner === 'white' ? '1-0' : o.winner === 'black' ? '0-1' : '1/2-1/2';
  return endText(result, o.grade ? `${o.reason} (grade: ${o.grade})` : o.reason, o.text);
}

/** Mounts the board in `root` for `variant`, from `startFen`; `spec` is what the rules and the
 * engine are given for the game: a built-in game's id, or a variant file's text. Returns a
 * function that stops the engine and frees the game (before the board is taken away). */
export function mountOffline(root: HTMLElement, variant: VariantInfo, startFen: string, spec: string = variant.id): () => void {
  const frame = new BoardFrame(variant, () => render());
  const layout = el('div', { class: 'game-layout analysis-layout' });
  const boardCol = el('div', { class: 'board-col' });
  const side = el('div', { class: 'side' });
  const controls = el('div', { class: 'card', id: 'offline-controls' });
  const colorSelect = el('select', { id: 'offline-color', 'aria-label': t('off-side') }) as HTMLSelectElement;
  colorSelect.append(el('option', { value: 'white' }, t('off-you-play', { side: sideName('white') })), el('option', { value: 'black' }, t('off-you-play', { side: sideName('black') })));
  const levelSelect = el('select', { id: 'offline-level', 'aria-label': t('off-level') }) as HTMLSelectElement;
  for (const [ms, name] of [['200', t('off-quick')], ['1000', t('off-steady')], ['3000', t('off-strong')]]) {
    levelSelect.append(el('option', { value: ms }, name));
  }
  levelSelect.value = localStorage.getItem('rukh-offline-level') ?? '1000';
  const newButton = el('button', { id: 'offline-new' }, t('off-new'));
  controls.append(colorSelect, levelSelect, newButton);
  controls.style.cssText = 'display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center';
  const statusEl = el('div', { class: 'status', id: 'status', role: 'status' });
  const movesEl = el('ol', { class: 'moves offline-moves', id: 'moves', 'aria-label': t('an-moves') });
  const picker = el('div', { class: 'choice-picker', id: 'choice' });
  side.append(controls, statusEl, picker, movesEl);
  boardCol.append(frame.frame);
  layout.append(boardCol, side);
  root.querySelector('#loading')?.remove();
  root.append(layout);

  let ground: Api | null = null;
  let game: Game | null = null;
  let you: cg.Color = 'white';
  const sans: string[] = [];
  let last: cg.Key[] | undefined;
  let thinking = false;
  let worker: Worker | null = null;
  let asked = 0;
  const chooser = new MoveChooser(picker, variant, () => ground);
  new BoardKeys(frame.wrap, variant, () => ground);
  const moveBox = new MoveBox(
    () => !game ? t('off-loading') : game.outcome() ? t('off-over')
      : thinking || game.turn !== you ? t('off-engine-move') : legal(),
    found => chooser.choose(found, you, m => play(m), () => render()),
  );
  boardCol.append(moveBox.form);

  const moduleReady: Promise<WebAssembly.Module> = WebAssembly.compileStreaming(fetch(document.body.dataset.wasm || '/assets/rukh_bg.wasm'));

  function legal(): Legal[] {
    return ((game?.legalMoves() ?? []) as WasmLegal[]).map(m => ({ move: m.uci, san: m.san, from: m.from, to: m.to, promotion: m.promotion, bonus: m.bonus }));
  }

  function dests(moves: Legal[]): cg.Dests {
    const d: cg.Dests = new Map();
    for (const m of moves) {
      const list = d.get(m.from as cg.Key) ?? [];
      if (!list.includes(m.to as cg.Key)) list.push(m.to as cg.Key);
      d.set(m.from as cg.Key, list);
    }
    return d;
  }

  function render(): void {
    if (!game) return;
    const outcome = game.outcome() as Outcome | null;
    const turn = game.turn as cg.Color;
    const moves = legal();
    const config = {
      fen: game.fen(),
      orientation: you,
      turnColor: turn,
      lastMove: last,
      check: game.inCheck() ? turn : false,
      coordinates: false,
      dimensions: { width: variant.files, height: variant.ranks },
      movable: { free: false, color: !outcome && !thinking && turn === you ? you : undefined, dests: dests(moves), showDests: true },
      draggable: { enabled: true },
      highlight: { lastMove: true, check: true },
      animation: { enabled: true, duration: 120 },
      premovable: { enabled: false },
      events: { move: onMove },
    };
    if (!ground) ground = Chessground(frame.boardEl, config as never);
    else if (!chooser.onBoard) ground.set(config as never);
    frame.paint(boardStyle(variant), you);
    statusEl.textContent = outcome
      ? `${outcomeText(outcome)}.${outcome.winner === you ? ` ${t('off-well-played')}` : ''}`
      : thinking ? t('pr-thinking')
        : turn === you ? t(game.inCheck() ? 'off-your-move-check' : 'off-your-move', { side: sideName(you) }) : '';
    movesEl.innerHTML = '';
    movesEl.hidden = sans.length === 0;
    const whiteFirst = startFen.split(/\s+/)[1] !== 'b';
    sans.forEach((s, i) => {
      const li = el('li', { class: 'mv' });
      const number = whiteFirst ? Math.floor(i / 2) + 1 : Math.floor((i + 1) / 2) + 1;
      const white = whiteFirst ? i % 2 === 0 : i % 2 === 1;
      li.append(el('span', { class: 'muted' }, white ? `${digits(String(number))}.` : i === 0 ? `${digits(String(number))}…` : ''), ' ');
      const move = el('span', { class: 'san' });
      sanWithFigurine(move, s, white ? 'white' : 'black', variant.pieces);
      li.append(move);
      movesEl.append(li);
    });
  }

  function play(m: Legal): void {
    if (!game) return;
    sans.push(game.play(m.move));
    announce(t('off-you-played', { san: sans[sans.length - 1] }));
    last = [m.from as cg.Key, (m.bonus ?? m.to) as cg.Key];
    render();
    engineTurn();
  }

  function onMove(orig: cg.Key, dest: cg.Key): void {
    const options = legal().filter(m => m.from === orig && m.to === dest);
    chooser.choose(options, you, m => play(m), () => render());
  }

  /** The engine's move, when it is its turn: searched in the worker, then played here. */
  function engineTurn(): void {
    if (!game || game.outcome() || game.turn === you) { thinking = false; render(); return; }
    thinking = true;
    render();
    const seq = ++asked;
    worker ??= new Worker(document.body.dataset.worker || '/assets/engine-worker.js', { type: 'module' });
    const w = worker;
    w.onmessage = ev => {
      const msg = ev.data as { type: string; seq: number; move?: string | null; error?: string };
      if (msg.seq !== seq || !game) return;
      thinking = false;
      if (msg.type === 'bestmove' && msg.move) {
        const m = legal().find(x => x.move === msg.move);
        if (m) {
          sans.push(game.play(m.move));
          announce(t('off-engine-played', { san: sans[sans.length - 1] }));
          last = [m.from as cg.Key, (m.bonus ?? m.to) as cg.Key];
        }
      } else if (msg.type === 'error') {
        statusEl.textContent = msg.error ?? t('off-failed');
        worker?.terminate(); worker = null;
        return;
      }
      render();
    };
    void moduleReady.then(module => {
      if (seq === asked) w.postMessage({ module, seq, variant: spec, net: spec === variant.id ? netFor(variant.id) : undefined, fen: game!.fen(), multipv: 1, movetime: Number(levelSelect.value), bestmove: true });
    });
  }

  function newGame(): void {
    asked += 1;
    worker?.terminate(); worker = null;
    chooser.close();
    game?.free();
    game = new Game(spec, startFen);
    you = colorSelect.value as cg.Color;
    sans.length = 0;
    last = undefined;
    thinking = false;
    render();
    engineTurn();
  }

  newButton.onclick = newGame;
  colorSelect.onchange = newGame;
  levelSelect.onchange = () => localStorage.setItem('rukh-offline-level', levelSelect.value);

  moduleReady
    .then(module => init({ module_or_path: module }))
    .then(newGame)
    .catch(e => { statusEl.textContent = t('off-cannot', { text: String((e as Error).message ?? e) }); });

  return () => {
    asked += 1;
    worker?.terminate(); worker = null;
    game?.free(); game = null;
  };
}
