#!/usr/bin/env python3
"""Playing strength: kakunin against GNU Go (or a random player) on 9x9.

Usage: benches/play_vs_gnugo.py [--games N] [--level L] [--random]
       [--move-time S] [--threads T] [--size 9] [--komi 6.5]
       [--kakunin BIN] [--gnugo BIN] [--sgf-dir DIR]

Each game is played over GTP between two processes, colours alternating
(kakunin Black in the even games), until two passes in a row or a
resignation; a move cap of 4 x size^2 marks a game unfinished. The
opponent is `gnugo --mode gtp --level L`, or with --random a player that
picks a uniformly random legal move that fills none of its own one-point
eyes (its board is a second kakunin process: points are tried with
`play` in random order, and a refused move changes nothing). Every game that ends with two passes is scored by
kakunin's own `final_score` and cross-checked with GNU Go's `final_score`
on the same moves. Prints each game, then the win rate with a 95% Wilson
interval (and the wins GNU Go's scores would give) and kakunin's playouts
per second (from `kakunin-stats`).
"""

import argparse
import math
import pathlib
import random
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Gtp:
    """One GTP engine process."""

    def __init__(self, cmd, log=None):
        self.cmd = cmd
        self.proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log or subprocess.DEVNULL,
            text=True,
        )

    def send(self, line):
        """The answer text; raises on an error response."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            out = self.proc.stdout.readline()
            if out == "":
                raise RuntimeError(f"{self.cmd[0]} closed its output after {line!r}")
            if out == "\n" and lines:
                break
            if out.strip() or lines:
                lines.append(out.rstrip("\n"))
        text = "\n".join(lines)
        if text.startswith("?"):
            raise RuntimeError(f"{self.cmd[0]}: {line!r} -> {text!r}")
        return text[1:].strip()

    def close(self):
        try:
            self.send("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.proc.wait(timeout=10)


class RandomPlayer:
    """Uniformly random legal moves that fill no own one-point eye; the
    board is kept by a kakunin process, which checks legality."""

    def __init__(self, kakunin, size, komi, seed):
        self.board = Gtp([kakunin, "--threads", "1"])
        self.size = size
        self.rng = random.Random(seed)
        self.send(f"boardsize {size}")
        self.send(f"komi {komi}")

    def send(self, line):
        return self.board.send(line)

    def genmove(self, color):
        stones = self.stones()
        points = [(x, y) for x in range(self.size) for y in range(self.size) if (x, y) not in stones]
        self.rng.shuffle(points)
        for x, y in points:
            if self.is_own_eye(stones, color, x, y):
                continue
            v = f"{LETTERS[x]}{y + 1}"
            try:
                self.send(f"play {color} {v}")
                return v
            except RuntimeError:
                continue
        self.send(f"play {color} pass")
        return "PASS"

    def stones(self):
        rows = self.send("showboard").split("\n")[1 : 1 + self.size]
        stones = {}
        for row in rows:
            parts = row.split()
            y = int(parts[0]) - 1
            for x, c in enumerate(parts[1 : 1 + self.size]):
                if c in "XO":
                    stones[(x, y)] = "b" if c == "X" else "w"
        return stones

    def is_own_eye(self, stones, color, x, y):
        c = color[0].lower()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.size and 0 <= ny < self.size and stones.get((nx, ny)) != c:
                return False
        return True

    def close(self):
        self.board.close()


def wilson(wins, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return ((centre - half) / (1 + z * z / n), (centre + half) / (1 + z * z / n))


def play_game(args, index):
    """Plays one game; returns (kakunin colour, result dict)."""
    kakunin_color = "b" if index % 2 == 0 else "w"
    kak_cmd = [args.kakunin, "--threads", str(args.threads), "--seed", str(args.seed + index)]
    if args.move_time:
        kak_cmd += ["--move-time", str(args.move_time)]
    if args.playouts:
        kak_cmd += ["--playouts", str(args.playouts)]
    log = None
    if args.kakunin_log:
        kak_cmd += ["--log-level", "info"]
        log = open(args.kakunin_log, "a")
    kak = Gtp(kak_cmd, log)
    if args.random:
        opp = RandomPlayer(args.kakunin, args.size, args.komi, args.seed + index)
    else:
        opp = Gtp([args.gnugo, "--mode", "gtp", "--level", str(args.level)])
    for e in ([kak] if args.random else [kak, opp]):
        e.send(f"boardsize {args.size}")
        e.send("clear_board")
        e.send(f"komi {args.komi}")
    moves = []
    passes = 0
    resigned = None
    playouts = seconds = 0.0
    color = "b"
    while passes < 2 and len(moves) < 4 * args.size * args.size:
        if color == kakunin_color:
            mv = kak.send(f"genmove {color}")
            stats = kak.send("kakunin-stats").split()
            playouts += float(stats[1])
            seconds += float(stats[3])
            if mv.lower() != "resign":
                opp.send(f"play {color} {mv}")
        else:
            mv = opp.genmove(color) if args.random else opp.send(f"genmove {color}")
            if mv.lower() != "resign":
                kak.send(f"play {color} {mv}")
        if mv.lower() == "resign":
            resigned = color
            break
        moves.append((color, mv))
        passes = passes + 1 if mv.upper() == "PASS" else 0
        color = "w" if color == "b" else "b"
    result = {"moves": len(moves), "playouts": playouts, "seconds": seconds}
    if resigned:
        winner = "w" if resigned == "b" else "b"
        result["result"] = f"{winner.upper()}+R"
        result["winner"] = winner
    elif passes >= 2:
        score = kak.send("final_score")
        result["result"] = score
        result["winner"] = score[0].lower() if score[0] in "BW" else None
        # Cross-check with GNU Go's scoring of the same moves.
        check = Gtp([args.gnugo, "--mode", "gtp"])
        check.send(f"boardsize {args.size}")
        check.send("clear_board")
        check.send(f"komi {args.komi}")
        for c, m in moves:
            check.send(f"play {c} {m}")
        result["gnugo_score"] = check.send("final_score")
        check.close()
    else:
        result["result"] = "unfinished"
        result["winner"] = None
    if args.sgf_dir:
        pathlib.Path(args.sgf_dir).mkdir(parents=True, exist_ok=True)
        path = pathlib.Path(args.sgf_dir) / f"game{index:03}.sgf"
        kak.send(f"printsgf {path}")
    kak.close()
    opp.close()
    return kakunin_color, result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--level", type=int, default=1)
    ap.add_argument("--random", action="store_true", help="play a uniformly random player instead")
    ap.add_argument("--move-time", type=float, default=1.0)
    ap.add_argument("--playouts", type=int)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=6.5)
    ap.add_argument("--kakunin", default=str(ROOT / "target/release/kakunin"))
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--sgf-dir")
    ap.add_argument("--kakunin-log", help="append kakunin's info log to this file")
    args = ap.parse_args()
    opponent = "random" if args.random else f"gnugo level {args.level}"
    print(f"kakunin ({args.move_time} s/move, {args.threads} threads) vs {opponent}, "
          f"{args.size}x{args.size}, komi {args.komi}, {args.games} games")
    wins = finished = 0
    disagreements = 0
    # Wins when every game ended by two passes is scored by GNU Go instead.
    wins_by_gnugo = 0
    total_playouts = total_seconds = 0.0
    start = time.monotonic()
    for i in range(args.games):
        color, r = play_game(args, i)
        won = r["winner"] == color
        wins += won
        finished += r["winner"] is not None
        total_playouts += r["playouts"]
        total_seconds += r["seconds"]
        check = ""
        if "gnugo_score" in r:
            same = r["gnugo_score"] == r["result"]
            disagreements += not same
            wins_by_gnugo += r["gnugo_score"][:1].lower() == color
            check = f"  gnugo final_score {r['gnugo_score']}" + ("" if same else " (differs)")
        else:
            wins_by_gnugo += won
        print(f"game {i + 1:>3}: kakunin {'Black' if color == 'b' else 'White'}, "
              f"{r['moves']} moves, {r['result']:<10} {'win' if won else 'loss'}{check}", flush=True)
    lo, hi = wilson(wins, args.games)
    print(f"kakunin won {wins}/{args.games} = {wins / max(1, args.games):.0%} "
          f"(95% Wilson interval {lo:.0%}..{hi:.0%}); {finished} decided, "
          f"{disagreements} final_score disagreements with GNU Go "
          f"(with GNU Go's scores: {wins_by_gnugo} wins)")
    print(f"kakunin: {total_playouts / max(total_seconds, 1e-9):.0f} playouts/s "
          f"({total_playouts:.0f} playouts in {total_seconds:.1f} s of search); "
          f"wall {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
