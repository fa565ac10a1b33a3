"""The ``Outcome`` of a batch of Trickerion games (RULES §5.3) from the rows the batch entry kernel
copies out of each final state (outcome_nb.py).

Outcome: ``scores`` = final Fame (higher wins); ``winners`` = the single winner after the
tie-break (G77); ``length`` = placements; ``rounds`` = turns; the items are the Tricks the ruleset
plays (its levels and modules), ``item_plays`` the markers of a Trick a seat performed,
``item_resolved`` the times it was learned, ``item_fizzled`` 1 when it was learned but no marker
of it was ever performed (T40); the marks are layout's MARK_* by name plus one 0/1 mark per
Magician and per starting Specialist (``magician <name>``, ``specialist <name>``).
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import Outcome
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.outcome_nb import (ROW_CAPPED, ROW_DECISION_POINTS, ROW_DECISIONS, ROW_FAME,
                                                ROW_LEAD_CHANGES, ROW_LEARNED, ROW_MAGICIAN, ROW_MARKS,
                                                ROW_PLACEMENTS, ROW_PLAYS, ROW_SIZE, ROW_SPECIALIST, ROW_TURNS,
                                                ROW_WINNER, S, T)

MARK_COLUMNS = ("performances", "links_created", "link_fame", "link_coins", "fame_performed", "fame_performer",
                "fame_advertise", "fame_endgame", "coins_taken", "shards_gained", "wages_unpaid", "tricks_learned",
                "apprentices_hired", "specialists_hired", "days_thursday", "days_friday", "days_saturday",
                "days_sunday", "sets_up", "prepares", "idle", "unplaceable", "fame_lost",
                "coins_spent_components", "sa_drawn", "sa_used", "sa_plus_ap", "fortune_tellings", "fame_ability", "fame_effects",
                "renovations", "fame_renovate", "fame_banners", "fame_classroom", "coins_classroom", "practices",
                "teaches", "secrets_learned", "academy_placements", "coins_renovate",
                "contraptions_built", "contraptions_activated", "fame_contraptions")  # layout.MARK_* in order
assert len(MARK_COLUMNS) == L.N_MARKS and MARK_COLUMNS[L.MARK_DAYS] == "days_thursday"
assert MARK_COLUMNS[L.MARK_COINS_SPENT_COMPONENTS] == "coins_spent_components"
assert MARK_COLUMNS[L.MARK_RENOVATIONS] == "renovations" and MARK_COLUMNS[L.MARK_COINS_RENOVATE] == "coins_renovate"

def empty_rows(games: int) -> np.ndarray:
    return np.zeros((games, ROW_SIZE), dtype=np.int32)


def offered_magicians(composition) -> list[int]:
    """The Magician ids some ruleset of the composition offers (its ``magician_boxes``)."""
    boxes = {b for rules in composition.rulesets.values() for b in rules.magician_boxes}
    return [m for m in range(len(composition.magicians.names)) if int(composition.magicians.box[m]) in boxes]


def mark_names(composition) -> tuple[str, ...]:
    """Every mark of a game of this composition: layout's, then one per Magician offered and per Specialist."""
    from simkit.games.trickerion.vocabulary import CHARACTER_KINDS
    chars = composition.characters
    specialist = CHARACTER_KINDS.index("specialist")
    return (MARK_COLUMNS + tuple(f"magician {composition.magicians.names[m]}" for m in offered_magicians(composition))
            + tuple(f"specialist {name}" for c, name in enumerate(chars.names) if int(chars.kind[c]) == specialist))


def item_tricks(template: np.ndarray) -> np.ndarray:
    """The Trick ids a game plays (the catalogue's TRICK_IN_GAME: the ruleset's levels; with the dawn module also
    the Signature Tricks, ids after the standard ones, Composition.trick_names): the Outcome's items."""
    n = int(template[L.N_TRICKS])
    return np.flatnonzero(template[L.TRICK_IN_GAME:L.TRICK_IN_GAME + n]).astype(np.int64)


def outcome_of(rows: np.ndarray, setup, seed: int, first_game: int) -> Outcome:
    """The Outcome of a batch's rows (one per game, ``outcome_row_nb``)."""
    rows = rows.astype(np.int64)
    n, comp = setup.players, setup.composition
    games = rows.shape[0]
    tricks = item_tricks(setup.template)
    winners = np.zeros((games, n), dtype=np.int64)
    winner = rows[:, ROW_WINNER]
    has = (winner >= 0) & (winner < n)
    winners[np.flatnonzero(has), winner[has]] = 1
    plays = rows[:, ROW_PLAYS:ROW_PLAYS + S * T].reshape(games, S, T)[:, :n][:, :, tricks]
    learned = rows[:, ROW_LEARNED:ROW_LEARNED + T][:, tricks]
    performed = plays.sum(axis=1)
    marks_block = rows[:, ROW_MARKS:ROW_MARKS + S * L.N_MARKS].reshape(games, S, L.N_MARKS)[:, :n]
    marks = {name: marks_block[:, :, k] for k, name in enumerate(MARK_COLUMNS)}
    magician = rows[:, ROW_MAGICIAN:ROW_MAGICIAN + n]
    offered = offered_magicians(comp)
    for m in offered:
        marks[f"magician {comp.magicians.names[m]}"] = (magician == m).astype(np.int64)
    specialist = rows[:, ROW_SPECIALIST:ROW_SPECIALIST + n]
    for name in mark_names(comp)[len(MARK_COLUMNS) + len(offered):]:
        c = comp.characters.names.index(name.removeprefix("specialist "))
        marks[name] = (specialist == c).astype(np.int64)
    return Outcome(seed=seed, first_game=first_game, players=n, strategies=list(setup.strategies),
                   item_names=[comp.trick_names[t] for t in tricks], scores=rows[:, ROW_FAME:ROW_FAME + n].copy(),
                   winners=winners, length=rows[:, ROW_PLACEMENTS].copy(), rounds=rows[:, ROW_TURNS].copy(),
                   lead_changes=rows[:, ROW_LEAD_CHANGES].copy(), capped=rows[:, ROW_CAPPED].copy(),
                   item_plays=plays, item_resolved=learned,
                   item_fizzled=((learned > 0) & (performed == 0)).astype(np.int64),
                   decisions=rows[:, ROW_DECISIONS].copy(), decision_points=rows[:, ROW_DECISION_POINTS].copy(),
                   marks=marks)
