// The analysis board's tree of moves: the main line first among each node's children, side
// lines after it; kept in the page's address as text (coordinates, side lines in parentheses).
export interface TNode { coord: string; san: string; children: TNode[]; parent: TNode | null }

export function newTree(): TNode {
  return { coord: '', san: '', children: [], parent: null };
}

/** The child of `parent` for a move, made if it is new (a known move keeps its place). */
export function add(parent: TNode, coord: string, san = ''): TNode {
  const found = parent.children.find(c => c.coord === coord);
  if (found) { if (san && !found.san) found.san = san; return found; }
  const n: TNode = { coord, san, children: [], parent };
  parent.children.push(n);
  return n;
}

/** The nodes from the root's first move down to `n`. */
export function pathOf(n: TNode): TNode[] {
  const p: TNode[] = [];
  for (let x: TNode | null = n; x && x.parent; x = x.parent) p.unshift(x);
  return p;
}
export const coordsOf = (n: TNode): string[] => pathOf(n).map(x => x.coord);
/** The child indices that lead to a node, for the address. */
export const indicesOf = (n: TNode): number[] => pathOf(n).map(x => x.parent!.children.indexOf(x));

/** The node the indices lead to (as far as they lead). */
export function nodeAt(root: TNode, indices: number[]): TNode {
  let x = root;
  for (const i of indices) { const c = x.children[i]; if (!c) break; x = c; }
  return x;
}

/** True when every move up to `n` is its parent's first: `n` is on the main line. */
export function isMain(n: TNode): boolean {
  for (let x = n; x.parent; x = x.parent) if (x.parent.children[0] !== x) return false;
  return true;
}

/** The tree as text: coordinates, main line first, side lines in parentheses. */
export function serialize(n: TNode): string {
  const out: string[] = [];
  let x = n;
  while (x.children.length > 0) {
    const [main, ...sides] = x.children;
    out.push(main.coord);
    for (const s of sides) out.push('(' + [s.coord, serialize(s)].filter(Boolean).join(' ') + ')');
    x = main;
  }
  return out.join(' ');
}

/** Reads `serialize`'s text back into `into`; tokens that are not moves are passed over. */
export function parseTree(text: string, into: TNode): void {
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? [];
  const stack: TNode[] = [];
  let last = into; // the node the next move follows
  let before = into; // the node before `last`, where a side line branches
  for (const t of tokens) {
    if (t === '(') { stack.push(last); last = before; }
    else if (t === ')') { const l = stack.pop(); if (l) { last = l; before = l.parent ?? into; } }
    else if (/^[a-p][0-9]{1,2}[a-p][0-9]{1,2}[a-z]?(,[a-p0-9]+)?$/.test(t)) { before = last; last = add(last, t); }
  }
}

/** Deletes `n` and all that follows it; its parent is returned. */
export function remove(n: TNode): TNode | null {
  const p = n.parent;
  if (!p) return null;
  p.children.splice(p.children.indexOf(n), 1);
  return p;
}

/** Makes the side line `n` is on the main line of its branch. */
export function promote(n: TNode): void {
  let x = n;
  while (x.parent && x.parent.children[0] === x) x = x.parent;
  if (!x.parent) return;
  const sibs = x.parent.children;
  sibs.splice(sibs.indexOf(x), 1);
  sibs.unshift(x);
}
