"""Times pycute on the mix of testdata/mix.txt (the engine's speed test runs
this back to back with the Go engine). Usage:

    PYTHONPATH=$PYCUTE_DIR python3 pycute_mix.py MIX REPS

Prints one JSON object: each line's result as pycute prints it, and the
nanoseconds per operation over REPS passes of the whole mix.
"""
import ast
import json
import sys
import time

from pycute import (Layout, coalesce, complement, composition, tiled_divide,
                    left_inverse, logical_divide, logical_product, zipped_product,
                    right_inverse, zipped_divide)


def split_top(s, sep):
    """Splits s at sep outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "(<":
            depth += 1
        elif ch in ")>":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def tup(s):
    v = ast.literal_eval(s)
    return v


def parse(s):
    s = s.strip()
    if s.startswith("<"):
        return tuple(parse(x) for x in split_top(s[1:-1], ","))
    parts = split_top(s, ":")
    if len(parts) == 1:
        return int(parts[0])
    shape, stride = tup(parts[0]), tup(parts[1])
    return Layout(shape, stride)


OPS = {
    "coalesce": coalesce, "composition": composition, "complement": complement,
    "logical_divide": logical_divide, "zipped_divide": zipped_divide,
    "logical_product": logical_product, "zipped_product": zipped_product,
    "tiled_divide": tiled_divide, "right_inverse": right_inverse,
    "left_inverse": left_inverse,
}


def main():
    mix, reps = sys.argv[1], int(sys.argv[2])
    calls = []
    for line in open(mix):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        f = [x.strip() for x in line.split("|")]
        calls.append((OPS[f[0]], [parse(x) for x in f[1:]]))
    results = [str(fn(*args)) for fn, args in calls]
    start = time.perf_counter_ns()
    for _ in range(reps):
        for fn, args in calls:
            fn(*args)
    ns = time.perf_counter_ns() - start
    print(json.dumps({"results": results, "ns_per_op": ns / (reps * len(calls)), "ops": reps * len(calls)}))


main()
