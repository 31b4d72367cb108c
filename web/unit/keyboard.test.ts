// The move box's parser, with the legal moves the server sends for Shatranj's start and a
// promotion of Great Shatranj's kind.
import { describe, expect, it } from 'vitest';
import { movesTyped, mayContinue, readTyped } from '../src/typed-move';
import { keyAt, squareName, step } from '../src/board-keys';
import type { Legal } from '../src/wire';

const mv = (move: string, san: string, promotion: string | null = null, bonus: string | null = null): Legal =>
  ({ move, san, from: move.slice(0, 2), to: move.slice(2, 4), promotion, bonus });

// Some of Shatranj's first moves, as the server lists them: pawns and horses (N).
const start: Legal[] = [
  mv('e2e3', 'e3'), mv('d2d3', 'd3'), mv('b2b3', 'b3'), mv('g1f3', 'Nf3'), mv('g1h3', 'Nh3'),
  mv('b1c3', 'Nc3'), mv('b1a3', 'Na3'),
];

describe('movesTyped', () => {
  it('reads SAN, with or without the check and capture signs', () => {
    expect(movesTyped('e3', start).map(m => m.move)).toEqual(['e2e3']);
    expect(movesTyped('Nf3', start).map(m => m.move)).toEqual(['g1f3']);
    expect(movesTyped('Nf3+', start).map(m => m.move)).toEqual(['g1f3']);
  });
  it('takes a piece letter in lower case', () => {
    expect(movesTyped('nf3', start).map(m => m.move)).toEqual(['g1f3']);
  });
  it('reads coordinates, with or without a dash', () => {
    expect(movesTyped('e2e3', start).map(m => m.move)).toEqual(['e2e3']);
    expect(movesTyped('g1-f3', start).map(m => m.move)).toEqual(['g1f3']);
    expect(movesTyped('E2E3', start).map(m => m.move)).toEqual(['e2e3']);
  });
  it('finds nothing for an illegal move', () => {
    expect(movesTyped('e4', start)).toEqual([]);
    expect(movesTyped('Ke2', start)).toEqual([]);
    expect(movesTyped('', start)).toEqual([]);
  });
  it('leaves a promotion open when only the squares are given', () => {
    const promos = [mv('b7b8f', 'b8=F', 'F'), mv('b7b8r', 'b8=R', 'R')];
    expect(movesTyped('b7b8', promos)).toHaveLength(2);
    expect(movesTyped('b8=R', promos).map(m => m.move)).toEqual(['b7b8r']);
    expect(movesTyped('b7b8r', promos).map(m => m.move)).toEqual(['b7b8r']);
  });
});

describe('readTyped', () => {
  it('plays a move as soon as no longer text could mean another', () => {
    expect(readTyped('Nf3', start, false)).toEqual({ play: [start[3]] });
    expect(readTyped('N', start, false)).toEqual({ wait: true });
    expect(readTyped('g1', start, false)).toEqual({ wait: true });
  });
  it('waits where the text may go on (`e3` may begin `e3e4`), and plays it on Enter', () => {
    const more = [...start, mv('e3e4', 'e4')];
    expect(mayContinue('e3', more)).toBe(true);
    expect(readTyped('e3', more, false)).toEqual({ wait: true });
    expect(readTyped('e3', more, true)).toEqual({ play: [start[0]] });
  });
  it('says what is wrong on Enter', () => {
    expect(readTyped('e5', start, true)).toEqual({ error: "no legal move is written 'e5'" });
    expect(readTyped('Qd8', start, false)).toEqual({ error: "no legal move is written 'Qd8'" });
  });
});

describe('the board cursor', () => {
  it('moves as the board is seen: up is away from the player at the bottom', () => {
    expect(step(4, 1, 'ArrowUp', 'white', 8, 8)).toEqual([4, 2]);
    expect(step(4, 1, 'ArrowUp', 'black', 8, 8)).toEqual([4, 0]);
    expect(step(4, 1, 'ArrowRight', 'black', 8, 8)).toEqual([3, 1]);
    expect(step(9, 7, 'ArrowRight', 'white', 10, 8)).toEqual([9, 7]);
    expect(step(0, 0, 'ArrowDown', 'white', 10, 8)).toEqual([0, 0]);
  });
  it('names squares as players write them, beyond the ninth rank too', () => {
    expect(keyAt(9, 7)).toBe('j8');
    expect(squareName(keyAt(0, 9))).toBe('a10');
    expect(squareName('p@')).toBe('p16');
  });
});
