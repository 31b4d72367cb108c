// The lobby form: only the chosen game's rule options are shown (and sent).
const sel = document.getElementById('variant');
function showRules() {
  for (const f of document.querySelectorAll('.rules-for')) {
    const on = f.dataset.variant === sel.value;
    f.hidden = !on;
    f.disabled = !on;
  }
}
if (sel) {
  sel.addEventListener('change', showRules);
  showRules();
}
