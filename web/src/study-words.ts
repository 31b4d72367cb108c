// What the engine and the endgame tables say of a position, in the page's language, from the
// server's structured answer (the English sentences it also sends are for other clients).
import type { FenProblemView, ScoreView, TableMove, TableView } from './wire';
import { digits, t } from './i18n';
import { sideName } from './ends';

/** An engine's score: `+0.35` (in the page's digits), or "mate in 3", "bare king in 2". */
export function scoreText(s: ScoreView): string {
  if (s.mate === undefined) return digits(s.text);
  const how: Record<string, string> = {
    mate: 'score-how-mate', 'bare king': 'score-how-bare-king', stalemate: 'score-how-stalemate',
    'king taken': 'score-how-king-taken', win: 'score-how-win',
  };
  return t('score-in', { how: t(how[s.how ?? 'win'] ?? 'score-how-win'), n: Math.abs(s.mate) });
}

const ENDINGS: Record<string, string> = {
  checkmate: 'tb-how-checkmate', 'bare-king': 'tb-how-bare-king', boorj: 'tb-how-boorj', stalemate: 'tb-how-stalemate',
  'king-captured': 'tb-how-king-captured', 'no-moves': 'tb-how-no-moves', 'lone-king-moves': 'tb-how-lone-king-moves',
};
const DRAWN_BY: Record<string, string> = {
  'counter-bared': 'tb-why-counter-bared', 'bare-kings': 'tb-why-bare-kings', stalemate: 'tb-why-stalemate',
  'lone-king-stalemate': 'tb-why-lone-king-stalemate', 'no-moves': 'tb-why-no-moves',
};

/** How a won table position ends (its rule), in words. */
function ending(reason: string | null): string {
  return t((reason && ENDINGS[reason]) || 'tb-how-win');
}

/** Why a drawn table position is drawn, where one rule decides it ('' if none). */
function drawnBy(reason: string | null): string {
  return reason && DRAWN_BY[reason] ? t(DRAWN_BY[reason]) : '';
}

/** The tables' verdict: "White wins: bare king in 12", "Draw (kings alone)". */
export function tableVerdict(tb: TableView): string {
  if (!tb.winner) {
    const why = drawnBy(tb.reason);
    return why ? t('tb-draw-why', { reason: why }) : t('tb-draw');
  }
  const side = sideName(tb.winner === 'White' ? 'white' : 'black');
  if (tb.plies === 0) return t('tb-has-won', { side, how: ending(tb.reason) });
  return t('tb-wins', { side, how: ending(tb.reason), n: tb.to_end });
}

/** A move's value for its mover: "bare king in 5", "draw", "loses: mate in 3". */
export function tableMoveText(m: TableMove): string {
  if (m.result === 'draw') {
    const why = drawnBy(m.reason);
    return why ? t('tb-move-draw-why', { reason: why }) : t('tb-move-draw');
  }
  const how = ending(m.reason);
  if (m.result === 'win') return m.plies <= 1 ? t('tb-move-wins', { how }) : t('tb-move-win-in', { how, n: m.to_end });
  return m.plies <= 1 ? t('tb-move-loses', { how }) : t('tb-move-loses-in', { how, n: m.to_end });
}

/** What is wrong with a FEN, in the page's language, from the rules' parts (`fen-CODE` with its
 * arguments, inside the field and the place); the English sentence where no parts came. */
export function fenProblemText(p: FenProblemView | null | undefined, english: string): string {
  if (!p) return english;
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p.args)) {
    args[k] = k === 'side' && (v === 'white' || v === 'black') ? sideName(v) : v;
  }
  const problem = t(`fen-${p.code}`, args);
  if (p.field === 'position') return t('fen-impossible', { problem });
  const field = t(`fen-field-${p.field}`);
  return p.found
    ? t('fen-error-found', { field, at: p.at, found: p.found, problem })
    : t('fen-error', { field, at: p.at, problem });
}
