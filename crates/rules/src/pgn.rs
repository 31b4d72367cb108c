//! PGN: reading many games from a stream (in bounded memory, one game at a time), checking them
//! against the rules, and writing them back in SAN, coordinate or Game Courier notation.

use std::fmt::Write as _;
use std::io::BufRead;
use std::sync::Arc;

use crate::color::Color;
use crate::notation::courier::courier;
use crate::notation::san::san;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::types::Move;
use crate::variant::Variant;

/// One game as read: its tags and movetext, not yet checked.
#[derive(Clone, Debug, Default)]
pub struct RawGame {
    pub tags: Vec<(String, String)>,
    pub movetext: String,
    /// Line where the game starts (1-based).
    pub line: usize,
}

impl RawGame {
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }
}

/// The longest line read from a PGN file.
pub const MAX_LINE: usize = 1 << 20;
/// The most movetext one game may have (a game of 10,000 moves with comments is far less).
pub const MAX_MOVETEXT: usize = 16 << 20;

/// Input quoted in a message: at most 40 characters of it.
pub fn excerpt(text: &str) -> String {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        None => text.to_owned(),
        Some((i, _)) => format!("{}... ({} bytes)", &text[..i], text.len()),
    }
}

/// How deep in `{...}` comments the text leaves a reader that was `depth` deep.
fn braces_after(depth: usize, text: &str) -> usize {
    text.chars().fold(depth, |d, c| match c {
        '{' => d + 1,
        '}' => d.saturating_sub(1),
        _ => d,
    })
}

/// Reads games one by one from a buffered reader.
pub struct PgnReader<R> {
    reader: R,
    line: usize,
    pending: Option<String>,
    /// Bytes consumed so far (for progress bars).
    pub bytes: u64,
}

impl<R: BufRead> PgnReader<R> {
    pub fn new(reader: R) -> Self {
        PgnReader {
            reader,
            line: 0,
            pending: None,
            bytes: 0,
        }
    }

    fn next_line(&mut self) -> std::io::Result<Option<String>> {
        if let Some(l) = self.pending.take() {
            return Ok(Some(l));
        }
        let mut buf = Vec::new();
        let n = std::io::Read::take(&mut self.reader, MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut buf)?;
        if n == 0 {
            return Ok(None);
        }
        self.bytes += n as u64;
        self.line += 1;
        if n > MAX_LINE && !buf.ends_with(b"\n") {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!(
                    "line {} is longer than {} KiB; PGN lines are short (is this a PGN file?)",
                    self.line,
                    MAX_LINE / 1024
                ),
            ));
        }
        let mut s = String::from_utf8_lossy(&buf).into_owned();
        if self.line == 1 && s.starts_with('\u{feff}') {
            s.remove(0);
        }
        while s.ends_with(['\n', '\r']) {
            s.pop();
        }
        Ok(Some(s))
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = std::io::Result<RawGame>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut game = RawGame::default();
        let mut in_moves = false;
        let mut brace_depth = 0usize;
        loop {
            let line = match self.next_line() {
                Ok(Some(l)) => l,
                Ok(None) => break,
                Err(e) => return Some(Err(e)),
            };
            let trimmed = line.trim();
            if brace_depth == 0 && trimmed.starts_with('[') {
                if in_moves {
                    self.pending = Some(line);
                    break;
                }
                if game.tags.is_empty() {
                    game.line = self.line;
                }
                // One tag a line as the standard writes them, or several, or tags and then the
                // moves on one line, as some tools and hand-typed games have them.
                let mut rest = trimmed;
                while rest.starts_with('[') {
                    match split_tag(rest) {
                        Some((tag, after)) => {
                            game.tags.push(tag);
                            rest = after.trim_start();
                        }
                        // Not a tag after all: the line is skipped, as before.
                        None => {
                            rest = "";
                            break;
                        }
                    }
                }
                if rest.is_empty() {
                    continue;
                }
                in_moves = true;
                brace_depth = braces_after(brace_depth, rest);
                game.movetext.push_str(rest);
                game.movetext.push('\n');
                continue;
            }
            if brace_depth == 0 && (trimmed.is_empty() || trimmed.starts_with('%')) {
                continue;
            }
            if !in_moves && game.tags.is_empty() {
                game.line = self.line;
            }
            in_moves = true;
            brace_depth = braces_after(brace_depth, &line);
            if game.movetext.len() + line.len() > MAX_MOVETEXT {
                return Some(Err(std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    format!(
                        "the game starting on line {} has more than {} MiB of moves and comments",
                        game.line,
                        MAX_MOVETEXT >> 20
                    ),
                )));
            }
            game.movetext.push_str(&line);
            game.movetext.push('\n');
        }
        if game.tags.is_empty() && game.movetext.trim().is_empty() {
            None
        } else {
            Some(Ok(game))
        }
    }
}

/// The tag at the start of `text` (`[Key "value"]`, with `\"` and `\\` escaped in the value),
/// and the text after it.
fn split_tag(text: &str) -> Option<((String, String), &str)> {
    let inner = text.strip_prefix('[')?.trim_start();
    let key_end = inner.find(|c: char| c.is_whitespace() || c == '"')?;
    let (key, rest) = inner.split_at(key_end);
    if key.is_empty() {
        return None;
    }
    let rest = rest.trim_start().strip_prefix('"')?;
    let mut value = String::new();
    let mut esc = false;
    for (i, c) in rest.char_indices() {
        if esc {
            value.push(c);
            esc = false;
        } else if c == '\\' {
            esc = true;
        } else if c == '"' {
            // The closing quote is the one a `]` follows; another is part of the value (a
            // careless `[Annotator "Ali "the scribe""]`).
            match rest[i + 1..].trim_start().strip_prefix(']') {
                Some(after) => return Some(((key.to_owned(), value), after)),
                None => value.push(c),
            }
        } else {
            value.push(c);
        }
    }
    None
}

/// A token of movetext.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Token {
    Move(String),
    Comment(String),
    Nag(u32),
    Result(String),
}

/// Splits movetext into moves, comments, NAGs and the result; variations are skipped.
pub fn tokens(movetext: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = movetext.char_indices().peekable();
    let mut depth = 0usize;
    while let Some((i, c)) = chars.next() {
        match c {
            '{' => {
                let mut text = String::new();
                for (_, c) in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                    text.push(c);
                }
                if depth == 0 {
                    out.push(Token::Comment(text.trim().to_owned()));
                }
            }
            ';' => {
                let mut text = String::new();
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                    text.push(c);
                }
                if depth == 0 {
                    out.push(Token::Comment(text.trim().to_owned()));
                }
            }
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            c if c.is_whitespace() => {}
            _ => {
                let mut end = i + c.len_utf8();
                while let Some(&(j, d)) = chars.peek() {
                    if d.is_whitespace() || matches!(d, '{' | '}' | '(' | ')' | ';') {
                        break;
                    }
                    end = j + d.len_utf8();
                    chars.next();
                }
                if depth > 0 {
                    continue;
                }
                let word = &movetext[i..end];
                if let Some(n) = word.strip_prefix('$') {
                    if let Ok(n) = n.parse() {
                        out.push(Token::Nag(n));
                    }
                    continue;
                }
                if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                    out.push(Token::Result(word.to_owned()));
                    continue;
                }
                // Annotation glyphs standing alone (`!?`, `=` for a draw offer).
                if word.chars().all(|c| matches!(c, '!' | '?' | '=')) {
                    continue;
                }
                // Strip a move number prefix ("12." "12..." "12...Nf3").
                let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
                let rest = if rest.len() < word.len() && rest.starts_with('.') {
                    rest.trim_start_matches('.')
                } else {
                    word
                };
                if !rest.is_empty() {
                    out.push(Token::Move(rest.to_owned()));
                }
            }
        }
    }
    out
}

/// A checked game.
#[derive(Clone, Debug)]
pub struct Game {
    pub tags: Vec<(String, String)>,
    pub start: Position,
    pub moves: Vec<Move>,
    /// The result tag (or the movetext's result).
    pub result: String,
    /// What the rules say at the end of the moves.
    pub outcome: Option<Outcome>,
    /// The comment after each move (`[%clk 0:04:58]`, `[%emt 0:00:01.2]`), by ply; shorter than
    /// `moves` when the last moves have none, and empty strings for moves without one. The
    /// comments before the first move are not kept.
    pub comments: Vec<String>,
}

/// Why a game does not stand up.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum GameError {
    #[error("variant '{0}' is not known; use a canonical id (rukh variants) or pass the game")]
    UnknownVariant(String),
    #[error("FEN tag: {0}")]
    Fen(Box<crate::FenError>),
    /// A move that is not legal in its position (`illegal`, and `why` not, with the rules'
    /// `reason` by kind where they give one), or that cannot be read as one (`why`).
    #[error("move {number} ({text}): {}{why}", if *.illegal { "not legal here: " } else { "" })]
    Move {
        ply: usize,
        number: String,
        text: String,
        illegal: bool,
        why: String,
        reason: Option<Box<crate::Illegal>>,
    },
    #[error("move {number} ({text}) is played after the game ended: {}", .outcome.describe())]
    AfterEnd {
        ply: usize,
        number: String,
        text: String,
        outcome: crate::Outcome,
    },
    #[error("the Result tag '{0}' is none of 1-0, 0-1, 1/2-1/2 and *")]
    BadResult(String),
    #[error("the result {tag} disagrees with the rules: {} ({})", .outcome.result(), .outcome.describe())]
    Result {
        tag: String,
        outcome: crate::Outcome,
    },
}

/// A result as PGN writes it, from the forms sites use (`1/2`, `½-½`); None for anything else.
fn normal_result(r: &str) -> Option<&'static str> {
    match r.trim() {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" | "1/2" | "½-½" | "=" => Some("1/2-1/2"),
        "*" | "" | "?" => Some("*"),
        _ => None,
    }
}

/// The move number as written in PGN before the ply's move ("12." or "12...").
pub fn move_number(start: &Position, ply: usize) -> String {
    let black_first = start.turn() == Color::Black;
    let abs = ply + black_first as usize;
    let n = start.fullmoves() as usize + abs / 2;
    if abs.is_multiple_of(2) {
        format!("{n}.")
    } else {
        format!("{n}...")
    }
}

/// Finds the game a `Variant` tag names: canonical ids, names, and common other spellings.
pub fn variant_named(name: &str) -> Option<Arc<Variant>> {
    let norm = |s: &str| {
        s.chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase()
    };
    let mut n = norm(name);
    // XBoard's games of an engine's own variant (`fairy-parsi`, as Rukh writes them).
    if let Some(rest) = n.strip_prefix("fairy").filter(|r| !r.is_empty()) {
        n = rest.to_owned();
    }
    let alias = match n.as_str() {
        "davidson" | "chaturangadavidson" | "davidsonkc" => "chaturanga-davidson",
        "kamil" | "kamil64" | "shatranjkamil" | "shatranjkamil64" => "shatranj-kamil-64",
        "greatshatranj" | "great" => "great-shatranj",
        "parsi" | "parsichess" | "parsiapprox" => "parsi",
        _ => "",
    };
    if !alias.is_empty() {
        return crate::variant::builtin(alias).ok();
    }
    crate::variant::builtins()
        .into_iter()
        .find(|v| norm(&v.id) == n || norm(&v.name) == n)
}

/// Replays a raw game against the rules. `default` is the game when there is no `Variant` tag.
pub fn check(raw: &RawGame, default: &Arc<Variant>) -> Result<Game, GameError> {
    check_with_warnings(raw, default).map(|(g, _)| g)
}

/// `check`, with what was accepted but is worth a word: a game marked unfinished (`*`) that the
/// rules see ended gets the rules' result.
pub fn check_with_warnings(
    raw: &RawGame,
    default: &Arc<Variant>,
) -> Result<(Game, Vec<String>), GameError> {
    let mut warnings = Vec::new();
    let variant = match raw.tag("Variant") {
        Some(name) if !name.is_empty() && !name.eq_ignore_ascii_case("standard") => {
            if name == default.id || name.eq_ignore_ascii_case(&default.name) {
                Arc::clone(default)
            } else {
                variant_named(name).ok_or_else(|| GameError::UnknownVariant(name.to_owned()))?
            }
        }
        _ => Arc::clone(default),
    };
    let start = match raw.tag("FEN") {
        // A PGN XBoard wrote (it carries XBoard's VariantMen tag) starts its game at move 1.
        Some(fen)
            if raw.tag("VariantMen").is_some()
                && fen.split_whitespace().nth(5).is_none_or(|n| n == "1")
                && crate::notation::xboard::start_without_flags(&variant, fen) =>
        {
            variant.start_position()
        }
        Some(fen) => Position::from_fen(&variant, fen).map_err(|e| GameError::Fen(Box::new(e)))?,
        None => variant.start_position(),
    };
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut comments: Vec<String> = Vec::new();
    let mut result = match raw.tag("Result") {
        None => "*".to_owned(),
        Some(r) => match normal_result(r) {
            Some(r) => r.to_owned(),
            None => {
                return Err(GameError::BadResult(excerpt(r)));
            }
        },
    };
    for tok in tokens(&raw.movetext) {
        match tok {
            Token::Move(text) => {
                let ply = moves.len();
                let number = move_number(&start, ply);
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    // No legal move: the rules have ended the game.
                    if let Some(outcome) = pos.outcome() {
                        return Err(GameError::AfterEnd {
                            ply,
                            number,
                            text: excerpt(&text),
                            outcome,
                        });
                    }
                }
                let mv = pos.parse_move_in(&text, &legal).map_err(|e| {
                    let reason = match &e {
                        crate::Error::San(crate::SanError::Illegal { why, .. })
                        | crate::Error::IllegalMove(crate::IllegalMoveError { why, .. }) => {
                            Some(Box::new(why.clone()))
                        }
                        _ => None,
                    };
                    GameError::Move {
                        ply,
                        number: number.clone(),
                        text: excerpt(&text),
                        illegal: reason.is_some(),
                        why: match (&reason, e) {
                            (Some(r), _) => r.to_string(),
                            _ if text.len() > 40 => format!("not a move ({} bytes)", text.len()),
                            (None, e) => e.to_string(),
                        },
                        reason,
                    }
                })?;
                pos.play_unchecked(mv);
                moves.push(mv);
            }
            Token::Result(r) => {
                if raw.tag("Result").is_none() {
                    result = r;
                }
            }
            Token::Comment(text) => {
                // A comment belongs to the move before it; several after one move are joined.
                if let Some(ply) = moves.len().checked_sub(1) {
                    if comments.len() <= ply {
                        comments.resize(ply + 1, String::new());
                    }
                    let c = &mut comments[ply];
                    if !c.is_empty() {
                        c.push(' ');
                    }
                    c.push_str(&text);
                }
            }
            Token::Nag(_) => {}
        }
    }
    let outcome = pos.outcome();
    let mut tags = raw.tags.clone();
    if let Some(o) = outcome
        && result == "*"
    {
        warnings.push(format!(
            "the result is given as '*', but the game is over: {} ({}); written as {}",
            o.result(),
            o.describe(),
            o.result()
        ));
        result = o.result().to_owned();
        tags.retain(|(k, _)| !k.eq_ignore_ascii_case("Result"));
    }
    if let Some(o) = outcome
        && o.result() != result
    {
        return Err(GameError::Result {
            tag: result,
            outcome: o,
        });
    }
    Ok((
        Game {
            tags,
            start,
            moves,
            result,
            outcome,
            comments,
        },
        warnings,
    ))
}

/// How moves are written.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Notation {
    San,
    Coord,
}

impl Game {
    /// A game from a start position and moves (tags filled in by `write`).
    pub fn new(start: Position, moves: Vec<Move>, tags: Vec<(String, String)>) -> Game {
        let mut pos = start.clone();
        for &m in &moves {
            pos.play_unchecked(m);
        }
        let outcome = pos.outcome();
        let result = outcome.map_or("*", |o| o.result()).to_owned();
        Game {
            tags,
            start,
            moves,
            result,
            outcome,
            comments: Vec::new(),
        }
    }

    /// The position after the game's last move.
    pub fn end_position(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.play_unchecked(m);
        }
        pos
    }

    fn out_tags(&self) -> Vec<(String, String)> {
        let v = self.start.variant();
        let mut tags: Vec<(String, String)> = Vec::new();
        let get = |k: &str| {
            self.tags
                .iter()
                .find(|(t, _)| t == k)
                .map(|(_, v)| v.clone())
        };
        for key in ["Event", "Site", "Date", "Round", "White", "Black"] {
            tags.push((key.to_owned(), get(key).unwrap_or_else(|| "?".to_owned())));
        }
        tags.push(("Result".to_owned(), self.result.clone()));
        // The name XBoard reads (crate::notation::xboard); a game XBoard does not know carries
        // its men and its position, as XBoard writes such games.
        tags.push((
            "Variant".to_owned(),
            crate::notation::xboard::pgn_name(&v.id),
        ));
        let described = crate::notation::xboard::described_in_pgn(&v.id);
        if described {
            tags.push((
                "VariantMen".to_owned(),
                crate::notation::xboard::variant_men(v),
            ));
        }
        if described || self.start.fen() != v.start_fen {
            tags.push(("SetUp".to_owned(), "1".to_owned()));
            tags.push(("FEN".to_owned(), self.start.fen()));
        }
        if let Some(o) = self.outcome {
            let mut t = o.reason.name().to_owned();
            if let Some(g) = o.grade {
                t.push_str(&format!(" (grade: {})", g.name()));
            }
            tags.push(("Termination".to_owned(), t));
        } else if let Some(t) = get("Termination") {
            tags.push(("Termination".to_owned(), t));
        }
        for (k, val) in &self.tags {
            if !tags.iter().any(|(t, _)| t == k)
                && !matches!(k.as_str(), "SetUp" | "FEN" | "VariantMen")
            {
                tags.push((k.clone(), val.clone()));
            }
        }
        tags
    }

    /// The game as PGN.
    pub fn to_pgn(&self, notation: Notation) -> String {
        let mut s = String::new();
        for (k, v) in self.out_tags() {
            let v = v.replace('\\', "\\\\").replace('"', "\\\"");
            let _ = writeln!(s, "[{k} \"{v}\"]");
        }
        s.push('\n');
        let mut pos = self.start.clone();
        let mut words: Vec<String> = Vec::new();
        for (ply, &mv) in self.moves.iter().enumerate() {
            let number = move_number(&self.start, ply);
            if ply == 0 || pos.turn() == Color::White {
                words.push(number);
            }
            words.push(match notation {
                Notation::San => san(&pos, mv),
                Notation::Coord => crate::coord(&pos, mv).to_string(),
            });
            if let Some(c) = self.comments.get(ply).filter(|c| !c.trim().is_empty()) {
                // A brace would end the comment early: PGN has no escape for it.
                words.push(format!("{{{}}}", c.replace(['{', '}'], "")));
                // The move after a comment carries its number again ("12... Qd8").
                if pos.turn() == Color::White && ply + 1 < self.moves.len() {
                    // Black moves next: numbered below only when White moves, so add it here.
                    words.push(move_number(&self.start, ply + 1));
                }
            }
            pos.play_unchecked(mv);
        }
        words.push(self.result.clone());
        let mut line = String::new();
        for w in words {
            if !line.is_empty() && line.len() + 1 + w.len() > 79 {
                s.push_str(&line);
                s.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&w);
        }
        s.push_str(&line);
        s.push_str("\n\n");
        s
    }

    /// The game as a Game Courier log: one move per line, comments for the rest.
    pub fn to_courier(&self) -> String {
        let v = self.start.variant();
        let mut s = String::new();
        let tag = |k: &str| {
            self.tags
                .iter()
                .find(|(t, _)| t == k)
                .map(|(_, v)| v.as_str())
                .unwrap_or("?")
        };
        let _ = writeln!(s, "// Variant: {}", v.id);
        let _ = writeln!(s, "// {} vs {}", tag("White"), tag("Black"));
        if self.start.fen() != v.start_fen {
            let _ = writeln!(s, "// FEN: {}", self.start.fen());
        }
        let mut pos = self.start.clone();
        for (ply, &mv) in self.moves.iter().enumerate() {
            let _ = writeln!(s, "{} {}", move_number(&self.start, ply), courier(&pos, mv));
            pos.play_unchecked(mv);
        }
        match self.outcome {
            Some(o) => {
                let _ = writeln!(s, "// Result: {} ({})", o.result(), o.describe());
            }
            None => {
                let _ = writeln!(s, "// Result: {}", self.result);
            }
        }
        if let Some((_, why)) = self.tags.iter().find(|(t, _)| t == "Termination") {
            let _ = writeln!(s, "// Termination: {}", why.replace('\n', " "));
        }
        s
    }
}

/// Reads a Game Courier log (as `Game::to_courier` writes it, or a plain move list).
/// `// Variant:` and `// FEN:` comments choose the game and start; otherwise `default`.
pub fn read_courier(text: &str, default: &Arc<Variant>) -> Result<Game, GameError> {
    let mut variant = Arc::clone(default);
    let mut fen = None;
    let mut white = None;
    // The result the log gives (`// Result: 1-0 (…)`, as `to_courier` writes it): kept where the
    // rules do not decide the game themselves (a resignation, an agreed draw, a time loss).
    let mut said_result = None;
    let mut termination = None;
    for line in text.lines() {
        let Some(c) = line.trim().strip_prefix("//") else {
            continue;
        };
        let c = c.trim();
        if let Some(why) = c.strip_prefix("Termination:") {
            termination = Some(why.trim().to_owned());
        } else if let Some(r) = c.strip_prefix("Result:") {
            said_result = r
                .split_whitespace()
                .next()
                .filter(|r| matches!(*r, "1-0" | "0-1" | "1/2-1/2" | "*"))
                .map(str::to_owned);
        } else if let Some(v) = c.strip_prefix("Variant:") {
            let named = variant_named(v.trim())
                .ok_or_else(|| GameError::UnknownVariant(v.trim().to_owned()))?;
            // The game the caller chose, with its rule options, when the log names it.
            variant = if named.id == default.id {
                Arc::clone(default)
            } else {
                named
            };
        } else if let Some(f) = c.strip_prefix("FEN:") {
            fen = Some(f.trim().to_owned());
        } else if let Some((w, b)) = c.split_once(" vs ")
            && white.is_none()
        {
            white = Some((w.trim().to_owned(), b.trim().to_owned()));
        }
    }
    let start = match &fen {
        Some(f) => Position::from_fen(&variant, f).map_err(|e| GameError::Fen(Box::new(e)))?,
        None => variant.start_position(),
    };
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for text in crate::notation::courier::split_log(text) {
        let ply = moves.len();
        let number = move_number(&start, ply);
        if let Some(o) = pos.outcome() {
            return Err(GameError::AfterEnd {
                ply,
                number,
                text,
                outcome: o,
            });
        }
        let err =
            |illegal: bool, why: String, reason: Option<Box<crate::Illegal>>| GameError::Move {
                ply,
                number: number.clone(),
                text: excerpt(&text),
                illegal,
                why,
                reason,
            };
        if text.len() > 200 {
            return Err(err(
                false,
                format!("not a move ({} bytes)", text.len()),
                None,
            ));
        }
        let cm = crate::CourierMove::parse(variant.geometry, &text)
            .map_err(|e| err(false, e.to_string(), None))?;
        let mv = cm
            .to_move(&pos)
            .map_err(|e| err(true, e.why, e.reason.map(Box::new)))?;
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    let mut tags = Vec::new();
    if let Some((w, b)) = white {
        tags.push(("White".to_owned(), w));
        tags.push(("Black".to_owned(), b));
    }
    if let Some(why) = termination {
        tags.push(("Termination".to_owned(), why));
    }
    let mut game = Game::new(start, moves, tags);
    if game.outcome.is_none()
        && let Some(r) = said_result
    {
        game.result = r;
    }
    Ok(game)
}
