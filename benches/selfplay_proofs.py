#!/usr/bin/env python3
"""Proof share on games kakunin finishes itself.

Usage: benches/selfplay_proofs.py [--games N] [--size 9] [--playouts P]
       [--seed S] [--sgf-dir DIR] [--kakunin BIN]

Plays N games of kakunin against itself (one engine, `genmove b` and
`genmove w` in turn, `--playouts P` a move, never resigning, komi 6.5)
until two passes in a row, and writes each finished game with `printsgf`
to DIR. Then reads every record as `../shared/tools/proofshare.py` does:
`kakunin-score_stats`'s line per deciding stage, one process a record, one
thread. Prints a line per game and the share of strings each stage
decided, and the CPU per record.

A finished game is where the search should decide nearly everything:
both sides played until nothing was left, so every group is walled off
and every fight resolved. What the estimate still decides there is what
the proof stages cannot yet read.
"""

import argparse
import pathlib
import re
import resource
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
from play_vs_gnugo import Gtp  # noqa: E402  (the GTP client the benches share)

STAGE = re.compile(
    r"^(?:= )?([^:\n]+): (\d+) strings alive, (\d+) strings dead", re.M
)


def play(kakunin, size, playouts, seed, max_moves):
    """One self-play game to two passes: the record, or None."""
    engine = Gtp(
        [
            kakunin,
            "--threads",
            "1",
            "--seed",
            str(seed),
            "--playouts",
            str(playouts),
            "--resign-threshold",
            "0",
        ]
    )
    try:
        engine.send(f"boardsize {size}")
        engine.send("clear_board")
        engine.send("komi 6.5")
        passes = 0
        color = "b"
        for _ in range(max_moves):
            move = engine.send(f"genmove {color}").strip().lower()
            passes = passes + 1 if move == "pass" else 0
            if passes == 2:
                return engine.send("printsgf")
            color = "w" if color == "b" else "b"
        return None
    finally:
        engine.close()


def stages(kakunin, record):
    """Strings per deciding stage, and the CPU the reading took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [kakunin, "--threads", "1"],
        input=f"loadsgf {record}\nkakunin-score_stats\nquit\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    found = {}
    for m in STAGE.finditer(out):
        found[m.group(1)] = int(m.group(2)) + int(m.group(3))
    return found, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--playouts", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sgf-dir", default="/tmp/kakunin-selfplay")
    parser.add_argument(
        "--kakunin", default=str(ROOT / "target" / "release" / "kakunin")
    )
    args = parser.parse_args()
    out = pathlib.Path(args.sgf_dir)
    out.mkdir(parents=True, exist_ok=True)
    totals = {}
    cpus = []
    for game in range(args.games):
        seed = args.seed + game
        sgf = play(
            args.kakunin, args.size, args.playouts, seed, 4 * args.size * args.size
        )
        if sgf is None:
            print(f"game {seed}: no two passes, skipped")
            continue
        record = out / f"selfplay-{args.size}x{args.size}-{seed}.sgf"
        record.write_text(sgf + "\n")
        found, cpu = stages(args.kakunin, record)
        cpus.append(cpu)
        for label, n in found.items():
            totals[label] = totals.get(label, 0) + n
        estimated = sum(n for label, n in found.items() if "estimate" in label)
        print(
            f"game {seed}: {sum(found.values())} strings, {estimated} estimated, "
            f"{cpu:.3f} s ({record})"
        )
    strings = sum(totals.values())
    if not strings:
        print("no finished games")
        return
    print(f"\n{len(cpus)} finished {args.size}x{args.size} games, {strings} strings:")
    for label, n in totals.items():
        print(f"  {label}: {n} ({100 * n / strings:.1f}%)")
    proven = sum(n for label, n in totals.items() if "estimate" not in label)
    cpus.sort()
    print(
        f"proven: {100 * proven / strings:.1f}%; CPU per record: median "
        f"{cpus[len(cpus) // 2]:.3f} s, largest {cpus[-1]:.3f} s"
    )


if __name__ == "__main__":
    main()
