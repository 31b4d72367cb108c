// The game's data as the server sends it (`GET /api/games/{id}` and the game page).
import type * as cg from 'chessgroundx/types';

export interface PieceInfo { name: string; letter: string; betza: string; royal: boolean; pawn: boolean; figure: string | null }
export interface VariantInfo { id: string; name: string; files: number; ranks: number; board: string; pieces: PieceInfo[] }
// The game's messages are generated from the server's types (crates/web/src/wire.rs).
export type { ChatRow, GameView, Legal, MoveRow, Seat, SeatRating } from './wire';
import type { MoveMessage } from './wire';

/** A move as the game's socket sends it (`{"type":"move"}`): the legal moves and claims come
 * only to the player they belong to. */
export type MoveEvent = { type: 'move' } & MoveMessage;
