// The offline page: a built-in game against the engine, all in the browser.
import { mountOffline } from './offline-board';

const root = document.getElementById('offline') as HTMLElement;
mountOffline(root, JSON.parse(root.dataset.variant!), root.dataset.fen!);
