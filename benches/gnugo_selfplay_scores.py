#!/usr/bin/env python3
"""Scoring fresh games: GNU Go against itself, counted by both engines.

Usage: benches/gnugo_selfplay_scores.py [--games N] [--size 9] [--seed S]
       [--levels LO HI] [--sgf-dir DIR] [--kakunin BIN] [--gnugo BIN]

Plays N games of GNU Go against itself (`--mode gtp --japanese-rules`,
each side at a level drawn from LO..HI with the game's seed, komi 6.5)
until two passes in a row; a game that ends otherwise is skipped. Each
finished position is written with GNU Go's `printsgf` (a setup position:
GNU Go folds the prisoners into the komi it writes) and counted by GNU
Go's `final_score` in the game and by kakunin's `final_score` on the
record. Prints one line per game and the games where the two differ.

A difference is a position to read, not a failure of either engine: GNU
Go decides dead stones by its own reading and counts a group that the
first move kills (one it calls critical) as it likes, while kakunin
follows the confirmation of Article 7, where the opponent moves first.
Weak levels leave such groups on the board. Runs on one core, some
seconds a game on 9x9 and minutes on 19x19.
"""

import argparse
import pathlib
import random
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
from play_vs_gnugo import Gtp  # noqa: E402  (the GTP client the benches share)


def kakunin_score(kakunin, record):
    """kakunin's final_score for a record."""
    out = subprocess.run(
        [kakunin, "--threads", "1"],
        input=f"loadsgf {record}\nfinal_score\nquit\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    answers = [block for block in out.split("\n\n") if block.strip()]
    return answers[1].lstrip("= ").strip() if len(answers) > 1 else "?"


def play_game(args, seed, sgf_dir):
    """One game; the record's path and GNU Go's count, or None if unfinished."""
    rng = random.Random(seed)
    levels = [rng.randint(*args.levels) for _ in range(2)]
    engines = [
        Gtp([args.gnugo, "--mode", "gtp", "--japanese-rules", "--level", str(level),
             "--seed", str(seed * 2 + i)])
        for i, level in enumerate(levels)
    ]
    try:
        for engine in engines:
            engine.send(f"boardsize {args.size}")
            engine.send("clear_board")
            engine.send("komi 6.5")
        colors = ["black", "white"]
        passes, moves = 0, 0
        while passes < 2 and moves < 3 * args.size * args.size:
            turn = moves % 2
            move = engines[turn].send(f"genmove {colors[turn]}")
            if move.lower() == "resign":
                return None
            engines[1 - turn].send(f"play {colors[turn]} {move}")
            passes = passes + 1 if move.lower() == "pass" else 0
            moves += 1
        if passes < 2:
            return None
        record = sgf_dir / f"selfplay-{args.size}-{seed}.sgf"
        engines[0].send(f"printsgf {record}")
        return record, engines[0].send("final_score"), levels, moves
    finally:
        for engine in engines:
            engine.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", type=int, nargs=2, default=[0, 10])
    ap.add_argument("--sgf-dir", default="/tmp/kakunin-selfplay")
    ap.add_argument("--kakunin", default=str(ROOT / "target/release/kakunin"))
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    args = ap.parse_args()
    sgf_dir = pathlib.Path(args.sgf_dir)
    sgf_dir.mkdir(parents=True, exist_ok=True)
    differ = []
    finished = 0
    for seed in range(args.seed, args.seed + args.games):
        game = play_game(args, seed, sgf_dir)
        if game is None:
            print(f"seed {seed}: not finished by two passes, skipped", flush=True)
            continue
        record, gnugo, levels, moves = game
        kakunin = kakunin_score(args.kakunin, record)
        finished += 1
        mark = "" if kakunin == gnugo else "  DIFFERENT"
        print(
            f"{record.name}: levels {levels[0]}/{levels[1]}, {moves} moves, "
            f"GNU Go {gnugo}, kakunin {kakunin}{mark}",
            flush=True,
        )
        if mark:
            differ.append(record)
    print(f"{finished} games finished, {len(differ)} counted differently")
    for record in differ:
        print(f"  {record}")


if __name__ == "__main__":
    main()
