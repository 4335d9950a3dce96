#!/usr/bin/env python3
"""The solver workloads W1-W4 run on kiwisolver, for `make bench` to compare against.

Usage: kiwi_workloads.py WORKLOAD [--reps N]
Prints one line: `median_ms=<float> checksum=<float>`.
Priorities map to kiwi strengths linearly: p < 1000 -> p * 1000 (create(0, p, 0)),
1000 -> required. Constraints are built and added in the same order as the Swift runner.
"""
import argparse
import statistics
import time

from kiwisolver import Solver, Variable, strength


def kiwi_strength(priority):
    return strength.required if priority >= 1000 else strength.create(0, priority, 0)


REQUIRED, HIGH, LOW, EDIT = (kiwi_strength(p) for p in (1000, 750, 250, 999))


class Timer:
    def __init__(self):
        self.begin = self.ms = 0.0

    def start(self):
        self.begin = time.perf_counter()

    def stop(self):
        self.ms = (time.perf_counter() - self.begin) * 1e3


def build_chain(solver, n, container_width):
    cl, cw = Variable("c.left"), Variable("c.width")
    lefts, widths, preferences = [], [], []
    solver.addConstraint((cl == 0) | REQUIRED)
    if container_width is not None:
        solver.addConstraint((cw - container_width == 0) | REQUIRED)
    for i in range(n):
        left, width = Variable(), Variable()
        if i == 0:
            solver.addConstraint((left - cl - 8 == 0) | REQUIRED)
        else:
            solver.addConstraint((left - (lefts[-1] + widths[-1]) - 8 == 0) | REQUIRED)
        solver.addConstraint((width - 10 >= 0) | REQUIRED)
        preference = (width - 50 == 0) | LOW
        solver.addConstraint(preference)
        lefts.append(left)
        widths.append(width)
        preferences.append(preference)
    solver.addConstraint(((cl + cw) - (lefts[-1] + widths[-1]) - 8 == 0) | HIGH)
    everything = [cl, cw]
    for left, width in zip(lefts, widths):
        everything += [left, width]
    return cw, lefts, widths, preferences, everything


def total(variables):
    return sum(v.value() for v in variables)


def chain(n, timer):
    timer.start()
    solver = Solver()
    *_, everything = build_chain(solver, n, 1000)
    solver.updateVariables()
    checksum = total(everything)
    timer.stop()
    return checksum


def build_cell(solver, summary_height, fixed_width):
    cv, av, nm, sm, im, dt, ht, lk = ([Variable() for _ in range(4)] for _ in range(8))
    X, Y, W, H = range(4)
    rows = [
        (cv[X] == 0, REQUIRED), (cv[Y] == 0, REQUIRED),
        *([(cv[W] == 375, REQUIRED)] if fixed_width else []),
        (av[X] == cv[X] + 10, REQUIRED), (av[Y] == cv[Y] + 10, REQUIRED),
        (av[W] == 50, REQUIRED), (av[H] == 50, REQUIRED),
        (nm[X] == av[X] + av[W] + 10, REQUIRED), (nm[Y] == av[Y], REQUIRED),
        (nm[H] == 20, REQUIRED), (cv[X] + cv[W] - 10 >= nm[X] + nm[W], REQUIRED),
        (nm[W] >= 120, HIGH), (nm[W] <= 120, LOW),
        (sm[X] == cv[X] + 10, REQUIRED), (sm[Y] == av[Y] + av[H] + 10, REQUIRED),
        (sm[X] + sm[W] == cv[X] + cv[W] - 10, REQUIRED),
        (sm[H] >= summary_height, HIGH), (sm[H] <= summary_height, LOW),
        (im[X] == cv[X] + 10, REQUIRED), (im[Y] == sm[Y] + sm[H] + 10, REQUIRED),
        (im[X] + im[W] == cv[X] + cv[W] - 10, REQUIRED), (im[H] <= 200, REQUIRED),
        (im[H] == 0.75 * im[W], HIGH),
        (dt[X] == cv[X] + 10, REQUIRED), (dt[Y] == im[Y] + im[H] + 10, REQUIRED),
        (dt[H] == 16, REQUIRED),
        (ht[X] == dt[X] + dt[W] + 8, REQUIRED), (ht[Y] == dt[Y], REQUIRED), (ht[H] == 16, REQUIRED),
        (lk[X] == ht[X] + ht[W] + 8, REQUIRED), (lk[Y] == dt[Y], REQUIRED), (lk[H] == 16, REQUIRED),
        (cv[X] + cv[W] - 10 >= lk[X] + lk[W], REQUIRED),
        (dt[W] >= 150, LOW), (dt[W] <= 150, LOW),
        (ht[W] >= 120, HIGH), (ht[W] <= 120, LOW),
        (lk[W] >= 110, REQUIRED), (lk[W] <= 110, LOW),
        (cv[Y] + cv[H] == dt[Y] + dt[H] + 10, REQUIRED),
    ]
    for constraint, priority in rows:
        solver.addConstraint(constraint | priority)
    views = (cv, av, nm, sm, im, dt, ht, lk)
    return views, [v for view in views for v in view]


def cells(m, timer):
    timer.start()
    checksum = 0.0
    for index in range(m):
        solver = Solver()
        views, everything = build_cell(solver, 20.0 * (1 + index % 5), True)
        solver.updateVariables()
        total(everything)
        checksum += views[0][3].value()
    timer.stop()
    return checksum


def resize_chain(ramp, timer):
    solver = Solver()
    cw, lefts, widths, _, everything = build_chain(solver, 1000, None)
    solver.addEditVariable(cw, EDIT)
    solver.suggestValue(cw, 30000.0 if ramp else 1000.0)
    solver.updateVariables()
    timer.start()
    checksum = 0.0
    for k in range(1000):
        solver.suggestValue(cw, 30000.0 + 20.0 * (k % 500) if ramp else 1000.0 + (k % 500))
        solver.updateVariables()
        total(everything)
        checksum += lefts[-1].value() + widths[-1].value()
    timer.stop()
    return checksum


def resize_cell(timer):
    solver = Solver()
    views, everything = build_cell(solver, 60.0, False)
    solver.addEditVariable(views[0][2], EDIT)
    solver.suggestValue(views[0][2], 320.0)
    solver.updateVariables()
    timer.start()
    checksum = 0.0
    for k in range(1000):
        solver.suggestValue(views[0][2], 320.0 + (k % 109))
        solver.updateVariables()
        total(everything)
        checksum += views[5][2].value()
    timer.stop()
    return checksum


def churn(timer):
    solver = Solver()
    *_, preferences, everything = build_chain(solver, 1000, 1000)
    solver.updateVariables()
    timer.start()
    checksum = 0.0
    for round_index in range(100):
        boxes = range(round_index % 10, 1000, 10)
        for i in boxes:
            solver.removeConstraint(preferences[i])
        for i in boxes:
            solver.addConstraint(preferences[i])
        solver.updateVariables()
        checksum += total(everything)
    timer.stop()
    return checksum


WORKLOADS = {
    "W1-chain-100": lambda t: chain(100, t),
    "W1-chain-300": lambda t: chain(300, t),
    "W1-chain-1000": lambda t: chain(1000, t),
    "W1-chain-10000": lambda t: chain(10000, t),
    "W2-cells-1000": lambda t: cells(1000, t),
    "W2-cells-10000": lambda t: cells(10000, t),
    "W3a-resize-flat-1000": lambda t: resize_chain(False, t),
    "W3b-resize-ramp-1000": lambda t: resize_chain(True, t),
    "W3c-resize-cell-1000": resize_cell,
    "W4-churn-1000": churn,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workload", choices=sorted(WORKLOADS))
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()
    times, checksum = [], 0.0
    for _ in range(args.reps):
        timer = Timer()
        checksum = WORKLOADS[args.workload](timer)
        times.append(timer.ms)
    print(f"median_ms={statistics.median(times):.3f} checksum={checksum:.6f}", flush=True)


if __name__ == "__main__":
    main()
