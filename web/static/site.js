// Every page: the piece set the player chose (kept in this browser) for every piece picture, and
// the choice in the header. The board page listens for `rukh-piece-set` to redraw.
(function () {
  var KEY = 'rukh-piece-set';
  function current() {
    var s = localStorage.getItem(KEY);
    return s === 'turned' || s === 'letters' ? s : 'figures';
  }
  function apply(set) {
    var imgs = document.querySelectorAll('img[data-figure]');
    for (var i = 0; i < imgs.length; i++) {
      var img = imgs[i];
      img.src = set === 'letters'
        ? img.dataset.disc
        : '/pieces/' + set + '/' + img.dataset.side + '-' + img.dataset.figure + '.svg';
    }
    // The pictures inside diagrams (SVG images) follow the same choice.
    var images = document.querySelectorAll('image[data-figure]');
    for (var k = 0; k < images.length; k++) {
      var im = images[k];
      im.setAttribute('href', set === 'letters'
        ? im.dataset.disc
        : '/pieces/' + set + '/' + im.dataset.side + '-' + im.dataset.figure + '.svg');
    }
    document.documentElement.dataset.pieceSet = set;
  }
  var select = document.getElementById('piece-set');
  if (select) {
    select.value = current();
    select.addEventListener('change', function () {
      localStorage.setItem(KEY, select.value);
      apply(select.value);
      window.dispatchEvent(new CustomEvent('rukh-piece-set', { detail: select.value }));
    });
  }
  apply(current());
})();

// The header's count of games where it is your move, kept up to date (server-sent events).
(function () {
  var badge = document.getElementById('turn-count');
  if (!badge || !document.body.dataset.player || !window.EventSource) return;
  var events = new EventSource('/api/me/events');
  events.addEventListener('turns', function (e) {
    var n = parseInt(e.data, 10) || 0;
    badge.textContent = String(n);
    badge.hidden = n === 0;
  });
})();
