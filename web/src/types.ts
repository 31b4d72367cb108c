// The game's data as the server sends it (`GET /api/games/{id}` and the game page).
import type * as cg from 'chessgroundx/types';

export interface PieceInfo { name: string; letter: string; betza: string; royal: boolean; pawn: boolean; figure: string | null }
export interface VariantInfo { id: string; name: string; files: number; ranks: number; board: string; pieces: PieceInfo[] }
export interface Legal { move: string; from: string; to: string; promotion: string | null; bonus: string | null }
export interface MoveRow { ply: number; coord: string; san: string; courier: string }
export interface ChatRow { seq: number; author: string; body: string }
/** A side's rating in a rated game: at its start, and with the change once it is over. */
export interface SeatRating { before: number; provisional: boolean; after?: number; after_provisional?: boolean; diff?: number }
export interface Seat { name: string | null; engine: boolean; seated: boolean; url: string | null; bot: boolean; rating: SeatRating | null }
export interface GameView {
  id: string; variant: string; variant_name: string; files: number; ranks: number; board: string;
  status: string; result: string | null; termination: string | null; description: string | null;
  white: Seat; black: Seat; you: cg.Color | null; fen: string; fens: string[]; start_fen: string; start_turn: cg.Color; turn: cg.Color; ply: number;
  check: boolean; king_capture: boolean; last_move: { from: string; to: string } | null;
  moves: MoveRow[]; captures: string[]; legal: Legal[]; claims: string[]; draw_offer: string | null; takeback_offer: string | null; rematch: string | null;
  chat: ChatRow[]; rated: boolean; speed: string; time_control: string;
  clock: { kind: string; white_ms: number; black_ms: number; running: cg.Color | null; left_ms: number | null; days_per_move: number };
}

/** A move as the game's socket sends it (`{"type":"move"}`): the legal moves and claims come
 * only to the player they belong to. */
export interface MoveEvent {
  type: 'move'; ply: number; move: MoveRow; fen: string; captured: string; turn: cg.Color; check: boolean;
  last_move: { from: string; to: string } | null; status: string; result: string | null; termination: string | null;
  description: string | null; draw_offer: string | null; takeback_offer: string | null; clock: GameView['clock'];
  legal?: Legal[]; claims?: string[];
}
