// Chancery game page: pan and zoom on the board (mouse, wheel or trackpad, touch pinch), arrow keys between
// phases, the deadline in the reader's own time zone, and the move to a new phase when one is adjudicated.
// Without this script the page is a static board with links between phases.
'use strict';
(function () {
  var MIN = 1, MAX = 12;

  function panZoom(box, img) {
    var s = 1, x = 0, y = 0, pointers = new Map(), last = null;
    function apply() {
      var w = box.clientWidth, h = box.clientHeight;
      s = Math.min(MAX, Math.max(MIN, s));
      x = Math.min(0, Math.max(w - w * s, x));
      y = Math.min(0, Math.max(h - h * s, y));
      img.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + s + ')';
      box.dataset.scale = s.toFixed(3);
    }
    function zoomAt(factor, cx, cy) {
      var next = Math.min(MAX, Math.max(MIN, s * factor));
      x = cx - (cx - x) * next / s;
      y = cy - (cy - y) * next / s;
      s = next;
      apply();
    }
    function local(e) { var r = box.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; }
    box.addEventListener('wheel', function (e) {
      e.preventDefault();
      var p = local(e);
      zoomAt(Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.002)), p[0], p[1]);
    }, { passive: false });
    box.addEventListener('pointerdown', function (e) {
      box.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, local(e));
      box.classList.add('dragging');
      last = null;
    });
    box.addEventListener('pointermove', function (e) {
      if (!pointers.has(e.pointerId)) return;
      var prev = pointers.get(e.pointerId), now = local(e);
      pointers.set(e.pointerId, now);
      if (pointers.size === 1) {
        x += now[0] - prev[0];
        y += now[1] - prev[1];
        apply();
      } else if (pointers.size === 2) {
        var ps = Array.from(pointers.values());
        var d = Math.hypot(ps[0][0] - ps[1][0], ps[0][1] - ps[1][1]);
        var mx = (ps[0][0] + ps[1][0]) / 2, my = (ps[0][1] + ps[1][1]) / 2;
        if (last) {
          x += mx - last.mx;
          y += my - last.my;
          zoomAt(d / last.d, mx, my);
        }
        last = { d: d, mx: mx, my: my };
      }
    });
    function up(e) {
      pointers.delete(e.pointerId);
      last = null;
      if (pointers.size === 0) box.classList.remove('dragging');
    }
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
    box.addEventListener('dblclick', function (e) { var p = local(e); zoomAt(2, p[0], p[1]); });
    var bar = document.createElement('div');
    bar.className = 'zoom';
    [['+', 'Zoom in', 1.5], ['\u2212', 'Zoom out', 1 / 1.5], ['\u21ba', 'Whole board', 0]].forEach(function (b) {
      var btn = document.createElement('button');
      btn.type = 'button';
      btn.textContent = b[0];
      btn.title = b[1];
      btn.setAttribute('aria-label', b[1]);
      btn.addEventListener('pointerdown', function (e) { e.stopPropagation(); });
      btn.addEventListener('click', function () {
        if (b[2] === 0) { s = 1; x = 0; y = 0; apply(); } else zoomAt(b[2], box.clientWidth / 2, box.clientHeight / 2);
      });
      bar.appendChild(btn);
    });
    box.appendChild(bar);
    apply();
  }

  function deadline() {
    var t = document.getElementById('deadline'), c = document.getElementById('countdown');
    if (!t) return;
    var at = new Date(t.getAttribute('datetime'));
    t.textContent = at.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
    function tick() {
      var left = Math.max(0, Math.floor((at - Date.now()) / 1000));
      var d = Math.floor(left / 86400), h = Math.floor(left % 86400 / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
      c.textContent = '(' + (d ? d + 'd ' : '') + (d || h ? h + 'h ' : '') + m + 'm ' + s + 's left)';
    }
    tick();
    clearInterval(deadline.timer);
    deadline.timer = setInterval(tick, 1000);
  }

  function setUp() {
    var box = document.getElementById('board'), img = document.getElementById('map');
    if (box && img) panZoom(box, img);
    deadline();
  }

  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || /INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) return;
    var a = document.getElementById(e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : '');
    if (a) location.href = a.href;
  });

  // Live: on the latest phase, ask live.json (a 304 while nothing changed) and take the new page in place.
  var seen = null;
  function loop() {
    fetch('live.json', { cache: 'no-cache' }).then(function (r) { return r.ok ? r.text() : null; }).then(function (text) {
      if (text === null || document.body.dataset.live !== 'true') return;
      if (seen === null) { seen = text; return; }
      if (text === seen) return;
      seen = text;
      return fetch('./', { cache: 'no-cache' }).then(function (r) { return r.text(); }).then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var fresh = doc.getElementById('page');
        if (!fresh) return;
        document.getElementById('page').replaceWith(document.adoptNode(fresh));
        document.title = doc.title;
        ['seq', 'latest', 'live'].forEach(function (k) { document.body.dataset[k] = doc.body.dataset[k]; });
        if (location.pathname.slice(-1) !== '/') history.replaceState(null, '', './');
        setUp();
      });
    }).catch(function () { }).then(function () { setTimeout(loop, 3000); });
  }

  setUp();
  if (document.body.dataset.live === 'true') loop();
})();
