"""Rukh: the rules and the engine of the Shatranj family (Shatranj, Chaturanga by H. A.
Davidson's rules, Parsi Chess of 1814, Shatranj Kamil and Great Shatranj, and games of your own
from variant files), with the calls of pyffish that scripts use most.

    >>> import rukh
    >>> len(rukh.legal_moves("shatranj", rukh.start_fen("shatranj"), ["e2e3"]))
    16
    >>> rukh.get_san_moves("shatranj", "startpos", ["e2e3", "e7e6"])
    ['e3', 'e6']
    >>> rukh.perft("shatranj", "startpos", 3)
    4176
"""

from ._rukh import (
    Engine,
    FenError,
    MoveError,
    OptionError,
    RukhError,
    VariantError,
    game_result,
    get_fen,
    get_san,
    get_san_moves,
    gives_check,
    is_game_over,
    legal_moves,
    load_variant,
    outcome,
    perft,
    start_fen,
    variants,
)

__all__ = [
    "Engine",
    "FenError",
    "MoveError",
    "OptionError",
    "RukhError",
    "VariantError",
    "game_result",
    "get_fen",
    "get_san",
    "get_san_moves",
    "gives_check",
    "is_game_over",
    "legal_moves",
    "load_variant",
    "outcome",
    "perft",
    "start_fen",
    "variants",
]
