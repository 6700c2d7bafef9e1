#!/usr/bin/env python3
"""CPU seconds per final_score, kakunin against GNU Go, on the same records.

Usage: benches/score_vs_gnugo.py [RECORD_DIR] [--kakunin BIN] [--gnugo BIN]

Each record is scored in a fresh process of each engine (`loadsgf`, then
`final_score`); the CPU time and peak memory of that child process are
read from the kernel (wait4), so start-up is included for both. With no
directory it uses ../shared/anchors/gnugo-scoring/games/scoring. kakunin is
run with 1 and with 2 threads. Prints one row per record, then medians,
maxima and the ratios, and the thread speed-up on the records that need
real search (one thread spends more than twice the median CPU on them).
Last, how kakunin settled the strings of all the records
(`kakunin-score_stats`): by unconditional life, by the confirmation
search, or by the playout estimate it falls back to.
"""

import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
REPEATS = 5


def session(cmd, record, commands):
    """Runs `loadsgf RECORD`, then `commands`, in a fresh process of `cmd`:
    CPU seconds, wall seconds and peak RSS (MB) of that child, and its
    answers, one per command (`?` for an error or none)."""
    start = time.monotonic()
    proc = subprocess.Popen(
        cmd,
        cwd=record.parent,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    script = f"loadsgf {record.name}\n" + "".join(c + "\n" for c in commands) + "quit\n"
    proc.stdin.write(script)
    proc.stdin.close()
    out = proc.stdout.read()
    # wait4 gives this child's own CPU time and peak memory.
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    wall = time.monotonic() - start
    cpu = usage.ru_utime + usage.ru_stime
    blocks = [block.strip() for block in out.split("\n\n") if block.strip()]
    answers = [b[1:].strip() if b.startswith("=") else "?" for b in blocks[1:]]
    answers = (answers + ["?"] * len(commands))[: len(commands)]
    return cpu, wall, usage.ru_maxrss / 1024, answers


def measure(cmd, record):
    """CPU seconds, wall seconds, peak RSS (MB) and answer of one final_score."""
    cpu, wall, rss, (answer,) = session(cmd, record, ["final_score"])
    return cpu, wall, rss, answer


def settled(kakunin, record):
    """Strings settled per deciding stage (kakunin-score_stats: one line a
    stage, `LABEL: A strings alive, D strings dead`), in the answer's order."""
    out = subprocess.run(
        [kakunin, "--threads", "1"],
        cwd=record.parent,
        input=f"loadsgf {record.name}\nkakunin-score_stats\nquit\n",
        capture_output=True,
        text=True,
    ).stdout
    counts = {}
    for line in out.splitlines():
        label, sep, rest = line.lstrip("= ").partition(": ")
        words = rest.replace(",", "").split()
        if sep and len(words) == 6 and words[1:3] == ["strings", "alive"] and words[4:] == ["strings", "dead"]:
            counts[label] = int(words[0]) + int(words[3])
    if not any("estimate" in label for label in counts):
        sys.exit(f"{record.name}: unexpected kakunin-score_stats answer:\n{out}")
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("records", nargs="?", default=str(ROOT.parent / "shared/anchors/gnugo-scoring/games/scoring"))
    ap.add_argument("--kakunin", default=str(ROOT / "target/release/kakunin"))
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    args = ap.parse_args()
    records = sorted(pathlib.Path(args.records).glob("*.sgf"), key=lambda p: (len(p.name), p.name))
    if not records:
        sys.exit(f"no records in {args.records}")
    if not os.access(args.kakunin, os.X_OK):
        sys.exit(f"build first: cargo build --release ({args.kakunin} missing)")
    engines = {
        "gnugo": [args.gnugo, "--mode", "gtp"],
        "kakunin-1t": [args.kakunin, "--threads", "1"],
        "kakunin-2t": [args.kakunin, "--threads", "2"],
    }
    times = {name: [] for name in engines}
    walls = {name: [] for name in engines}
    peak = {name: 0.0 for name in engines}
    print(f"{'record':<14}" + "".join(f"{n:>22}" for n in engines))
    for record in records:
        row = f"{record.name:<14}"
        for name, cmd in engines.items():
            cpu, wall, rss, answer = measure(cmd, record)
            times[name].append(cpu)
            walls[name].append(wall)
            peak[name] = max(peak[name], rss)
            row += f"{cpu:>9.3f}s {answer:>11}"
        print(row)
    g = statistics.median(times["gnugo"])
    for name in engines:
        med = statistics.median(times[name])
        print(
            f"{name:<12} CPU median {med:.3f}s  max {max(times[name]):.3f}s  "
            f"wall max {max(walls[name]):.3f}s  peak RSS {peak[name]:.0f} MB  "
            f"GNU Go CPU / this = {g / med if med else float('inf'):.2f}x"
        )
    one, two = statistics.median(walls["kakunin-1t"]), statistics.median(walls["kakunin-2t"])
    print(f"kakunin wall time 1 thread / 2 threads (median) = {one / two if two else float('inf'):.2f}")
    # The records that need real search: one thread spends more than twice
    # the median CPU on them (on the rest, the search has little to read
    # and most strings lie in areas too large for it: the estimate's
    # playouts take most of the time).
    cutoff = 2 * statistics.median(times["kakunin-1t"])
    searched = [i for i, t in enumerate(times["kakunin-1t"]) if t > cutoff]
    # Their wall times are measured again, REPEATS times each, for the
    # median: one run is too noisy for a ratio. The runs alternate between
    # one and two threads, so that a drift of the machine's speed weighs on
    # both alike.
    ratios = []
    for i in searched:
        walls_of = {"kakunin-1t": [], "kakunin-2t": []}
        for _ in range(REPEATS):
            for name in walls_of:
                walls_of[name].append(measure(engines[name], records[i])[1])
        w1, w2 = (statistics.median(walls_of[name]) for name in walls_of)
        ratios.append(w1 / w2 if w2 else float("inf"))
        print(
            f"needs search: {records[i].name}  wall 1 thread {w1:.3f}s, 2 threads {w2:.3f}s "
            f"(median of {REPEATS}), ratio {ratios[-1]:.2f}"
        )
    if ratios:
        print(
            f"kakunin wall time 1 thread / 2 threads on the {len(ratios)} records "
            f"that need search (median) = {statistics.median(ratios):.2f}"
        )
    totals = {}
    for record in records:
        for label, n in settled(args.kakunin, record).items():
            totals[label] = totals.get(label, 0) + n
    stages = ", ".join(f"{label} {n}" for label, n in totals.items())
    print(f"kakunin strings settled in all {len(records)} records: {stages} (of {sum(totals.values())})")


if __name__ == "__main__":
    main()
