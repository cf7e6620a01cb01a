#!/usr/bin/env python3
# One line per shape of a `cutetui bench --json-out` report: the cuBLAS median
# and each mapping's % of the cuBLAS timed beside it (with --ms, each
# mapping's median in ms instead), and the kernel that ran the shape when
# the report names it.
import json
import sys

ms = "--ms" in sys.argv[1:]
for path in [a for a in sys.argv[1:] if a != "--ms"]:
    r = json.load(open(path))
    for s in r["results"]:
        v = s["variants"]
        cu = v[-1]["median_ms"]
        cells = ("%s %.3f" % (x["name"].replace(" ", ""), x["median_ms"]) if ms else "%s %.1f" % (x["name"].replace(" ", ""), x["pct_cublas"]) for x in v[:-1])
        kern = " [%s]" % s["kernel"] if "kernel" in s else ""
        print("%-18s cuBLAS %.3f ms | " % (s["shape"], cu) + " ".join(cells) + kern)
