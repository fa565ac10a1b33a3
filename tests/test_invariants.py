"""Invariants on random games: every card in exactly one place, at every moment."""

import numpy as np
import pytest

import simkit.strategies.trickster.dispatch  # noqa: F401
from simkit.games.trickster import layout as L
from simkit.api import make_setup, trace_events
from simkit.games.trickster.batch import trace_game_nb
from simkit.games.trickster.tracebuf import RECORD_WIDTH
from simkit.strategies.trickster.registry import seat_arrays


def key(place):
    return tuple(place[:2]) if place[0] in ("hand", "tableau") else (place[0],)


def replay_places(events):
    """Follow every card through deal and moves; fail if a move names a place the card is not in."""
    where = {}
    for i, e in enumerate(events):
        if e["event"] == "deal":
            where = {}
            for name, cards in (("deck", e["deck"]), ("trash", e["trash"]), ("timeline", e["timeline"])):
                for card in cards:
                    assert card not in where, f"event {i}: {card} dealt twice"
                    where[card] = (name,)
            for seat, hand in enumerate(e["hands"]):
                for card in hand:
                    assert card not in where, f"event {i}: {card} dealt twice"
                    where[card] = ("hand", seat)
            assert len(where) == 56
        elif e["event"] == "move":
            assert where[e["card"]] == key(e["from"]), f"event {i}: {e} but the card is in {where[e['card']]}"
            where[e["card"]] = key(e["to"])
        elif e["event"] == "round_end":
            assert all(place[0] != "hand" for place in where.values()), "a hand card was not scored"
            assert not any(place == ("pot",) for place in where.values()), "cards left in the pot"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_card_in_exactly_one_place(players):
    for seed in range(40):
        replay_places(trace_events("cot", players, "random", "random" if seed % 2 else "cautious", seed=seed))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_final_state_zone_lists_agree_with_card_locations(players):
    setup = make_setup("cot", players, "random", "random")
    ids, weights = seat_arrays(setup.strategies)
    for seed in range(20):
        records = np.zeros((60_000, RECORD_WIDTH), dtype=np.int32)
        s = trace_game_nb(np.uint64(seed), 0, players, setup.rules_array(), setup.deck_array(), setup.pool_array(),
                          setup.catalog.steps_table(), ids, weights, records)
        seen = []
        for zone in range(L.N_ZONES):
            for i in range(s[L.ZONE_COUNT + zone]):
                card = s[L.ZONE_CARDS + zone * L.MAX_CARDS + i]
                assert s[L.LOC + card] == zone and s[L.POS + card] == i
                seen.append(card)
        assert sorted(seen) == list(range(56))
        assert s[L.ZONE_COUNT + L.ZONE_POT] == 0
        assert sum(s[L.ZONE_COUNT + L.ZONE_TABLEAU0 + p] for p in range(players)) + \
            s[L.ZONE_COUNT + L.ZONE_TRASH] + s[L.ZONE_COUNT + L.ZONE_DECK] + s[L.ZONE_COUNT + L.ZONE_TIMELINE] == 56
