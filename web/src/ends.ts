// How games end, in the page's language: the game page's banner, the analysis board's status
// line, a problem's end.
import type * as cg from 'chessgroundx/types';
import { t } from './i18n';

/** "White" or "Black" in the page's language. */
export function sideName(c: cg.Color): string {
  return t(c === 'white' ? 'side-white' : 'side-black');
}

/** How a game ended, in the page's language, from its termination (the rules' reason, or the
 * site's: time, resignation, agreement, abandoned, aborted) and its result. The server's own
 * sentence (English, as PGN keeps it) where the termination is one this page does not know. */
export function endText(result: string, termination: string, description: string | null): string {
  const term = termination;
  const winner: cg.Color | null = result === '1-0' ? 'white' : result === '0-1' ? 'black' : null;
  const sides: Record<string, string> = winner ? { winner: sideName(winner), loser: sideName(winner === 'white' ? 'black' : 'white') } : {};
  const claimed = term.endsWith(' (claimed)');
  const grade = term.match(/ \(grade: ([a-z-]+)\)$/)?.[1];
  const reason = term.replace(/ \((claimed|grade: [a-z-]+)\)$/, '');
  const drawOr = (win: string, draw: string) => t(winner ? win : draw, sides);
  const known: Record<string, () => string> = {
    checkmate: () => t('end-checkmate', sides),
    stalemate: () => drawOr('end-stalemate-win', 'end-stalemate'),
    'bare-king': () => t('end-bare-king', sides),
    'counter-bared': () => t('end-counter-bared'),
    'bare-kings': () => t('end-bare-kings'),
    'king-captured': () => t('end-king-captured', sides),
    'no-moves': () => drawOr('end-no-moves-win', 'end-no-moves'),
    'lone-king-stalemate': () => t('end-lone-king-stalemate'),
    'lone-king-moves': () => t('end-lone-king-moves', sides),
    'lone-king-claim': () => t('end-lone-king-claim'),
    boorj: () => drawOr('end-boorj-win', 'end-boorj'),
    repetition: () => t('end-repetition'),
    'move-rule': () => t('end-move-rule'),
    time: () => t('end-time', sides),
    resignation: () => t('end-resignation', sides),
    agreement: () => t('end-agreement'),
    abandoned: () => drawOr('end-abandoned-win', 'end-abandoned'),
    aborted: () => {
      // Which way it was aborted, from the server's sentence (kept in English with the game).
      const why = description ?? '';
      const side = why.match(/^(White|Black) /)?.[1]?.toLowerCase() as cg.Color | undefined;
      const late = why.match(/did not make a first move within (\d+) seconds/);
      if (side && late) return t('end-aborted-first-move', { side: sideName(side), n: Number(late[1]) });
      if (side && why.includes(' aborted the game')) return t('end-aborted-by', { side: sideName(side) });
      return t('end-aborted');
    },
  };
  const words = known[reason];
  if (!words || (winner === null && ['checkmate', 'bare-king', 'king-captured', 'lone-king-moves', 'time', 'resignation'].includes(reason))) {
    return description ?? (term || t('end-draw'));
  }
  let s = words();
  const grades: Record<string, string> = { 'pawn-mate': 'grade-pawn-mate', checkmate: 'grade-checkmate', boorj: 'grade-boorj' };
  if (grade && winner && grades[grade]) s += ` (${t(grades[grade])})`;
  return claimed ? t('end-claimed', { reason: s }) : s;
}

