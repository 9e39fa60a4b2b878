  // The report's script, part 4 of 6 (see report.js): zoom, layout of the layered images (a base image and the
  // changed region laid over it) and the five modes' controls.
  // ---------- zoom and layout ----------
  function natural(role) {
    var layer = role === 'diff' ? viewer.querySelector('.pane[data-pane="diff"] .layered')
                                : viewer.querySelector('.pane[data-pane="2up"] .layered[data-role="' + role + '"]');
    var img = layer && !layer.hidden ? layer.querySelector('.base') : null;
    return img && img.naturalWidth ? { w: img.naturalWidth, h: img.naturalHeight } : null;
  }
  function scale(w, avail) {
    var dpr = window.devicePixelRatio || 1;
    if (state.zoom === 'fit') return Math.max(Math.min(avail / w, 8 / dpr), 0.05);
    return (+state.zoom) / dpr;
  }
  // A layered image at scale s: the base image, and the region image over its rectangle.
  function size(layer, s) {
    var base = layer.querySelector('.base'), patch = layer.querySelector('.patch'), v = layer._view;
    if (!v || !base.naturalWidth) return;
    var w = Math.round(base.naturalWidth * s), h = Math.round(base.naturalHeight * s);
    base.style.width = w + 'px'; base.style.height = h + 'px';
    layer.style.width = w + 'px'; layer.style.height = h + 'px';
    if (v.patch) {
      var sx = w / base.naturalWidth, sy = h / base.naturalHeight;
      patch.style.left = (v.rect[0] * sx) + 'px'; patch.style.top = (v.rect[1] * sy) + 'px';
      patch.style.width = (v.rect[2] * sx) + 'px'; patch.style.height = (v.rect[3] * sy) + 'px';
    }
  }
  function layout() {
    var ex = natural('expected'), ac = natural('actual'), df = natural('diff');
    var w = Math.max(ex ? ex.w : 0, ac ? ac.w : 0, df ? df.w : 0) || 1;
    var h = Math.max(ex ? ex.h : 0, ac ? ac.h : 0, df ? df.h : 0) || 1;
    var avail = Math.max(stage.clientWidth - 44, 100);
    var side = w < h * 0.9;
    viewer.querySelector('.twoup').classList.toggle('side', side);
    var s = scale(w, side ? avail / 2 - 10 : avail);
    viewer.querySelectorAll('.layered').forEach(function (layer) { size(layer, s); });
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
