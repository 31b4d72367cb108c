// A game's definition as the designer holds it (the rules' `Definition`, as JSON), and the
// variant file (TOML) written from it.

export type PieceDef = {
  name: string; letter: string; betza: string; aliases?: string[];
  royal?: boolean; pawn?: boolean; value?: number | null; figure?: string | null;
};
export type PromotionDef = { zone: number; mode: string; pieces: string[]; always: string[]; mandatory: boolean };
export type Definition = {
  id: string; name: string; description: string; sources?: string[]; files: number; ranks: number;
  board: string; start: string; piece: PieceDef[]; promotion?: PromotionDef | null;
  rules: Record<string, unknown>; evaluation?: Record<string, number>;
};
/** A TOML value: strings in JSON's escapes, which TOML's basic strings share. */
function tomlValue(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(tomlValue).join(', ')}]`;
  if (typeof v === 'string') return JSON.stringify(v);
  return String(v);
}

export function toToml(d: Definition): string {
  const lines = [
    `id = ${tomlValue(d.id)}`, `name = ${tomlValue(d.name)}`,
  ];
  if (d.description) lines.push(`description = ${tomlValue(d.description)}`);
  if (d.sources?.length) lines.push(`sources = ${tomlValue(d.sources)}`);
  lines.push(`files = ${d.files}`, `ranks = ${d.ranks}`, `board = ${tomlValue(d.board)}`, `start = ${tomlValue(d.start)}`);
  for (const p of d.piece) {
    lines.push('', '[[piece]]', `name = ${tomlValue(p.name)}`, `letter = ${tomlValue(p.letter)}`);
    if (p.aliases?.length) lines.push(`aliases = ${tomlValue(p.aliases)}`);
    lines.push(`betza = ${tomlValue(p.betza)}`);
    if (p.royal) lines.push('royal = true');
    if (p.pawn) lines.push('pawn = true');
    if (p.value !== null && p.value !== undefined && Number.isFinite(p.value)) lines.push(`value = ${Math.trunc(p.value)}`);
    if (p.figure) lines.push(`figure = ${tomlValue(p.figure)}`);
  }
  if (d.promotion) {
    const pr = d.promotion;
    lines.push('', '[promotion]', `zone = ${pr.zone}`, `mode = ${tomlValue(pr.mode)}`, `pieces = ${tomlValue(pr.pieces)}`);
    if (pr.always.length) lines.push(`always = ${tomlValue(pr.always)}`);
    if (!pr.mandatory) lines.push('mandatory = false');
  }
  const rules = Object.entries(d.rules);
  if (rules.length) {
    lines.push('', '[rules]');
    for (const [k, v] of rules) lines.push(`${k} = ${tomlValue(v)}`);
  }
  const weights = Object.entries(d.evaluation ?? {});
  if (weights.length) {
    lines.push('', '[evaluation]');
    for (const [k, v] of weights) lines.push(`${k} = ${v}`);
  }
  return lines.join('\n') + '\n';
}

