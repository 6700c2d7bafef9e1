#!/usr/bin/env python3
"""final_score against the official results of professional games that
ended by counting, kakunin and GNU Go side by side in one run.

Usage: benches/pro_counted.py [RECORD_DIR] [--kakunin BIN] [--gnugo BIN]
                              [--no-gnugo] [--jobs N] [--misses FILE]

RECORD_DIR defaults to ../shared/anchors/pro-counted/games; the official
result of each record is its RE[] (a point margin). Each record is scored
in a fresh process of each engine (`loadsgf`, then `final_score`), kakunin
with one thread; the CPU time of that child is read from the kernel
(wait4). N records run at once (default: the number of cores), which
changes no answer and no CPU figure. Prints the exact, within-one-point
and same-winner rates of both engines, their median and largest CPU per
record and the ratio of the medians, then every record kakunin misses,
with GNU Go's answer and kakunin's settling line (`kakunin-score_stats`:
neutral points filled, protective stones paid, seki points left open) as
the start of its diagnosis. With --misses the misses are also written
there as tab-separated rows.
"""

import argparse
import concurrent.futures
import os
import pathlib
import re
import statistics
import sys

from score_vs_gnugo import session

ROOT = pathlib.Path(__file__).resolve().parent.parent


def margin(result):
    """'B+2.5' -> 2.5, 'W+0.5' -> -0.5, '0' or 'Jigo' -> 0.0, else None."""
    result = (result or "").strip()
    if result.lower() in ("0", "jigo", "draw"):
        return 0.0
    m = re.fullmatch(r"([BbWw])\+(\d+(?:\.\d+)?)", result)
    if not m:
        return None
    value = float(m.group(2))
    return value if m.group(1) in "Bb" else -value


def official(record):
    text = record.read_text(encoding="utf-8", errors="replace")
    m = re.search(r"(?<![A-Z])RE\[([^\]]*)\]", text)
    return m.group(1).strip() if m else ""


def run(cmd, record, commands):
    """CPU seconds of the child (wait4) and its answers, one per command."""
    cpu, _, _, answers = session(cmd, record, commands)
    return cpu, answers


def rates(rows, column):
    exact = within = winner = 0
    for row in rows:
        want, got = margin(row["official"]), margin(row[column])
        if want is None or got is None:
            continue
        exact += want == got
        within += abs(want - got) <= 1.0
        winner += (want > 0) - (want < 0) == (got > 0) - (got < 0)
    n = len(rows)
    pct = lambda k: f"{k} ({100.0 * k / n:.1f}%)" if n else "0"
    return f"exact {pct(exact)}, within one point {pct(within)}, same winner {pct(winner)}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "records",
        nargs="?",
        default=str(ROOT.parent / "shared" / "anchors" / "pro-counted" / "games"),
    )
    parser.add_argument("--kakunin", default=str(ROOT / "target" / "release" / "kakunin"))
    parser.add_argument("--gnugo", default="/usr/games/gnugo")
    parser.add_argument("--no-gnugo", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--misses")
    args = parser.parse_args()

    records = sorted(pathlib.Path(args.records).glob("*.sgf"))
    if not records:
        sys.exit(f"no records in {args.records}")
    kakunin = [args.kakunin, "--threads", "1"]
    gnugo = [args.gnugo, "--mode", "gtp"]

    def score(record):
        row = {"record": record.name, "official": official(record)}
        row["kakunin_cpu"], (row["kakunin"], stats) = run(
            kakunin, record, ["final_score", "kakunin-score_stats"]
        )
        row["settling"] = next(
            (l for l in stats.splitlines() if l.startswith("Settling:")), ""
        )
        if not args.no_gnugo:
            row["gnugo_cpu"], (row["gnugo"],) = run(gnugo, record, ["final_score"])
        return row

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(score, records))

    print(f"{len(rows)} records of {args.records}")
    print(f"kakunin: {rates(rows, 'kakunin')}")
    cpu = [r["kakunin_cpu"] for r in rows]
    print(f"kakunin CPU per record: median {statistics.median(cpu):.3f} s, largest {max(cpu):.3f} s")
    if not args.no_gnugo:
        print(f"GNU Go:  {rates(rows, 'gnugo')}")
        gcpu = [r["gnugo_cpu"] for r in rows]
        print(f"GNU Go CPU per record: median {statistics.median(gcpu):.3f} s, largest {max(gcpu):.3f} s")
        print(f"median CPU, GNU Go / kakunin: {statistics.median(gcpu) / statistics.median(cpu):.1f}x")
    misses = [
        r for r in rows if margin(r["kakunin"]) is None or margin(r["kakunin"]) != margin(r["official"])
    ]
    print(f"\n{len(misses)} records kakunin misses (kakunin minus official, in Black's points):")
    lines = []
    for r in misses:
        got, want = margin(r["kakunin"]), margin(r["official"])
        diff = f"{got - want:+g}" if got is not None and want is not None else "?"
        line = [r["record"], r["official"], r["kakunin"], diff, r.get("gnugo", ""), r["settling"]]
        lines.append(line)
        print("  " + "  ".join(line[:5]) + "  " + line[5])
    if args.misses:
        with open(args.misses, "w") as f:
            f.write("record\tofficial\tkakunin\tdifference\tgnugo\tsettling\n")
            for line in lines:
                f.write("\t".join(line) + "\n")


if __name__ == "__main__":
    main()
