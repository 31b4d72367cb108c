// The lobby: the "Create a game" form shows only what applies (the chosen game's rules, the
// engine's strength for a game against the engine, minutes and seconds for a custom clock), and
// the lists of open seeks and games in progress stay up to date (server-sent events); the
// quick-pairing grid's counts of waiting seeks follow the seeks.
import type { GameSummary, LobbyLists } from './wire';
import { el } from './dom';
import { gameName, num, pageLang, ratingNum, t, tcWords } from './i18n';

const form = document.getElementById('new-game') as HTMLFormElement | null;

function value(f: HTMLFormElement, name: string): string {
  return f.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
}

function show(f: HTMLFormElement): void {
  const game = value(f, 'variant');
  for (const set of f.querySelectorAll<HTMLFieldSetElement>('.rules-for')) {
    const on = set.dataset.variant === game;
    set.hidden = !on;
    set.disabled = !on;
  }
  const level = document.getElementById('level-row');
  if (level) level.hidden = value(f, 'opponent') !== 'engine';
  // Games against the engine are casual; a rating range is for open seeks.
  const modeBox = document.getElementById('mode-box');
  if (modeBox) {
    const engine = value(f, 'opponent') === 'engine';
    for (const p of modeBox.querySelectorAll<HTMLInputElement>('input[name="mode"]')) p.disabled = engine;
    const range = document.getElementById('range-row');
    if (range) {
      const seekRated = value(f, 'opponent') === 'seek' && value(f, 'mode') === 'rated';
      range.hidden = !seekRated;
      const s = range.querySelector('select');
      if (s) s.disabled = !seekRated;
    }
  }
  const custom = document.getElementById('custom-clock');
  if (custom) {
    const on = value(f, 'tc') === 'custom';
    custom.hidden = !on;
    for (const i of custom.querySelectorAll('input')) i.disabled = !on;
  }
}

if (form) {
  form.addEventListener('change', () => show(form));
  show(form);
}

function table(headers: string[]): HTMLTableElement {
  const tbl = el('table', { class: 'games' });
  const tr = el('tr');
  for (const h of headers) tr.append(el('th', {}, h));
  tbl.append(tr);
  return tbl;
}

function cell(row: HTMLElement, text: string | number | null): HTMLElement {
  const td = el('td', {}, text == null ? '—' : String(text));
  row.append(td);
  return td;
}

/** A player's name: a link to their page, "BOT" for a bot, their rating in the game. */
function playerCell(td: HTMLElement, g: GameSummary, side: 'white' | 'black'): void {
  const name = g[side] ?? '—';
  const url = side === 'white' ? g.white_url : g.black_url;
  const span = el('span', { class: 'player' });
  if (url) span.append(el('a', { href: url }, name));
  else span.append(name);
  if (side === 'white' ? g.white_bot : g.black_bot) span.append(' ', el('span', { class: 'bot' }, 'BOT'));
  const r = g.ratings?.[side];
  if (r && typeof r.before === 'number') span.append(' ', el('span', { class: 'rating' }, `${ratingNum(r.before)}${r.provisional ? '?' : ''}`));
  td.append(span);
}

function showSeeks(box: HTMLElement, list: GameSummary[]): void {
  box.replaceChildren();
  if (!list.length) { box.append(el('p', { class: 'muted' }, t('no-seeks'))); return; }
  const me = document.body.dataset.player;
  const tbl = table([t('col-game'), t('col-player'), t('col-time'), t('col-mode'), '']);
  for (const g of list) {
    const tr = el('tr');
    const name = cell(tr, gameName(g.variant, g.variant_name));
    if (g.rule_changes.length) {
      const words = g.rule_changes_in?.[pageLang()] ?? g.rule_changes;
      const note = el('span', { class: 'rule-changes' }, `${t('changed')} ${words.join('; ')}`);
      name.append(el('br'), note);
    }
    const who = el('td');
    playerCell(who, g, g.white != null ? 'white' : 'black');
    tr.append(who);
    cell(tr, tcWords(g.time_control));
    const mode = cell(tr, g.rated ? t('rated-plain') : t('casual'));
    if (g.rated && (g.min_rating != null || g.max_rating != null)) {
      mode.append(el('br'), el('span', { class: 'muted' }, `${g.min_rating != null ? ratingNum(g.min_rating) : '…'}–${g.max_rating != null ? ratingNum(g.max_rating) : '…'}`));
    }
    const td = el('td');
    if (me && g.creator === me) {
      const cancel = el('form', { class: 'cancel-seek', method: 'post', action: `/g/${encodeURIComponent(g.id)}/cancel` });
      cancel.append(el('button', { type: 'submit', 'aria-label': t('cancel-seek-of', { game: gameName(g.variant, g.variant_name) }) }, t('cancel')));
      td.append(cancel);
    } else {
      td.append(el('a', { class: 'button accept', href: g.join_url ?? '#' }, t('challenge-accept')));
    }
    tr.append(td);
    tbl.append(tr);
  }
  box.append(tbl);
}

function showActive(box: HTMLElement, list: GameSummary[]): void {
  box.replaceChildren();
  if (!list.length) { box.append(el('p', { class: 'muted' }, t('no-games-in-progress'))); return; }
  const tbl = table([t('col-game'), t('side-white'), t('side-black'), t('col-moves'), t('col-result')]);
  for (const g of list) {
    const tr = el('tr');
    const td = el('td');
    td.append(el('a', { href: `/g/${encodeURIComponent(g.id)}` }, gameName(g.variant, g.variant_name)));
    if (g.rated) td.append(' ', el('span', { class: 'muted rated' }, t('challenge-rated')));
    tr.append(td);
    const w = el('td'); playerCell(w, g, 'white'); tr.append(w);
    const b = el('td'); playerCell(b, g, 'black'); tr.append(b);
    cell(tr, num(Math.floor((g.plies + 1) / 2)));
    cell(tr, g.result ?? '—');
    tbl.append(tr);
  }
  box.append(tbl);
}

/** The quick-pairing grid's "N waiting", from the seeks of others. */
function showWaiting(list: GameSummary[]): void {
  const me = document.body.dataset.player;
  for (const b of document.querySelectorAll<HTMLButtonElement>('.quick-cell')) {
    const variant = (b.value || '').split('|')[0];
    const n = list.filter(g => g.variant === variant && g.creator !== me && (b.dataset.clock ?? '') === g.time_control
      && g.rule_changes.length === 0).length;
    b.querySelector('.waiting')?.remove();
    if (n > 0) b.append(el('span', { class: 'waiting' }, t('waiting-count', { n })));
  }
}

const seeks = document.getElementById('seeks');
const active = document.getElementById('active');
if (seeks && active && window.EventSource) {
  const events = new EventSource('/api/lobby/events');
  events.addEventListener('lists', e => {
    const data = JSON.parse((e as MessageEvent).data) as LobbyLists | { error: string };
    if ('error' in data) return;
    showSeeks(seeks, data.seeks);
    showActive(active, data.active);
    showWaiting(data.seeks);
  });
}
