#!/usr/bin/env python3
"""kiwisolver side of Trellis' solver benchmark (`Tools/bench/run solver`).

Reads the workload description that `TrellisBench solver` generated (JSON: sizes, seeded edit
values, the churn form and operations, the addDel constraint list), runs the same workloads on
kiwisolver, and prints one JSON object on stdout: per workload the MEDIAN of each metric over
`repeatCount` runs, plus solved values ("checks") that the harness compares with ours.

    kiwi_bench.py --config FILE [--repeat K] [--only chain,...] [--key 'chain N=1000'] [--out FILE]

Chain, hugging row and cells build in the config's buildOrder (see `build_phases` and "Build
order" in README.md): "constraints-first" times the constraints + update as build_ms, then the
edit variable(s) + initial suggest + update as attach_ms; "edit-first" adds the edit variable(s)
first and times it all as build_ms.

A timed phase stops after phaseBudgetSeconds (a cut-short build is a lower bound, marked
"aborted"; a cut-short edit loop reports the mean over the "k/E" operations done); a workload is
not repeated once its repeats took workloadBudgetSeconds. Same rules as SolverWorkloads.swift.

Timing: time.perf_counter around solver calls only. Constraint objects are built before the clock
starts (as on our side), the garbage collector is off while timing. The times include the CPython
binding overhead of each call (well under a microsecond), which is how kiwisolver is used.
Keep the workload definitions in step with SolverWorkloads.swift.
"""

import argparse
import gc
import json
import platform
import statistics
import sys
import time

import kiwisolver as kiwi
from kiwisolver import Solver, Variable

pc = time.perf_counter

NAMED = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}


def strength(s):
    """'required' | 'strong' | 'medium' | 'weak' | 'p<priority>' -> kiwi strength (a float).

    An Auto Layout priority p < 1000 becomes the weight 10^((p - 400) / 100), the mapping
    TrellisSolver's Strength(priority:) documents (weak = 1 is priority 400, medium = 1e3 is 700,
    strong = 1e6 is 1000), so both solvers minimise the same objective. p >= 1000 is required.
    """
    if s in NAMED:
        return NAMED[s]
    if s.startswith("p"):
        p = max(1.0, float(s[1:]))
        return kiwi.strength.required if p >= 1000 else 10.0 ** ((p - 400.0) / 100.0)
    raise ValueError(f"unknown strength {s!r}")


def priority(p):
    return strength(f"p{p}")


def spec_constraint(spec, variables, constant=None):
    """ConstraintSpec (see WorkloadSpec.swift) -> kiwi Constraint."""
    expr = spec["constant"] if constant is None else constant
    for v, c in zip(spec["vars"], spec["coeffs"]):
        expr = expr + variables[v] * c
    op = spec["op"]
    if op == "==":
        cn = expr == 0
    elif op == "<=":
        cn = expr <= 0
    elif op == ">=":
        cn = expr >= 0
    else:
        raise ValueError(f"unknown op {op!r}")
    return cn | strength(spec["strength"])


def violated(spec, tol):
    # variables carry their value after updateVariables()
    r = spec["_const"] + sum(c * v.value() for v, c in spec["_terms"])
    op = spec["op"]
    if op == "==":
        return abs(r) > tol
    if op == "<=":
        return r > tol
    return r < -tol


class Timer:
    """Times a block with perf_counter, GC disabled inside."""

    def __enter__(self):
        gc.disable()
        self.t0 = pc()
        return self

    def __exit__(self, *exc):
        self.seconds = pc() - self.t0
        gc.enable()
        return False


class Run:
    """What one repeat of one workload measured (same shape as RunResult in Suite.swift).

    metrics: name -> value (ms or us, see the name); notes: name -> why the value is partial
    ("aborted": a lower bound; "k/E": mean over the first k of E operations);
    checks: solved values compared with ours when both runs are complete;
    traces: a value after each operation, compared over the common prefix; info: counts.
    """

    def __init__(self):
        self.metrics, self.notes, self.checks, self.traces, self.info = {}, {}, {}, {}, {}


BUDGET = 30.0  # seconds per timed phase; set from the config


def checkpoint(run, phase, totals=None):
    """Saves the results so far before a phase that may crash the process (kiwi aborts on an
    uncaught C++ exception) or hang in one C++ call until the harness kills it; main() sets it
    per job when --out is given. `totals` (metric -> scale per second) names the metrics that time
    the whole phase: when the process is killed inside it, Kiwi.swift reports them as lower bounds
    from phaseStartedAt (time.monotonic(), the CLOCK_MONOTONIC of the harness's Stopwatch)."""


def add_all(s, cns, t0):
    """Adds constraints in order; False when the phase budget ran out first."""
    last = len(cns) - 1
    for j, c in enumerate(cns):
        s.addConstraint(c)
        if not (j & 7) and j < last and pc() - t0 > BUDGET:
            return False
    return True


def attach_all(s, variables, initial, t0):
    """Adds each variable as a strong edit variable and suggests `initial`, in order; False when
    the phase budget ran out first (checked every 8 variables, never after the last)."""
    last = len(variables) - 1
    for j, v in enumerate(variables):
        s.addEditVariable(v, "strong")
        s.suggestValue(v, initial)
        if not (j & 7) and j < last and pc() - t0 > BUDGET:
            return False
    return True


BUILD_ORDER = "constraints-first"  # set from the config


def build_phases(s, cns, edit_vars, initial, run, observe, per_constraint=False):
    """The timed build of chain, hugging row and cells in BUILD_ORDER. Keep in step with
    `buildPhases` in SolverWorkloads.swift.

    edit-first: build_ms = the edit variables added and suggested `initial`, the constraints, one
    update. constraints-first: build_ms = the constraints, one update; then attach_ms = the edit
    variables added and suggested `initial`, one update. per_constraint also records
    build_per_constraint_us. After each completed phase the (untimed) values observe(attached)
    returns become checks "build.<name>" / "attach.<name>". Returns False when a phase was cut
    short by the budget (its metric noted "aborted", a lower bound; the run ends there).
    """
    edit_first = BUILD_ORDER == "edit-first"
    totals = {"build_ms": 1e3}
    if per_constraint:
        totals["build_per_constraint_us"] = 1e6 / len(cns)
    checkpoint(run, "build", totals)
    with Timer() as build:
        if edit_first:
            for v in edit_vars:
                s.addEditVariable(v, "strong")
                s.suggestValue(v, initial)
        complete = add_all(s, cns, build.t0)
        if complete:
            s.updateVariables()
    for name, scale in totals.items():
        run.metrics[name] = build.seconds * scale
        if not complete:
            run.notes[name] = "aborted"
    if not complete:
        return False
    run.checks.update({f"build.{k}": v for k, v in observe(edit_first).items()})
    if edit_first:
        return True

    checkpoint(run, "attach edit", {"attach_ms": 1e3})
    with Timer() as attach:
        attached = attach_all(s, edit_vars, initial, attach.t0)
        if attached:
            s.updateVariables()
    run.metrics["attach_ms"] = attach.seconds * 1e3
    if not attached:
        run.notes["attach_ms"] = "aborted"
        return False
    run.checks.update({f"attach.{k}": v for k, v in observe(True).items()})
    return True


# --------------------------------------------------------------------------------------------
# chain


def chain(cfg, k):
    n = cfg["sizes"][k]
    edits = cfg["edits"][k]
    gap = cfg["spacing"]
    L = [Variable(f"L{i}") for i in range(n)]
    W = [Variable(f"W{i}") for i in range(n)]
    R = Variable("R")
    cns = [L[0] == 0]
    for i in range(n):
        cns.append(W[i] >= 10)
        cns.append((W[i] == 50) | "weak")
        if i > 0:
            cns.append(L[i] == L[i - 1] + W[i - 1] + gap)
    cns.append(R == L[n - 1] + W[n - 1])
    initial = 50.0 * n + gap * (n - 1)

    run = Run()
    run.info["constraints"] = len(cns)
    s = Solver()
    # R is at the natural width after the build with or without the edit variable
    if not build_phases(s, cns, [R], initial, run,
                        lambda attached: {"R": R.value(), "sumW": sum(w.value() for w in W)}):
        return run
    checkpoint(run, "edits")
    trace = []
    with Timer() as edit:
        for value in edits:
            s.suggestValue(R, value)
            s.updateVariables()
            trace.append(R.value())
            if pc() - edit.t0 > BUDGET:
                break
    run.metrics["edit_us"] = edit.seconds * 1e6 / len(trace)
    run.traces["R"] = trace
    if len(trace) < len(edits):
        run.notes["edit_us"] = f"{len(trace)}/{len(edits)}"
    else:
        run.checks.update({"R": R.value(), "sumW": sum(w.value() for w in W)})
    return run


# --------------------------------------------------------------------------------------------
# hugging row


def hugging(cfg):
    n, gap = cfg["n"], cfg["spacing"]
    CL, CW, CR = Variable("container.left"), Variable("container.width"), Variable("container.right")
    L = [Variable(f"L{i}") for i in range(n)]
    W = [Variable(f"W{i}") for i in range(n)]
    hug, comp = priority(cfg["huggingPriority"]), priority(cfg["compressionPriority"])
    nat, minw = cfg["natural"], cfg["minWidth"]
    cns = [CL == 0, CR == CL + CW]
    for i in range(n):
        cns.append(W[i] >= minw)
        cns.append((W[i] <= nat) | hug)
        cns.append((W[i] >= nat) | comp)
        cns.append(L[i] == CL if i == 0 else L[i] == L[i - 1] + W[i - 1] + gap)
    cns.append(L[n - 1] + W[n - 1] == CR)
    initial = nat * n + gap * (n - 1)

    run = Run()
    run.info["constraints"] = len(cns)
    s = Solver()
    # every view at its natural width after the build, with or without the edit variable
    if not build_phases(s, cns, [CW], initial, run,
                        lambda attached: {"right": CR.value(), "sumW": sum(w.value() for w in W)}):
        return run
    checkpoint(run, "resizes")
    widths = cfg["widths"]
    trace = []
    with Timer() as sweep:
        for w in widths:
            s.suggestValue(CW, w)
            s.updateVariables()
            trace.append(CR.value())
            if pc() - sweep.t0 > BUDGET:
                break
    run.metrics["resize_us"] = sweep.seconds * 1e6 / len(trace)
    run.traces["right"] = trace
    if len(trace) < len(widths):
        run.notes["resize_us"] = f"{len(trace)}/{len(widths)}"
    run.checks.update({"right": CR.value(), "sumW": sum(w.value() for w in W)})
    if len(trace) < len(widths):
        del run.checks["right"], run.checks["sumW"]
    eps = 1e-6
    # Probes (untimed): properties every optimum has, whatever the distribution among views.
    s.suggestValue(CW, cfg["probeCompressed"])
    s.updateVariables()
    run.checks["compressed.right"] = CR.value()
    run.checks["compressed.views>natural"] = sum(1 for w in W if w.value() > nat + eps)
    run.checks["compressed.views<min"] = sum(1 for w in W if w.value() < minw - eps)
    s.suggestValue(CW, cfg["probeStretched"])
    s.updateVariables()
    run.checks["stretched.right"] = CR.value()
    run.checks["stretched.views<natural"] = sum(1 for w in W if w.value() < nat - eps)
    return run


# --------------------------------------------------------------------------------------------
# independent cells


CELL_CONSTRAINTS = 18


def make_cell(k):
    """Keep in step with SolverWorkloads.swift `Cell`."""
    V = {name: Variable(f"cell{k}.{name}") for name in (
        "left", "top", "width", "height",
        "image.left", "image.top", "image.width", "image.height",
        "title.left", "title.top", "title.width", "title.height",
        "subtitle.left", "subtitle.top", "subtitle.width", "subtitle.height")}
    cl, ct, cw, ch = V["left"], V["top"], V["width"], V["height"]
    il, it, iw, ih = V["image.left"], V["image.top"], V["image.width"], V["image.height"]
    tl, tt, tw, th = V["title.left"], V["title.top"], V["title.width"], V["title.height"]
    sl, st, sw, sh = V["subtitle.left"], V["subtitle.top"], V["subtitle.width"], V["subtitle.height"]
    cns = [
        cl == 0,
        ct == 0,
        il == cl + 16,
        iw == 40,
        ih == 40,
        it + 0.5 * ih == ct + 0.5 * ch,          # image centred vertically
        it >= ct + 8,
        tl == il + iw + 12,
        tl + tw == cl + cw - 16,
        tt == ct + 8,
        th == 20,
        sl == tl,
        sl + sw == tl + tw,
        st == tt + th + 4,
        sh == 16,
        ct + ch >= st + sh + 8,
        (ch == 44) | "weak",
        tw >= 10,
    ]
    assert len(cns) == CELL_CONSTRAINTS
    return V, cns


def cells(cfg, k):
    m = cfg["sizes"][k]
    built = [make_cell(i) for i in range(m)]
    cns = [c for _, cell in built for c in cell]
    W = [V["width"] for V, _ in built]
    TW = [V["title.width"] for V, _ in built]
    CH = [V["height"] for V, _ in built]
    run = Run()
    run.info["constraints"] = len(cns)
    s = Solver()

    # Without its width edit variable a cell's width (and title width) is free: any value is
    # optimal, so only the heights are compared until the widths are attached.
    def observe(attached):
        values = {"sumH": sum(h.value() for h in CH)}
        if attached:
            values["sumTitleW"] = sum(t.value() for t in TW)
        return values

    if not build_phases(s, cns, W, cfg["initialWidth"], run, observe, per_constraint=True):
        return run
    checkpoint(run, "edits")
    one_cell, one_width = cfg["oneCell"][k], cfg["oneWidth"][k]
    trace = []
    with Timer() as one:
        for c, w in zip(one_cell, one_width):
            s.suggestValue(W[c], w)
            s.updateVariables()
            trace.append(TW[c].value())
            if pc() - one.t0 > BUDGET:
                break
    run.metrics["edit_one_us"] = one.seconds * 1e6 / len(trace)
    run.traces["one.titleW"] = trace
    complete = len(trace) == len(one_cell)
    if not complete:
        run.notes["edit_one_us"] = f"{len(trace)}/{len(one_cell)}"

    all_widths = cfg["allWidths"]
    trace = []
    with Timer() as every:
        for w in all_widths:
            for v in W:
                s.suggestValue(v, w)
            s.updateVariables()
            trace.append(TW[0].value() + TW[-1].value())
            if pc() - every.t0 > BUDGET:
                break
    run.metrics["resize_all_ms"] = every.seconds * 1e3 / len(trace)
    run.traces["all.titleW"] = trace
    if len(trace) < len(all_widths):
        run.notes["resize_all_ms"] = f"{len(trace)}/{len(all_widths)}"
        complete = False
    if complete:
        run.checks["sumTitleW"] = sum(t.value() for t in TW)
        run.checks["sumH"] = sum(h.value() for h in CH)
    return run


# --------------------------------------------------------------------------------------------
# churn


def churn(cfg):
    X = [Variable(name) for name in cfg["variableNames"]]
    specs = cfg["constraints"]
    current = [spec_constraint(sp, X) for sp in specs]
    frames, per = cfg["frames"], cfg["perFrame"]
    removes, changes, consts = cfg["removes"], cfg["changes"], cfg["changeConstants"]
    # kiwi has no in-place constant change: a change is remove(old) + add(new). The new constraints
    # are built here, before the clock starts (construction is not timed on either side).
    replacements = [spec_constraint(specs[slot], X, constant=c) for slot, c in zip(changes, consts)]
    probe = X[cfg["variableNames"].index("form.height")]
    run = Run()
    run.info["constraints"] = len(specs)
    s = Solver()
    for c in current:
        s.addConstraint(c)
    s.updateVariables()
    trace = []
    with Timer() as t:
        i = 0
        for _ in range(frames):
            for j in range(i, i + per):
                c = current[removes[j]]
                s.removeConstraint(c)
                s.addConstraint(c)
            for j in range(i, i + per):
                slot = changes[j]
                s.removeConstraint(current[slot])
                new = replacements[j]
                s.addConstraint(new)
                current[slot] = new
            i += per
            s.updateVariables()
            trace.append(probe.value())
            if pc() - t.t0 > BUDGET:
                break
    run.metrics["frame_us"] = t.seconds * 1e6 / len(trace)
    run.traces["form.height"] = trace
    if len(trace) < frames:
        run.notes["frame_us"] = f"{len(trace)}/{frames}"
    else:
        for name, v in zip(cfg["variableNames"], X):
            run.checks[name] = v.value()
    run.info["frames"] = len(trace)
    return run


# --------------------------------------------------------------------------------------------
# screen-sized layouts


def lay_out(cns, X):
    """One layout: a fresh solver, the constraints, one update, every variable's value.
    Keep in step with SolverWorkloads.layOut (ScreenWorkloads.swift)."""
    s = Solver()
    for c in cns:
        s.addConstraint(c)
    s.updateVariables()
    return [x.value() for x in X]


def screen(cfg):
    X = [Variable(name) for name in cfg["variableNames"]]
    cns = [spec_constraint(sp, X) for sp in cfg["constraints"]]
    layouts = cfg["layouts"]
    run = Run()
    run.info["constraints"] = len(cns)
    done = 0
    values = []
    with Timer() as t:
        while done < layouts:
            values = lay_out(cns, X)
            done += 1
            if pc() - t.t0 > BUDGET:
                break
    run.metrics["layout_us"] = t.seconds * 1e6 / done
    run.metrics["per_constraint_us"] = t.seconds * 1e6 / (done * len(cns))
    if done < layouts:
        run.notes["layout_us"] = run.notes["per_constraint_us"] = f"{done}/{layouts}"
    else:
        run.checks.update(dict(zip(cfg["variableNames"], values)))
    run.info["layouts"] = done
    return run


# --------------------------------------------------------------------------------------------
# addDel


def add_del(cfg):
    n, tol = cfg["n"], cfg["tolerance"]
    X = [Variable(f"x{i}") for i in range(n)]
    specs = cfg["constraints"]
    for sp in specs:
        sp["_terms"] = [(X[v], c) for v, c in zip(sp["vars"], sp["coeffs"])]
        sp["_const"] = sp["constant"]
    cns = [spec_constraint(sp, X) for sp in specs]
    run = Run()
    info = run.info
    s = Solver()
    if cfg["stays"]:
        for x in X:
            s.addConstraint((x == 0) | "weak")
    s.updateVariables()

    held = set()
    info.update({"rejected": 0, "errors": 0, "readd_failures": 0})

    def count_violations():
        return sum(1 for i in held if specs[i]["strength"] == "required" and violated(specs[i], tol))

    aborted = False
    checkpoint(run, "add phase")
    with Timer() as add:
        i = 0
        while len(held) < cfg["target"] and i < len(cns):
            try:
                s.addConstraint(cns[i])
                held.add(i)
            except kiwi.UnsatisfiableConstraint:
                info["rejected"] += 1
            except Exception:  # noqa: BLE001 - counted and reported, never fatal
                info["errors"] += 1
            i += 1
            if not (i & 15) and len(held) < cfg["target"] and i < len(cns) and pc() - add.t0 > BUDGET:
                aborted = True
                break
        s.updateVariables()
    info["attempted"] = i
    info["accepted"] = len(held)
    info["violations_after_add"] = count_violations()
    run.metrics["add_ms"] = add.seconds * 1e3
    run.metrics["add_per_constraint_us"] = add.seconds * 1e6 / max(i, 1)
    if aborted:
        run.notes["add_ms"] = run.notes["add_per_constraint_us"] = "aborted"
        return run
    run.checks["accepted"] = float(len(held))
    run.checks["accepted_sig"] = float(sum((j + 1) * (j + 1) for j in held))

    round_seconds, ops = 0.0, 0
    violations = []
    for k, rnd in enumerate(cfg["rounds"]):
        checkpoint(run, f"delete/re-add round {k + 1}")
        with Timer() as t:
            removed = []
            for j in rnd:
                if j in held:
                    s.removeConstraint(cns[j])
                    held.discard(j)
                    removed.append(j)
            for j in reversed(removed):
                try:
                    s.addConstraint(cns[j])
                    held.add(j)
                except kiwi.UnsatisfiableConstraint:
                    info["readd_failures"] += 1
                except Exception:  # noqa: BLE001
                    info["errors"] += 1
            s.updateVariables()
        round_seconds += t.seconds
        ops += 2 * len(removed)
        violations.append(count_violations())
    info["violations_rounds_max"] = max(violations, default=0)
    info["violations_rounds_total"] = sum(violations)
    info["violations_final"] = violations[-1] if violations else info["violations_after_add"]
    run.metrics["round_op_us"] = round_seconds * 1e6 / max(ops, 1)

    remaining = sorted(held)
    checkpoint(run, "delete all")
    with Timer() as delete:
        for j in remaining:
            s.removeConstraint(cns[j])
        s.updateVariables()
    held.clear()
    run.metrics["delete_ms"] = delete.seconds * 1e3
    # with only the stays left every variable must be back at 0
    info["nonzero_after_delete"] = sum(1 for x in X if abs(x.value()) > tol)
    return run


# --------------------------------------------------------------------------------------------


def summarize(runs):
    """Repeats of one workload -> one result: metrics are medians over the repeats."""
    names = list(runs[0].metrics)
    metrics = {k: statistics.median(r.metrics[k] for r in runs if k in r.metrics) for k in names}
    samples = {k: [r.metrics[k] for r in runs if k in r.metrics] for k in names}
    notes = {}
    for r in runs:
        notes.update(r.notes)
    last = runs[-1]
    stable = all(r.checks == last.checks and r.traces == last.traces for r in runs)
    return {"runs": len(runs), "metrics": metrics, "samples": samples, "notes": notes,
            "checks": last.checks, "traces": last.traces, "info": last.info, "checksStable": stable}


def write_output(path, results, repeat, phase=None, totals=None):
    out = {
        "solver": "kiwisolver",
        "version": kiwi.__version__,
        "python": platform.python_version(),
        "repeat": repeat,
        "results": results,
    }
    if phase is not None:
        out["phase"] = phase
    if totals:
        out["phaseTotals"] = totals
        out["phaseStartedAt"] = time.monotonic()
    if path:
        with open(path, "w") as f:
            json.dump(out, f)
    else:
        json.dump(out, sys.stdout)
        sys.stdout.write("\n")


def main():
    global BUDGET, BUILD_ORDER, checkpoint, pc
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", required=True, help="workload JSON written by TrellisBench")
    ap.add_argument("--repeat", type=int, help="override repeatCount from the config")
    ap.add_argument("--only", help="comma-separated workloads: chain,hugging,cells,churn,adddel,screen")
    ap.add_argument("--key", action="append",
                    help="run only this job, e.g. 'chain N=1000' (repeatable; TrellisBench runs one job per process)")
    ap.add_argument("--out", help="write the JSON here instead of stdout")
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = json.load(f)
    repeat = args.repeat or cfg["repeatCount"]
    BUDGET = cfg["phaseBudgetSeconds"]
    if cfg.get("clock", "monotonic") == "thread-cpu":
        pc = time.thread_time  # --cpu-clock: the same clock as the Swift side
    BUILD_ORDER = cfg["buildOrder"]
    if BUILD_ORDER not in ("constraints-first", "edit-first"):
        sys.exit(f"kiwi_bench.py: unknown buildOrder {BUILD_ORDER!r}")
    only = set(args.only.split(",")) if args.only else None

    jobs = []  # (workload, size label, thunk); the same ids as SolverSuite.swift
    for k, n in enumerate(cfg["chain"]["sizes"]):
        jobs.append(("chain", f"N={n}", lambda k=k: chain(cfg["chain"], k)))
    jobs.append(("hugging", f"N={cfg['hugging']['n']}", lambda: hugging(cfg["hugging"])))
    for k, m in enumerate(cfg["cells"]["sizes"]):
        jobs.append(("cells", f"M={m}", lambda k=k: cells(cfg["cells"], k)))
    jobs.append(("churn", f"{len(cfg['churn']['constraints'])} cns", lambda: churn(cfg["churn"])))
    jobs.append(("adddel", f"n={cfg['addDel']['n']}", lambda: add_del(cfg["addDel"])))
    for k, sc in enumerate(cfg["screens"]):
        jobs.append(("screen", f"{sc['target']} cns", lambda sc=sc: screen(sc)))

    results = []
    for workload, size, thunk in jobs:
        if only and workload not in only:
            continue
        if args.key and f"{workload} {size}" not in args.key:
            continue
        runs = []
        started = pc()
        if args.out:
            def checkpoint(run, phase, totals=None, runs=runs, workload=workload, size=size):
                r = summarize(runs + [run])
                r.update({"workload": workload, "size": size})
                write_output(args.out + ".partial", results + [r], repeat, phase, totals)
        while len(runs) < repeat:
            runs.append(thunk())
            gc.collect()
            if pc() - started > cfg["workloadBudgetSeconds"]:
                break
        r = summarize(runs)
        r.update({"workload": workload, "size": size})
        results.append(r)
        print(f"kiwi: {workload} {size}: {len(runs)} run(s), {pc() - started:.1f} s", file=sys.stderr, flush=True)

    write_output(args.out, results, repeat)


if __name__ == "__main__":
    main()
