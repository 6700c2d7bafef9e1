#!/usr/bin/env python3
"""Throughput of batch scoring (`kakunin score DIR...`), one run per thread
count, over the same records: records per second of wall time, and the
process's CPU. Usage, from the project root:

    python3 benches/batch_throughput.py [--threads 1,2] [DIR_OR_SGF...]

Defaults: the 30 records of GNU Go's scoring suite in
../shared/anchors/gnugo-scoring/games/scoring, threads 1 and 2.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "release", "kakunin")
DEFAULT = os.path.join(ROOT, "..", "shared", "anchors", "gnugo-scoring", "games", "scoring")


def run(paths, threads):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run(
        [BINARY, "score", *paths, "--threads", str(threads)],
        capture_output=True, text=True, check=False,
    )
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = [json.loads(l) for l in out.stdout.splitlines()]
    failed = sum(1 for l in lines if l["error"])
    return len(lines), failed, wall, cpu, lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="*", default=[DEFAULT])
    parser.add_argument("--threads", default="1,2")
    args = parser.parse_args()
    if not os.path.exists(BINARY):
        sys.exit(f"build first: cargo build --release ({BINARY} is missing)")
    results = {}
    for t in [int(x) for x in args.threads.split(",")]:
        n, failed, wall, cpu, lines = run(args.paths, t)
        results[t] = (wall, lines)
        print(f"threads {t}: {n} records ({failed} failed) in {wall:.2f} s wall, "
              f"{cpu:.2f} s CPU: {n / wall:.1f} records/s")
    base = min(results)
    for t, (wall, lines) in sorted(results.items()):
        if t != base:
            same = [dict(l, seconds=0) for l in lines] == [
                dict(l, seconds=0) for l in results[base][1]]
            print(f"threads {t} against {base}: {results[base][0] / wall:.2f}x, "
                  f"same lines: {same}")


if __name__ == "__main__":
    main()
