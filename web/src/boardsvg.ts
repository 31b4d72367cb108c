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

export function boardSvg(files: number, ranks: number, style: string, orientation: cg.Color): string {
  const W = files, H = ranks, c = 10;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W * c} ${H * c}" preserveAspectRatio="none">`;
  for (let r = 0; r < H; r++) {
    for (let f = 0; f < W; f++) {
      const x = (orientation === 'white' ? f : W - 1 - f) * c;
      const y = (orientation === 'white' ? H - 1 - r : r) * c;
      const light = (f + r) % 2 === 1;
      const fill = style === 'checkered' ? (light ? '#f0dfbf' : '#b98c5a') : '#e9d3a6';
      s += `<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="${fill}"/>`;
      if (style !== 'checkered') s += `<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="none" stroke="#6b4a22" stroke-width="0.3"/>`;
      if (style === 'ashtapada' && ashtapadaMarked(W, H, f, r)) {
        // The marks lie under the pieces, faint, so a piece never looks crossed out.
        s += `<path d="M${x + 1} ${y + 1}L${x + c - 1} ${y + c - 1}M${x + c - 1} ${y + 1}L${x + 1} ${y + c - 1}" stroke="#8a6a3e" stroke-opacity="0.35" stroke-width="0.35"/>`;
      }
    }
  }
  return s + '</svg>';
}
