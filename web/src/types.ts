// The game's data as the server sends it (`GET /api/games/{id}` and the game page).
// Generated from the server's types (crates/web/src/wire.rs).
export type { ChatRow, GameView, Legal, MoveRow, PieceInfo, Seat, SeatRating, VariantInfo } from './wire';
import type { MoveMessage } from './wire';

/** A move as the game's socket sends it (`{"type":"move"}`): the legal moves and claims come
 * only to the player they belong to. */
export type MoveEvent = { type: 'move' } & MoveMessage;
