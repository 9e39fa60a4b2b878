  // The report's script, part 2 of 6 (see report.js): the grids of groups and of a group's members, made in
  // batches as they scroll into view, the filter, j/k between groups, and the group view with its accept command.
  // ---------- grids: cards are made in batches as the end of the grid scrolls into view ----------
  function LazyGrid(container, sentinel, root, make) {
    this.el = container; this.sentinel = sentinel; this.make = make; this.list = []; this.n = 0;
    var self = this;
    if (container && 'IntersectionObserver' in window) {
      new IntersectionObserver(function (es) { if (es[0].isIntersecting) self.more(); },
                               { root: root, rootMargin: '600px' }).observe(sentinel);
    }
  }
  LazyGrid.prototype.fill = function (list) {
    if (!this.el) return;
    this.list = list; this.n = 0; this.el.textContent = ''; this.more();
  };
  LazyGrid.prototype.more = function (upTo) {
    var end = Math.min(this.list.length, Math.max(this.n + BATCH, (upTo || 0) + 1));
    if (end <= this.n) return;
    var frag = document.createDocumentFragment();
    for (; this.n < end; this.n++) frag.appendChild(this.make(this.list[this.n], this.n));
    this.el.appendChild(frag);
  };
  LazyGrid.prototype.card = function (i) { if (i < 0 || !this.el) return null; this.more(i); return this.el.children[i] || null; };

  function thumb(e) {
    var t = el('div', 'thumb');
    var src = e.diff || e.actual;
    var size = (e.actualSize || '').split('×');
    var sized = size.length === 2 && +size[0] > 0 && +size[1] > 0;
    // A member listed without images: its changed region drawn as a box on a frame of the image's shape.
    if (!src && !(e.inArtifacts && e.change && sized)) { t.appendChild(el('span', 'muted', 'no image')); return t; }
    var wrap = el('span', 'tlayer');
    if (src) {
      var img = el('img'); img.loading = 'lazy'; img.alt = ''; img.src = src;
      wrap.appendChild(img);
    } else {
      var frame = el('span', 'tframe');
      frame.style.aspectRatio = size[0] + ' / ' + size[1];
      frame.title = 'Changed region only: the images are in the artifacts directory';
      wrap.appendChild(frame);
    }
    if (!e.diff && e.change && sized) {
      var b = el('i', 'tbox');
      b.style.left = (e.change[0] * 100 / size[0]) + '%'; b.style.top = (e.change[1] * 100 / size[1]) + '%';
      b.style.width = Math.max(e.change[2] * 100 / size[0], 1) + '%'; b.style.height = Math.max(e.change[3] * 100 / size[1], 3) + '%';
      wrap.appendChild(b);
    }
    t.appendChild(wrap);
    return t;
  }
  function stats(e) {
    var st = el('div', 'stats');
    if (e.differentPixels !== null) {
      st.appendChild(el('span', 'px', grouped(e.differentPixels) + ' px'));
      if (e.totalPixels) st.appendChild(el('span', 'muted', pct(e.differentPixels, e.totalPixels)));
    } else if (e.kind === 'new') {
      st.appendChild(el('span', 'muted', 'no reference yet'));
    } else if (e.actualSize && e.expectedSize && e.actualSize !== e.expectedSize) {
      st.appendChild(el('span', 'px', 'size ' + e.expectedSize + ' → ' + e.actualSize));
    }
    if (e.tolerance) { var t = el('span', 'tol', e.tolerance); t.title = 'tolerance'; st.appendChild(t); }
    return st;
  }
  function pct(part, total) {
    var p = part * 100 / total;
    if (p >= 10) return Math.round(p) + ' %';
    var h = Math.round(p * 100) / 100;
    return (h === 0 && part > 0 ? '<0.01' : String(h)) + ' %';
  }
  var KIND = { failed: 'Failed', environment: 'Environment', 'new': 'New', layout: 'Layout', 'passed-environment': 'Passed (env.)' };
  function groupCard(v, pos) {
    var g = groups[v.gi], rep = entries[g.rep];
    var single = g.members.length === 1;
    var a = el('a', 'card gcard kind-' + g.kind + (single ? '' : ' multi'));
    a.href = single ? '#case=' + g.members[0] : '#group=' + encodeURIComponent(g.id);
    a.dataset.group = String(v.gi); a.dataset.pos = String(pos); a.dataset.kind = g.kind;
    a.appendChild(thumb(rep));
    var meta = el('div', 'meta');
    var l1 = el('div', 'line1');
    l1.appendChild(el('span', 'badge ' + g.kind, KIND[g.kind]));
    if (!single) l1.appendChild(el('span', 'gcount', '×' + grouped(v.members.length) + (v.members.length !== g.members.length ? ' of ' + grouped(g.members.length) : '')));
    l1.appendChild(el('span', 'group', single ? rep.group : 'group'));
    meta.appendChild(l1);
    // A group is named by its change (tint #007AFF → #FF3B30) when its members say the same; the thumbnail is
    // the representative's, named under it, with the screens the group spans.
    var name = el('div', 'cname', single ? rep.caseName : (g.name || g.id)); name.title = single ? rep.name : g.id;
    meta.appendChild(name);
    if (g.change && (single || !g.name)) { var w = el('div', 'what', g.change); w.title = 'What changed'; meta.appendChild(w); }
    if (!single) {
      var more = g.cases > g.spans.length ? ', …' : '';
      var sp = el('div', 'spans', grouped(g.cases) + (g.cases === 1 ? ' screen: ' : ' screens: ') + g.spans.join(', ') + more);
      sp.title = 'Shown: ' + rep.name; meta.appendChild(sp);
    }
    meta.appendChild(el('div', 'variant', single ? rep.variant : g.reason + ' · shown: ' + rep.caseName));
    meta.appendChild(stats(rep));
    a.appendChild(meta);
    return a;
  }
  function memberCard(i, pos) {
    var e = entries[i];
    var a = el('a', 'card kind-' + e.kind);
    a.href = '#case=' + i; a.dataset.index = String(i); a.dataset.pos = String(pos); a.dataset.kind = e.kind;
    a.appendChild(thumb(e));
    var meta = el('div', 'meta');
    var l1 = el('div', 'line1');
    l1.appendChild(el('span', 'badge ' + e.kind, KIND[e.kind]));
    l1.appendChild(el('span', 'group', e.group));
    meta.appendChild(l1);
    var name = el('div', 'cname', e.caseName); name.title = e.name;
    meta.appendChild(name);
    if (e.what && e.what.length) { var w = el('div', 'what', e.what.join('; ')); w.title = 'What changed'; meta.appendChild(w); }
    meta.appendChild(el('div', 'variant', e.variant));
    meta.appendChild(stats(e));
    a.appendChild(meta);
    return a;
  }
  var indexGrid = new LazyGrid($('grid'), $('grid-more'), null, groupCard);
  var memberGrid = new LazyGrid($('ggrid'), $('ggrid-more'), groupview, memberCard);

  // ---------- index: groups ----------
  function matches(e, terms) {
    return (kindFilter === 'all' || e.kind === kindFilter) && terms.every(function (t) { return e.search.indexOf(t) >= 0; });
  }
  function applyFilter() {
    var box = $('filter');
    var terms = box ? box.value.trim().toLowerCase().split(/\s+/).filter(Boolean) : [];
    var n = 0;
    visibleGroups = [];
    groups.forEach(function (g, gi) {
      var m = g.members.filter(function (i) { return matches(entries[i], terms); });
      if (m.length) { visibleGroups.push({ gi: gi, members: m }); n += m.length; }
    });
    indexGrid.fill(visibleGroups);
    state.sel = -1;
    if ($('shown')) $('shown').textContent = visibleGroups.length + ' of ' + groups.length + ' groups, ' + n + ' of ' + entries.length + ' failures shown';
    if ($('empty')) $('empty').hidden = visibleGroups.length > 0;
    if (state.view === 'group') renderGroup();
    document.querySelectorAll('.kinds button').forEach(function (b) { b.classList.toggle('on', b.dataset.kind === kindFilter); });
    publishShown();
  }
  function setKind(k) { kindFilter = (kindFilter === k && k !== 'all') ? 'all' : k; applyFilter(); }
  if ($('filter')) $('filter').addEventListener('input', applyFilter);
  document.querySelectorAll('button[data-kind]').forEach(function (b) {
    b.addEventListener('click', function () { closeViewer(); closeGroup(); setKind(b.dataset.kind); });
  });
  function visibleOf(gi) {
    for (var i = 0; i < visibleGroups.length; i++) if (visibleGroups[i].gi === gi) return visibleGroups[i];
    return { gi: gi, members: groups[gi].members };
  }
  // The viewer's order: the filtered failures, group after group; a case outside the filter falls back to all.
  function order() {
    var o = [];
    visibleGroups.forEach(function (v) { o = o.concat(v.members); });
    return o.indexOf(state.index) >= 0 && o.length ? o : entries.map(function (_, i) { return i; });
  }
  function select(d) {
    if (!visibleGroups.length) return;
    var old = indexGrid.card(state.sel);
    if (old) old.classList.remove('sel');
    state.sel = state.sel < 0 ? (d > 0 ? 0 : visibleGroups.length - 1) : (state.sel + d + visibleGroups.length) % visibleGroups.length;
    var card = indexGrid.card(state.sel);
    if (card) { card.classList.add('sel'); card.focus({ preventScroll: true }); card.scrollIntoView({ block: 'nearest' }); }
    publish();
  }
  function openGroupAt(pos) {
    var v = visibleGroups[pos]; if (!v) return;
    if (groups[v.gi].members.length === 1) { state.fromGroup = false; openCase(v.members[0]); } else openGroup(v.gi);
  }

  // ---------- one group: its members ----------
  function openGroup(gi) {
    if (!groups[gi]) return;
    stopBlink();
    viewer.hidden = true;
    state.view = 'group'; state.group = gi;
    groupview.hidden = false;
    body.dataset.view = 'group';
    renderGroup();
    writeHash();
    publish();
  }
  function renderGroup() {
    var g = groups[state.group]; if (!g) return;
    var v = visibleOf(state.group);
    $('g-badge').className = 'badge ' + g.kind; $('g-badge').textContent = KIND[g.kind];
    $('g-name').textContent = g.name || g.id; $('g-name').title = 'group ' + g.id;
    $('g-count').textContent = (v.members.length === g.members.length ? grouped(g.members.length) : grouped(v.members.length) + ' of ' + grouped(g.members.length)) + ' failures';
    $('g-reason').textContent = g.reason;
    $('g-what').hidden = !g.change; $('g-what-text').textContent = g.change || '';
    $('g-accept').textContent = g.accept;
    document.title = g.id + ' (' + g.members.length + ') — BarSnap report';
    memberGrid.fill(v.members);
    body.dataset.groupShown = String(v.members.length);
  }
  function closeGroup() {
    if (state.view !== 'group') return;
    groupview.hidden = true;
    state.view = 'index';
    body.dataset.view = 'index';
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    for (var p = 0; p < visibleGroups.length; p++) if (visibleGroups[p].gi === state.group) { state.sel = p - 1; select(1); break; }
    publish();
  }
  function stepGroup(d) {
    var p = -1;
    for (var i = 0; i < visibleGroups.length; i++) if (visibleGroups[i].gi === state.group) p = i;
    if (!visibleGroups.length) return;
    p = p < 0 ? 0 : (p + d + visibleGroups.length) % visibleGroups.length;
    openGroup(visibleGroups[p].gi);
  }
