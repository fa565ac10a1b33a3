"""Every listed strategy: a legal choice, the same choice under the same seed, and no peeking.

Decision points are rebuilt from real traces (the position before each card played). Peeking is
tested by dealing every card the seat cannot see (the other hands and the deck) anew, keeping
each zone's size: a strategy that reads only its own hand and the public zones chooses the same.
(The strategy library will add memory of seen moves; the perturbation will then keep what the
seat saw.)
"""

import numpy as np
import pytest
from numba import njit

from positions import CATALOG, Position
from simkit import layout as L
from simkit.api import trace_events
from simkit.pot import pot_accepts_nb
from simkit.rulesets import get_ruleset
from strategies.dispatch import decide_nb
from strategies.registry import STRATEGIES, seat_arrays

LISTED = [st.name for st in STRATEGIES if st.listed]
GAMES = [("cot", 4, "beginner", 1), ("cot", 3, "strategist", 2), ("cot", 5, "random", 3),
         ("fantasy", 5, "fantasy", 4)]


def decision_points(ruleset, players, deck, seed):
    """(header, zones, pot, sideways, totals, seat) before every card played in a traced game."""
    events = trace_events(ruleset, players, deck, "random", seed=seed)
    header = events[0]
    where, order, sideways, totals = {}, {}, set(), [0] * players
    for e in events[1:]:
        if e["event"] == "deal":
            where = {}
            for card in e["deck"][::-1]:
                where[card] = ("deck",)
            for card in e["trash"]:
                where[card] = ("trash",)
            for card in e["timeline"][::-1]:
                where[card] = ("timeline",)
            for seat, hand in enumerate(e["hands"]):
                for card in hand:
                    where[card] = ("hand", seat)
            order = {card: i for i, card in enumerate(where)}
            sideways = set()
        elif e["event"] == "move":
            if e["cause"] == "play":
                pot = sorted((c for c, p in where.items() if p == ("pot",)), key=order.get)
                yield header, dict(where), pot, set(sideways), list(totals), e["from"][1]
            where[e["card"]] = tuple(e["to"][:2]) if e["to"][0] in ("hand", "tableau") else (e["to"][0],)
            order[e["card"]] = len(order) + 1  # zone lists keep the order cards arrived in
            if e["to"][0] in ("hand", "deck"):
                sideways.discard(e["card"])
        elif e["event"] == "sideways":
            sideways.add(e["card"])
        elif e["event"] == "round_end":
            totals = [t + s for t, s in zip(totals, e["scores"])]


def build(header, where, pot, sideways, totals, strategy, hidden_shuffle=None):
    p = Position(header["heroes"], players=header["players"], catalog=CATALOG,
                 ruleset=get_ruleset(header["ruleset"]))
    cards = [c for c in where if where[c] != ("pot",)]  # the same order in every rebuild
    if hidden_shuffle is not None:
        where = hidden_shuffle(where)
    for card in cards:
        place = where[card]
        p.put(" ".join(str(x) for x in place), card)
    p.start_trick(leader=-1, trickster=0, pot=tuple(pot))
    for card in sideways:
        p.s[L.SIDEWAYS + p.card(card)] = 1
    p.s[L.TOTAL:L.TOTAL + len(totals)] = totals
    ids, w = seat_arrays([strategy] * header["players"])
    p.s[L.STRATEGY:L.STRATEGY + L.MAX_PLAYERS] = ids
    return p, w


@njit
def peeking_decide(s, rng, w, seat):
    """A cheat for the self-check: picks by the first card of the next seat's hand."""
    nxt = (seat + 1) % s[L.N_PLAYERS]
    if s[L.ZONE_COUNT + nxt] == 0:
        return 0
    return s[L.ZONE_CARDS + nxt * L.MAX_CARDS] % s[L.N_OPTIONS]


def choose(p, w, seat, decide=decide_nb):
    """The strategy's option index at this play decision, or None when the play is forced."""
    hand = p.cards(f"hand {seat}")
    options = [p.card(c) for c in hand if pot_accepts_nb(p.s, p.card(c))]
    if len(options) < 2:
        return None, options
    p.s[L.OPTIONS:L.OPTIONS + len(options)] = options
    p.s[L.N_OPTIONS] = len(options)
    p.s[L.CTX_KIND] = L.DECIDE_PLAY
    rng = np.zeros(8, dtype=np.uint64)
    rng[:] = np.arange(1, 9, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
    return decide(p.s, rng, w, seat), options


def reshuffle_hidden(seat, generator):
    """Deal the cards ``seat`` cannot see (other hands, the deck) anew, keeping each zone's size."""
    def shuffle(where):
        hidden = [c for c, place in where.items()
                  if place == ("deck",) or (place[0] == "hand" and place[1] != seat)]
        places = [where[c] for c in hidden]
        moved = dict(where)
        for card, place in zip(hidden, generator.permutation(len(places)).tolist()):
            moved[card] = places[place]
        return moved
    return shuffle


def peeks(strategy, decide, ruleset, players, deck, seed):
    """Check legality and determinism; return how often hidden cards changed the choice."""
    generator = np.random.default_rng(seed)
    checked = changed = 0
    for point in list(decision_points(ruleset, players, deck, seed))[::3]:
        seat = point[5]
        p, w = build(*point[:5], strategy)
        index, options = choose(p, w, seat, decide)
        if index is None:
            continue
        assert 0 <= index < len(options)  # a legal choice
        again, _ = choose(*build(*point[:5], strategy), seat, decide)
        assert again == index  # same state, same seed: same choice
        for _ in range(3):
            blind, _ = choose(*build(*point[:5], strategy, reshuffle_hidden(seat, generator)), seat, decide)
            changed += blind != index
        checked += 1
    assert checked >= 5
    return changed


@pytest.mark.parametrize("strategy", LISTED)
@pytest.mark.parametrize("ruleset, players, deck, seed", GAMES)
def test_legal_deterministic_and_no_peeking(strategy, ruleset, players, deck, seed):
    assert peeks(strategy, decide_nb, ruleset, players, deck, seed) == 0, \
        f"{strategy} changed its play when cards it cannot see changed"


def test_the_check_catches_a_strategy_that_peeks():
    assert peeks("random", peeking_decide, "cot", 4, "beginner", 1) > 0
