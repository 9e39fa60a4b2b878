/// The report viewer's script, inlined into index.html (no network): grid filtering, the five modes, zoom,
/// keyboard navigation and the URL-hash state that the browser tests drive.
extension ReportHTML {
    /// The whole script: `main` with the environment panel's functions (ReportEnvironmentScript.swift), the grids
    /// of groups and members (ReportGroupsScript.swift), zoom, layout and the five modes (ReportViewerScript.swift)
    /// and the URL-hash state (ReportHashScript.swift) inserted.
    static let js = main.replacing("  /*@environment-panel*/\n", with: environmentPanel).replacing("  /*@groups*/\n", with: groups)
        .replacing("  /*@zoom-modes*/\n", with: zoomAndModes).replacing("  /*@url-hash*/\n", with: urlHash)

    static let main = #"""
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var T = data.tables;
  var entries = data.entries;
  var groups = data.groups;
  var MODES = ['2up', 'swipe', 'onion', 'blink', 'diff'];
  var ZOOMS = ['fit', '1', '2', '4', '8', '16'];
  var BATCH = 60;
  var body = document.body;
  var viewer = document.getElementById('viewer');
  var groupview = document.getElementById('groupview');
  var stage = document.getElementById('stage');
  var state = { view: 'index', index: 0, group: -1, sel: -1, fromGroup: false, mode: '2up', zoom: 'fit', onion: 50,
                swipe: 50, blink: 'expected', blinkPaused: false, blinkCount: 0, bg: 'checker', boxes: true };
  var pendingCenter = false;
  var kindFilter = 'all';
  var blinkTimer = null;
  var loadToken = 0;
  var visibleGroups = [];   // [{gi, members}] after the filter, in review order
  function $(id) { return document.getElementById(id); }
  function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009'); }
  function el(tag, cls, text) { var n = document.createElement(tag); if (cls) n.className = cls; if (text !== undefined) n.textContent = text; return n; }

  // Names, groups and commands are derived here rather than repeated in the data.
  entries.forEach(function (e, i) {
    e.index = i;
    e.name = e.id + '.png';
    var slash = e.id.lastIndexOf('/');
    e.group = slash >= 0 ? e.id.slice(0, slash) : '';
    var file = e.id.slice(slash + 1), dot = file.indexOf('.');
    // The case name as the run knew it (a device such as ipad-pro-12.9 keeps its dot in the variant).
    if (typeof e['case'] === 'string' && file.indexOf(e['case'] + '.') === 0) dot = e['case'].length;
    e.caseName = dot >= 0 ? file.slice(0, dot) : file;
    e.variant = dot >= 0 ? file.slice(dot + 1) : '';
    e.what = e.what || [];
    e.tolerance = e.tol === null ? null : T.tol[e.tol];
    e.referenceEnvironment = e.re === null ? null : T.env[e.re];
    e.currentEnvironment = e.ce === null ? null : T.env[e.ce];
    e.source = T.src[e.src];
    e.accept = 'barsnap accept ' + T.srcq[e.src] + ' ' + e.id;
    e.environmentDifferences = e.environmentDifferences || [];
    e.environmentTolerance = e.etol === undefined ? null : T.tol[e.etol];
    ['differentPixels', 'totalPixels', 'expectedSize', 'actualSize', 'expected', 'actual', 'diff', 'er', 'dr', 'change'].forEach(function (k) {
      if (e[k] === undefined) e[k] = null;
    });
    e.search = [e.name, e.group, e.caseName, e.variant, e.kind, groups[e.g].id, e.what.join(' ')].join(' ').toLowerCase();
  });

  // What a role shows: a whole image, or the actual image with the changed region of the other laid over it
  // (the report ships only that region: outside it the images are equal).
  function view(e, role) {
    if (!e) return null;
    if (role === 'actual') return e.actual ? { base: e.actual } : null;
    if (role === 'expected') {
      if (e.expected) return { base: e.expected };
      if (e.er && e.actual) return { base: e.actual, patch: e.er[0], rect: e.er.slice(1) };
      return null;
    }
    if (e.diff) return { base: e.diff };
    if (e.dr && e.actual) return { base: e.actual, patch: e.dr[0], rect: e.dr.slice(1), faded: true };
    return null;
  }

  /*@groups*/

  // ---------- viewer ----------
  function available(e, m) {
    if (m === 'diff') return !!view(e, 'diff');
    if (m === '2up') return !!(view(e, 'expected') || e.actual);
    return !!(view(e, 'expected') && e.actual);
  }
  function openCase(i) {
    if (!entries.length) return;
    state.index = clamp(i | 0, 0, entries.length - 1);
    if (state.view === 'group') state.fromGroup = true;
    state.group = entries[state.index].g;
    state.view = 'viewer';
    groupview.hidden = true;
    render();
  }
  // Esc: back to the group the failure was opened from, else to the index.
  function closeViewer() {
    if (state.view !== 'viewer') return;
    stopBlink();
    viewer.hidden = true;
    var back = state.fromGroup && groups[state.group] && groups[state.group].members.length > 1;
    state.fromGroup = false;
    if (back) { openGroup(state.group); return; }
    state.view = 'index';
    body.dataset.view = 'index';
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    for (var p = 0; p < visibleGroups.length; p++) if (visibleGroups[p].gi === state.group) { state.sel = p - 1; select(1); break; }
    publish();
  }
  function step(d) {
    var o = order(); var p = o.indexOf(state.index);
    if (p < 0) p = 0; else p = (p + d + o.length) % o.length;
    openCase(o[p]);
  }
  // J / K: the first failure of the next / previous group.
  function jumpGroup(d) {
    if (!visibleGroups.length) return;
    var p = -1;
    for (var i = 0; i < visibleGroups.length; i++) if (visibleGroups[i].gi === entries[state.index].g) p = i;
    p = p < 0 ? 0 : (p + d + visibleGroups.length) % visibleGroups.length;
    openCase(visibleGroups[p].members[0]);
  }
  function setMode(m) { if (MODES.indexOf(m) >= 0) { state.mode = m; render(); } }
  function setSrc(img, src) {
    if (img.getAttribute('src') !== src) { if (src) img.setAttribute('src', src); else img.removeAttribute('src'); }
  }

  function render() {
    var e = entries[state.index];
    if (!e) return;
    viewer.hidden = false;
    body.dataset.view = 'viewer';
    if (!available(e, state.mode)) state.mode = '2up';
    viewer.dataset.mode = state.mode;
    var o = order();
    $('v-pos').textContent = (o.indexOf(state.index) + 1) + ' / ' + o.length;
    var g = groups[e.g], gv = visibleOf(e.g), gp = -1;
    for (var i = 0; i < visibleGroups.length; i++) if (visibleGroups[i].gi === e.g) gp = i;
    $('v-gpos').textContent = g.members.length > 1 ? 'group ' + (gp + 1) + '/' + visibleGroups.length + ' · ' + (gv.members.indexOf(state.index) + 1) + '/' + gv.members.length : '';
    $('v-gpos').title = g.members.length > 1 ? g.id + ': ' + g.reason : '';
    $('v-badge').className = 'badge ' + e.kind;
    $('v-badge').textContent = e.kind === 'passed-environment' ? 'passed (env.)' : e.kind;
    $('v-group').textContent = e.group;
    $('v-name').textContent = e.caseName;
    $('v-variant').textContent = e.variant;
    $('v-refname').textContent = e.name;
    $('v-accept').textContent = e.accept;
    $('v-group-accept-wrap').hidden = g.members.length < 2;
    $('v-group-accept').textContent = g.accept;
    $('v-group-size').textContent = g.members.length + ' snapshots, ' + g.reason;
    $('v-what').hidden = e.what.length === 0;
    var wl = $('v-what-list'); wl.textContent = '';
    e.what.forEach(function (w) { wl.appendChild(el('li', '', w)); });
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
    viewer.querySelector('.fig-expected').hidden = !view(e, 'expected');
    viewer.querySelector('.fig-actual').hidden = !e.actual;
    var missing = [];
    if (!e.actual) missing.push('actual image missing');
    if (!view(e, 'expected') && e.kind !== 'new') missing.push('expected image (reference) missing');
    $('v-missing').hidden = !missing.length;
    $('v-missing').textContent = missing.join(' · ');
    var token = ++loadToken;
    body.dataset.ready = '0';
    var waits = [];
    viewer.querySelectorAll('.layered').forEach(function (layer) {
      var v = view(e, layer.dataset.role);
      layer._view = v;
      layer.hidden = !v;
      layer.classList.toggle('faded', !!(v && v.faded));
      var base = layer.querySelector('.base'), patch = layer.querySelector('.patch');
      setSrc(base, v ? v.base : '');
      setSrc(patch, v && v.patch ? v.patch : '');
      patch.hidden = !(v && v.patch);
      [base, patch].forEach(function (img) {
        if (!img.getAttribute('src') || (img.complete && img.naturalWidth)) return;
        waits.push(new Promise(function (res) { img.onload = img.onerror = function () { res(); }; }));
      });
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
      layout: 'The pixels match the reference, but a layout check set to "error" found: ' + (e.layout || []).join('; ') +
        '. Fix the layout, or make the check a warning in barsnap.json; there is nothing to accept.',
      'passed-environment': 'Passed: the reference was recorded in another environment and the pixels differ only within ' +
        'the environment tolerance. Nothing to do; shown so the difference can be reviewed. Accepting re-records it here.'
    };
    $('v-explain').textContent = t[e.kind] || '';
  }
  function facts(e) {
    var dl = $('v-facts'); dl.textContent = '';
    function row(k, v) { if (v === null || v === undefined || v === '') return; var dt = document.createElement('dt'); dt.textContent = k; var dd = document.createElement('dd'); dd.textContent = v; dl.appendChild(dt); dl.appendChild(dd); }
    row('Name', e.name);
    var g = groups[e.g];
    if (g.members.length > 1) row('Group', g.id + ' (' + g.members.length + ')');
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

  /*@zoom-modes*/

  // ---------- what is on screen, for people and for tests ----------
  function shown(el) {
    if (!el.getAttribute('src') || el.getClientRects().length === 0) return false;
    for (var n = el; n && n.nodeType === 1; n = n.parentElement) {
      var cs = getComputedStyle(n);
      if (cs.display === 'none' || cs.visibility === 'hidden' || parseFloat(cs.opacity) === 0) return false;
    }
    return true;
  }
  // How many groups the index shows after the filter (cards are made lazily, so this counts data, not nodes).
  function publishShown() {
    body.dataset.shown = String(visibleGroups.length);
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
      viewer.querySelectorAll('.layered').forEach(function (layer) {
        var base = layer.querySelector('.base'), patch = layer.querySelector('.patch');
        if (!shown(base)) return;
        vis.push(layer.dataset.role + '=' + base.getAttribute('src') + (shown(patch) ? '+' + patch.getAttribute('src') : ''));
      });
    }
    body.dataset.visible = vis.join(' ');
    body.dataset.group = state.view !== 'index' && groups[state.group] ? groups[state.group].id : '';
    body.dataset.selected = state.sel >= 0 && visibleGroups[state.sel] ? groups[visibleGroups[state.sel].gi].id : '';
    body.dataset.change = e && e.change ? e.change.join(',') : '';
    body.dataset.boxes = String(state.view === 'viewer' ? Array.prototype.slice.call(viewer.querySelectorAll('.box')).filter(function (b) { return b.getClientRects().length > 0; }).length : 0);
    publishShown();
  }

  /*@url-hash*/
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
  $('g-copy').addEventListener('click', function () {
    var r = document.createRange(); r.selectNodeContents($('g-accept'));
    var sel = getSelection(); sel.removeAllRanges(); sel.addRange(r);
    var text = $('g-accept').textContent;
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(function () {});
    $('g-copy').textContent = 'Copied'; setTimeout(function () { $('g-copy').textContent = 'Copy'; }, 1200);
  });
  $('g-back').addEventListener('click', closeGroup);
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
    if (state.view === 'index') {
      // j / k move between groups; Enter (or o) opens the chosen one.
      if (k === '/' && $('filter')) $('filter').focus();
      else if (k === 'j' || k === 'ArrowRight' || k === 'ArrowDown') select(1);
      else if (k === 'k' || k === 'ArrowLeft' || k === 'ArrowUp') select(-1);
      else if (k === 'Enter' || k === 'o') {
        var a = document.activeElement;
        if (a && a.classList.contains('gcard')) state.sel = +a.dataset.pos;
        if (state.sel < 0) select(1);
        openGroupAt(state.sel);
      }
      else handled = false;
    } else if (state.view === 'group') {
      // Inside a group, review goes on as before: j opens the first failure, k the last.
      var members = visibleOf(state.group).members;
      if (k === 'j' || k === 'ArrowRight' || k === 'Enter' || k === 'o') { if (members.length) openCase(members[0]); }
      else if (k === 'k' || k === 'ArrowLeft') { if (members.length) openCase(members[members.length - 1]); }
      else if (k === 'J') stepGroup(1);
      else if (k === 'K') stepGroup(-1);
      else if (k === 'Escape' || k === 'u') closeGroup();
      else if (k === '/' && $('filter')) { closeGroup(); $('filter').focus(); }
      else handled = false;
    } else if (k === 'J') jumpGroup(1);
    else if (k === 'K') jumpGroup(-1);
    else if (k === 'j' || k === 'ArrowRight' || k === 'n') step(1);
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
  // When the grid was rendered, in ms after navigation start (Scripts/bench reads it).
  body.dataset.readyMs = String(Math.round(performance.now()));
})();
"""#
}
