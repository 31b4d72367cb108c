// The engine's networks, one file a game beside the WebAssembly (the layout lists their
// addresses, each with its content's fingerprint): the browser's engine loads the one of the
// game it plays, and plays a game without one (a design of a player's own) by its written
// evaluation.

/** The address of the network for the game `id`, if the site has one. */
export function netFor(id: string): string | undefined {
  try {
    const nets = JSON.parse(document.body.dataset.nets || '{}') as Record<string, string>;
    return Object.prototype.hasOwnProperty.call(nets, id) ? nets[id] : undefined;
  } catch {
    return undefined;
  }
}
