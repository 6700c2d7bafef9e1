#!/usr/bin/env python3
"""CPU of the scoring commands, build against build, on one thread: the
commands of a gtp-tests suite (by default `gtp-tests/rules.tst`, the
rules' examples) fed to the engine in one session, and batch scoring of a
set of records (by default the 30 records of GNU Go's scoring suite).
Each build runs in turn, `--runs` times (default 3), and the median CPU
(user + system of the child) is printed with the ratio to the first
build. The answers are compared too: a build that answers otherwise is
said so. Usage, from the project root:

    python3 benches/scoring_cpu.py --build before=/path/to/kakunin \\
        --build after=target/release/kakunin [--suite FILE] [--records DIR]
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(ROOT, "gtp-tests", "rules.tst")
RECORDS = os.path.join(ROOT, "..", "shared", "anchors", "gnugo-scoring", "games", "scoring")


def suite_commands(path):
    """The commands of a gogui-regress suite, their ids taken off."""
    commands = []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        commands.append(re.sub(r"^\d+\s+", "", line))
    return "\n".join(commands) + "\nquit\n"


def cpu_of(argv, stdin=None, cwd=None):
    """The child's output and its CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(argv, input=stdin, capture_output=True, text=True, cwd=cwd,
                         check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out.stdout, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", action="append", required=True,
                        help="LABEL=BINARY, in the order compared")
    parser.add_argument("--suite", default=SUITE)
    parser.add_argument("--records", default=RECORDS)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    builds = [(label, os.path.abspath(binary))
              for label, binary in (b.split("=", 1) for b in args.build)]
    for label, binary in builds:
        if not os.path.exists(binary):
            sys.exit(f"{label}: no binary at {binary}")
    commands = suite_commands(args.suite)
    suite_dir = os.path.dirname(os.path.abspath(args.suite))
    jobs = {
        os.path.basename(args.suite): lambda b: cpu_of(
            [b, "--threads", "1"], stdin=commands, cwd=suite_dir),
        "records": lambda b: cpu_of(
            [b, "score", args.records, "--threads", "1", "--format", "csv"]),
    }
    for name, job in jobs.items():
        times = {label: [] for label, _ in builds}
        answers = {}
        for _ in range(args.runs):
            for label, binary in builds:
                out, cpu = job(binary)
                times[label].append(cpu)
                # Of the records' CSV rows, file, result, dead and seki:
                # the seconds differ from run to run.
                answers[label] = [l.split(",")[:4] if name == "records" else l
                                  for l in out.splitlines()]
        first = statistics.median(times[builds[0][0]])
        for label, _ in builds:
            median = statistics.median(times[label])
            same = "" if answers[label] == answers[builds[0][0]] else ", answers differ"
            print(f"{name}: {label} {median:.2f} s CPU (median of {args.runs}), "
                  f"{median / first:.2f}x{same}")


if __name__ == "__main__":
    main()
