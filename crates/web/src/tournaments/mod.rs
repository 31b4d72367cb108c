//! Tournaments: the rules of arenas (scoring with streaks and berserk, pairing players as they
//! come free) and of Swiss events (the Dutch system's pairings, byes, tiebreaks), apart from the
//! database and the pages that run them.

pub mod arena;
pub mod schedule;
pub mod site;
pub mod swiss;
pub mod swiss_site;
