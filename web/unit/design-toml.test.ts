// The designer's variant file: every field written as TOML that the rules read, strings escaped
// (a name with quotes or a backslash stays one string), defaults left out.
import { describe, expect, it } from 'vitest';
import { toToml, type Definition } from '../src/design-toml';

const makruk: Definition = {
  id: 'makruk', name: 'Makruk', description: '', files: 8, ranks: 8, board: 'plain',
  start: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
  piece: [
    { name: 'Khun', letter: 'K', betza: 'K', royal: true, figure: 'king' },
    { name: 'Bia', letter: 'P', betza: 'fmWfcF', pawn: true, value: 100, figure: 'pawn' },
    { name: 'Met', letter: 'M', betza: 'F', value: null, figure: null },
  ],
  promotion: { zone: 3, mode: 'choice', pieces: ['M'], always: [], mandatory: true },
  rules: { stalemate: 'draw', 'move-rule': 0, 'double-step-files': ['a', 'h'], 'king-capture': false },
};

describe('toToml', () => {
  it('writes each piece as a table, and a value only where one is given', () => {
    const text = toToml(makruk);
    expect(text).toContain('[[piece]]\nname = "Khun"\nletter = "K"\nbetza = "K"\nroyal = true\nfigure = "king"\n');
    expect(text).toContain('name = "Met"\nletter = "M"\nbetza = "F"\n');
    expect(text).not.toMatch(/name = "Met"[^[]*value/);
    expect(text).toContain('[promotion]\nzone = 3\nmode = "choice"\npieces = ["M"]\n');
    expect(text).not.toContain('mandatory');
  });

  it('writes the rules with their own types', () => {
    const text = toToml(makruk);
    expect(text).toContain('[rules]\nstalemate = "draw"\nmove-rule = 0\ndouble-step-files = ["a", "h"]\nking-capture = false\n');
  });

  it('keeps quotes, backslashes and new lines inside one string', () => {
    const text = toToml({ ...makruk, name: 'The "Big" \\ game', description: 'two\nlines' });
    expect(text).toContain('name = "The \\"Big\\" \\\\ game"');
    expect(text).toContain('description = "two\\nlines"');
  });

  it('leaves out a promotion and rules the game does not have', () => {
    const text = toToml({ ...makruk, promotion: null, rules: {} });
    expect(text).not.toContain('[promotion]');
    expect(text).not.toContain('[rules]');
  });
});
