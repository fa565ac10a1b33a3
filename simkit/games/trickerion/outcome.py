"""One Trickerion game's result (RULES §5.3) from its final state: a fixed row of ints that the
batch kernel copies out per game (``outcome_row_nb``), and the ``Outcome`` a batch of rows gives.

The row: Fame per seat, the winner, placements, turns, lead changes, capped, decisions, decision
points, each seat's Magician and starting Specialist, the per-seat marks (layout.MARK_*), per seat
the markers performed of every Trick, and the times each Trick was learned.

Outcome: ``scores`` = final Fame (higher wins); ``winners`` = the single winner after the
tie-break (G77); ``length`` = placements; ``rounds`` = turns; the items are the Tricks the ruleset
plays (its levels and modules), ``item_plays`` the markers of a Trick a seat performed,
``item_resolved`` the times it was learned, ``item_fizzled`` 1 when it was learned but no marker
of it was ever performed (T40); the marks are layout's MARK_* by name plus one 0/1 mark per
Magician and per starting Specialist (``magician <name>``, ``specialist <name>``).
"""

from __future__ import annotations

import numpy as np

from simkit.engine.jit import kernel, leaf
from simkit.games.base import Outcome
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.engine import play_checked_nb
from simkit.games.trickerion.rng import N_STREAMS, seed_game_nb
from simkit.games.trickerion.records import RECORD_WIDTH

MARK_COLUMNS = ("performances", "links_created", "link_fame", "link_coins", "fame_performed", "fame_performer",
                "fame_advertise", "fame_endgame", "coins_taken", "shards_gained", "wages_unpaid", "tricks_learned",
                "apprentices_hired", "specialists_hired", "days_thursday", "days_friday", "days_saturday",
                "days_sunday", "sets_up", "prepares", "idle", "unplaceable", "fame_lost",
                "coins_spent_components")  # layout.MARK_* in order
assert len(MARK_COLUMNS) == L.N_MARKS and MARK_COLUMNS[L.MARK_DAYS] == "days_thursday"
assert MARK_COLUMNS[L.MARK_COINS_SPENT_COMPONENTS] == "coins_spent_components"

S = L.MAX_SEATS
T = L.MAX_TRICKS
ROW_FAME = 0
ROW_WINNER = ROW_FAME + S
ROW_PLACEMENTS = ROW_WINNER + 1
ROW_TURNS = ROW_PLACEMENTS + 1
ROW_LEAD_CHANGES = ROW_TURNS + 1
ROW_CAPPED = ROW_LEAD_CHANGES + 1
ROW_DECISIONS = ROW_CAPPED + 1
ROW_DECISION_POINTS = ROW_DECISIONS + 1
ROW_MAGICIAN = ROW_DECISION_POINTS + 1
ROW_SPECIALIST = ROW_MAGICIAN + S
ROW_MARKS = ROW_SPECIALIST + S
ROW_PLAYS = ROW_MARKS + S * L.N_MARKS
ROW_LEARNED = ROW_PLAYS + S * T
ROW_SIZE = ROW_LEARNED + T


@leaf
def outcome_row_nb(s, row):
    """Copy the final state's result fields into ``row`` (ROW_SIZE ints)."""
    for p in range(S):
        row[ROW_FAME + p] = s[L.FAME + p]
        row[ROW_MAGICIAN + p] = s[L.MAGICIAN + p]
        row[ROW_SPECIALIST + p] = s[L.START_SPECIALIST + p]
    row[ROW_WINNER] = s[L.WINNER]
    row[ROW_PLACEMENTS] = s[L.PLACEMENTS]
    row[ROW_TURNS] = s[L.TURN]
    row[ROW_LEAD_CHANGES] = s[L.LEAD_CHANGES]
    row[ROW_CAPPED] = s[L.CAPPED]
    row[ROW_DECISIONS] = s[L.DECISIONS]
    row[ROW_DECISION_POINTS] = s[L.DECISION_POINTS]
    for i in range(S * L.N_MARKS):
        row[ROW_MARKS + i] = s[L.MARKS + i]
    for i in range(S * T):
        row[ROW_PLAYS + i] = s[L.ITEM_PLAYS + i]
    for i in range(T):
        row[ROW_LEARNED + i] = s[L.ITEM_LEARNED + i]


@kernel
def play_rows_nb(master_seed, first_game, template, w, check, rows):
    """Play ``rows.shape[0]`` games, game ``first_game + g`` into row g (``outcome_row_nb``); each
    game starts from a copy of ``template`` (engine.new_state) and depends only on (seed, game, setup)."""
    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    for g in range(rows.shape[0]):
        s[:] = template
        seed_game_nb(rng, master_seed, first_game + g)
        play_checked_nb(s, rng, tr, w, check)
        outcome_row_nb(s, rows[g])


def empty_rows(games: int) -> np.ndarray:
    return np.zeros((games, ROW_SIZE), dtype=np.int32)


def mark_names(composition) -> tuple[str, ...]:
    """Every mark of a game of this composition: layout's, then one per Magician and per Specialist."""
    from simkit.games.trickerion.vocabulary import CHARACTER_KINDS
    chars = composition.characters
    specialist = CHARACTER_KINDS.index("specialist")
    return (MARK_COLUMNS + tuple(f"magician {name}" for name in composition.magicians.names)
            + tuple(f"specialist {name}" for c, name in enumerate(chars.names) if int(chars.kind[c]) == specialist))


def item_tricks(template: np.ndarray) -> np.ndarray:
    """The Trick ids a game plays (the catalogue's TRICK_IN_GAME: the ruleset's levels): the Outcome's items."""
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
    for m, name in enumerate(comp.magicians.names):
        marks[f"magician {name}"] = (magician == m).astype(np.int64)
    specialist = rows[:, ROW_SPECIALIST:ROW_SPECIALIST + n]
    for name in mark_names(comp)[len(MARK_COLUMNS) + len(comp.magicians.names):]:
        c = comp.characters.names.index(name.removeprefix("specialist "))
        marks[name] = (specialist == c).astype(np.int64)
    return Outcome(seed=seed, first_game=first_game, players=n, strategies=list(setup.strategies),
                   item_names=[comp.tricks.names[t] for t in tricks], scores=rows[:, ROW_FAME:ROW_FAME + n].copy(),
                   winners=winners, length=rows[:, ROW_PLACEMENTS].copy(), rounds=rows[:, ROW_TURNS].copy(),
                   lead_changes=rows[:, ROW_LEAD_CHANGES].copy(), capped=rows[:, ROW_CAPPED].copy(),
                   item_plays=plays, item_resolved=learned,
                   item_fizzled=((learned > 0) & (performed == 0)).astype(np.int64),
                   decisions=rows[:, ROW_DECISIONS].copy(), decision_points=rows[:, ROW_DECISION_POINTS].copy(),
                   marks=marks)
