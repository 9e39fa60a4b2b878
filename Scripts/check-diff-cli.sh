#!/usr/bin/env bash
# Checks the `barsnap diff` contract (first stdout line, exit codes) on the test fixtures.
# Usage: Scripts/check-diff-cli.sh [path/to/barsnap]   (default .build/debug/barsnap)
set -uo pipefail
cd "$(dirname "$0")/.."
B=${1:-.build/debug/barsnap}
F=Tests/Fixtures/pixelmatch
fails=0
check() { # expected-first-line expected-status args...
  local want_line=$1 want_rc=$2; shift 2
  local out rc
  out=$("$B" diff "$@" 2>/tmp/barsnap-check-err); rc=$?
  local first=${out%%$'\n'*}
  if [[ $rc != "$want_rc" || ( -n $want_line && $first != "$want_line" ) ]]; then
    echo "FAIL: diff $* → '$first' rc=$rc (want '$want_line' rc=$want_rc); stderr: $(cat /tmp/barsnap-check-err)"; fails=$((fails + 1))
  else
    echo "ok:   diff $* → '$first' rc=$rc"
  fi
}
check 106 1 $F/1a.png $F/1b.png
check 143 1 $F/1a.png $F/1b.png --threshold 0.05
check 0 0 $F/1a.png $F/1a.png --threshold 0
check 12437 1 $F/2a.png $F/2b.png --threshold 0.05 --alpha 0.5
check 212 1 $F/3a.png $F/3b.png --threshold 0.05
check 106 0 $F/1a.png $F/1b.png --max-pixels 106
check 106 0 $F/1a.png $F/1b.png --max-ratio 0.001
check 131072 1 $F/1a.png $F/2a.png
check "" 2 $F/1a.png /nonexistent.png
check "" 2 Tests/Fixtures/pngsuite/corrupted/xcsn0g01.png $F/1a.png
check "" 64 $F/1a.png $F/1b.png --threshold 1.5
check "" 64 $F/1a.png
check "" 1 $F/1a.png $F/1b.png --perceptual 0.98 --output /tmp/barsnap-check-diff.png --strip /tmp/barsnap-check-strip.png
[[ -s /tmp/barsnap-check-diff.png && -s /tmp/barsnap-check-strip.png ]] || { echo "FAIL: --output/--strip not written"; fails=$((fails + 1)); }
exit $((fails > 0))
