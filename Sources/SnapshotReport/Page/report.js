  'use strict';
  // The report's script, part 1 of 6: the data block, shared state and helpers, and what each image role shows.
  // report.html inlines report.js, groups.js, viewer.js, zoom.js, state.js and keys.js, in this order, inside one
  // function, so the six parts share its variables (no globals, nothing loaded from the network).
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
    e.accept = 'barsnap accept ' + T.srcq[e.src] + ' ' + (typeof e.idq === 'string' ? e.idq : e.id);
    e.environmentDifferences = e.environmentDifferences || [];
    e.environmentTolerance = e.etol === undefined ? null : T.tol[e.etol];
    ['differentPixels', 'totalPixels', 'expectedSize', 'actualSize', 'expected', 'actual', 'diff', 'er', 'dr', 'change'].forEach(function (k) {
      if (e[k] === undefined) e[k] = null;
    });
    // Image paths are indexes into the table of the report's images (each stored once, named by its SHA-256).
    ['expected', 'actual', 'diff'].forEach(function (k) { if (e[k] !== null) e[k] = T.img[e[k]]; });
    ['er', 'dr'].forEach(function (k) { if (e[k] !== null) e[k] = [T.img[e[k][0]]].concat(e[k].slice(1)); });
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

