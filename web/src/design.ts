// The game designer (/design): the form is read into a variant file (TOML), which the rules in
// WebAssembly check as it is typed; each piece's moves are drawn from its Betza; the game is
// exchanged as a Rukh file or a Fairy-Stockfish section, and played against the engine in the
// browser. The draft is kept in this browser; a signed-in player saves it on the site
// (POST /api/designs), where it gets a page, versions and a place in the gallery.
import init, { designCheck, betzaReach, fsfImport, fsfExport } from '../wasm/web/rukh.js';
import { mountOffline } from './offline-board';
import { mountStartBoard, type StartBoard } from './design-start';
import { el } from './dom';
import { digits, t } from './i18n';
import type { VariantInfo } from './types';
import { toToml, type Definition, type PieceDef } from './design-toml';

type Check =
  | { ok: true; definition: Definition; values: [string, number][]; perft: number[]; legal_moves: number }
  | { ok: false; part: string; piece: string | null; offset: number | null; message: string };
type Reach =
  | { ok: true; from: [number, number]; moves: [number, number][]; captures: [number, number][]; initial: [number, number][]; estimate: number }
  | { ok: false; offset: number; message: string };

const root = document.getElementById('design') as HTMLElement;
const templates: Record<string, string> = JSON.parse(root.dataset.templates!);
const figures: Record<string, string> = JSON.parse(root.dataset.figures!);
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('design-form');
const piecesEl = $('design-pieces');
const statusEl = $('design-status');
const tryButton = $<HTMLButtonElement>('design-try');
const playEl = $('design-play');
const text = $<HTMLTextAreaElement>('design-text');
const STORE = 'rukh-design';
const saveButton = document.getElementById('design-save') as HTMLButtonElement | null;
const saveStatus = document.getElementById('design-save-status');

/** What the form does not show but a file may carry, kept through a round trip. */
let kept: { sources: string[]; evaluation: Record<string, number> } = { sources: [], evaluation: {} };
/** The last definition the rules accepted, for playing it. */
let good: { toml: string; def: Definition } | null = null;
let unmount: (() => void) | null = null;
/** The start position's board, and what it was drawn for (board size and pieces). */
let startBoard: StartBoard | null = null;
let startShape = '';
const startHost = document.getElementById('design-start-board');

/** Draws (or updates) the start's board for a definition the rules accepted. */
function drawStart(def: Definition): void {
  if (!startHost) return;
  const board = def.start.trim().split(/\s+/)[0];
  const shape = JSON.stringify([def.files, def.ranks, def.board, def.piece.map(p => [p.letter, p.figure, p.name])]);
  if (shape !== startShape || !startBoard) {
    startBoard?.destroy();
    startShape = shape;
    startBoard = mountStartBoard(startHost, info(def), board, b => {
      const field = input('design-start');
      const rest = field.value.trim().split(/\s+/).slice(1);
      field.value = [b, ...(rest.length ? rest : ['w', '-', '-', '0', '1'])].join(' ');
      changed();
    });
  } else {
    startBoard.setBoard(board);
  }
}

// ---- The variant file: written from the form, read back into it ----

const letters = (s: string) => s.toUpperCase().split(/[\s,]+/).filter(Boolean);
const input = (id: string) => $<HTMLInputElement>(id);

/** The rule controls: each set only where it differs from the rules' default. */
function readRules(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-rule]')) {
    const v = c.value.trim();
    if (v === (c.dataset.default ?? '')) continue;
    const key = c.dataset.rule!;
    switch (c.dataset.kind) {
      case 'switch': out[key] = v === 'true'; break;
      case 'number': out[key] = v === '' ? 0 : Number(v); break;
      case 'list': out[key] = v.split(/[\s,]+/).filter(Boolean); break;
      default: out[key] = v;
    }
  }
  return out;
}

function readForm(): Definition {
  const pieces: PieceDef[] = [...piecesEl.querySelectorAll<HTMLElement>('.design-piece')].map(row => {
    const f = (name: string) => row.querySelector(`[data-field="${name}"]`) as HTMLInputElement;
    const value = f('value').value.trim();
    return {
      name: f('name').value.trim(), letter: f('letter').value.trim().toUpperCase(), betza: f('betza').value.trim(),
      aliases: row.dataset.aliases ? JSON.parse(row.dataset.aliases) : [],
      royal: f('royal').checked, pawn: f('pawn').checked,
      value: value === '' ? null : Number(value), figure: f('figure').value || null,
    };
  });
  const promoteTo = letters(input('design-promote-to').value);
  const always = letters(input('design-always').value);
  const zone = Number(input('design-zone').value) || 1;
  const mode = $<HTMLSelectElement>('design-mode').value;
  const mandatory = input('design-mandatory').checked;
  const hasPawn = pieces.some(p => p.pawn);
  return {
    id: input('design-id').value.trim(), name: input('design-name').value.trim(),
    description: $<HTMLTextAreaElement>('design-description').value.trim(), sources: kept.sources,
    files: Number(input('design-files').value), ranks: Number(input('design-ranks').value),
    board: $<HTMLSelectElement>('design-board').value, start: input('design-start').value.trim(), piece: pieces,
    promotion: hasPawn || promoteTo.length || always.length ? { zone, mode, pieces: promoteTo, always, mandatory } : null,
    rules: readRules(), evaluation: kept.evaluation,
  };
}

function fill(d: Definition): void {
  kept = { sources: d.sources ?? [], evaluation: d.evaluation ?? {} };
  input('design-name').value = d.name;
  input('design-id').value = d.id;
  $<HTMLTextAreaElement>('design-description').value = d.description ?? '';
  input('design-files').value = String(d.files);
  input('design-ranks').value = String(d.ranks);
  $<HTMLSelectElement>('design-board').value = d.board || 'checkered';
  input('design-start').value = d.start;
  piecesEl.innerHTML = '';
  for (const p of d.piece) addPiece(p);
  const pr = d.promotion;
  input('design-zone').value = String(pr?.zone ?? 1);
  $<HTMLSelectElement>('design-mode').value = pr?.mode ?? 'choice';
  input('design-promote-to').value = (pr?.pieces ?? []).join(' ');
  input('design-always').value = (pr?.always ?? []).join(' ');
  input('design-mandatory').checked = pr?.mandatory ?? true;
  for (const c of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-rule]')) {
    const v = d.rules[c.dataset.rule!];
    c.value = v === undefined ? c.dataset.default ?? '' : Array.isArray(v) ? v.join(' ') : String(v);
  }
  // The folded rules open where the game sets one of them.
  const more = document.getElementById('design-more-rules') as HTMLDetailsElement | null;
  if (more) more.open = [...more.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-rule]')].some(c => c.value !== (c.dataset.default ?? ''));
}

// ---- The pieces ----

let rowCount = 0;

function addPiece(p: PieceDef): void {
  const n = ++rowCount;
  const row = el('fieldset', { class: 'design-piece' });
  row.dataset.aliases = JSON.stringify(p.aliases ?? []);
  const legend = el('legend', {}, p.name || t('design-new-piece'));
  const field = (name: string, label: string, control: HTMLElement) => {
    const id = `design-piece-${n}-${name}`;
    control.id = id;
    control.dataset.field = name;
    const wrap = el('div', { class: `design-field design-piece-${name}` });
    const lab = el('label', { for: id }, label);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') wrap.append(control, ' ', lab);
    else wrap.append(lab, control);
    return wrap;
  };
  const name = el('input', { maxlength: '40', required: '' }); name.value = p.name;
  const letter = el('input', { maxlength: '1', size: '2', required: '', spellcheck: 'false', dir: 'ltr', class: 'design-letter' }); letter.value = p.letter;
  const figure = el('select');
  figure.append(el('option', { value: '' }, t('design-piece-disc')));
  for (const [f, label] of Object.entries(figures)) figure.append(el('option', { value: f }, label));
  figure.value = p.figure ?? '';
  const betza = el('input', { required: '', spellcheck: 'false', dir: 'ltr', class: 'design-betza-input' }); betza.value = p.betza;
  const royal = el('input', { type: 'checkbox' }); royal.checked = !!p.royal;
  const pawn = el('input', { type: 'checkbox' }); pawn.checked = !!p.pawn;
  const value = el('input', { type: 'number', min: '-100000', max: '100000', step: '10', inputmode: 'numeric' });
  value.value = p.value === null || p.value === undefined ? '' : String(p.value);
  const remove = el('button', { type: 'button', class: 'design-remove secondary' }, t('design-piece-remove'));
  remove.onclick = () => { row.remove(); changed(); };
  const diagram = el('div', { class: 'design-diagram' });
  const error = el('p', { class: 'design-error', role: 'alert' });
  error.hidden = true;
  name.addEventListener('input', () => { legend.textContent = name.value || t('design-new-piece'); });
  const grid = el('div', { class: 'design-piece-grid' });
  const flags = el('div', { class: 'design-flags' });
  flags.append(field('royal', t('design-piece-royal'), royal), field('pawn', t('design-piece-pawn'), pawn));
  grid.append(
    field('name', t('design-piece-name'), name), field('letter', t('design-piece-letter'), letter),
    field('betza', t('design-piece-betza'), betza), field('figure', t('design-piece-figure'), figure),
    field('value', t('design-piece-value'), value), flags,
  );
  const main = el('div', { class: 'design-piece-main' });
  main.append(grid, error, remove);
  row.append(legend, main, diagram);
  piecesEl.append(row);
}

const SVG = 'http://www.w3.org/2000/svg';

/** A piece's moves drawn on an empty board: dots where it moves, rings where it captures, both
 * where it does both, a hollow square for a first move only. */
function drawReach(row: HTMLElement, files: number, ranks: number): void {
  const diagram = row.querySelector('.design-diagram') as HTMLElement;
  const betza = (row.querySelector('[data-field="betza"]') as HTMLInputElement).value.trim();
  const pawn = (row.querySelector('[data-field="pawn"]') as HTMLInputElement).checked;
  const valueInput = row.querySelector('[data-field="value"]') as HTMLInputElement;
  diagram.innerHTML = '';
  if (!betza || files < 1 || ranks < 1 || files > 16 || ranks > 16) return;
  const r = betzaReach(betza, files, ranks, pawn) as Reach;
  if (!r.ok) return;
  // A royal piece has no value: it is never exchanged.
  const royal = (row.querySelector('[data-field="royal"]') as HTMLInputElement).checked;
  valueInput.placeholder = royal || valueInput.value ? '' : t('design-estimated', { value: pawn ? 100 : r.estimate });
  const cell = Math.max(10, Math.min(20, Math.floor(176 / Math.max(files, ranks))));
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${files * cell} ${ranks * cell}`);
  svg.setAttribute('width', String(files * cell));
  svg.setAttribute('height', String(ranks * cell));
  svg.setAttribute('role', 'img');
  const key = (s: [number, number]) => `${s[0]},${s[1]}`;
  const moves = new Set(r.moves.map(key)), captures = new Set(r.captures.map(key)), initial = new Set(r.initial.map(key));
  svg.setAttribute('aria-label', t('design-reach', { moves: moves.size, captures: captures.size, initial: initial.size }));
  const shape = (tag: string, attrs: Record<string, string | number>) => {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    svg.append(e);
  };
  for (let f = 0; f < files; f++) {
    for (let rk = 0; rk < ranks; rk++) {
      const x = f * cell, y = (ranks - 1 - rk) * cell, c = cell / 2, k = `${f},${rk}`;
      shape('rect', { x, y, width: cell, height: cell, class: (f + rk) % 2 ? 'light' : 'dark' });
      if (f === r.from[0] && rk === r.from[1]) shape('circle', { cx: x + c, cy: y + c, r: cell * 0.38, class: 'piece' });
      const mv = moves.has(k), cap = captures.has(k);
      if (mv && cap) shape('circle', { cx: x + c, cy: y + c, r: cell * 0.28, class: 'both' });
      else if (mv) shape('circle', { cx: x + c, cy: y + c, r: cell * 0.2, class: 'move' });
      else if (cap) shape('circle', { cx: x + c, cy: y + c, r: cell * 0.28, class: 'capture' });
      if (initial.has(k)) shape('rect', { x: x + cell * 0.2, y: y + cell * 0.2, width: cell * 0.6, height: cell * 0.6, class: 'initial' });
    }
  }
  diagram.append(svg, el('p', { class: 'help' }, t('design-legend')));
}

// ---- Checking as one types ----

function showError(id: string, message: string, detail?: HTMLElement): void {
  const e = document.getElementById(id);
  if (!e) return;
  e.hidden = false;
  e.textContent = message;
  if (detail) e.append(' ', detail);
}

function clearErrors(): void {
  for (const e of root.querySelectorAll<HTMLElement>('.design-error')) { e.hidden = true; e.textContent = ''; }
  for (const e of root.querySelectorAll('[aria-invalid]')) e.removeAttribute('aria-invalid');
}

/** The Betza text with its offending character marked. */
function marked(textIn: string, offset: number): HTMLElement {
  const code = el('code', { dir: 'ltr' });
  const chars = [...textIn];
  const utf8 = new TextEncoder();
  let byte = 0, at = chars.length;
  for (let i = 0; i < chars.length; i++) {
    if (byte >= offset) { at = i; break; }
    byte += utf8.encode(chars[i]).length;
  }
  code.append(chars.slice(0, at).join(''));
  const m = el('mark', {}, chars[at] ?? ' ');
  code.append(m, chars.slice(at + 1).join(''));
  return code;
}

function check(): void {
  const def = readForm();
  const toml = toToml(def);
  clearErrors();
  for (const row of piecesEl.querySelectorAll<HTMLElement>('.design-piece')) drawReach(row, def.files, def.ranks);
  let r: Check;
  try {
    r = designCheck(toml) as Check;
  } catch (e) {
    r = { ok: false, part: 'definition', piece: null, offset: null, message: String((e as Error).message ?? e) };
  }
  try { localStorage.setItem(STORE, toml); } catch { /* a full or closed storage keeps nothing */ }
  if (r.ok) {
    good = { toml, def };
    drawStart(def);
    tryButton.disabled = false;
    if (saveButton) saveButton.disabled = false;
    statusEl.className = 'design-ok';
    statusEl.textContent = t('design-ready', { moves: r.legal_moves, perft: r.perft.map(n => digits(String(n))).join(', ') });
    for (const [letter, value] of r.values) {
      const row = [...piecesEl.querySelectorAll<HTMLElement>('.design-piece')]
        .find(x => (x.querySelector('[data-field="letter"]') as HTMLInputElement).value.toUpperCase() === letter);
      const v = row?.querySelector('[data-field="value"]') as HTMLInputElement | undefined;
      const royal = (row?.querySelector('[data-field="royal"]') as HTMLInputElement | undefined)?.checked;
      if (v && !v.value && !royal) v.placeholder = t('design-estimated', { value });
    }
    return;
  }
  good = null;
  tryButton.disabled = true;
  if (saveButton) saveButton.disabled = true;
  statusEl.className = 'design-wrong';
  statusEl.textContent = t('design-wrong');
  const row = r.piece === null ? undefined : [...piecesEl.querySelectorAll<HTMLElement>('.design-piece')]
    .find(x => (x.querySelector('[data-field="name"]') as HTMLInputElement).value.trim() === r.piece);
  const at = (field: string) => row?.querySelector(`[data-field="${field}"]`) as HTMLInputElement | undefined;
  const target: Record<string, string> = {
    id: 'design-id', board: 'design-board', pieces: 'design-pieces', start: 'design-start',
    promotion: 'design-promotion', rules: 'design-rules',
  };
  if (row && ['betza', 'letter', 'value', 'piece'].includes(r.part)) {
    const e = row.querySelector('.design-error') as HTMLElement;
    e.hidden = false;
    e.textContent = r.message;
    const f = at(r.part === 'piece' ? 'name' : r.part);
    f?.setAttribute('aria-invalid', 'true');
    if (r.part === 'betza' && r.offset !== null && f) e.append(' ', marked(f.value, r.offset));
  } else if (target[r.part]) {
    showError(`${target[r.part]}-error`, r.message);
    document.getElementById(target[r.part])?.setAttribute('aria-invalid', 'true');
  } else {
    statusEl.textContent = `${t('design-wrong')} ${r.message}`;
  }
}

let timer = 0;
function changed(): void {
  clearTimeout(timer);
  timer = window.setTimeout(check, 150);
}

// ---- Exchange, templates, play ----

function load(toml: string): boolean {
  const r = designCheck(toml) as Check;
  if (!r.ok && r.part === 'toml') {
    showError('design-text-error', r.message);
    return false;
  }
  if (r.ok) { fill(r.definition); check(); return true; }
  showError('design-text-error', r.message);
  return false;
}

function download(name: string, body: string, type: string): void {
  const a = el('a', { href: URL.createObjectURL(new Blob([body], { type })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

function readText(): void {
  const source = text.value;
  clearErrors();
  if (!source.trim()) { showError('design-text-error', t('design-text-empty')); return; }
  // A Fairy-Stockfish section has `[name]` headers and no `[[piece]]` tables.
  if (!/^\s*\[\[piece\]\]/m.test(source) && /^\s*\[[^\]]+\]/m.test(source)) {
    try {
      const imported = fsfImport(source) as { section: string; toml: string; warnings: string[] };
      if (load(imported.toml) && imported.warnings.length) {
        showError('design-text-error', t('design-read-warnings', { count: imported.warnings.length }) + ' ' + imported.warnings.join('; '));
      }
    } catch (e) {
      showError('design-text-error', String((e as Error).message ?? e));
    }
    return;
  }
  load(source);
}

function info(d: Definition): VariantInfo {
  return {
    id: d.id, name: d.name, description: d.description, files: d.files, ranks: d.ranks, board: d.board,
    start_fen: d.start, rules: d.rules,
    pieces: d.piece.map(p => ({
      name: p.name, letter: p.letter, betza: p.betza, royal: !!p.royal, pawn: !!p.pawn, value: p.value ?? 0,
      figure: p.figure && figures[p.figure] ? p.figure : null,
    })),
  };
}

function tryIt(): void {
  if (!good) return;
  unmount?.();
  playEl.innerHTML = '';
  const host = el('div', {});
  playEl.append(host);
  unmount = mountOffline(host, info(good.def), good.def.start, good.toml);
  host.scrollIntoView({ block: 'nearest' });
}

form.addEventListener('input', changed);
form.addEventListener('change', changed);
form.addEventListener('submit', e => e.preventDefault());
$('design-add-piece').onclick = () => {
  addPiece({ name: '', letter: '', betza: '' });
  changed();
  (piecesEl.lastElementChild?.querySelector('[data-field="name"]') as HTMLInputElement | null)?.focus();
};
$('design-load').onclick = () => { load(templates[$<HTMLSelectElement>('design-template').value] ?? templates.blank); };
$('design-read').onclick = readText;
$('design-write-rukh').onclick = () => {
  const toml = toToml(readForm());
  text.value = toml;
  download(`${input('design-id').value || 'my-game'}.toml`, toml, 'application/toml');
};
$('design-write-fsf').onclick = () => {
  clearErrors();
  try {
    const out = fsfExport(toToml(readForm())) as { ini: string; approximations: string[] };
    text.value = out.ini;
    download(`${input('design-id').value || 'my-game'}.ini`, out.ini, 'text/plain');
  } catch (e) {
    showError('design-text-error', String((e as Error).message ?? e));
  }
};
tryButton.onclick = tryIt;

/** Saves the checked game on the site, then opens its page. */
async function save(): Promise<void> {
  if (!good || !saveButton || !saveStatus) return;
  const asNew = (document.getElementById('design-as-new') as HTMLInputElement | null)?.checked;
  const body = {
    source: good.toml,
    design: asNew ? null : root.dataset.design ?? null,
    publish: (document.getElementById('design-publish') as HTMLInputElement | null)?.checked ?? false,
  };
  saveButton.disabled = true;
  saveStatus.className = '';
  saveStatus.textContent = t('design-saving');
  try {
    const r = await fetch('/api/designs', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    const j = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
    if (r.ok) {
      saveStatus.className = 'design-ok';
      saveStatus.textContent = t('design-saved', { version: j.version });
      window.location.assign(j.url);
      return;
    }
    saveStatus.className = 'design-wrong';
    saveStatus.textContent = `${t('design-not-saved')} ${j.error ?? ''}`;
  } catch {
    saveStatus.className = 'design-wrong';
    saveStatus.textContent = t('design-not-saved-network');
  }
  saveButton.disabled = !good;
}
if (saveButton) saveButton.onclick = () => { void save(); };

init({ module_or_path: document.body.dataset.wasm || '/assets/rukh_bg.wasm' })
  .then(() => {
    // A saved design opened from its page comes first; else this browser's draft.
    let saved: string | null = root.dataset.from ?? null;
    if (saved === null) {
      try { saved = localStorage.getItem(STORE); } catch { /* no storage: start blank */ }
    }
    if (!saved || !load(saved)) {
      // A design the rules refuse cannot fill the form: it stays in the text box, not lost.
      if (saved) text.value = saved;
      load(templates.blank);
    }
  })
  .catch(e => { statusEl.textContent = String((e as Error).message ?? e); });
