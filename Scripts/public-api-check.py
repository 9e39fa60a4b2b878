"""Compares a product's public symbols (symbol graphs in a folder) with its checked-in list, and checks that each is
documented: a doc comment, or its name in an article (Sources/BarSnap/BarSnap.docc/*.md) or the README, or (an enum
case) its enum documented, or (a property wrapper's `$projection`) its property documented. Every public symbol
must be documented: there is no list of exceptions.
Usage: public-api-check.py --check|--write PRODUCT SYMBOL_GRAPH_DIR LIST_FILE"""
import glob
import json
import os
import re
import sys

mode, product, folder, list_file = sys.argv[1:5]
docs = "".join(open(f, encoding="utf-8").read() for f in sorted(glob.glob("Sources/BarSnap/BarSnap.docc/*.md")))
docs += open("README.md", encoding="utf-8").read()
named = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", " ".join(re.findall(r"`+([^`\n]+)`+", docs))))
named |= set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", " ".join(re.findall(r"```.*?```", docs, re.S))))
# Members a conformance requires: documented by the protocol they satisfy.
witnesses = {"description", "debugDescription", "errorDescription", "hash(into:)", "==(_:_:)", "<(_:_:)",
             "init(from:)", "encode(to:)", "id", "rawValue", "init(rawValue:)", "allCases"}

symbols = {}
cases = {}
for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
    module = os.path.basename(path).split(".")[0].split("@")[0]
    for s in json.load(open(path, encoding="utf-8"))["symbols"]:
        name = module + " " + ".".join(s["pathComponents"])
        lines = [line["text"] for line in s.get("docComment", {}).get("lines", [])]
        last = s["pathComponents"][-1]
        documented = bool("".join(lines).strip()) or last.split("(")[0] in named or last in witnesses
        symbols[name] = symbols.get(name, False) or documented
        if s["kind"]["identifier"] == "swift.enum.case":
            cases[name] = module + " " + ".".join(s["pathComponents"][:-1])
for name, enum in cases.items():
    symbols[name] = symbols[name] or symbols.get(enum, False)
# A property wrapper's projection (`RecordMode.$current`) is documented by its property's comment.
for name in symbols:
    head, _, last = name.rpartition(".")
    if last.startswith("$"):
        symbols[name] = symbols[name] or symbols.get(head + "." + last[1:], False)
if mode == "--write":
    with open(list_file, "w", encoding="utf-8") as out:
        out.write("".join(name + "\n" for name in sorted(symbols)))
    sys.exit(0)

entries = open(list_file, encoding="utf-8").read().split("\n")
listed = {e for e in entries if e}
problems = []
for name in sorted(set(symbols) - listed):
    problems.append(f"{product}: public symbol `{name}` is not in {list_file}: document it and add it "
                    "(Scripts/public-api --write), or make it `package`")
for name in sorted(listed - set(symbols)):
    problems.append(f"{product}: `{name}` is in {list_file} but no longer public: remove it "
                    "(Scripts/public-api --write)")
for name in sorted(n for n, documented in symbols.items() if not documented):
    problems.append(f"{product}: public symbol `{name}` has no doc comment and no article names it")
if not symbols:
    problems.append(f"{product}: no public symbols read from {folder}")
for p in problems:
    print(p, file=sys.stderr)
print(f"{product}: {len(symbols)} public symbols, {len(listed)} listed, {len(problems)} problems")
sys.exit(1 if problems else 0)
