/// The report viewer's script, inlined into index.html (no network): grid filtering, the five modes, zoom,
/// keyboard navigation and the URL-hash state that the browser tests drive.
extension ReportHTML {
    /// The whole script: `main` with the environment panel's functions (ReportEnvironmentScript.swift) inserted.
    static let js = main.replacing("  /*@environment-panel*/\n", with: environmentPanel)

    static let main = #"""
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var entries = data.entries;
  var MODES = ['2up', 'swipe', 'onion', 'blink', 'diff'];
  var ZOOMS = ['fit', '1', '2', '4', '8', '16'];
  var body = document.body;
  var viewer = document.getElementById('viewer');
  var stage = document.getElementById('stage');
  var cards = Array.prototype.slice.call(document.querySelectorAll('.card'));
  var state = { view: 'index', index: 0, mode: '2up', zoom: 'fit', onion: 50, swipe: 50, blink: 'expected',
                blinkPaused: false, blinkCount: 0, bg: 'checker', boxes: true };
  var pendingCenter = false;
  var kindFilter = 'all';
  var blinkTimer = null;
  var loadToken = 0;
  function $(id) { return document.getElementById(id); }
  function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }

  // ---------- index ----------
  function applyFilter() {
    var box = $('filter');
    var terms = box ? box.value.trim().toLowerCase().split(/\s+/).filter(Boolean) : [];
    var n = 0;
    cards.forEach(function (c) {
      var ok = (kindFilter === 'all' || c.dataset.kind === kindFilter) &&
               terms.every(function (t) { return c.dataset.search.indexOf(t) >= 0; });
      c.hidden = !ok; if (ok) n++;
    });
    if ($('shown')) $('shown').textContent = n + ' of ' + cards.length + ' shown';
    if ($('empty')) $('empty').hidden = n > 0;
    publishShown();
    document.querySelectorAll('.kinds button').forEach(function (b) { b.classList.toggle('on', b.dataset.kind === kindFilter); });
  }
  function setKind(k) { kindFilter = (kindFilter === k && k !== 'all') ? 'all' : k; applyFilter(); }
  if ($('filter')) $('filter').addEventListener('input', applyFilter);
  document.querySelectorAll('[data-kind]').forEach(function (b) {
    if (b.tagName === 'BUTTON') b.addEventListener('click', function () { closeViewer(); setKind(b.dataset.kind); });
  });
  // Navigation follows the filtered grid; a case outside the filter falls back to all cases.
  function order() {
    var o = cards.filter(function (c) { return !c.hidden; }).map(function (c) { return +c.dataset.index; });
    return o.indexOf(state.index) >= 0 && o.length ? o : entries.map(function (_, i) { return i; });
  }

  // ---------- viewer ----------
  function available(e, m) {
    if (m === 'diff') return !!e.diff;
    if (m === '2up') return !!(e.expected || e.actual);
    return !!(e.expected && e.actual);
  }
  function openCase(i) {
    if (!entries.length) return;
    state.index = clamp(i | 0, 0, entries.length - 1);
    state.view = 'viewer';
    render();
  }
  function closeViewer() {
    if (state.view !== 'viewer') return;
    state.view = 'index';
    stopBlink();
    viewer.hidden = true;
    body.dataset.view = 'index';
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    var card = cards[state.index]; if (card) card.focus();
  }
  function step(d) {
    var o = order(); var p = o.indexOf(state.index);
    if (p < 0) p = 0; else p = (p + d + o.length) % o.length;
    openCase(o[p]);
  }
  function setMode(m) { if (MODES.indexOf(m) >= 0) { state.mode = m; render(); } }

  function render() {
    var e = entries[state.index];
    if (!e) return;
    viewer.hidden = false;
    body.dataset.view = 'viewer';
    if (!available(e, state.mode)) state.mode = '2up';
    viewer.dataset.mode = state.mode;
    var o = order();
    $('v-pos').textContent = (o.indexOf(state.index) + 1) + ' / ' + o.length;
    $('v-badge').className = 'badge ' + e.kind;
    $('v-badge').textContent = e.kind === 'passed-environment' ? 'passed (env.)' : e.kind;
    $('v-group').textContent = e.group;
    $('v-name').textContent = e.caseName;
    $('v-variant').textContent = e.variant;
    $('v-refname').textContent = e.name;
    $('v-accept').textContent = e.accept;
    document.title = e.id + ' — BarSnap report';
    viewer.querySelectorAll('[data-mode]').forEach(function (b) {
      if (b === viewer) return;
      b.disabled = !available(e, b.dataset.mode);
      b.classList.toggle('on', b.dataset.mode === state.mode);
    });
    viewer.querySelectorAll('[data-zoom]').forEach(function (b) { b.classList.toggle('on', b.dataset.zoom === state.zoom); });
    viewer.querySelectorAll('[data-bg]').forEach(function (b) { b.classList.toggle('on', b.dataset.bg === state.bg); });
    stage.className = 'stage bg-' + state.bg;
    explain(e);
    facts(e);
    environment(e);
    // 2-up for a new reference shows the actual image only.
    viewer.querySelector('.fig-expected').hidden = !e.expected;
    viewer.querySelector('.fig-actual').hidden = !e.actual;
    var missing = [];
    if (!e.actual) missing.push('actual image missing');
    if (!e.expected && e.kind !== 'new') missing.push('expected image (reference) missing');
    $('v-missing').hidden = !missing.length;
    $('v-missing').textContent = missing.join(' · ');
    var token = ++loadToken;
    var imgs = Array.prototype.slice.call(viewer.querySelectorAll('img[data-role]'));
    body.dataset.ready = '0';
    var waits = imgs.map(function (img) {
      var src = e[img.dataset.role] || '';
      if (img.getAttribute('src') !== src) { if (src) img.setAttribute('src', src); else img.removeAttribute('src'); }
      img.hidden = !src;
      if (!src || (img.complete && img.naturalWidth)) return Promise.resolve();
      return new Promise(function (res) { img.onload = img.onerror = function () { res(); }; });
    });
    applyOnion(); applySwipe(); applyBlink();
    if (state.mode === 'blink' && !state.blinkPaused) startBlink(); else stopBlink();
    Promise.all(waits).then(function () {
      if (token !== loadToken) return;
      layout();
      if (pendingDrag !== null) { simulateDrag(pendingDrag); pendingDrag = null; }
      if (pendingCenter) { centerOnChange(); pendingCenter = false; }
      body.dataset.ready = '1';
      publish();
    });
    layout();
    publish();
    writeHash();
  }

  function explain(e) {
    var t = {
      failed: 'Pixels differ beyond the tolerance. If the change is intended, accept it; otherwise fix the drawing.',
      environment: 'Pixels differ and the reference was recorded in a different environment (fonts, Cairo or Pango). ' +
        'Install the pinned packages (Scripts/bootstrap) or re-record on the CI image before accepting.',
      'new': 'There is no reference yet: this is the image that would be recorded. Accepting adds it.',
      'passed-environment': 'Passed: the reference was recorded in another environment and the pixels differ only within ' +
        'the environment tolerance. Nothing to do; shown so the difference can be reviewed. Accepting re-records it here.'
    };
    $('v-explain').textContent = t[e.kind] || '';
  }
  function facts(e) {
    var dl = $('v-facts'); dl.textContent = '';
    function row(k, v) { if (v === null || v === undefined || v === '') return; var dt = document.createElement('dt'); dt.textContent = k; var dd = document.createElement('dd'); dd.textContent = v; dl.appendChild(dt); dl.appendChild(dd); }
    function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009'); }
    row('Name', e.name);
    if (e.differentPixels !== null) {
      var pct = e.totalPixels ? ' (' + (e.differentPixels * 100 / e.totalPixels).toFixed(e.differentPixels * 100 / e.totalPixels < 0.1 ? 3 : 2) + ' %)' : '';
      row('Differing', grouped(e.differentPixels) + ' px' + pct);
    }
    if (e.totalPixels !== null) row('Total', grouped(e.totalPixels) + ' px');
    row('Tolerance', e.tolerance);
    row('Environment tolerance', e.environmentTolerance);
    if (e.change) row('Changed region', e.change[2] + '×' + e.change[3] + ' px at (' + e.change[0] + ', ' + e.change[1] + ')');
    if (e.expectedSize && e.actualSize && e.expectedSize !== e.actualSize) row('Size', e.expectedSize + ' → ' + e.actualSize);
    else row('Size', e.actualSize || e.expectedSize);
    row('Artifacts', e.source);
  }
  /*@environment-panel*/

  // ---------- zoom and layout ----------
  function natural(role) {
    var img = viewer.querySelector('.pane[data-pane="2up"] img[data-role="' + role + '"]');
    if (role === 'diff') img = viewer.querySelector('.pane[data-pane="diff"] img');
    return img && img.naturalWidth ? { w: img.naturalWidth, h: img.naturalHeight } : null;
  }
  function scale(w, avail) {
    var dpr = window.devicePixelRatio || 1;
    if (state.zoom === 'fit') return Math.max(Math.min(avail / w, 8 / dpr), 0.05);
    return (+state.zoom) / dpr;
  }
  function size(img, s) {
    if (!img.naturalWidth) return;
    img.style.width = Math.round(img.naturalWidth * s) + 'px';
    img.style.height = Math.round(img.naturalHeight * s) + 'px';
  }
  function layout() {
    var ex = natural('expected'), ac = natural('actual'), df = natural('diff');
    var w = Math.max(ex ? ex.w : 0, ac ? ac.w : 0, df ? df.w : 0) || 1;
    var h = Math.max(ex ? ex.h : 0, ac ? ac.h : 0, df ? df.h : 0) || 1;
    var avail = Math.max(stage.clientWidth - 44, 100);
    var side = w < h * 0.9;
    viewer.querySelector('.twoup').classList.toggle('side', side);
    var s = scale(w, side ? avail / 2 - 10 : avail);
    viewer.querySelectorAll('img[data-role]').forEach(function (img) { size(img, s); });
    viewer.querySelectorAll('.stack').forEach(function (st) {
      st.style.width = Math.round(w * s) + 'px';
      st.style.height = Math.round(h * s) + 'px';
    });
    body.dataset.scale = s.toFixed(4);
    viewer.querySelectorAll('[data-dim]').forEach(function (el) {
      var n = natural(el.dataset.dim);
      el.textContent = n ? n.w + '×' + n.h + ' px' : '';
    });
    var c = (entries[state.index] || {}).change;
    viewer.querySelectorAll('.box').forEach(function (b) {
      if (!c || !state.boxes) { b.style.display = 'none'; return; }
      b.style.display = 'block';
      b.style.left = (c[0] * s - 4) + 'px'; b.style.top = (c[1] * s - 4) + 'px';
      b.style.width = (c[2] * s + 8) + 'px'; b.style.height = (c[3] * s + 8) + 'px';
    });
    $('v-boxes').classList.toggle('on', !!c && state.boxes);
    $('v-boxes').disabled = !c;
    $('v-tochange').disabled = !c;
    var z = state.zoom === 'fit' ? s * (window.devicePixelRatio || 1) : +state.zoom;
    $('v-zoomlabel').textContent = (z >= 10 ? Math.round(z) : Math.round(z * 100) / 100) + '×';
  }
  window.addEventListener('resize', function () { if (state.view === 'viewer') layout(); });
  // Zoom so the changed region fills the stage (whole device-pixel steps), outline it and scroll it into the middle.
  function zoomToChange() {
    var e = entries[state.index]; if (!e || !e.change) return;
    var c = e.change, dpr = window.devicePixelRatio || 1, m = 24;
    var fit = Math.min((stage.clientWidth - 60) / (c[2] + m), (stage.clientHeight - 120) / (c[3] + m)) * dpr;
    var z = '1';
    ZOOMS.forEach(function (k) { if (k !== 'fit' && +k <= fit) z = k; });
    state.zoom = z; state.boxes = true; pendingCenter = true;
    render();
    centerOnChange();
  }
  function centerOnChange() {
    var box = Array.prototype.slice.call(viewer.querySelectorAll('.box')).filter(function (b) { return b.getClientRects().length > 0; })[0];
    if (!box) return;
    var r = box.getBoundingClientRect(), sr = stage.getBoundingClientRect();
    stage.scrollLeft += (r.left + r.width / 2) - (sr.left + sr.width / 2);
    stage.scrollTop += (r.top + r.height / 2) - (sr.top + sr.height / 2);
  }
  function zoomStep(d) {
    var i = ZOOMS.indexOf(state.zoom);
    if (state.zoom === 'fit') {
      var cur = parseFloat(body.dataset.scale || '1') * (window.devicePixelRatio || 1);
      i = 0; while (i + 1 < ZOOMS.length && +ZOOMS[i + 1] <= cur + 1e-6) i++;
      if (d < 0 && i > 0 && +ZOOMS[i] >= cur - 1e-6) i--;
      if (d > 0) i++; else i = Math.max(i, 1);
      if (d < 0) { state.zoom = i <= 1 ? '1' : ZOOMS[i]; render(); return; }
    } else {
      i = i + d;
    }
    state.zoom = ZOOMS[clamp(i, 0, ZOOMS.length - 1)];
    render();
  }

  // ---------- modes ----------
  function applyOnion() {
    $('onion').value = state.onion;
    $('onion-top').style.opacity = String(state.onion / 100);
    $('onion-val').textContent = state.onion + ' %';
  }
  function applySwipe() {
    $('swipe-clip').style.clipPath = 'inset(0 0 0 ' + state.swipe + '%)';
    $('swipe-divider').style.left = state.swipe + '%';
  }
  function applyBlink() {
    var showActual = state.blink === 'actual';
    $('blink-expected').style.visibility = showActual ? 'hidden' : 'visible';
    $('blink-actual').style.visibility = showActual ? 'visible' : 'hidden';
    $('blink-label').textContent = showActual ? 'Actual' : 'Expected';
    $('blink-pause').textContent = state.blinkPaused ? 'Resume' : 'Pause';
  }
  function flipBlink() {
    state.blink = state.blink === 'actual' ? 'expected' : 'actual';
    state.blinkCount++;
    applyBlink(); publish();
  }
  function startBlink() { if (!blinkTimer) blinkTimer = setInterval(flipBlink, 500); }
  function stopBlink() { if (blinkTimer) { clearInterval(blinkTimer); blinkTimer = null; } }
  function toggleBlinkPause() {
    state.blinkPaused = !state.blinkPaused;
    if (state.blinkPaused) stopBlink(); else if (state.mode === 'blink') startBlink();
    applyBlink(); publish(); writeHash();
  }
  $('onion').addEventListener('input', function () { state.onion = +this.value; applyOnion(); publish(); writeHash(); });
  $('blink-pause').addEventListener('click', toggleBlinkPause);
  (function () {
    var st = $('swipe-stack'); var dragging = false;
    function move(ev) {
      var r = st.getBoundingClientRect();
      state.swipe = Math.round(clamp((ev.clientX - r.left) / r.width * 100, 0, 100) * 10) / 10;
      applySwipe(); publish();
    }
    st.addEventListener('pointerdown', function (ev) {
      dragging = true;
      try { st.setPointerCapture(ev.pointerId); } catch (err) { /* synthetic pointer */ }
      move(ev); ev.preventDefault();
    });
    st.addEventListener('pointermove', function (ev) { if (dragging) move(ev); });
    st.addEventListener('pointerup', function () { dragging = false; writeHash(); publish(); });
    st.addEventListener('pointercancel', function () { dragging = false; });
  })();

  // ---------- what is on screen, for people and for tests ----------
  function shown(el) {
    if (!el.getAttribute('src') || el.getClientRects().length === 0) return false;
    for (var n = el; n && n.nodeType === 1; n = n.parentElement) {
      var cs = getComputedStyle(n);
      if (cs.display === 'none' || cs.visibility === 'hidden' || parseFloat(cs.opacity) === 0) return false;
    }
    return true;
  }
  // Cards actually rendered (not just flagged), so a test sees what a person sees.
  function publishShown() {
    body.dataset.shown = String(cards.filter(function (c) { return c.getClientRects().length > 0; }).length);
  }
  function publish() {
    var e = entries[state.index];
    body.dataset.case = String(state.index);
    body.dataset.name = e ? e.name : '';
    body.dataset.mode = state.mode;
    body.dataset.zoom = state.zoom;
    body.dataset.onion = String(state.onion);
    body.dataset.onionOpacity = getComputedStyle($('onion-top')).opacity;
    body.dataset.swipe = String(state.swipe);
    body.dataset.swipeClip = $('swipe-clip').style.clipPath;
    body.dataset.blink = state.blink;
    body.dataset.blinkCount = String(state.blinkCount);
    body.dataset.blinkPaused = String(state.blinkPaused);
    var vis = [];
    if (state.view === 'viewer') {
      viewer.querySelectorAll('img[data-role]').forEach(function (img) {
        if (shown(img)) vis.push(img.dataset.role + '=' + img.getAttribute('src'));
      });
    }
    body.dataset.visible = vis.join(' ');
    body.dataset.change = e && e.change ? e.change.join(',') : '';
    body.dataset.boxes = String(state.view === 'viewer' ? Array.prototype.slice.call(viewer.querySelectorAll('.box')).filter(function (b) { return b.getClientRects().length > 0; }).length : 0);
    publishShown();
  }

  // ---------- URL hash ----------
  function writeHash() {
    if (state.view !== 'viewer') return;
    var p = 'case=' + state.index + '&mode=' + state.mode;
    if (state.zoom !== 'fit') p += '&zoom=' + state.zoom;
    if (state.mode === 'onion') p += '&onion=' + state.onion;
    if (state.mode === 'swipe') p += '&swipe=' + state.swipe;
    if (state.bg !== 'checker') p += '&bg=' + state.bg;
    if (!state.boxes) p += '&box=0';
    if ('#' + p !== location.hash) history.replaceState(null, '', '#' + p);
  }
  function applyHash() {
    var q = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('='); if (i > 0) q[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1));
    });
    if (q.filter !== undefined && $('filter')) { $('filter').value = q.filter; applyFilter(); }
    if (['all', 'failed', 'environment', 'new', 'passed-environment'].indexOf(q.kind) >= 0) { kindFilter = q.kind; applyFilter(); }
    if (q.mode && MODES.indexOf(q.mode) >= 0) state.mode = q.mode;
    if (q.zoom && ZOOMS.indexOf(q.zoom) >= 0) state.zoom = q.zoom;
    if (q.onion !== undefined && isFinite(+q.onion)) state.onion = clamp(Math.round(+q.onion), 0, 100);
    if (q.swipe !== undefined && isFinite(+q.swipe)) state.swipe = clamp(+q.swipe, 0, 100);
    if (q.bg === 'checker' || q.bg === 'light' || q.bg === 'dark') state.bg = q.bg;
    if (q.box === '0' || q.box === '1') state.boxes = q.box === '1';
    if (q.blink === 'expected' || q.blink === 'actual') { state.blink = q.blink; state.blinkPaused = true; }
    if (q['case'] !== undefined) {
      var idx = /^\d+$/.test(q['case']) ? +q['case'] : entries.findIndex(function (e) { return e.id === q['case'] || e.name === q['case']; });
      if (idx >= 0 && idx < entries.length) openCase(idx);
    } else if (state.view === 'viewer') {
      closeViewer();
    }
    if (q.drag !== undefined && isFinite(+q.drag)) pendingDrag = clamp(+q.drag, 0, 100);
    if (q.keys) replayKeys(q.keys);
    publish();
  }
  // drag=P in the hash drags the swipe divider to P % with real pointer events, once the images are laid out.
  var pendingDrag = null;
  function simulateDrag(p) {
    var st = $('swipe-stack'); var r = st.getBoundingClientRect();
    var y = r.top + r.height / 2, from = r.left + r.width / 2, to = r.left + r.width * p / 100;
    [['pointerdown', from], ['pointermove', (from + to) / 2], ['pointermove', to], ['pointerup', to]].forEach(function (step) {
      st.dispatchEvent(new PointerEvent(step[0], { pointerId: 7, clientX: step[1], clientY: y, bubbles: true, isPrimary: true }));
    });
  }
  function replayKeys(keys) {
    var map = { '>': 'ArrowRight', '<': 'ArrowLeft', '_': ' ', '~': 'Escape' };
    for (var i = 0; i < keys.length; i++) {
      var k = map[keys[i]] || keys[i];
      document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    }
    body.dataset.keys = keys;
  }
  window.addEventListener('hashchange', applyHash);

  // ---------- keyboard ----------
  function copyAccept() {
    var text = $('v-accept').textContent;
    var done = function () { $('v-copy').textContent = 'Copied'; setTimeout(function () { $('v-copy').textContent = 'Copy'; }, 1200); };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback); else fallback();
    function fallback() {
      var r = document.createRange(); r.selectNodeContents($('v-accept'));
      var s = getSelection(); s.removeAllRanges(); s.addRange(r);
      try { document.execCommand('copy'); done(); } catch (err) { /* selected for manual copy */ }
    }
  }
  $('v-copy').addEventListener('click', copyAccept);
  $('v-tochange').addEventListener('click', zoomToChange);
  $('v-boxes').addEventListener('click', function () { state.boxes = !state.boxes; render(); });
  $('v-back').addEventListener('click', closeViewer);
  $('v-prev').addEventListener('click', function () { step(-1); });
  $('v-next').addEventListener('click', function () { step(1); });
  viewer.querySelectorAll('.modes [data-mode]').forEach(function (b) { b.addEventListener('click', function () { setMode(b.dataset.mode); }); });
  viewer.querySelectorAll('[data-zoom]').forEach(function (b) { b.addEventListener('click', function () { state.zoom = b.dataset.zoom; render(); }); });
  viewer.querySelectorAll('[data-bg]').forEach(function (b) { b.addEventListener('click', function () { state.bg = b.dataset.bg; render(); }); });
  document.addEventListener('keydown', function (ev) {
    var t = ev.target;
    if (t && t.tagName === 'INPUT' && t.type !== 'range') {
      if (ev.key === 'Escape') { t.blur(); }
      if (ev.key === 'Enter') { var o = order(); if (o.length) openCase(o[0]); }
      return;
    }
    if (ev.metaKey || ev.ctrlKey || ev.altKey) return;
    var k = ev.key, handled = true;
    if (state.view !== 'viewer') {
      if (k === '/' && $('filter')) $('filter').focus();
      else if (k === 'j' || k === 'ArrowRight' || k === 'Enter') { if (document.activeElement && document.activeElement.classList.contains('card') && k === 'Enter') return; var o2 = order(); if (o2.length) openCase(o2[0]); }
      else if (k === 'k' || k === 'ArrowLeft') { var o3 = order(); if (o3.length) openCase(o3[o3.length - 1]); }
      else handled = false;
    } else if (k === 'j' || k === 'ArrowRight' || k === 'n') step(1);
    else if (k === 'k' || k === 'ArrowLeft' || k === 'p') step(-1);
    else if (k >= '1' && k <= '5') setMode(MODES[+k - 1]);
    else if (k === 'Escape' || k === 'u') closeViewer();
    else if (k === '+' || k === '=') zoomStep(1);
    else if (k === '-' || k === '_') zoomStep(-1);
    else if (k === '0') { state.zoom = 'fit'; render(); }
    else if (k === ' ') { if (state.mode !== 'blink') setMode('blink'); else toggleBlinkPause(); }
    else if (k === 'b') { if (state.mode !== 'blink') setMode('blink'); state.blinkPaused = true; stopBlink(); flipBlink(); }
    else if (k === '[' || k === ']') {
      var d = k === ']' ? 10 : -10;
      if (state.mode === 'onion') { state.onion = clamp(state.onion + d, 0, 100); applyOnion(); }
      else { if (state.mode !== 'swipe') setMode('swipe'); state.swipe = clamp(state.swipe + d, 0, 100); applySwipe(); }
      publish(); writeHash();
    }
    else if (k === 'c') copyAccept();
    else if (k === 'z') zoomToChange();
    else if (k === 'h') { state.boxes = !state.boxes; render(); }
    else handled = false;
    if (handled) ev.preventDefault();
  });

  applyFilter();
  applyHash();
  publish();
})();
"""#
}
