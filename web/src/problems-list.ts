// The problems list: marks the problems solved in this browser.
let solved: string[] = [];
try { solved = JSON.parse(localStorage.getItem('rukh-solved') || '[]'); } catch { solved = []; }
for (const id of solved) {
  const card = document.querySelector<HTMLElement>(`[data-problem="${CSS.escape(id)}"]`);
  if (card) { card.classList.add('solved'); card.title = 'Solved in this browser'; }
}
