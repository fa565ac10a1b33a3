"""Hand-built Trickerion states for the core's rule tests: a game after its catalogue and game
block (tables.py, setup_nb.init_game_block_nb) with the starting team, and setters by name, so a
test sets a scenario and calls one action kernel with a scripted choice."""

from __future__ import annotations

import numpy as np

from simkit.games.players import load_players
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import load_composition
from simkit.games.trickerion.engine import new_state
from simkit.games.trickerion.rng import N_STREAMS, seed_game_nb
from simkit.games.trickerion.vocabulary import CATEGORIES, FACE_ANY, FACE_X

COMPOSITION = load_composition()
TRACE_RECORDS = 4096


class _Game:
    strategies_package = "simkit.strategies.trickerion"


REGISTRY = load_players(_Game)  # binds the decision point before any kernel compiles
from simkit.strategies.trickerion.ids import SCRIPTED_ID  # noqa: E402
from simkit.strategies.trickerion.scripted import script_rows  # noqa: E402


def trick(name: str) -> int:
    return COMPOSITION.tricks.id(name)


def comp(name: str) -> int:
    return COMPOSITION.components.id(name)


def ctype(name: str) -> int:
    return COMPOSITION.characters.id(name)


def die(name: str) -> int:
    return COMPOSITION.dice.id(name)


def loc(name: str) -> int:
    return L.LOC_THEATER if name == "Theater" else COMPOSITION.locations.id(name)


def magician(name: str) -> int:
    return COMPOSITION.magicians.id(name)


def sa_card(name: str) -> int:
    return COMPOSITION.special_assignments.names.index(name)


def prophecy(name_or_id: str) -> int:
    """A Prophecy by its name or its id (P01..P27)."""
    pr = COMPOSITION.prophecies
    return pr.ids.index(name_or_id) if name_or_id in pr.ids else pr.names.index(name_or_id)


def face(value) -> int:
    """A die face by its word: a category, "Any", "X", a character type or Coins."""
    if value == "X":
        return FACE_X
    if value == "Any":
        return FACE_ANY
    if value in CATEGORIES:
        return CATEGORIES.index(value)
    if isinstance(value, str):
        return ctype(value)
    return int(value)


def scripted_words(players: int) -> np.ndarray:
    return np.full(L.MAX_SEATS, SCRIPTED_ID, dtype=np.int32)


def fresh(players: int = 4, magicians=None, ruleset: str = "trickerion", **kw) -> np.ndarray:
    """A state right after the game block's setup values, every seat with its Magician (its
    Favourite category) and Apprentice 1 at home; no Tricks, no components, no Specialist (the
    Dark Alley's rulesets: the Special Assignment decks and Prophecies are not laid out yet)."""
    from simkit.games.trickerion.moves_nb import add_character_nb
    from simkit.games.trickerion.setup_nb import init_game_block_nb
    s = new_state(COMPOSITION, ruleset, players, scripted_words(players), **kw)
    init_game_block_nb(s)
    names = magicians or ["The Mechaniker", "The Great Optico", "Master of Chains", "Priestess of Mysticism"]
    tr = trace()
    for p in range(players):
        m = magician(names[p])
        s[L.MAGICIAN + p] = m
        s[L.FAVOURITE + p] = COMPOSITION.magicians.category[m]
        add_character_nb(s, tr, p, 0, ctype("Magician"), L.CH_HOME, 0, 0, 0, 0)
        add_character_nb(s, tr, p, 4, ctype("Apprentice"), L.CH_HOME, 0, 1, 0, 0)
    s[L.TURN] = 1
    s[L.TRACE_COUNT] = 0
    return s


def streams(seed: int = 1, game: int = 0) -> np.ndarray:
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    seed_game_nb(rng, np.uint64(seed), game)
    return rng


def trace() -> np.ndarray:
    return np.zeros((TRACE_RECORDS, 8), dtype=np.int32)


def tracing(s: np.ndarray) -> np.ndarray:
    s[L.TRACING] = 1
    s[L.TRACE_COUNT] = 0
    return trace()


def records(s: np.ndarray, tr: np.ndarray, code: int | None = None) -> list[tuple[int, ...]]:
    rows = [tuple(int(x) for x in row) for row in tr[:s[L.TRACE_COUNT]]]
    return [r for r in rows if code is None or r[0] == code]


def script(*per_seat) -> np.ndarray:
    """Parameter rows playing these option values, seat 0 first."""
    return script_rows([list(v) for v in per_seat])


def give_trick(s, seat: int, name: str, on_card: int = 0, engineer: bool = False) -> int:
    """The seat owns the Trick (lowest free symbol, T4) with ``on_card`` markers prepared."""
    t = trick(name)
    symbol = next(k for k in range(L.SYMBOLS) if s[L.SYMBOL_TRICK + seat * L.SYMBOLS + k] < 0)
    s[L.SYMBOL_TRICK + seat * L.SYMBOLS + symbol] = t
    s[L.TRICK_OWNER + t] = seat
    s[L.TRICK_SYMBOL + t] = symbol
    s[L.TRICK_ON_CARD + t] = on_card
    s[L.MARKERS_FREE + seat * L.SYMBOLS + symbol] -= on_card
    if engineer:
        s[L.ENGINEER_TRICK + seat] = t
    return symbol


def give_components(s, seat: int, **counts) -> None:
    """Components on the seat's board, by name with spaces as underscores (Wood=2)."""
    for name, n in counts.items():
        s[L.HELD + seat * L.MAX_COMPONENTS + comp(name.replace("_", " "))] = n


def manager_pile(s, seat: int, slot: int, name: str, count: int) -> None:
    s[L.HELD + seat * L.MAX_COMPONENTS + comp(name)] = count
    s[L.MANAGER_PILE + seat * 2 + slot] = comp(name)


def give_character(s, seat: int, name: str, state=L.CH_HOME, free: int = 0) -> int:
    """A character of type ``name`` in its first free slot; returns the slot."""
    from simkit.games.trickerion.board_nb import free_slot_for_type_nb
    t = ctype(name)
    ch = free_slot_for_type_nb(s, seat, t)
    at = seat * L.MAX_CHARS + ch
    s[L.CHAR_TYPE + at] = t
    s[L.CHAR_STATE + at] = state
    s[L.CHAR_FREE + at] = free
    return ch


def place(s, seat: int, ch: int, location: str, slot: int) -> None:
    """The character stands on ``slot`` of ``location`` this turn (a scenario's earlier placement)."""
    at = seat * L.MAX_CHARS + ch
    where = loc(location)
    s[L.CHAR_STATE + at] = L.CH_PLACED
    s[L.CHAR_CARD + at] = where
    s[L.CHAR_LOC + at] = where
    s[L.CHAR_SLOT + at] = slot
    code = seat * L.MAX_CHARS + ch
    if where == L.LOC_THEATER:
        s[L.THEATER_OCC + slot] = code
        s[L.WEEKDAY_OWNER + slot // L.THEATER_SLOTS] = seat
    elif s[L.LOC_PER_SEAT + where]:
        s[L.WORKSHOP_OCC + seat * L.MAX_LOC_SLOTS + slot] = code
    else:
        s[L.SLOT_OCC + where * L.MAX_LOC_SLOTS + slot] = code


def set_dice(s, **faces) -> None:
    """Dice by name with spaces as underscores (Trick_1="Optical", Bank_2=5); the others show X."""
    for d in range(s[L.N_DICE]):
        s[L.DICE + d] = FACE_X
    for name, value in faces.items():
        s[L.DICE + die(name.replace("_", " "))] = face(value)


def options(s) -> list[int]:
    return [int(x) for x in s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]]]


# ---- the Dark Alley ------------------------------------------------------------------------------

DA = "trickerion-dark-alley"


# Magicians whose abilities ask nothing at a placement outside the Theater (Mimesis only with an
# opponent's revealed SA card), so a scripted placement meets no ability decision by default
QUIET_MAGICIANS = ["Master of Chains", "Electra", "The Great Optico", "Yoruba Spiritmaster"]


def dark_alley(players: int = 3, ruleset: str = DA, magicians=None, **kw) -> np.ndarray:
    """A Dark Alley state with its SA decks shuffled and its Prophecies laid out (seed 1)."""
    from simkit.games.trickerion.dark_alley_nb import setup_dark_alley_nb
    s = fresh(players, magicians=magicians or QUIET_MAGICIANS, ruleset=ruleset, **kw)
    setup_dark_alley_nb(s, streams(), tracing(s))
    s[L.TRACE_COUNT] = 0
    return s


def deck(s, location) -> list[int]:
    at = loc(location)
    return [int(x) for x in s[L.SA_DECK + at * L.MAX_SA_DECK:L.SA_DECK + at * L.MAX_SA_DECK + s[L.SA_DECK_N + at]]]


def hand(s, seat) -> list[int]:
    return [c for c in range(s[L.N_SA]) if s[L.SA_PLACE + c] == L.SA_IN_HAND and s[L.SA_OWNER + c] == seat]


def into_hand(s, seat, name) -> int:
    card = sa_card(name)
    at = loc(COMPOSITION.special_assignments.location_names[COMPOSITION.special_assignments.location[card]])
    kept = [c for c in deck(s, "Theater" if at == L.LOC_THEATER else COMPOSITION.locations.names[at]) if c != card]
    s[L.SA_DECK + at * L.MAX_SA_DECK:L.SA_DECK + at * L.MAX_SA_DECK + len(kept)] = kept
    s[L.SA_DECK_N + at] = len(kept)
    s[L.SA_PLACE + card] = L.SA_IN_HAND
    s[L.SA_OWNER + card] = seat
    return card


def assigned(s, seat, ch, name) -> int:
    """The seat's character holds the SA card ``name`` (taken from its deck), revealed and unplaced."""
    card = into_hand(s, seat, name)
    at = seat * L.MAX_CHARS + ch
    s[L.CHAR_STATE + at] = L.CH_ASSIGNED
    s[L.CHAR_CARD + at] = s[L.SA_LOC + card]
    s[L.CHAR_SA + at] = card
    s[L.SA_PLACE + card] = L.SA_IN_ASSIGNED
    return card
