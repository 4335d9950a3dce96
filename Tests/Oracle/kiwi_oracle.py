#!/usr/bin/env python3
"""Test oracle: solves random constraint systems with kiwisolver for the property tests.

Usage: kiwi_oracle.py CASES.json
Input: a JSON list of cases {"id", "variables", "constraints": [{"terms": [[var, coef], ...],
"constant", "op", "priority"}], "subsets": [[constraint, ...], ...]}.
Output: a JSON list of {"id", "values": [...] | null, "error": str | null,
"satisfiable": [bool per subset]} where a subset is solved with every member required.
Optional priorities map to kiwi's three named strengths: 750 strong, 500 medium, 250 weak.
"""
import json
import sys

from kiwisolver import Solver, UnsatisfiableConstraint, Variable, strength

STRENGTHS = {1000: strength.required, 750: strength.strong, 500: strength.medium, 250: strength.weak}


def build(spec, variables, priority=None):
    expression = spec["constant"]
    for index, coefficient in spec["terms"]:
        expression = expression + coefficient * variables[index]
    relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[spec["op"]]
    return relation | STRENGTHS[priority if priority is not None else spec["priority"]]


def solve(case):
    variables = [Variable(f"v{i}") for i in range(case["variables"])]
    solver = Solver()
    try:
        for spec in case["constraints"]:
            solver.addConstraint(build(spec, variables))
        solver.updateVariables()
        values, error = [v.value() for v in variables], None
    except Exception as failure:  # kiwi raises for unbounded objectives too
        values, error = None, f"{type(failure).__name__}: {failure}"
    satisfiable = []
    for subset in case.get("subsets", []):
        probe = Solver()
        try:
            for spec in subset:
                probe.addConstraint(build(spec, variables, 1000))
            satisfiable.append(True)
        except UnsatisfiableConstraint:
            satisfiable.append(False)
    return {"id": case["id"], "values": values, "error": error, "satisfiable": satisfiable}


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        cases = json.load(handle)
    json.dump([solve(case) for case in cases], sys.stdout)


if __name__ == "__main__":
    main()
