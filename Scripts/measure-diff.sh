#!/usr/bin/env bash
# Times `barsnap diff` (release build) on synthetic toolbar-like pairs: 1179×309 and 3840×2160.
# Inputs are RGBA8 PNGs written like BarSnap's encoder (filter None, zlib level 3); B differs from A in a
# few thousand pixels. Usage: Scripts/measure-diff.sh [path/to/barsnap]
set -euo pipefail
cd "$(dirname "$0")/.."
BARSNAP=${1:-.build/release/barsnap}
OUT=Scripts/.out
mkdir -p "$OUT"
python3 - "$OUT" <<'PY'
import struct, sys, zlib
out = sys.argv[1]
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
def png(path, w, h, rows):
    raw = b''.join(b'\x00' + bytes(r) for r in rows)
    ihdr = struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) + chunk(b'IDAT', zlib.compress(raw, 3)) + chunk(b'IEND', b''))
def toolbar(w, h, shift):
    bg = bytes([248, 248, 248, 255]) * w
    rows = [bytearray(bg) for _ in range(h)]
    for x in range(w):                       # hairline at the bottom
        rows[h - 1][4 * x:4 * x + 4] = bytes([200, 200, 205, 255])
    s = max(1, h // 44)                      # "glyphs": blue button, dark title, grey items, AA edges
    def rect(x0, y0, x1, y1, c, edge):
        for y in range(max(0, y0 - 1), min(h, y1 + 1)):
            for x in (x0 - 1, x1):
                if 0 <= x < w: rows[y][4 * x:4 * x + 4] = bytes(edge)
            if y0 <= y < y1:
                rows[y][4 * x0:4 * x1] = bytes(c) * (x1 - x0)
    n = 0
    for gx in range(16 * s, w - 16 * s, 13 * s):
        top = h // 3 + (n % 3) * s
        col = [0, 122, 255, 255] if gx < w // 4 else ([0, 0, 0, 255] if gx < 3 * w // 4 else [142, 142, 147, 255])
        dx = shift if (w // 2 - 40 * s < gx < w // 2 + 40 * s) else 0
        rect(gx + dx, top, gx + dx + 8 * s, top + h // 3, col, [180, 190, 230, 255])
        n += 1
    return rows
for name, w, h in (("small", 1179, 309), ("4k", 3840, 2160)):
    png(f"{out}/{name}-a.png", w, h, toolbar(w, h, 0))
    png(f"{out}/{name}-b.png", w, h, toolbar(w, h, 3 * max(1, w // 1179)))
PY
for name in small 4k; do
  A=$OUT/$name-a.png B=$OUT/$name-b.png
  echo "== $name: $(wc -c <"$A") bytes"
  for pair in "identical (exact fast path):$A" "pixelmatch (A vs B):$B"; do
    echo "-- ${pair%%:*}"
    for i in 1 2 3; do
      n=$( { /usr/bin/time -f "process %e s, max RSS %M KB" "$BARSNAP" diff "$A" "${pair#*:}" --timings 2>"$OUT/err" || true; } | head -1)
      echo "   $n differing; $(tr '\n' ';' <"$OUT/err")"
    done
  done
done
