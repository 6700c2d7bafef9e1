#!/usr/bin/env python3
"""19x19 openings of kakunin against itself: how many of the first moves go
on the first or second line without capturing or saving stones (issue: a
sane opening plays none). One process a game, seeds 1..N:

    python3 benches/opening_lines.py [--games 50] [--moves 20] [--playouts 3000]

Prints each game's opening and the count of such moves, then the total.
"""
import argparse
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "release", "kakunin")
LETTERS = "ABCDEFGHJKLMNOPQRST"
N = 19


def parse(v):
    return LETTERS.index(v[0].upper()), int(v[1:]) - 1


def neighbours(p):
    x, y = p
    for q in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
        if 0 <= q[0] < N and 0 <= q[1] < N:
            yield q


def string_and_liberties(board, p):
    colour = board[p]
    seen, libs, todo = {p}, set(), [p]
    while todo:
        q = todo.pop()
        for r in neighbours(q):
            if r not in board:
                libs.add(r)
            elif board[r] == colour and r not in seen:
                seen.add(r)
                todo.append(r)
    return seen, libs


def play(board, colour, p):
    """Plays a legal move; returns (captured stones, saved an own string in atari)."""
    saves = any(board.get(q) == colour and len(string_and_liberties(board, q)[1]) == 1
                for q in neighbours(p))
    board[p] = colour
    captured = 0
    for q in neighbours(p):
        if board.get(q) not in (None, colour):
            stones, libs = string_and_liberties(board, q)
            if not libs:
                captured += len(stones)
                for s in stones:
                    del board[s]
    return captured, saves


def line(p):
    x, y = p
    return min(x, y, N - 1 - x, N - 1 - y) + 1


def game(seed, moves, playouts):
    cmds = ["boardsize 19", "clear_board", "komi 6.5"]
    cmds += [f"genmove {'b' if i % 2 == 0 else 'w'}" for i in range(moves)]
    out = subprocess.run([BINARY, "--threads", "1", "--seed", str(seed),
                          "--playouts", str(playouts), "--resign-threshold", "0"],
                         input="\n".join(cmds) + "\n", capture_output=True, text=True)
    answers = [l[2:].strip() for l in out.stdout.splitlines() if l.startswith("=")][3:]
    board, low, shown = {}, 0, []
    for i, v in enumerate(answers):
        colour = "b" if i % 2 == 0 else "w"
        if v.lower() in ("pass", "resign"):
            shown.append(v)
            continue
        p = parse(v)
        captured, saves = play(board, colour, p)
        bad = line(p) <= 2 and not captured and not saves
        low += bad
        shown.append(v + ("*" if bad else ""))
    return low, shown


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--moves", type=int, default=20)
    ap.add_argument("--playouts", type=int, default=3000)
    args = ap.parse_args()
    total = games_with = 0
    for seed in range(1, args.games + 1):
        low, shown = game(seed, args.moves, args.playouts)
        total += low
        games_with += low > 0
        print(f"seed {seed}: {low} first/second-line moves: {' '.join(shown)}")
    print(f"{args.games} openings of {args.moves} moves at {args.playouts} playouts: "
          f"{total} first- or second-line moves that neither capture nor save "
          f"({games_with} games with any)")


if __name__ == "__main__":
    main()
