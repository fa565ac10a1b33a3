"""The strategy library: names and weights, wrappers, the search player's samples."""

import numpy as np
import pytest

from simkit.games.trickster import layout as L
from simkit.api import SetupError, make_setup, play, trace_events
from simkit.games.trickster.knowledge import knows_nb
from simkit.strategies.trickster.registry import (FEATURES, HEURISTIC_ID, PERSONALITIES, SEARCH_ID, UnknownStrategy,
                                 parse_strategy, seat_arrays)
from simkit.strategies.trickster.search import determinize_nb
from simkit.strategies.trickster.contract import positions as setup_positions
from simkit.strategies.trickster.dispatch import decide_at_nb

# ---- names -------------------------------------------------------------------


@pytest.mark.parametrize("name", list(PERSONALITIES))
def test_a_personality_is_its_heuristic_weights(name):
    plain, long = parse_strategy(name), parse_strategy(f"heuristic:{name}")
    assert plain == long and plain.word == HEURISTIC_ID and plain.name == name
    assert plain.weights == tuple(PERSONALITIES[name][f] for f in FEATURES)


def test_weights_are_data_and_the_name_says_them_all():
    st = parse_strategy("heuristic:dumper:dump=2.5")
    assert st.name == "heuristic:variety=0.5:block=0.5:dump=2.5:hunt=0.3:majority=0.5"
    assert parse_strategy(st.name) == st  # a canonical name parses back to the same seat
    explicit = parse_strategy("heuristic:block=2:variety=0.125")
    assert explicit.weights == (0.125, 2.0, 0.0, 0.0, 0.0)


def test_search_parameters():
    st = parse_strategy("search:rollouts=8:policy=random")
    assert st.word & L.STRATEGY_ID_MASK == SEARCH_ID and st.word & L.STRATEGY_DEFERS
    assert st.name == "search:rollouts=8:policy=random"
    assert parse_strategy("search").name == "search"


def test_wrappers_name_their_base_and_hero():
    st = parse_strategy("restricted:heuristic:hunter:guard")
    assert st.name == "restricted:hunter:Guard"
    assert st.word & L.STRATEGY_ID_MASK == HEURISTIC_ID
    assert (st.word >> L.WRAP_SHIFT) & L.WRAP_MASK == L.WRAP_RESTRICTED
    assert parse_strategy("noeffect:search:Brigand").word & L.STRATEGY_DEFERS


@pytest.mark.parametrize("name, message", [
    ("cleverest", "unknown strategy 'cleverest' (known: random, cautious"),
    ("heuristic", "name a personality"),
    ("heuristic:bold", "unknown personality 'bold'"),
    ("heuristic:cautious:speed=2", "'speed=2' is not one of variety=..."),
    ("heuristic:dump=lots", "dump must be a number"),
    ("heuristic:dump=nan", "dump must be finite"),
    ("search:rollouts=0", "rollouts must be a whole number of at least 1"),
    ("search:policy=greedy", "policy must be one of random, cautious"),
    ("restricted:cautious", "write restricted:<base strategy>:<hero>"),
    ("restricted:cautious:Jester", "unknown hero 'Jester'"),
    ("noeffect:restricted:cautious:Guard:Nomad", "wrappers do not nest"),
    ("random:fast", "unknown strategy 'random:fast'"),
    ("scripted", "unknown strategy 'scripted'"),
])
def test_bad_names_say_what_is_wrong(name, message):
    with pytest.raises(UnknownStrategy, match=None) as info:
        parse_strategy(name)
    assert message in str(info.value)
    with pytest.raises(ValueError):
        make_setup("cot", 4, "beginner", name)


def test_seat_arrays_hold_words_and_weight_rows():
    words, w = seat_arrays(["random", "hunter", "search:rollouts=5"])
    assert words[:3].tolist() == [0, HEURISTIC_ID, SEARCH_ID | L.STRATEGY_DEFERS]
    assert w[1, :5].tolist() == [PERSONALITIES["hunter"][f] for f in FEATURES]
    assert w[2, 8] == 5


def test_setup_keeps_canonical_names():
    setup = make_setup("cot", 4, "beginner", "random,heuristic:hunter,restricted:random:guard,search")
    assert setup.strategies == ["random", "hunter", "restricted:random:Guard", "search"]
    with pytest.raises(SetupError):
        make_setup("cot", 4, "beginner", "random,random")


# ---- wrappers ----------------------------------------------------------------


def test_restricted_play_keeps_the_hero_back_until_it_is_the_only_legal_card():
    setup = make_setup("cot", 4, "beginner", "restricted:cautious:Guard,cautious,cautious,cautious")
    res = play(setup, 400, seed=5)
    guard = setup.heroes.index("Guard")
    restricted, free = res.plays[:, 0, guard].mean(), res.plays[:, 1:, guard].mean()
    assert 0 < restricted < 0.6 * free  # played only when forced: still sometimes
    for s, rng, w in setup_positions(setup, 3, 40):
        seat = int(s[L.CTX_SEAT])
        if seat != 0 or s[L.CTX_KIND] != L.DECIDE_PLAY:
            continue
        options = s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]].tolist()
        others = [c for c in options if s[L.SLOT_HERO + s[L.CARD_SLOT + c]] != setup.catalog.index("Guard")]
        chosen = options[decide_at_nb(s.copy(), rng, w, seat)]
        if others:
            assert chosen in others


def test_noeffect_ignores_the_heros_effect_and_counts_it_as_neither():
    setup = make_setup("cot", 4, "beginner", "noeffect:cautious:Brigand,cautious,cautious,cautious")
    res = play(setup, 300, seed=6)
    brigand = setup.heroes.index("Brigand")
    assert res.plays[:, 0, brigand].sum() > 100
    counted = res.effects_resolved[:, brigand] + res.effects_fizzled[:, brigand]
    np.testing.assert_array_equal(counted, res.plays[:, 1:, brigand].sum(axis=1))
    events = trace_events("cot", 4, "beginner", setup.strategies, seed=6)
    ignored = [e for e in events if e["event"] == "effect" and e["hero"] == "Brigand" and e["player"] == 0]
    assert ignored and not any(e["resolved"] for e in ignored)


# ---- search ------------------------------------------------------------------


def hidden_layout(s, seat):
    n = s[L.N_PLAYERS]
    return {zone: [s[L.ZONE_CARDS + zone * L.MAX_CARDS + i] for i in range(s[L.ZONE_COUNT + zone])]
            for zone in [p for p in range(n) if p != seat] + [L.ZONE_DECK]}


def test_a_sample_deals_only_the_cards_the_seat_cannot_know():
    unknown = np.zeros(L.MAX_CARDS, dtype=np.bool_)
    pool = np.zeros(L.MAX_CARDS, dtype=np.int32)
    moved_somewhere = 0
    for s, rng, _ in setup_positions(make_setup("cot", 4, "strategist", "random"), 2, 12):
        seat = int(s[L.CTX_SEAT])
        known = [c for c in range(s[L.N_CARDS]) if knows_nb(s, seat, c)]
        before = hidden_layout(s, seat)
        sample = s.copy()
        determinize_nb(sample, rng.copy(), seat, unknown, pool)
        after = hidden_layout(sample, seat)
        assert {z: len(c) for z, c in after.items()} == {z: len(c) for z, c in before.items()}
        visible = [i for i in range(L.STATE_SIZE)
                   if not (L.ZONE_CARDS <= i < L.CARD_SUIT or L.LOC <= i < L.ZONE_COUNT or L.KNOWERS <= i < L.STRATEGY_SCRATCH)]
        assert np.array_equal(sample[visible], s[visible])
        for card in known:  # every known card stays where it is
            assert sample[L.LOC + card] == s[L.LOC + card]
        for card in range(s[L.N_CARDS]):  # the lists and the card places agree
            zone, pos = sample[L.LOC + card], sample[L.POS + card]
            assert sample[L.ZONE_CARDS + zone * L.MAX_CARDS + pos] == card
        moved_somewhere += sum(a != b for z in before for a, b in zip(before[z], after[z]))
    assert moved_somewhere > 0


def test_samples_spread_an_unknown_card_over_the_hidden_places():
    """Over many samples an unknown card lands in each hidden zone about as often as the zone
    has unknown places."""
    s, rng, _ = next(setup_positions(make_setup("cot", 4, "beginner", "random"), 8, 3))
    seat = int(s[L.CTX_SEAT])
    unknown = np.zeros(L.MAX_CARDS, dtype=np.bool_)
    pool = np.zeros(L.MAX_CARDS, dtype=np.int32)
    card = next(c for c in range(s[L.N_CARDS]) if not knows_nb(s, seat, c))
    counts = {}
    for _ in range(3000):
        sample = s.copy()
        determinize_nb(sample, rng, seat, unknown, pool)
        zone = int(sample[L.LOC + card])
        counts[zone] = counts.get(zone, 0) + 1
    places = {z: sum(1 for c in cards if not knows_nb(s, seat, c)) for z, cards in hidden_layout(s, seat).items()}
    total = sum(places.values())
    for zone, n in places.items():
        assert abs(counts.get(zone, 0) / 3000 - n / total) < 0.04


def test_a_position_is_the_state_at_that_decision():
    from simkit.api import SetupError, decisions_in, position_at
    setup = make_setup("cot", 4, "strategist", "cautious")
    total = decisions_in(setup, seed=4, game=2)
    assert total > 100
    pos = position_at(setup, 4, 2, 37)
    assert pos.state[L.DECISIONS] == 37 and 0 <= pos.seat < 4 and pos.state[L.N_OPTIONS] >= 2
    again = position_at(setup, 4, 2, 37)
    assert np.array_equal(again.state, pos.state) and np.array_equal(again.streams, pos.streams)
    with pytest.raises(SetupError, match=f"has {total} decisions"):
        position_at(setup, 4, 2, total + 1)
