// The problems list: marks the problems solved in this browser.
(function () {
  let solved = [];
  try { solved = JSON.parse(localStorage.getItem('rukh-solved') || '[]'); } catch (e) { solved = []; }
  for (const id of solved) {
    const card = document.querySelector(`[data-problem="${CSS.escape(id)}"]`);
    if (card) { card.classList.add('solved'); card.title = 'Solved in this browser'; }
  }
})();
