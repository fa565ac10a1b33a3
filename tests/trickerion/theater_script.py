"""Scripted answers for the Theater's deciding kernels in tests: the kernel's Python body runs
(``py_func``) with its module's ``ask_nb`` replaced by a script, while everything it calls stays
compiled. The script sees each decision's kind and options, as a strategy would."""

from __future__ import annotations

import numpy as np

from simkit.games.trickerion import layout as L


class Script:
    """Answers decisions in order: each answer is a function of the options (a list of option
    values) returning the chosen value, or a value that must be among them."""

    def __init__(self, *answers):
        self.answers = list(answers)
        self.asked: list[tuple[int, int, list[int]]] = []  # (kind, seat, options)

    def __call__(self, s, rng, w, seat, kind, n):
        options = [int(x) for x in s[L.OPTIONS:L.OPTIONS + n]]
        self.asked.append((int(kind), int(seat), options))
        if n == 1:
            return options[0]
        answer = self.answers.pop(0)
        value = answer(options) if callable(answer) else answer
        assert value in options, (value, options)
        return value


def run(monkeypatch, module, kernel, script, *args):
    """Run ``kernel`` of ``module`` with ``script`` answering its decisions."""
    monkeypatch.setattr(module, "ask_nb", script)
    rng = np.zeros(8, dtype=np.uint64)
    w = np.zeros((4, 8), dtype=np.float64)
    return getattr(kernel, "py_func", kernel)(args[0], rng, args[1], w, *args[2:])
