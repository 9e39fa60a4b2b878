  // The report's script, part 6 of 6 (see report.js): copying commands, buttons, the keyboard, and the start.
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
