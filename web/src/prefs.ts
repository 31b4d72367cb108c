// Preferences: kept in this browser (localStorage), and with the account when one is signed in,
// so that its pages in any browser adopt them (`adoptAccountPrefs`, on every page by site.ts,
// before the page's own script reads them). The page's other memory (solved problems, the
// analysis engine's switch) stays in the browser.

/** The preferences kept with an account; and every game's board style. */
const NAMES = ['rukh-piece-set', 'rukh-board-colours', 'rukh-coords', 'rukh-sound', 'rukh-confirm-correspondence', 'rukh-theme', 'rukh-lang'];

export function isPref(name: string): boolean {
  return NAMES.includes(name) || /^rukh-board-style-[a-z0-9-]+$/.test(name);
}

/** The preferences this browser holds. */
function held(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    const v = k ? localStorage.getItem(k) : null;
    if (k && v !== null && isPref(k)) out[k] = v;
  }
  return out;
}

let timer: number | undefined;
function push(): Promise<void> {
  return fetch('/api/me/prefs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(held()) })
    .then(() => undefined, () => { /* kept in this browser; the next change tries again */ });
}

/** Keeps a preference here and with the account at once (before the page is left). */
export async function setPrefNow(name: string, value: string): Promise<void> {
  localStorage.setItem(name, value);
  window.clearTimeout(timer);
  if (document.body.dataset.prefs !== undefined) await push();
}

/** Keeps a preference here, and with the account (a moment later, all at once). */
export function setPref(name: string, value: string): void {
  localStorage.setItem(name, value);
  if (document.body.dataset.prefs === undefined) return;
  window.clearTimeout(timer);
  timer = window.setTimeout(push, 250);
}

/** An account's preferences into this browser; true when one changed. A browser's choices
 * made before the account had any become the account's. */
export function adoptAccountPrefs(): boolean {
  const raw = document.body.dataset.prefs;
  if (raw === undefined) return false;
  let theirs: Record<string, unknown>;
  try { theirs = JSON.parse(raw) as Record<string, unknown>; } catch { return false; }
  if (Object.keys(theirs).length === 0) {
    if (Object.keys(held()).length > 0) void push();
    return false;
  }
  let changed = false;
  for (const [k, v] of Object.entries(theirs)) {
    if (isPref(k) && typeof v === 'string' && localStorage.getItem(k) !== v) {
      localStorage.setItem(k, v);
      changed = true;
    }
  }
  return changed;
}
