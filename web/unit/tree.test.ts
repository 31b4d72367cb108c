// The analysis board's tree: side lines, the address text and back, deleting and promoting.
import { describe, expect, it } from 'vitest';
import { add, coordsOf, indicesOf, isMain, newTree, nodeAt, parseTree, promote, remove, serialize } from '../src/tree';

function sample() {
  const t = newTree();
  const e3 = add(t, 'e2e3');
  const e6 = add(e3, 'e7e6');
  add(e6, 'd2d3');
  const d6 = add(e3, 'd7d6'); // a side line at Black's first move
  add(d6, 'g1f3');
  return { t, e3, e6, d6 };
}

describe('tree', () => {
  it('keeps a known move in its place and numbers the path to a node', () => {
    const { t, e3, d6 } = sample();
    expect(add(t, 'e2e3')).toBe(e3);
    expect(coordsOf(d6.children[0])).toEqual(['e2e3', 'd7d6', 'g1f3']);
    expect(indicesOf(d6.children[0])).toEqual([0, 1, 0]);
    expect(nodeAt(t, [0, 1, 0])).toBe(d6.children[0]);
    expect(isMain(d6)).toBe(false);
  });
  it('writes side lines in parentheses and reads the text back to the same tree', () => {
    const { t } = sample();
    const text = serialize(t);
    expect(text).toBe('e2e3 e7e6 (d7d6 g1f3) d2d3');
    const back = newTree();
    parseTree(text, back);
    expect(serialize(back)).toBe(text);
    expect(coordsOf(nodeAt(back, [0, 1, 0]))).toEqual(['e2e3', 'd7d6', 'g1f3']);
  });
  it('passes over tokens that are not moves', () => {
    const t = newTree();
    parseTree('e2e3 <script> e7e6', t);
    expect(serialize(t)).toBe('e2e3 e7e6');
  });
  it('promotes a side line to the main line and deletes a line', () => {
    const { t, e3, d6 } = sample();
    promote(d6.children[0]);
    expect(serialize(t)).toBe('e2e3 d7d6 (e7e6 d2d3) g1f3');
    expect(isMain(d6)).toBe(true);
    expect(remove(d6)).toBe(e3);
    expect(serialize(t)).toBe('e2e3 e7e6 d2d3');
  });
});
