//! An engine's line as people read it: its moves in coordinates and SAN, as far as they are
//! legal, and its score from White's side in words (`+0.35`, `mate in 3`, `bare king in 2`).
//! The site's analysis, the protocols and the WebAssembly and Python packages all show lines
//! this way.

use rukh_rules::{Color, Move, Position, Reason, coord, san};
use rukh_tablebase::Tablebase;

use crate::search::{Info, Score};

/// A line's moves, played out from the position it was searched in.
#[derive(Clone, Debug)]
pub struct Line {
    /// The moves in coordinates (`e2e4`), up to the first that is not legal.
    pub coords: Vec<String>,
    /// The same moves in SAN.
    pub sans: Vec<String>,
    /// The position the line reaches.
    pub end: Position,
}

impl Line {
    /// Plays `pv` from `pos` while its moves are legal (a line from the hash table or another
    /// engine may hold one that is not).
    pub fn walk(pos: &Position, pv: &[Move]) -> Line {
        let mut end = pos.clone();
        let mut coords = Vec::with_capacity(pv.len());
        let mut sans = Vec::with_capacity(pv.len());
        for &m in pv {
            if !end.legal_moves().contains(m) {
                break;
            }
            coords.push(coord(&end, m).to_string());
            sans.push(san(&end, m));
            end.play_unchecked(m);
        }
        Line { coords, sans, end }
    }
}

/// A score from White's side, with the words a board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreWords {
    /// Centipawns, from White's side.
    pub cp: Option<i32>,
    /// Moves to the end (positive: White wins).
    pub mate: Option<i32>,
    /// How the won line ends: `mate`, `bare king`, `stalemate`, `king taken` or `win`.
    pub how: Option<&'static str>,
    /// `+0.35`, `mate in 3`, `bare king in 2`.
    pub text: String,
    /// Who wins, with `mate`.
    pub winner: Option<Color>,
}

impl ScoreWords {
    /// `score` as searched in `pos` (from the side to move), the won line's ending read from
    /// where the line reaches (`end`) or, when the line stops in the endgame tables, from them.
    pub fn new(pos: &Position, score: Score, end: &Position, tables: Option<&Tablebase>) -> Self {
        let white = pos.turn() == Color::White;
        match score {
            Score::Cp(c) => {
                let cp = if white { c } else { -c };
                ScoreWords {
                    cp: Some(cp),
                    mate: None,
                    how: None,
                    text: format!("{:+.2}", f64::from(cp) / 100.0),
                    winner: None,
                }
            }
            Score::Mate(n) => {
                let reason = end
                    .outcome()
                    .map(|o| o.reason)
                    .or_else(|| tables.and_then(|t| t.probe(end)).and_then(|v| v.reason));
                let how = match reason {
                    Some(Reason::Checkmate) => "mate",
                    Some(Reason::BareKing) | Some(Reason::Boorj) => "bare king",
                    Some(Reason::Stalemate) => "stalemate",
                    Some(Reason::KingCaptured) => "king taken",
                    _ => "win",
                };
                let signed = if white { n } else { -n };
                ScoreWords {
                    cp: None,
                    mate: Some(signed),
                    how: Some(how),
                    text: format!("{how} in {}", n.abs()),
                    winner: Some(if signed > 0 {
                        Color::White
                    } else {
                        Color::Black
                    }),
                }
            }
        }
    }
}

/// One line of a search as a board shows it.
#[derive(Clone, Debug)]
pub struct LineWords {
    pub multipv: usize,
    pub depth: u32,
    pub nodes: u64,
    /// The score as searched, from the side to move (as UCI gives it).
    pub searched: Score,
    /// The score from White's side, in words, with wins counted along the line.
    pub score: ScoreWords,
    pub line: Line,
}

impl LineWords {
    pub fn new(pos: &Position, info: &Info, tables: Option<&Tablebase>) -> Self {
        let line = Line::walk(pos, &info.pv);
        LineWords {
            multipv: info.multipv.max(1),
            depth: info.depth,
            nodes: info.nodes,
            searched: info.score,
            score: ScoreWords::new(pos, info.shown_score(pos), &line.end, tables),
            line,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rukh_rules::variant::builtin;

    fn pos(game: &str, fen: &str) -> Position {
        let v = builtin(game).unwrap();
        if fen == "startpos" {
            v.start_position()
        } else {
            Position::from_fen(&v, fen).unwrap()
        }
    }

    #[test]
    fn a_line_stops_at_its_first_illegal_move() {
        let p = pos("shatranj", "startpos");
        let moves: Vec<Move> = ["e2e3", "e7e6", "e1e5"]
            .iter()
            .scan(p.clone(), |q, m| {
                let mv = q.parse_move(m).ok();
                if let Some(mv) = mv {
                    q.play_unchecked(mv);
                }
                Some(mv)
            })
            .flatten()
            .collect();
        assert_eq!(moves.len(), 2, "e1e5 is no move for a shah");
        let line = Line::walk(&p, &moves);
        assert_eq!(line.coords, ["e2e3", "e7e6"]);
        assert_eq!(line.sans, ["e3", "e6"]);
        assert_eq!(line.end.turn(), Color::White);
    }

    #[test]
    fn scores_read_from_whites_side_and_name_the_ending() {
        // Black to move, a pawn up for White: +1.00 from White's side is -100 for Black.
        let p = pos("shatranj", "k7/8/8/8/8/8/P7/K7 b - - 0 1");
        let w = ScoreWords::new(&p, Score::Cp(-100), &p, None);
        assert_eq!(
            (w.cp, w.text.as_str(), w.winner),
            (Some(100), "+1.00", None)
        );
        // White mates with the rook: the line's end names the ending and the winner.
        let p = pos("shatranj", "k7/8/K7/8/8/8/p7/7R w - - 0 1");
        let mate = p.parse_move("h1h8").unwrap();
        let line = Line::walk(&p, &[mate]);
        let w = ScoreWords::new(&p, Score::Mate(1), &line.end, None);
        assert_eq!(w.text, "mate in 1");
        assert_eq!((w.mate, w.winner), (Some(1), Some(Color::White)));
        // The same win seen with Black to move is negative, and a line that stops short says
        // only that it wins.
        let q = pos("shatranj", "k7/8/K7/8/8/8/p7/7R b - - 0 1");
        let w = ScoreWords::new(&q, Score::Mate(-2), &q, None);
        assert_eq!(
            (w.mate, w.how, w.winner),
            (Some(2), Some("win"), Some(Color::White))
        );
        assert_eq!(w.text, "win in 2");
    }
}
