//! What XBoard needs to draw and check a game it does not know: the `setup` command (board size,
//! which XBoard piece picture each letter gets, parent variant, start position) and one `piece`
//! command per piece with its moves in Betza notation.

use rukh_rules::Variant;

/// XBoard's piece pictures in the order of its piece-to-char table; the last is the king.
const SLOTS: [char; 22] = [
    'P', 'N', 'B', 'R', 'Q', 'F', 'E', 'A', 'C', 'W', 'M', 'O', 'H', 'I', 'J', 'G', 'D', 'V', 'L',
    'S', 'U', 'K',
];
const KING_SLOT: usize = SLOTS.len() - 1;

use rukh_rules::notation::xboard::described_moves;
pub use rukh_rules::notation::xboard::name as xboard_name;

/// Our id for a variant name XBoard sends.
pub fn our_id(name: &str) -> &str {
    match name {
        "great" => "great-shatranj",
        "chaturanga" => "chaturanga-davidson",
        "kamil" | "shatranj-kamil" => "shatranj-kamil-64",
        other => other,
    }
}

/// The XBoard variant whose other rules (baring, stalemate) come nearest to the game's.
fn parent(v: &Variant) -> &'static str {
    match v.id.as_str() {
        "shatranj" | "shatranj-kamil-64" => "shatranj",
        "great-shatranj" => "great",
        _ => "fairy",
    }
}

/// The pictures a piece should get, best first: from how it moves, then from its letter.
fn preferred_slots(betza: &str, letter: char) -> impl Iterator<Item = usize> {
    let by_move = match betza {
        "F" => Some('F'),
        "A" | "FA" | "AmD" => Some('E'),
        "K" => Some('M'),
        "WD" | "W" => Some('W'),
        "N" => Some('N'),
        "R" => Some('R'),
        "B" => Some('B'),
        "Q" => Some('Q'),
        _ => None,
    };
    by_move
        .into_iter()
        .chain(Some(letter))
        .filter_map(|c| SLOTS[..KING_SLOT].iter().position(|&s| s == c))
}

/// The lines to send after `variant NAME`: `setup (TABLE) WxH+0_PARENT FEN` and `piece` lines.
pub fn setup_lines(v: &Variant) -> Vec<String> {
    let mut table = ['.'; SLOTS.len()];
    let mut placed: Vec<(usize, char)> = Vec::new();
    let mut order: Vec<usize> = (0..v.pieces.len()).collect();
    // Kings and pawns first, then pieces with a natural picture, then the rest.
    order.sort_by_key(|&k| {
        let p = &v.pieces[k];
        (
            !(p.royal || p.pawn),
            preferred_slots(&p.betza, p.letter).next().is_none(),
        )
    });
    for k in order {
        let p = &v.pieces[k];
        let slot = if p.royal {
            Some(KING_SLOT)
        } else if p.pawn && table[0] == '.' {
            Some(0)
        } else {
            preferred_slots(&p.betza, p.letter)
                .find(|&s| table[s] == '.')
                .or_else(|| (1..KING_SLOT).find(|&s| table[s] == '.'))
        };
        if let Some(s) = slot {
            table[s] = p.letter;
            placed.push((k, p.letter));
        }
    }
    let white: String = table.iter().collect();
    let black = white.to_ascii_lowercase();
    let mut fields = v.start_fen.split_whitespace();
    let board = fields.next().unwrap_or("");
    let side = fields.next().unwrap_or("w");
    let g = v.geometry;
    let mut lines = vec![format!(
        "setup ({white}{black}) {}x{}+0_{} {board} {side} - - 0 1",
        g.files(),
        g.ranks(),
        parent(v)
    )];
    for (k, letter) in placed {
        lines.push(format!("piece {letter}& {}", described_moves(v, k)));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use rukh_rules::variant::builtin;

    #[test]
    fn great_shatranj_setup_names_size_parent_and_every_piece() {
        let v = builtin("great-shatranj").unwrap();
        let lines = setup_lines(&v);
        assert!(lines[0].starts_with("setup ("), "{}", lines[0]);
        assert!(
            lines[0].contains(") 10x8+0_great wnegkmhenw/"),
            "{}",
            lines[0]
        );
        for piece in ["piece E& FA", "piece W& WD", "piece G& WDFA", "piece S& K"] {
            assert!(
                lines.contains(&piece.to_string()),
                "{piece} missing: {lines:?}"
            );
        }
        // The table has one letter per piece on each side, and the king last.
        let table = &lines[0][7..lines[0].find(')').unwrap()];
        assert_eq!(table.len(), 44);
        assert!(table.ends_with('k') && table[..22].ends_with('K'));
    }

    #[test]
    fn parsi_gets_its_leap_and_double_step_and_a_plain_fen() {
        let v = builtin("parsi").unwrap();
        let lines = setup_lines(&v);
        assert!(
            lines[0].ends_with("8x8+0_fairy rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
        );
        assert!(lines.contains(&"piece K& KmN".to_string()), "{lines:?}");
        assert!(
            lines.contains(&"piece P& fmWfcFifmnD".to_string()),
            "{lines:?}"
        );
    }

    #[test]
    fn shatranj_pieces_get_their_own_pictures() {
        let v = builtin("shatranj").unwrap();
        let lines = setup_lines(&v);
        // Ferz in the ferz slot (6th), alfil (letter B) in the elephant slot (7th).
        let table: Vec<char> = lines[0][7..].chars().collect();
        assert_eq!(table[5], 'Q');
        assert_eq!(table[6], 'B');
    }
}
