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

// The lists of open seeks and games in progress stay up to date (server-sent events).
(function () {
  var seeks = document.getElementById('seeks');
  var active = document.getElementById('active');
  if (!seeks || !active || !window.EventSource) return;
  function cell(row, text) {
    var td = document.createElement('td');
    td.textContent = text == null ? '—' : String(text);
    row.appendChild(td);
    return td;
  }
  function table(headers) {
    var t = document.createElement('table');
    t.className = 'games';
    var tr = document.createElement('tr');
    headers.forEach(function (h) {
      var th = document.createElement('th');
      th.textContent = h;
      tr.appendChild(th);
    });
    t.appendChild(tr);
    return t;
  }
  function empty(text) {
    var p = document.createElement('p');
    p.className = 'muted';
    p.textContent = text;
    return p;
  }
  function showSeeks(list) {
    seeks.replaceChildren();
    if (!list.length) { seeks.appendChild(empty('No open seek just now.')); return; }
    var t = table(['Game', 'Player', 'Time', '']);
    list.forEach(function (g) {
      var tr = document.createElement('tr');
      cell(tr, g.variant_name);
      cell(tr, g.white || g.black);
      cell(tr, g.time_control);
      var td = document.createElement('td');
      var a = document.createElement('a');
      a.className = 'button accept';
      a.href = g.join_url;
      a.textContent = 'Accept';
      td.appendChild(a);
      tr.appendChild(td);
      t.appendChild(tr);
    });
    seeks.appendChild(t);
  }
  function showActive(list) {
    active.replaceChildren();
    if (!list.length) { active.appendChild(empty('No games in progress.')); return; }
    var t = table(['Game', 'White', 'Black', 'Moves', 'Result']);
    list.forEach(function (g) {
      var tr = document.createElement('tr');
      var td = document.createElement('td');
      var a = document.createElement('a');
      a.href = '/g/' + encodeURIComponent(g.id);
      a.textContent = g.variant_name;
      td.appendChild(a);
      tr.appendChild(td);
      cell(tr, g.white);
      cell(tr, g.black);
      cell(tr, Math.floor((g.plies + 1) / 2));
      cell(tr, g.result);
      t.appendChild(tr);
    });
    active.appendChild(t);
  }
  var events = new EventSource('/api/lobby/events');
  events.addEventListener('lists', function (e) {
    var data = JSON.parse(e.data);
    if (data.error) return;
    showSeeks(data.seeks);
    showActive(data.active);
  });
})();
