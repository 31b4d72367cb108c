// The board under the pieces: checkered, plain or the marked ashtapada, as an SVG.
import type * as cg from 'chessgroundx/types';

/** The squares the ashtapada marks with a cross: the corners and middles of each quarter. */
export function ashtapadaMarked(files: number, ranks: number, f: number, r: number): boolean {
  const edgeF = [0, files - 1], edgeR = [0, ranks - 1];
  const midF = [Math.floor(files / 2) - 1, Math.floor(files / 2)];
  const midR = [Math.floor(ranks / 2) - 1, Math.floor(ranks / 2)];
  const quarterF = [2, files - 3], quarterR = [2, ranks - 3];
  return (edgeF.includes(f) && edgeR.includes(r)) || (midF.includes(f) && midR.includes(r)) || (quarterF.includes(f) && quarterR.includes(r) );
}

/** The board's colour sets: light and dark squares, the plain boards' square and lines, the
 * ashtapada's marks. */
export const BOARD_COLOURS: Record<string, { name: string, light: string, dark: string, plain: string, line: string, mark: string }> = {
  wood: { name: 'Wood', light: '#f0dfbf', dark: '#b98c5a', plain: '#e9d3a6', line: '#6b4a22', mark: '#8a6a3e' },
  sand: { name: 'Sand', light: '#f3ead7', dark: '#cfae7d', plain: '#efe0c2', line: '#7d5f33', mark: '#8f6f40' },
  green: { name: 'Green', light: '#eeeed2', dark: '#769656', plain: '#dfe6c8', line: '#4b6131', mark: '#56703a' },
  blue: { name: 'Blue', light: '#dee3e6', dark: '#8ca2ad', plain: '#d5dde2', line: '#4a5a66', mark: '#52687a' },
  grey: { name: 'Grey', light: '#e3e3e3', dark: '#a3a3a3', plain: '#d9d9d9', line: '#555555', mark: '#666666' },
};

/** The colour set chosen in this browser (the same on every board). */
export function boardColours(): string {
  const c = localStorage.getItem('rukh-board-colours') ?? '';
  return c in BOARD_COLOURS ? c : 'wood';
}

export function boardSvg(files: number, ranks: number, style: string, orientation: cg.Color, colours = boardColours()): string {
  const pal = BOARD_COLOURS[colours] ?? BOARD_COLOURS.wood;
  const W = files, H = ranks, c = 10;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W * c} ${H * c}" preserveAspectRatio="none">`;
  for (let r = 0; r < H; r++) {
    for (let f = 0; f < W; f++) {
      const x = (orientation === 'white' ? f : W - 1 - f) * c;
      const y = (orientation === 'white' ? H - 1 - r : r) * c;
      const light = (f + r) % 2 === 1;
      const fill = style === 'checkered' ? (light ? pal.light : pal.dark) : pal.plain;
      s += `<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="${fill}"/>`;
      if (style !== 'checkered') s += `<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="none" stroke="${pal.line}" stroke-width="0.3"/>`;
      if (style === 'ashtapada' && ashtapadaMarked(W, H, f, r)) {
        // The marks lie under the pieces, faint, so a piece never looks crossed out.
        s += `<path d="M${x + 1} ${y + 1}L${x + c - 1} ${y + c - 1}M${x + c - 1} ${y + 1}L${x + 1} ${y + c - 1}" stroke="${pal.mark}" stroke-opacity="0.35" stroke-width="0.35"/>`;
      }
    }
  }
  return s + '</svg>';
}
