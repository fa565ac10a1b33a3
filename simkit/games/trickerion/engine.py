"""A Trickerion game from its setup to its end, and the Python entry that builds its state.

``new_state(composition, ruleset, players, words, ...)`` is the state before setup: the
catalogue (tables.py), the seats' strategy words and the setup parameters (Magicians,
Specialists). ``play_game_nb(s, rng, tr, w)`` plays it: setup (setup_nb.py), then each turn
Roll Dice, initiative, Advertise, Assignment (turn_nb.py), Place Characters (placement_nb.py),
the Performance (the Theater's) and End Turn (end_turn_nb.py), then the end scoring and the
winner (scoring_nb.py). Every choice goes through the decision point (decision.py).
"""

from __future__ import annotations

import numpy as np

from simkit.engine.jit import lean_kernel
from simkit.games.base import GameSetupError
from simkit.games.trickerion.abilities_nb import reset_abilities_nb
from simkit.games.trickerion.calls_theater import performance_phase_nb
from simkit.games.trickerion.composition import Composition
from simkit.games.trickerion.academy_turn_nb import classroom_phase_nb
from simkit.games.trickerion.end_turn_nb import end_turn_nb
from simkit.games.trickerion.invariants import check_state_nb
from simkit.games.trickerion.layout import (MAGICIAN, MAGICIAN_IN_GAME, MAX_SEATS,
                                            PHASE, PHASE_PERFORMANCE, START_SPECIALIST, STRATEGY, TURN,
                                            TURNS)
from simkit.games.trickerion.placement_nb import placement_phase_nb
from simkit.games.trickerion.scoring_nb import decide_winner_nb, end_scoring_nb
from simkit.games.trickerion.setup_nb import MAGICIAN_DRAFT, MAGICIAN_RANDOM, SPECIALIST_DRAFT, setup_game_nb
from simkit.games.trickerion.tables import catalogue
from simkit.games.trickerion.turn_nb import advertise_nb, assignment_nb, roll_dice_nb, set_initiative_nb

DRAFT = "draft"
RANDOM = "random"


def new_state(composition: Composition, ruleset: str, players: int, words, magicians="draft",
              specialists="draft", side: str | None = None, blocking: str | None = None,
              options: dict | None = None) -> np.ndarray:
    """The state of a game before setup. ``words``: the strategy word of each seat.
    ``magicians``: "draft" (D1 in seat order), "random" (a chance draw per seat among those
    allowed) or one Magician name (or "draft"/"random") per seat; ``specialists``: "draft" (D4)
    or one Specialist name (or "draft") per seat. ``side``, ``blocking``, ``options``: tables.py."""
    s = catalogue(composition, ruleset, players, side, blocking, options)
    for p in range(players):
        s[STRATEGY + p] = int(words[p])
    names = composition.magicians.names
    chosen = _per_seat(magicians, players, "magicians")
    categories = set()
    for p, name in enumerate(chosen):
        if name == DRAFT:
            s[MAGICIAN + p] = MAGICIAN_DRAFT
        elif name == RANDOM:
            s[MAGICIAN + p] = MAGICIAN_RANDOM
        else:
            if name not in names:
                raise GameSetupError(f"unknown Magician {name!r} (known: {', '.join(names)})")
            m = names.index(name)
            if s[MAGICIAN_IN_GAME + m] == 0:
                raise GameSetupError(f"Magician {name!r} is not in this ruleset's boxes")
            category = int(composition.magicians.category[m])
            if category in categories:
                raise GameSetupError(f"two Magicians of one Favourite category ({name!r}): each seat needs its own")
            categories.add(category)
            s[MAGICIAN + p] = m
    specialist_names = [n for n, k in zip(composition.characters.names, composition.characters.kind) if k == 1]
    for p, name in enumerate(_per_seat(specialists, players, "specialists")):
        if name == DRAFT:
            s[START_SPECIALIST + p] = SPECIALIST_DRAFT
        elif name in specialist_names:
            s[START_SPECIALIST + p] = composition.characters.id(name)
        else:
            raise GameSetupError(f"unknown Specialist {name!r} (known: {', '.join(specialist_names)})")
    for p in range(players, MAX_SEATS):
        s[MAGICIAN + p] = MAGICIAN_DRAFT
        s[START_SPECIALIST + p] = SPECIALIST_DRAFT
    return s


def _per_seat(value, players: int, what: str) -> list[str]:
    names = [value] * players if isinstance(value, str) else list(value)
    if len(names) != players:
        raise GameSetupError(f"{len(names)} {what} for {players} players")
    return [n.strip() for n in names]


@lean_kernel
def play_checked_nb(s, rng, tr, w, check):
    """Play the game in ``s`` (a new_state copy) to its end; StopAtDecision at decision
    ``s[STOP_AT]``. ``check``: verify the invariants after every placement (tests)."""
    setup_game_nb(s, rng, tr, w)
    for turn in range(1, s[TURNS] + 1):
        s[TURN] = turn
        reset_abilities_nb(s)
        roll_dice_nb(s, rng, tr)
        set_initiative_nb(s, tr)
        advertise_nb(s, rng, tr, w)
        assignment_nb(s, rng, tr, w)
        placement_phase_nb(s, rng, tr, w, check)
        s[PHASE] = PHASE_PERFORMANCE
        performance_phase_nb(s, rng, tr, w)
        classroom_phase_nb(s, rng, tr, w)
        end_turn_nb(s, rng, tr, w)
        if check and check_state_nb(s) != 0:
            raise AssertionError("a Trickerion state invariant failed at End Turn (see invariants.py)")
    end_scoring_nb(s, tr)
    decide_winner_nb(s, tr)


@lean_kernel
def play_game_nb(s, rng, tr, w):
    play_checked_nb(s, rng, tr, w, False)


