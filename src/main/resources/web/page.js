// Chancery game page: pan and zoom on the board (mouse, wheel or trackpad, touch pinch), a tapped province's
// details, names as the zoom allows, arrow keys between phases, the deadline in the reader's own time zone, and
// the move to a new phase when one is adjudicated. Without this script the page is a static board with links
// between phases and every province in a table.
'use strict';
(function () {
  var MIN = 1, MAX = 12, SVG = 'http://www.w3.org/2000/svg';

  function panZoom(box, img, changed, tapped) {
    var s = 1, x = 0, y = 0, pointers = new Map(), last = null, travel = 0;
    function apply() {
      var w = box.clientWidth, h = box.clientHeight;
      s = Math.min(MAX, Math.max(MIN, s));
      x = Math.min(0, Math.max(w - w * s, x));
      y = Math.min(0, Math.max(h - h * s, y));
      img.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + s + ')';
      box.dataset.scale = s.toFixed(3);
      changed(s);
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
    // A finger alone never moves the board: a vertical swipe scrolls the page past it (the board's touch-action is
    // pan-y), so a phone can always leave it. Two fingers pinch and move it; a mouse or pen drags it.
    box.addEventListener('pointerdown', function (e) {
      if (e.pointerType !== 'touch') box.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { at: local(e), touch: e.pointerType === 'touch' });
      if (e.pointerType !== 'touch') box.classList.add('dragging');
      last = null;
      if (pointers.size === 1) travel = 0; else travel = Infinity; // a pinch is no tap
    });
    box.addEventListener('pointermove', function (e) {
      if (!pointers.has(e.pointerId)) return;
      var held = pointers.get(e.pointerId), prev = held.at, now = local(e);
      held.at = now;
      travel += Math.hypot(now[0] - prev[0], now[1] - prev[1]);
      if (pointers.size === 1 && !held.touch) {
        x += now[0] - prev[0];
        y += now[1] - prev[1];
        apply();
      } else if (pointers.size === 1) {
        if (s > 1 && travel > 12) hint(box);
      } else if (pointers.size === 2) {
        var ps = Array.from(pointers.values()).map(function (p) { return p.at; });
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
    // two fingers are the board's: the page must not scroll under them (touch-action pan-y would let it)
    box.addEventListener('touchmove', function (e) { if (e.touches.length > 1 && e.cancelable) e.preventDefault(); }, { passive: false });
    function up(e) {
      if (e.type === 'pointerup' && pointers.has(e.pointerId) && pointers.size === 1 && travel < 6) tapped(e.clientX, e.clientY, s);
      pointers.delete(e.pointerId);
      last = null;
      if (pointers.size === 0) box.classList.remove('dragging');
    }
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
    // the keys, while the board has the focus: + and - zoom, 0 shows it whole, the arrows move it once zoomed in
    box.addEventListener('keydown', function (e) {
      if (e.target !== box || e.altKey || e.ctrlKey || e.metaKey) return;
      var step = 40, k = e.key;
      if (k === '+' || k === '=') zoomAt(1.5, box.clientWidth / 2, box.clientHeight / 2);
      else if (k === '-' || k === '_') zoomAt(1 / 1.5, box.clientWidth / 2, box.clientHeight / 2);
      else if (k === '0') { s = 1; x = 0; y = 0; apply(); }
      else if (/^Arrow/.test(k) && s > 1) {
        x += k === 'ArrowLeft' ? step : k === 'ArrowRight' ? -step : 0;
        y += k === 'ArrowUp' ? step : k === 'ArrowDown' ? -step : 0;
        apply();
      } else return;
      e.preventDefault();
      e.stopPropagation();
    });
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
    var view = function () { return s; };
    /** Shows the box (x, y, w, h, in the box's own pixels at zoom 1) at the middle, zoomed in as far as it fits, at most 4x. */
    view.show = function (bx, by, bw, bh) {
      var w = box.clientWidth, h = box.clientHeight;
      s = Math.max(s, Math.min(4, 0.6 * Math.min(w / Math.max(bw, 1), h / Math.max(bh, 1))));
      x = w / 2 - (bx + bw / 2) * s;
      y = h / 2 - (by + bh / 2) * s;
      apply();
    };
    return view;
  }

  /** Says once, over a zoomed board, that a finger alone scrolls the page and two move the board. */
  function hint(box) {
    var h = document.getElementById('two-fingers');
    if (!h) {
      h = document.createElement('p');
      h.id = 'two-fingers';
      h.className = 'hint';
      h.textContent = 'Use two fingers to move the board';
      box.appendChild(h);
    }
    h.hidden = false;
    clearTimeout(hint.timer);
    hint.timer = setTimeout(function () { h.hidden = true; }, 1500);
  }

  // ---- the board inside its object: provinces to tap, names as the zoom allows ----

  /** The board's SVG document once it is loaded, else null. */
  function svgOf(obj) {
    var d = obj.contentDocument;
    return d && d.documentElement && d.documentElement.localName === 'svg' ? d : null;
  }

  /** On-screen pixels per board unit at zoom 1: the board fits its box, keeping its shape. */
  function fitScale(obj, d) {
    var vb = d.documentElement.viewBox.baseVal;
    return vb && vb.width ? Math.min(obj.clientWidth / vb.width, obj.clientHeight / vb.height) : 1;
  }

  /** The province drawn under a point of the screen, by the board's own hit test. */
  function provinceAt(obj, cx, cy, s) {
    var d = svgOf(obj);
    if (!d) return null;
    var r = obj.getBoundingClientRect();
    var hits = d.elementsFromPoint((cx - r.left) / s, (cy - r.top) / s);
    for (var i = 0; i < hits.length; i++) {
      var g = hits[i].closest ? hits[i].closest('[id^="province-"]') : null;
      if (g) return g.id.slice('province-'.length);
    }
    return null;
  }

  /**
   * Picking a province by keyboard: a field above the board that takes a name, a short name or a code (the list
   * offers every name), and a button on each name in the province table. Either shows the province on the board,
   * zoomed to it, with its panel, and moves the focus to the panel.
   */
  function finder(box, obj, view) {
    var rows = Array.from(document.querySelectorAll('tr[id^="p-"]'));
    if (!rows.length) return;
    function pick(id) {
      var d = svgOf(obj), g = d && d.getElementById('province-' + id);
      if (g) {
        var b = g.getBBox(), k = fitScale(obj, d), vb = d.documentElement.viewBox.baseVal;
        var ox = (obj.clientWidth - vb.width * k) / 2, oy = (obj.clientHeight - vb.height * k) / 2; // the board is centred in its box
        view.show(ox + (b.x - vb.x) * k, oy + (b.y - vb.y) * k, b.width * k, b.height * k);
      }
      showPlace(box, obj, id, view());
      box.scrollIntoView({ block: 'nearest' });
      var panel = document.getElementById('where');
      if (panel) panel.focus();
    }
    var bar = document.getElementById('find-bar');
    if (!bar) {
      bar = document.createElement('div');
      bar.id = 'find-bar';
      bar.className = 'find';
      var label = document.createElement('label'), input = document.createElement('input'), list = document.createElement('datalist');
      label.htmlFor = 'find';
      label.textContent = 'Find a province ';
      input.id = 'find';
      input.type = 'search';
      input.autocomplete = 'off';
      input.setAttribute('list', 'find-names');
      input.placeholder = rows[0].cells[0].textContent;
      list.id = 'find-names';
      rows.forEach(function (r) {
        var o = document.createElement('option');
        o.value = r.cells[0].textContent;
        list.appendChild(o);
      });
      var note = document.createElement('span');
      note.id = 'find-note';
      note.setAttribute('aria-live', 'polite');
      function go() {
        var want = input.value.trim().toLowerCase();
        if (!want) return;
        var row = rows.find(function (r) { return r.cells[0].textContent.toLowerCase() === want || r.id.slice(2).toLowerCase() === want
          || (r.dataset.short || '').toLowerCase() === want; })
          || rows.find(function (r) { return r.cells[0].textContent.toLowerCase().indexOf(want) === 0; });
        note.textContent = row ? '' : ' No province is called "' + input.value.trim() + '".';
        if (row) pick(row.id.slice(2));
      }
      input.addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); go(); } });
      input.addEventListener('change', go);
      label.appendChild(input);
      bar.appendChild(label);
      bar.appendChild(list);
      bar.appendChild(note);
      box.parentNode.insertBefore(bar, box);
    }
    rows.forEach(function (r) {
      var cell = r.cells[0];
      if (cell.querySelector('button')) return;
      var btn = document.createElement('button');
      btn.type = 'button';
      btn.className = 'pick';
      btn.textContent = cell.textContent;
      btn.title = 'Show ' + cell.textContent + ' on the board';
      btn.addEventListener('click', function () { pick(r.id.slice(2)); });
      cell.textContent = '';
      cell.appendChild(btn);
    });
  }

  /** A tapped province's row of the table, shown over the board; its outline drawn on the board. */
  function showPlace(box, obj, id, s) {
    var row = document.getElementById('p-' + id), panel = document.getElementById('where');
    if (!row) return;
    if (!panel) {
      panel = document.createElement('aside');
      panel.id = 'where';
      panel.className = 'where';
      panel.tabIndex = -1;
      panel.setAttribute('role', 'region');
      panel.setAttribute('aria-live', 'polite');
      panel.addEventListener('keydown', function (e) { if (e.key === 'Escape') { panel.hidden = true; outline(obj, null, 1); box.focus(); } });
      ['pointerdown', 'wheel', 'dblclick'].forEach(function (t) { panel.addEventListener(t, function (e) { e.stopPropagation(); }); });
      box.appendChild(panel);
    }
    panel.textContent = '';
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', function () { panel.hidden = true; outline(obj, null, s); });
    var h = document.createElement('h3');
    h.textContent = row.cells[0].textContent;
    panel.setAttribute('aria-label', row.cells[0].textContent);
    var dl = document.createElement('dl');
    [['Owner', row.cells[1].textContent || 'nobody'], ['Unit', row.cells[2].textContent || 'none']].forEach(function (kv) {
      var dt = document.createElement('dt'), dd = document.createElement('dd');
      dt.textContent = kv[0];
      dd.textContent = kv[1];
      dl.appendChild(dt);
      dl.appendChild(dd);
    });
    panel.appendChild(close);
    panel.appendChild(h);
    panel.appendChild(dl);
    var orders = row.cells[3].querySelector('ul'), why = document.querySelector('.hidden-orders');
    var title = document.createElement('h4');
    title.textContent = 'Orders';
    panel.appendChild(title);
    if (orders) panel.appendChild(orders.cloneNode(true));
    if (why) {
      var p = document.createElement('p');
      p.textContent = why.textContent;
      panel.appendChild(p);
    } else if (!orders) {
      var none = document.createElement('p');
      none.textContent = 'None given to it or about it.';
      panel.appendChild(none);
    }
    panel.dataset.province = id;
    panel.hidden = false;
    outline(obj, id, s);
  }

  function outline(obj, id, s) {
    var d = svgOf(obj);
    if (!d) return;
    var old = d.getElementById('picked');
    if (old) old.remove();
    var g = id && d.getElementById('province-' + id);
    if (!g) return;
    var out = d.createElementNS(SVG, 'g');
    out.id = 'picked';
    out.setAttribute('fill', 'none');
    out.setAttribute('stroke', '#111');
    out.setAttribute('stroke-width', String(3 / (fitScale(obj, d) * s)));
    out.setAttribute('pointer-events', 'none');
    g.querySelectorAll('path').forEach(function (p) { out.appendChild(p.cloneNode(false)); });
    d.documentElement.appendChild(out);
  }

  /**
   * Names as the zoom allows. The board comes with the names that fit it whole, drawn at one size; where that
   * size is too small to read on this screen they are hidden. Names the board left off, or all of them while
   * its own are hidden, are added at a readable size where they fit inside their province and clear of other
   * names: each zoom in makes them smaller on the board, so more fit.
   */
  function names(box, obj) {
    var d = svgOf(obj), root = d.documentElement, theirs = d.getElementById('labels');
    var NAME = 12, READABLE = 8;
    var texts = theirs ? Array.from(theirs.querySelectorAll('text')) : [];
    var drawnText = new Set(texts.map(function (t) { return t.textContent; }));
    var theirPx = texts.length ? parseFloat(getComputedStyle(texts[0]).fontSize) || 0 : 0;
    var theirBoxes = null;
    var layer = d.createElementNS(SVG, 'g');
    layer.id = 'zoom-names';
    layer.setAttribute('pointer-events', 'none');
    if (theirs) theirs.parentNode.insertBefore(layer, theirs.nextSibling); else root.appendChild(layer);
    var probe = d.createElementNS(SVG, 'text'), widths = new Map();
    probe.setAttribute('font-size', '100');
    probe.setAttribute('font-family', 'DejaVu Sans, sans-serif');
    probe.setAttribute('visibility', 'hidden');
    root.appendChild(probe);
    function width(text) { // per unit of font size
      if (!widths.has(text)) { probe.textContent = text; widths.set(text, probe.getComputedTextLength() / 100); }
      return widths.get(text);
    }
    function split(name) { // as the board splits a name on two lines: at the space nearest its middle
      var best = -1;
      for (var i = name.indexOf(' '); i >= 0; i = name.indexOf(' ', i + 1)) {
        if (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)) best = i;
      }
      return best < 0 ? null : [name.slice(0, best), name.slice(best + 1)];
    }
    // the board's own area (the title and legend bands are outside it), where seas are cut off
    var clip = d.querySelector('clipPath path'), area = clip ? clip.getBBox() : root.viewBox.baseVal;
    function within(b) {
      var x = Math.max(b.x, area.x), y = Math.max(b.y, area.y);
      return { x: x, y: y, width: Math.min(b.x + b.width, area.x + area.width) - x, height: Math.min(b.y + b.height, area.y + area.height) - y };
    }
    var places = [];
    document.querySelectorAll('tr[id^="p-"]').forEach(function (row) {
      var g = d.getElementById('province-' + row.id.slice(2));
      if (!g) return;
      var b = within(g.getBBox()), name = row.cells[0].textContent, two = split(name);
      if (b.width <= 0 || b.height <= 0) return;
      var named = drawnText.has(name) || drawnText.has(row.dataset.short) || (two && drawnText.has(two[0]) && drawnText.has(two[1]));
      places.push({ g: g, box: b, name: name, short: row.dataset.short, sea: row.hasAttribute('data-sea'), named: named, spot: null });
    });
    places.sort(function (a, b) { return b.box.width * b.box.height - a.box.width * a.box.height; });
    function spot(p) { // the sampled point inside the province farthest from its edge
      if (p.spot) return p.spot;
      var paths = Array.from(p.g.querySelectorAll('path')), n = 12, inside = [], outside = [];
      for (var i = 0; i <= n; i++) {
        for (var j = 0; j <= n; j++) {
          var pt = root.createSVGPoint();
          pt.x = p.box.x + p.box.width * i / n;
          pt.y = p.box.y + p.box.height * j / n;
          (paths.some(function (q) { return q.isPointInFill(pt); }) ? inside : outside).push([pt.x, pt.y]);
        }
      }
      var best = [p.box.x + p.box.width / 2, p.box.y + p.box.height / 2], far = -1;
      inside.forEach(function (a) {
        var near = Infinity;
        outside.forEach(function (o) { near = Math.min(near, Math.hypot(a[0] - o[0], a[1] - o[1])); });
        if (near > far) { far = near; best = a; }
      });
      p.spot = { x: best[0], y: best[1], room: far < 0 ? 0 : far };
      return p.spot;
    }
    function clear(r, taken) {
      for (var i = 0; i < taken.length; i++) {
        var t = taken[i];
        if (r.x < t.x + t.width && t.x < r.x + r.width && r.y < t.y + t.height && t.y < r.y + r.height) return false;
      }
      return true;
    }
    return function update(s) {
      var k = fitScale(obj, d) * s, size = NAME / k, showTheirs = theirs && theirPx * k >= READABLE;
      if (theirs) theirs.style.display = showTheirs ? '' : 'none';
      if (showTheirs && !theirBoxes) theirBoxes = texts.map(function (t) { return t.getBBox(); });
      var taken = showTheirs ? theirBoxes.slice() : [], shown = 0;
      layer.textContent = '';
      places.forEach(function (p) {
        if (showTheirs && p.named) { shown++; return; }
        var labels = p.short && p.short !== p.name ? [p.name, p.short] : [p.name];
        for (var i = 0; i < labels.length; i++) {
          var w = width(labels[i]) * size, h = size * 1.15;
          if (w > p.box.width * 1.05 || h > p.box.height * 0.9) continue;
          var c = spot(p);
          if (c.room * 2 < h) continue;
          var r = { x: c.x - w / 2, y: c.y - h / 2, width: w, height: h };
          if (r.x < area.x || r.y < area.y || r.x + w > area.x + area.width || r.y + h > area.y + area.height || !clear(r, taken)) continue;
          taken.push(r);
          var t = d.createElementNS(SVG, 'text');
          t.setAttribute('x', c.x);
          t.setAttribute('y', c.y + size * 0.36);
          t.setAttribute('text-anchor', 'middle');
          t.setAttribute('font-size', size);
          t.setAttribute('font-family', 'DejaVu Sans, sans-serif');
          t.setAttribute('fill', p.sea ? '#1f4e79' : '#221f1a');
          if (p.sea) t.setAttribute('font-style', 'italic');
          t.setAttribute('stroke', p.sea ? '#d7e6f2' : '#fbf8f0');
          t.setAttribute('stroke-width', size * 0.2);
          t.setAttribute('stroke-opacity', '0.85');
          t.setAttribute('paint-order', 'stroke');
          t.textContent = labels[i];
          layer.appendChild(t);
          shown++;
          break;
        }
      });
      box.dataset.names = String(shown);
      var picked = d.getElementById('picked');
      if (picked) picked.setAttribute('stroke-width', String(3 / k));
    };
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
    var box = document.getElementById('board'), obj = document.getElementById('map');
    deadline();
    if (!box || !obj) return;
    var update = null, pending = 0, scale = function () { return 1; };
    function changed() { // the names follow once the zoom settles, not at every step of a pinch or a wheel
      if (!update) return;
      clearTimeout(pending);
      pending = setTimeout(function () { update(scale()); }, 120);
    }
    var view = panZoom(box, obj, changed, function (cx, cy, s) {
      var id = provinceAt(obj, cx, cy, s);
      if (id) showPlace(box, obj, id, s);
    });
    scale = view;
    finder(box, obj, view);
    function ready() {
      if (update || !svgOf(obj)) return;
      update = names(box, obj);
      update(scale());
      box.dataset.ready = 'true';
    }
    obj.addEventListener('load', ready);
    ready();
    window.removeEventListener('resize', setUp.resized || changed);
    setUp.resized = changed;
    window.addEventListener('resize', changed);
  }

  /** Tells a screen reader, through the page's live region. */
  function say(text) {
    var a = document.getElementById('announce');
    if (a) a.textContent = text;
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
        var was = document.body.dataset.seq;
        document.getElementById('page').replaceWith(document.adoptNode(fresh));
        document.title = doc.title;
        if (doc.body.dataset.seq !== was) say('New phase: ' + document.getElementById('phase').textContent + '.');
        else if (document.querySelector('section.mine')) say('Your orders now: ' + document.querySelector('section.mine ul, section.mine p').textContent + '.');
        ['seq', 'latest', 'live'].forEach(function (k) { document.body.dataset[k] = doc.body.dataset[k]; });
        if (location.pathname.slice(-1) !== '/') history.replaceState(null, '', './');
        setUp();
      });
    }).catch(function () { }).then(function () { setTimeout(loop, 3000); });
  }

  setUp();
  if (document.body.dataset.live === 'true') loop();
})();
