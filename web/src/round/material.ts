// The material a side is up, from the men taken in a game: what the seats show beside the names.
import type * as cg from 'chessgroundx/types';
import type { VariantInfo } from '../wire';

/** What a side is up in taken men at the position shown, as lichess shows it: for each kind of
 * piece only the surplus over what the other side took of it, then the difference in the engine's
 * values (pawns, to a tenth) when it is ahead. Great Shatranj's promotions choose among the
 * pieces a side has lost, which the game's move list and the promotion chooser say. */
export function materialAhead(captures: ReadonlyArray<Iterable<string>>, shown: number, pieces: VariantInfo['pieces'], color: cg.Color): { surplus: string[], points: number } {
  const net = new Map<string, number>();
  let points = 0;
  for (const list of captures.slice(0, shown)) {
    for (const l of list) {
      const up = l.toUpperCase();
      const info = pieces.find(p => p.letter === up);
      if (!info) continue;
      // A black man taken is White's gain.
      const sign = (l === up) === (color === 'black') ? 1 : -1;
      net.set(up, (net.get(up) ?? 0) + sign);
      points += sign * info.value;
    }
  }
  const surplus: string[] = [];
  for (const p of pieces) {
    const n = net.get(p.letter) ?? 0;
    for (let i = 0; i < n; i++) surplus.push(color === 'white' ? p.letter.toLowerCase() : p.letter);
  }
  return { surplus, points };
}
