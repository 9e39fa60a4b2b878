/// The viewer's environment panel (part of the report script, see `ReportHTML.js`): the fingerprint fields that
/// differ between the reference and this run, as a table, and marked in both fingerprint lines.
extension ReportHTML {
    static let environmentPanel = #"""
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
"""#
}
