#!/usr/bin/env python3
"""Matches through gogui-twogtp: kakunin against GNU Go, Pachi or another
kakunin build, GNU Go as the referee.

Usage: benches/match.py [--opponent gnugo|pachi|CMD] [--level 10]
       [--games 40] [--parallel 2] [--size 9] [--komi 6.5]
       [--move-time 1] [--time SPEC] [--kakunin BIN] [--out DIR]

The games are split over --parallel runs of `gogui-twogtp -alternate`
side by side (kakunin Black in each run's even games), each engine on one
thread. Without --time each kakunin move gets --move-time seconds (Pachi
`-t` the same, GNU Go its level); with --time (gogui-twogtp's
`min[+min/moves]` in whole minutes, for example `1+1/10`) both engines get `time_settings`
and `time_left` from gogui-twogtp, and a game past its time is lost on
time.

The referee's result decides each game (GNU Go `final_score` when both
pass; a resignation or a loss on time as gogui-twogtp records it). Prints
every game, then kakunin's wins with a 95% Wilson interval, the games
lost on time, the games with an error (an illegal move among them) and
kakunin's CPU per move. Needs Java (`default-jre-headless`), GNU Go
(`/usr/games/gnugo`) and `../shared/peers` (GoGui, Pachi).
"""

import argparse
import math
import pathlib
import random
import shlex
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
PEERS = ROOT.parent / "shared" / "peers"
TWOGTP = PEERS / "gogui" / "bin" / "gogui-twogtp"
PACHI = PEERS / "pachi" / "pachi"
GNUGO = "/usr/games/gnugo"


def wilson(wins, n, z=1.96):
    """The 95% Wilson interval of wins out of n."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def opponent_command(args):
    if args.opponent == "gnugo":
        return f"{GNUGO} --mode gtp --level {args.level}"
    if args.opponent == "pachi":
        # -t: seconds a move (ignored under gogui-twogtp's clock, which
        # sends time_settings); threads=1: one core, as kakunin.
        t = "" if args.time else f"-t {args.move_time} "
        return f"{PACHI} {t}threads=1 -r japanese"
    return args.opponent


def kakunin_command(args, seed):
    cmd = f"{args.kakunin} --threads 1 --seed {seed}"
    if not args.time:
        cmd += f" --move-time {args.move_time}"
    return cmd


def read_dat(path):
    """The game rows of a gogui-twogtp .dat table, as dicts."""
    rows = []
    header = None
    for line in path.read_text().splitlines():
        if line.startswith("#GAME"):
            header = line[1:].split("\t")
            continue
        if line.startswith("#") or not line.strip() or header is None:
            continue
        rows.append(dict(zip(header, line.split("\t"))))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--opponent", default="gnugo", help="gnugo, pachi, or a GTP command")
    ap.add_argument("--level", type=int, default=10, help="GNU Go's level")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--parallel", type=int, default=2)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=6.5)
    ap.add_argument("--move-time", type=float, default=1.0)
    ap.add_argument("--time", help="gogui-twogtp time limits, min[+min/moves]")
    ap.add_argument("--kakunin", default=str(ROOT / "target/release/kakunin"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="folder for the SGF files and .dat tables")
    args = ap.parse_args()

    out = pathlib.Path(args.out or tempfile.mkdtemp(prefix="kakunin-match-"))
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    runs = []
    per_run = [args.games // args.parallel + (i < args.games % args.parallel) for i in range(args.parallel)]
    for i, games in enumerate(per_run):
        if games == 0:
            continue
        prefix = out / f"run{i}"
        cmd = [
            str(TWOGTP),
            "-black", kakunin_command(args, rng.randrange(1 << 31)),
            "-white", opponent_command(args),
            "-referee", f"{GNUGO} --mode gtp",
            "-games", str(games),
            "-alternate",
            "-size", str(args.size),
            "-komi", str(args.komi),
            "-auto",
            "-force",
            "-sgffile", str(prefix),
        ]
        if args.time:
            cmd += ["-time", args.time]
        log = open(out / f"run{i}.err", "w")
        runs.append((prefix, subprocess.Popen(cmd, stdout=log, stderr=log)))
        print("#", " ".join(shlex.quote(c) for c in cmd), flush=True)
    for _, proc in runs:
        proc.wait()

    wins = games = on_time = errors = 0
    lost_on_time = 0
    moves = 0
    cpu = 0.0
    print("run\tgame\tkakunin's colour\tresult for kakunin as B\tmoves\terror")
    for prefix, _ in runs:
        dat = pathlib.Path(str(prefix) + ".dat")
        if not dat.exists():
            print(f"# {dat} missing: see {prefix}.err", file=sys.stderr)
            continue
        for row in read_dat(dat):
            # gogui-twogtp's table gives every result as if the -black
            # program (kakunin) had played Black, also in the games where
            # the colours were swapped (ALT 1): "B+" is a kakunin win.
            kakunin = "W" if row.get("ALT") == "1" else "B"
            result = row.get("RES_R") or "?"
            if result in ("", "?"):
                result = row.get("RES_B", "?")
            err = row.get("ERR", "0") != "0"
            errors += err
            print(f"{prefix.name}\t{row['GAME']}\t{kakunin}\t{result}\t{row.get('LEN')}\t{row.get('ERR_MSG', '')}")
            if result[:1] not in ("B", "W"):
                continue
            games += 1
            won = result[0] == "B"
            wins += won
            if "Time" in result or "T" == result[2:3]:
                on_time += 1
                lost_on_time += not won
            n = int(row.get("LEN") or 0)
            moves += n
            cpu += float(row.get("CPU_B") or 0)
    lo, hi = wilson(wins, games)
    print(f"kakunin wins {wins} of {games} ({wins / max(games, 1):.1%}, 95% interval {lo:.0%}..{hi:.0%})")
    print(f"games decided on time {on_time} (kakunin lost {lost_on_time}); games with an error {errors}")
    if moves:
        print(f"kakunin CPU per move {2 * cpu / moves:.2f} s; games in {out}")


if __name__ == "__main__":
    main()
