#!/usr/bin/env python3
# One line per shape of a `cutetui bench --json-out` report: the cuBLAS median
# and each mapping's % of the cuBLAS timed beside it (with --ms, each
# mapping's median in ms instead; with --us, in microseconds), and the kernel
# that ran the shape when the report names it.
import json
import sys

flags = {a for a in sys.argv[1:] if a.startswith("--")}
ms, us = "--ms" in flags, "--us" in flags
for path in [a for a in sys.argv[1:] if not a.startswith("--")]:
    r = json.load(open(path))
    for s in r["results"]:
        v = s["variants"]
        cu = v[-1]["median_ms"]
        if us:
            head = "%-18s cuBLAS %.1f us | " % (s["shape"], cu * 1e3)
            cells = ("%s %.1f" % (x["name"].replace(" ", ""), x["median_ms"] * 1e3) for x in v[:-1])
        elif ms:
            head = "%-18s cuBLAS %.3f ms | " % (s["shape"], cu)
            cells = ("%s %.3f" % (x["name"].replace(" ", ""), x["median_ms"]) for x in v[:-1])
        else:
            head = "%-18s cuBLAS %.3f ms | " % (s["shape"], cu)
            cells = ("%s %.1f" % (x["name"].replace(" ", ""), x["pct_cublas"]) for x in v[:-1])
        kern = " [%s]" % s["kernel"] if "kernel" in s else ""
        print(head + " ".join(cells) + kern)
