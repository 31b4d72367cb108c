r"""Rukh: the rules and the engine of the Shatranj family (Shatranj, Chaturanga by H. A.
Davidson's rules, Parsi Chess of 1814, Shatranj Kamil and Great Shatranj, and games of your own
from variant files), with the calls of pyffish that scripts use most.

    >>> import rukh
    >>> len(rukh.legal_moves("shatranj", rukh.start_fen("shatranj"), ["e2e3"]))
    16
    >>> rukh.get_san_moves("shatranj", "startpos", ["e2e3", "e7e6"])
    ['e3', 'e6']
    >>> rukh.perft("shatranj", "startpos", 3)
    4176

A board in the manner of python-chess (moves are strings in coordinates, or SAN where said):

    >>> board = rukh.Board("shatranj")
    >>> board.push_san("e3")
    'e2e3'
    >>> board.san("g8f6")
    'Nf6'
    >>> board.push("Nf6"), board.move_stack, board.turn
    ('g8f6', ['e2e3', 'g8f6'], True)
    >>> board.pop()
    'g8f6'
    >>> game = rukh.read_pgn('[Variant "Shatranj"]\n\n1. e3 e6 2. Nf3 *')[0]
    >>> game.san_stack(), game.headers["Variant"]
    (['e3', 'e6', 'Nf3'], 'Shatranj')

Scripts written for pyffish run with `import rukh as sf` (docs/packages.md lists the calls).
"""

from ._rukh import (
    Analysis,
    Board,
    Engine,
    FEN_OK,
    FenError,
    MoveError,
    NOTATION_DEFAULT,
    NOTATION_LAN,
    NOTATION_SAN,
    OptionError,
    Outcome,
    PgnError,
    RukhError,
    VALUE_DRAW,
    VALUE_MATE,
    VariantError,
    __version__,
    _board_from,
    captures_to_hand,
    game_result,
    get_fen,
    get_san,
    get_san_moves,
    gives_check,
    has_insufficient_material,
    info,
    is_capture,
    is_game_over,
    is_immediate_game_end,
    is_optional_game_end,
    legal_moves,
    load_variant,
    load_variant_config,
    outcome,
    perft,
    piece_to_partner,
    read_pgn,
    set_option,
    start_fen,
    two_boards,
    validate_fen,
    variants,
    version,
)

#: The side to move, as python-chess names it: `board.turn == rukh.WHITE`.
WHITE = True
BLACK = False

__all__ = [
    "Analysis",
    "BLACK",
    "Board",
    "Engine",
    "FEN_OK",
    "FenError",
    "MoveError",
    "NOTATION_DEFAULT",
    "NOTATION_LAN",
    "NOTATION_SAN",
    "OptionError",
    "Outcome",
    "PgnError",
    "RukhError",
    "VALUE_DRAW",
    "VALUE_MATE",
    "VariantError",
    "WHITE",
    "__version__",
    "captures_to_hand",
    "game_result",
    "get_fen",
    "get_san",
    "get_san_moves",
    "gives_check",
    "has_insufficient_material",
    "info",
    "is_capture",
    "is_game_over",
    "is_immediate_game_end",
    "is_optional_game_end",
    "legal_moves",
    "load_variant",
    "load_variant_config",
    "outcome",
    "perft",
    "piece_to_partner",
    "read_pgn",
    "set_option",
    "start_fen",
    "two_boards",
    "validate_fen",
    "variants",
    "version",
]
