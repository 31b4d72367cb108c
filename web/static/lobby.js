// The lobby's form shows only what applies: the chosen game's rules, the engine's strength for a
// game against the engine, minutes and seconds for a custom clock.
(function () {
  var form = document.getElementById('new-game');
  if (!form) return;
  function value(name) {
    var checked = form.querySelector('input[name="' + name + '"]:checked');
    return checked ? checked.value : '';
  }
  function show() {
    var game = value('variant');
    var sets = form.querySelectorAll('.rules-for');
    for (var i = 0; i < sets.length; i++) {
      var on = sets[i].dataset.variant === game;
      sets[i].hidden = !on;
      sets[i].disabled = !on;
    }
    var level = document.getElementById('level-row');
    if (level) level.hidden = value('opponent') !== 'engine';
    var custom = document.getElementById('custom-clock');
    if (custom) {
      var on2 = value('tc') === 'custom';
      custom.hidden = !on2;
      var inputs = custom.querySelectorAll('input');
      for (var j = 0; j < inputs.length; j++) inputs[j].disabled = !on2;
    }
  }
  form.addEventListener('change', show);
  show();
})();
