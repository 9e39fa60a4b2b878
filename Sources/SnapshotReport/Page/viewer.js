  // The report's script, part 3 of 6 (see report.js): the viewer — opening a failure, stepping, the facts panel and
  // the environment panel (the fingerprint fields that differ, marked in both lines).
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
    if (e.inArtifacts) {
      var rep = entries[g.rep], c = e.change;
      missing.push('Images are stored for the group\u2019s representative (' + rep.id + ') only; ' +
        'this one\u2019s actual image is ' + e.source + '/' + e.id + '/actual.png' +
        (c ? ', changed region x ' + c[0] + ', y ' + c[1] + ', ' + c[2] + '×' + c[3] + ' px' : '') +
        ' (barsnap report --all-images stores every image)');
    } else {
      if (!e.actual) missing.push('actual image missing');
      if (!view(e, 'expected') && e.kind !== 'new') missing.push('expected image (reference) missing');
    }
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
  function markDiff(target, mine, other) {
    target.textContent = '';
    var theirs = (other || '').split(/(\s+)/);
    (mine || '(none)').split(/(\s+)/).forEach(function (part) {
      if (/^\s*$/.test(part) || theirs.indexOf(part) >= 0) { target.appendChild(document.createTextNode(part)); }
      else { var m = document.createElement('mark'); m.textContent = part; target.appendChild(m); }
    });
  }
  // Marks the `name value` pairs of the differing fields; a fingerprint that is not such a list is marked word by word.
  function markFields(target, text, fields, other) {
    var words = (text || '').split(/\s+/).filter(function (w) { return w; });
    if (!fields.length || fields[0] === 'fingerprint' || words.length % 2) { markDiff(target, text || '(none)', other); return; }
    target.textContent = '';
    for (var i = 0; i < words.length; i += 2) {
      if (i) target.appendChild(document.createTextNode(' '));
      var pair = words[i] + ' ' + words[i + 1];
      if (fields.indexOf(words[i]) >= 0) { var m = document.createElement('mark'); m.textContent = pair; target.appendChild(m); }
      else target.appendChild(document.createTextNode(pair));
    }
  }
  function environment(e) {
    var diffs = e.environmentDifferences || [];
    var differs = e.kind === 'environment' || e.kind === 'passed-environment' || diffs.length > 0;
    $('v-env').hidden = !differs;
    var table = $('v-env-fields'); table.textContent = '';
    if (differs) {
      var head = table.insertRow(); ['Field', 'Reference', 'This run'].forEach(function (t) { var th = document.createElement('th'); th.textContent = t; head.appendChild(th); });
      diffs.forEach(function (d) {
        var tr = table.insertRow(); tr.dataset.field = d.field;
        [d.field, d.reference, d.current].forEach(function (t) { tr.insertCell().textContent = t; });
      });
      var fields = diffs.map(function (d) { return d.field; });
      markFields($('v-env-ref'), e.referenceEnvironment || '(no fingerprint)', fields, e.currentEnvironment);
      markFields($('v-env-cur'), e.currentEnvironment || '(unknown)', fields, e.referenceEnvironment);
    }
    table.hidden = !diffs.length;
    body.dataset.env = differs ? 'shown' : 'hidden';
    body.dataset.envFields = differs ? diffs.map(function (d) { return d.field; }).join(' ') : '';
  }
