"""Hand-built Trickerion states for the Theater's tests: the catalogue fields the Theater reads,
copied from a composition, and a few setters for scenarios with named cards.

(The full catalogue is tables.py's, on the core's branch; this fills only the Theater's part so
its kernels can be tested alone.)
"""

from __future__ import annotations

import numpy as np

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import load_composition
from simkit.games.trickerion.theater_geometry import fill_geometry, grey_up
from simkit.games.trickerion.vocabulary import CATEGORIES, GRID_SLOTS

COMPOSITION = load_composition()
TRACE_RECORDS = 4096


def slot_id(letter: str) -> int:
    return GRID_SLOTS.index(letter)


def category(name: str) -> int:
    return CATEGORIES.index(name)


def card_id(name: str) -> int:
    return COMPOSITION.performance_cards.id(name)


def trick_id(name: str) -> int:
    return COMPOSITION.tricks.id(name)


def theater_state(players: int = 2, duel: bool | None = None, turn: int = 1, link_bonus: int = 0,
                  composition=COMPOSITION) -> np.ndarray:
    """A state with the Theater's catalogue, seats with no Tricks, an empty track and deck."""
    c = composition
    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    setup, count = c.ruleset("trickerion"), c.player_count(players)
    s[L.N_PLAYERS] = players
    s[L.TURNS] = setup.turns
    s[L.TURN] = turn
    s[L.DUEL] = int(count.performance_side == "duel") if duel is None else int(duel)
    s[L.START_CARDS] = count.start_cards
    s[L.OPT_LINK_BONUS] = link_bonus
    t = c.tricks
    s[L.N_TRICKS] = len(t.names)
    s[L.TRICK_CATEGORY:L.TRICK_CATEGORY + len(t.names)] = t.category
    s[L.TRICK_LEVEL:L.TRICK_LEVEL + len(t.names)] = t.level
    s[L.TRICK_YIELD:L.TRICK_YIELD + 3 * len(t.names)] = t.yields.reshape(-1)
    ch = c.characters
    s[L.N_CHARACTER_TYPES] = len(ch.names)
    s[L.CTYPE_KIND:L.CTYPE_KIND + len(ch.names)] = ch.kind
    s[L.CTYPE_BACKSTAGE:L.CTYPE_BACKSTAGE + 3 * len(ch.names)] = ch.backstage_bonus.reshape(-1)
    th = c.theater
    s[L.N_WEEKDAYS] = len(th.weekdays)
    s[L.WEEKDAY_AP:L.WEEKDAY_AP + len(th.weekdays)] = th.weekday_ap
    s[L.WEEKDAY_YIELD:L.WEEKDAY_YIELD + 3 * len(th.weekdays)] = th.yield_modifier.reshape(-1)
    s[L.LINK_PAYMENT:L.LINK_PAYMENT + 3] = th.link_payment
    s[L.SHARD_CIRCLE_SHARDS] = th.shard_circle_shards
    s[L.PERFORMER_LINK_FAME] = th.performer_link_fame
    p = c.performance_cards
    n = len(p.names)
    s[L.N_PCARDS] = n
    s[L.MARKER_CYCLE:L.MARKER_CYCLE + 4] = p.marker_cycle
    s[L.PC_VENUE:L.PC_VENUE + n] = p.venue
    s[L.PC_SLOTS:L.PC_SLOTS + n * L.GRID] = p.slots.reshape(-1)
    s[L.PC_N_LINKS:L.PC_N_LINKS + n] = p.n_links
    for name, array in ((L.PC_LINK_A, p.link_a), (L.PC_LINK_B, p.link_b), (L.PC_LINK_SHARD, p.link_shard)):
        s[name:name + n * L.MAX_LINKS] = array.reshape(-1)
    s[L.PC_BONUS:L.PC_BONUS + 3 * n] = p.bonus.reshape(-1)
    s[L.PC_GREY_SLOT:L.PC_GREY_SLOT + n * L.MAX_GREY] = p.grey_slot.reshape(-1)
    s[L.PC_GREY_UP:L.PC_GREY_UP + n * L.MAX_GREY] = -1
    for card in range(n):
        for g in range(L.MAX_GREY):
            if p.grey_slot[card, g] >= 0:
                s[L.PC_GREY_UP + card * L.MAX_GREY + g] = grey_up(p.marker_cycle, int(p.grey_slot[card, g]),
                                                                  int(p.grey_facing[card, g]),
                                                                  int(p.grey_category[card, g]))
    fill_geometry(s)
    s[L.START_VENUE] = setup.start_venue
    s[L.N_PDECK] = len(setup.performance_deck)
    s[L.PDECK_VENUES:L.PDECK_VENUES + len(setup.performance_deck)] = setup.performance_deck
    # the game block's "none" values
    for field, size in ((L.TRICK_OWNER, L.MAX_TRICKS), (L.TRICK_SYMBOL, L.MAX_TRICKS),
                        (L.SYMBOL_TRICK, L.MAX_SEATS * L.SYMBOLS), (L.CHAR_TYPE, L.MAX_SEATS * L.MAX_CHARS),
                        (L.WEEKDAY_OWNER, L.MAX_WEEKDAYS), (L.THEATER_OCC, L.MAX_WEEKDAYS * L.THEATER_SLOTS),
                        (L.TRACK_CARD, L.MAX_TRACK), (L.TRACK_OWNER, L.MAX_TRACK * L.GRID),
                        (L.TRACK_SYMBOL, L.MAX_TRACK * L.GRID), (L.TRACK_UP, L.MAX_TRACK * L.GRID),
                        (L.PDECK, L.MAX_PDECK)):
        s[field:field + size] = -1
    s[L.MARKERS_FREE:L.MARKERS_FREE + L.MAX_SEATS * L.SYMBOLS] = L.MARKERS_PER_SYMBOL
    return s


def trace_buffer() -> np.ndarray:
    return np.zeros((TRACE_RECORDS, 8), dtype=np.int32)


def records(s: np.ndarray, tr: np.ndarray) -> list[tuple[int, ...]]:
    return [tuple(int(x) for x in row) for row in tr[:s[L.TRACE_COUNT]]]


def learn(s: np.ndarray, seat: int, trick: str, on_card: int = 0, symbol: int | None = None) -> int:
    """The seat owns ``trick`` with ``on_card`` markers prepared on it; returns its symbol."""
    t = trick_id(trick)
    if symbol is None:
        symbol = next(k for k in range(L.SYMBOLS) if s[L.SYMBOL_TRICK + seat * L.SYMBOLS + k] < 0)
    s[L.SYMBOL_TRICK + seat * L.SYMBOLS + symbol] = t
    s[L.TRICK_OWNER + t] = seat
    s[L.TRICK_SYMBOL + t] = symbol
    s[L.TRICK_ON_CARD + t] = on_card
    s[L.MARKERS_FREE + seat * L.SYMBOLS + symbol] -= on_card
    return symbol


def lay_out(s: np.ndarray, *cards: str) -> None:
    """These cards enter the track in order (with their grey markers when ``s[DUEL]``)."""
    from simkit.games.trickerion.theater_track import enter_card_nb
    for name in cards:
        enter_card_nb(s, card_id(name))


def put_marker(s: np.ndarray, seat: int, trick: str, pos: int, slot: str, facing: str) -> None:
    """Put one of the seat's markers of ``trick`` (from its supply) on the card at ``pos``, its own
    category facing the circle toward slot ``facing`` (a scenario's earlier Set Up)."""
    from simkit.games.trickerion.theater_geometry import _direction
    t = trick_id(trick)
    symbol = int(s[L.TRICK_SYMBOL + t])
    at = pos * L.GRID + slot_id(slot)
    assert s[L.TRACK_OWNER + at] == -1
    d = _direction(slot_id(slot), slot_id(facing))
    cycle = list(s[L.MARKER_CYCLE:L.MARKER_CYCLE + 4])
    s[L.TRACK_OWNER + at] = seat
    s[L.TRACK_SYMBOL + at] = symbol
    s[L.TRACK_UP + at] = (cycle.index(s[L.TRICK_CATEGORY + t]) - d) % 4
    s[L.MARKERS_FREE + seat * L.SYMBOLS + symbol] -= 1


def sides(s: np.ndarray, pos: int, slot: str) -> dict[str, str]:
    up = int(s[L.TRACK_UP + pos * L.GRID + slot_id(slot)])
    cycle = s[L.MARKER_CYCLE:L.MARKER_CYCLE + 4]
    return {name: CATEGORIES[cycle[(up + d) % 4]] for d, name in enumerate(("up", "right", "down", "left"))}
