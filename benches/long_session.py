#!/usr/bin/env python3
"""A long GTP session against the release binary: COMMANDS commands mixing
play (60%, random vertices, many illegal), undo (22%), genmove (2%; give
the engine a small budget), final_score and final_status_list (1.5%),
loadsgf of the project's records (4.5%), showboard, clear_board and
boardsize. Prints the engine's resident memory (VmRSS from
/proc) at twenty points of the session, and the slowest answer of each
command.

    cargo build --release
    python3 benches/long_session.py [--commands N] [--seed S] [--binary PATH]
                                    [-- ENGINE ARGS]

The engine runs with `--threads 1 --playouts 64` unless other arguments
are given.

Pipelined in batches, as GUIs send them; every response is checked for
GTP framing.
"""

import argparse
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "release", "kakunin")
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def records():
    out = []
    for d, _, files in os.walk(os.path.join(ROOT, "gtp-tests")):
        out += [os.path.join(d, f) for f in files if f.endswith(".sgf")]
    return sorted(out)


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--commands", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--binary", default=BINARY, help="engine to run")
    ap.add_argument(
        "engine_args", nargs="*", default=["--threads", "1", "--playouts", "64"]
    )
    args = ap.parse_args()
    rng = random.Random(args.seed)
    sgfs = records()
    p = subprocess.Popen(
        [args.binary] + args.engine_args,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
    )
    size = 19

    def command():
        nonlocal size
        r = rng.random()
        if r < 0.60:
            c = rng.choice("bw")
            v = f"{LETTERS[rng.randrange(size)]}{rng.randrange(1, size + 1)}"
            return "play", f"play {c} {v}"
        if r < 0.82:
            return "undo", "undo"
        if r < 0.84:
            return "genmove", f"genmove {rng.choice('bw')}"
        if r < 0.85:
            return "final_score", "final_score"
        if r < 0.855:
            return "final_status_list", "final_status_list dead"
        if r < 0.90:
            return "loadsgf", f"loadsgf {rng.choice(sgfs)}"
        if r < 0.95:
            return "showboard", "showboard"
        if r < 0.98:
            return "clear_board", "clear_board"
        size = rng.choice([9, 13, 19, 25])
        return "boardsize", f"boardsize {size}"

    slowest = {}
    spent = {}
    curve = []
    every = max(1, args.commands // 20)
    sent = 0
    start = time.time()
    out = p.stdout
    while sent < args.commands:
        batch = [command() for _ in range(min(args.batch, args.commands - sent))]
        t0 = time.time()
        p.stdin.write("".join(c + "\n" for _, c in batch).encode())
        p.stdin.flush()
        for name, c in batch:
            lines = []
            while True:
                line = out.readline()
                if not line:
                    sys.exit(f"the engine closed its output after {sent} commands")
                if line == b"\n":
                    break
                lines.append(line)
            if not lines or lines[0][:1] not in (b"=", b"?"):
                sys.exit(f"bad response to {c!r}: {lines!r}")
            sent += 1
            if sent % every == 0:
                curve.append((sent, rss_kb(p.pid)))
        # A batch's time bounds the latency of each of its commands.
        dt = time.time() - t0
        for name, _ in batch:
            slowest[name] = max(slowest.get(name, 0.0), dt)
            spent[name] = spent.get(name, 0.0) + dt / len(batch)
    p.stdin.write(b"quit\n")
    p.stdin.flush()
    p.wait(timeout=60)
    total = time.time() - start
    print(f"{sent} commands in {total:.1f} s ({sent / total:.0f} per second)")
    print("resident memory (commands: MB):")
    for n, kb in curve:
        print(f"  {n:>9}: {kb / 1024:.1f}")
    print(f"slowest answer of each command (batches of {args.batch}):")
    for name, t in sorted(slowest.items()):
        print(f"  {name:<18} {t * 1000:8.1f} ms   (all of them: {spent[name]:.1f} s)")


if __name__ == "__main__":
    main()
