// The seats show what a side is up, not every man taken: equal trades cancel, and the surplus
// and its worth in the engine's pawns remain.
import { describe, expect, it } from 'vitest';
import { materialAhead } from '../src/round/material';

const pieces = [
  { name: 'King', letter: 'K', betza: 'K', royal: true, pawn: false, value: 0, figure: null },
  { name: 'Rook', letter: 'R', betza: 'R', royal: false, pawn: false, value: 500, figure: null },
  { name: 'Knight', letter: 'N', betza: 'N', royal: false, pawn: false, value: 320, figure: null },
  { name: 'Pawn', letter: 'P', betza: 'fmWfcF', royal: false, pawn: true, value: 100, figure: null },
];

describe('materialAhead', () => {
  it('cancels equal trades', () => {
    // White takes a knight and a pawn, Black takes a knight and a pawn back.
    const caps = [['n'], ['N'], ['p'], ['P']];
    expect(materialAhead(caps, 4, pieces, 'white')).toEqual({ surplus: [], points: 0 });
    expect(materialAhead(caps, 4, pieces, 'black')).toEqual({ surplus: [], points: 0 });
  });
  it('keeps the surplus on the side ahead, in the pieces order', () => {
    // White takes a rook and two pawns, Black takes a knight: White is up R+2P-N.
    const caps = [['p'], [], ['r'], ['N'], ['p'], []];
    expect(materialAhead(caps, 6, pieces, 'white')).toEqual({ surplus: ['r', 'p', 'p'], points: 380 });
    expect(materialAhead(caps, 6, pieces, 'black')).toEqual({ surplus: ['N'], points: -380 });
  });
  it('counts only the moves up to the one shown', () => {
    const caps = [['p'], [], ['r'], ['N']];
    expect(materialAhead(caps, 1, pieces, 'white')).toEqual({ surplus: ['p'], points: 100 });
    expect(materialAhead(caps, 0, pieces, 'white')).toEqual({ surplus: [], points: 0 });
  });
  it('shows a long game of many captures as a few men', () => {
    const caps: string[][] = [];
    for (let i = 0; i < 12; i++) caps.push(['p'], ['P']);
    caps.push(['r']);
    expect(materialAhead(caps, caps.length, pieces, 'white').surplus).toEqual(['r']);
  });
});
