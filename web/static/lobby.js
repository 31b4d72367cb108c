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
    // Games against the engine are casual; a rating range is for open seeks.
    var modeBox = document.getElementById('mode-box');
    if (modeBox) {
      var engine = value('opponent') === 'engine';
      var pills = modeBox.querySelectorAll('input[name="mode"]');
      for (var m = 0; m < pills.length; m++) pills[m].disabled = engine;
      var range = document.getElementById('range-row');
      if (range) {
        var seekRated = value('opponent') === 'seek' && value('mode') === 'rated';
        range.hidden = !seekRated;
        range.querySelector('select').disabled = !seekRated;
      }
    }
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
  // A player's name: a link to their page, "BOT" for a bot, their rating in the game.
  function playerCell(td, g, side) {
    var name = g[side] == null ? '—' : String(g[side]);
    var url = g[side + '_url'];
    var span = document.createElement('span');
    span.className = 'player';
    if (url) {
      var a = document.createElement('a');
      a.href = url;
      a.textContent = name;
      span.appendChild(a);
    } else {
      span.appendChild(document.createTextNode(name));
    }
    if (g[side + '_bot']) {
      var bot = document.createElement('span');
      bot.className = 'bot';
      bot.textContent = 'BOT';
      span.appendChild(document.createTextNode(' '));
      span.appendChild(bot);
    }
    var r = g.ratings && g.ratings[side];
    if (r && typeof r.before === 'number') {
      var rating = document.createElement('span');
      rating.className = 'rating';
      rating.textContent = r.before + (r.provisional ? '?' : '');
      span.appendChild(document.createTextNode(' '));
      span.appendChild(rating);
    }
    td.appendChild(span);
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
    var me = document.body.dataset.player;
    var t = table(['Game', 'Player', 'Time', 'Mode', '']);
    list.forEach(function (g) {
      var tr = document.createElement('tr');
      var name = cell(tr, g.variant_name);
      if (g.rule_changes && g.rule_changes.length) {
        var changed = document.createElement('span');
        changed.className = 'rule-changes';
        changed.textContent = 'Changed: ' + g.rule_changes.join('; ');
        name.appendChild(document.createElement('br'));
        name.appendChild(changed);
      }
      var who = document.createElement('td');
      playerCell(who, g, g.white != null ? 'white' : 'black');
      tr.appendChild(who);
      cell(tr, g.time_control);
      var mode = cell(tr, g.rated ? 'Rated' : 'Casual');
      if (g.rated && (g.min_rating != null || g.max_rating != null)) {
        var range = document.createElement('span');
        range.className = 'muted';
        range.textContent = (g.min_rating == null ? '…' : g.min_rating) + '–' + (g.max_rating == null ? '…' : g.max_rating);
        mode.appendChild(document.createElement('br'));
        mode.appendChild(range);
      }
      var td = document.createElement('td');
      if (me && g.creator === me) {
        var cancel = document.createElement('form');
        cancel.className = 'cancel-seek';
        cancel.method = 'post';
        cancel.action = '/g/' + encodeURIComponent(g.id) + '/cancel';
        var button = document.createElement('button');
        button.type = 'submit';
        button.textContent = 'Cancel';
        button.setAttribute('aria-label', 'Cancel your seek of ' + g.variant_name);
        cancel.appendChild(button);
        td.appendChild(cancel);
      } else {
        var a = document.createElement('a');
        a.className = 'button accept';
        a.href = g.join_url;
        a.textContent = 'Accept';
        td.appendChild(a);
      }
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
      var w = document.createElement('td');
      playerCell(w, g, 'white');
      tr.appendChild(w);
      var b = document.createElement('td');
      playerCell(b, g, 'black');
      tr.appendChild(b);
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
