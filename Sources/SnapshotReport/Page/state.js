  // The report's script, part 5 of 6 (see report.js): what is on screen, mirrored on <body data-*> for people and
  // tests, and the state in the URL hash (#case=2&mode=swipe&zoom=4, #group=ID; drag=P and keys=… drive tests).
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
    body.dataset.missing = state.view === 'viewer' && !$('v-missing').hidden ? $('v-missing').textContent : '';
    body.dataset.boxes = String(state.view === 'viewer' ? Array.prototype.slice.call(viewer.querySelectorAll('.box')).filter(function (b) { return b.getClientRects().length > 0; }).length : 0);
    publishShown();
  }

  // ---------- URL hash ----------
  function writeHash() {
    if (state.view === 'group') {
      var h = '#group=' + encodeURIComponent(groups[state.group].id);
      if (h !== location.hash) history.replaceState(null, '', h);
      return;
    }
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
      // A hand-edited or hostile hash (`#case=%`) is not valid percent-encoding: such a pair is ignored.
      var i = kv.indexOf('='); if (i <= 0) return;
      try { q[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1)); } catch (e) { /* ignored */ }
    });
    if (q.filter !== undefined && $('filter')) { $('filter').value = q.filter; applyFilter(); }
    if (['all', 'failed', 'environment', 'new', 'layout', 'passed-environment'].indexOf(q.kind) >= 0) { kindFilter = q.kind; applyFilter(); }
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
    } else if (q.group !== undefined) {
      var gi = groups.findIndex(function (g) { return g.id === q.group; });
      if (gi >= 0) { if (state.view === 'viewer') { stopBlink(); viewer.hidden = true; } openGroup(gi); }
    } else if (state.view === 'viewer') {
      state.fromGroup = false;
      closeViewer();
    } else if (state.view === 'group') {
      closeGroup();
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
    var map = { '>': 'ArrowRight', '<': 'ArrowLeft', '_': ' ', '~': 'Escape', '!': 'Enter' };
    for (var i = 0; i < keys.length; i++) {
      var k = map[keys[i]] || keys[i];
      document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    }
    body.dataset.keys = keys;
  }  window.addEventListener('hashchange', applyHash);

