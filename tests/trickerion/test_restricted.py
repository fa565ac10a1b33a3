"""Trickerion's restricted play (strategies/trickerion/wrappers.py, docs/trickerion.md T49-T50).

Restricted seats play whole seeded games against planners; their traces say what they took
(``trick`` events with the cause ``setup``, ``engineer_bonus`` or ``learn``; ``specialist``;
``character`` hired; ``gain`` of the cause ``advertise``), and the unrestricted base at the same
seat in the same games takes it, so every test can fail. The games replay through the referee.
"""

import pytest

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.strategies.names import StrategyNameError
from simkit.strategies.trickerion.ids import PARAM_RESTRICT, PARAM_RESTRICT_ARG, RESTRICTED
from tests.trickerion.core_state import COMPOSITION, REGISTRY, ctype, fresh, set_dice
from tests.trickerion.referee import check_trace

GAMES = 12
SEED = 20261202
ACQUIRED = ("setup", "engineer_bonus", "learn")  # a Trick coming to a seat (TRICK_CAUSES)


def category_of(name: str) -> str:
    from simkit.games.trickerion.vocabulary import CATEGORIES
    return CATEGORIES[int(COMPOSITION.tricks.category[COMPOSITION.tricks.id(name)])]


def games(lineup: str, players: int = 4, games: int = GAMES, seed: int = SEED, **params) -> list[list[dict]]:
    setup = GAME.make_setup("trickerion", players, None, lineup, params=params)
    return [GAME.trace(setup, seed, game) for game in range(games)]


def tricks_taken(events, seat, category):
    return [e["trick"] for e in events if e["event"] == "trick" and e["seat"] == seat and e["cause"] in ACQUIRED
            and category_of(e["trick"]) == category]


def specialists_taken(events, seat, name):
    return ([e for e in events if e["event"] == "specialist" and e["seat"] == seat and e["specialist"] == name]
            + [e for e in events if e["event"] == "character" and e["seat"] == seat and e["cause"] == "hire"
               and e["character"] == name])


def advertised(events, seat):
    return [e for e in events if e["event"] == "gain" and e["seat"] == seat and e["cause"] == "advertise"]


def accepted(tables):
    for events in tables:
        check_trace(events)
    return True


# ---- names -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, canonical", [
    ("restricted:planner:nolearn=Optical", "restricted:planner:nolearn=optical"),
    ("Restricted:greedy:coins=0.3:nohire=ENGINEER", "restricted:greedy:coins=0.3:nohire=engineer"),
    ("restricted:random:stop=0:noadvertise", "restricted:random:stop=0:noadvertise"),
    ("restricted:search:rollouts=2:nolearn=escape", "restricted:search:rollouts=2:nolearn=escape")])
def test_restricted_names_round_trip_on_their_base(name, canonical):
    seat = REGISTRY.parse_strategy(name)
    base = REGISTRY.parse_strategy(canonical.split(":", 1)[1].rsplit(":", 1)[0])
    assert seat.name == canonical and REGISTRY.parse_strategy(canonical) == seat
    assert seat.word == base.word | RESTRICTED
    assert seat.weights[:PARAM_RESTRICT] == base.weights[:PARAM_RESTRICT]
    assert seat.weights[PARAM_RESTRICT_ARG + 1:] == base.weights[PARAM_RESTRICT_ARG + 1:]


def test_the_row_names_the_category_and_the_specialist():
    from simkit.games.trickerion.vocabulary import CATEGORIES
    assert REGISTRY.parse_strategy("restricted:planner:nolearn=spiritual").weights[PARAM_RESTRICT_ARG] == \
        CATEGORIES.index("Spiritual")
    assert REGISTRY.parse_strategy("restricted:planner:nohire=manager").weights[PARAM_RESTRICT_ARG] == ctype("Manager")


@pytest.mark.parametrize("name, problem", [
    ("restricted:planner:nolearn=Fire",
     "unknown Trick category 'Fire' (known: Escape, Mechanical, Optical, Spiritual)"),
    ("restricted:planner:nohire=Apprentice", "unknown Specialist 'Apprentice' (known: Engineer, Manager, Assistant)"),
    ("restricted:planner:nolearn", "'nolearn' is not one of nolearn=<category>, nohire=<specialist>, noadvertise"),
    ("restricted:planner:noadvertise=1", "is not one of"),
    ("restricted:planner", "write restricted:<base strategy>:<what>"),
    ("restricted:restricted:planner:noadvertise:noadvertise", "wrappers do not nest"),
    ("restricted:bogus:noadvertise", "unknown Trickerion strategy 'bogus'")])
def test_bad_restricted_names_are_one_line(name, problem):
    with pytest.raises(StrategyNameError) as caught:
        REGISTRY.parse_strategy(name)
    assert problem in str(caught.value) and "\n" not in str(caught.value)


# ---- the wrapper on a hand-made list ---------------------------------------------------------------

def restricted_row(what: str):
    words, w = REGISTRY.seat_arrays([REGISTRY.parse_strategy(f"restricted:planner:{what}")] * 2)
    return w


def test_the_wrapper_sets_the_category_aside_and_puts_the_full_list_back():
    from simkit.strategies.trickerion.wrappers import restrict_nb, unrestrict_nb
    s = fresh(2)
    w = restricted_row("nolearn=optical")
    optical = [t for t in range(s[L.N_TRICKS]) if category_of(COMPOSITION.tricks.names[t]) == "Optical"][:2]
    other = [t for t in range(s[L.N_TRICKS]) if category_of(COMPOSITION.tricks.names[t]) == "Escape"][:2]
    full = [optical[0], other[0], optical[1], other[1]]
    s[L.CTX_KIND] = L.DECIDE_LEARN_TRICK
    s[L.OPTIONS:L.OPTIONS + 4] = full
    s[L.N_OPTIONS] = 4
    assert restrict_nb(s, w, 0, 4) == 2
    assert list(s[L.OPTIONS:L.OPTIONS + 2]) == other and s[L.N_OPTIONS] == 2
    assert unrestrict_nb(s, 4, 1) == 3  # the second kept option is the fourth of the full list
    assert list(s[L.OPTIONS:L.OPTIONS + 4]) == full and s[L.N_OPTIONS] == 4
    s[L.OPTIONS:L.OPTIONS + 2] = optical  # nothing else legal: the restriction yields
    assert restrict_nb(s, w, 0, 2) == 2 and list(s[L.OPTIONS:L.OPTIONS + 2]) == optical


def test_noadvertise_sets_aside_only_the_advertise_and_other_kinds_pass():
    from simkit.strategies.trickerion.wrappers import restrict_nb
    s = fresh(2)
    w = restricted_row("noadvertise")
    s[L.CTX_KIND] = L.DECIDE_ADVERTISE
    s[L.OPTIONS:L.OPTIONS + 2] = [0, 1]
    assert restrict_nb(s, w, 0, 2) == 1 and s[L.OPTIONS] == 0
    s[L.CTX_KIND] = L.DECIDE_SHARD_AP
    s[L.OPTIONS:L.OPTIONS + 2] = [0, 1]
    assert restrict_nb(s, w, 0, 2) == 2


def test_learn_is_set_aside_when_only_tricks_of_the_category_could_be_learned():
    from simkit.strategies.trickerion.wrappers import set_aside_nb
    s = fresh(2)  # seat 0: The Mechaniker, Favourite Mechanical: its Favourite needs no die
    s[L.COINS] = 50
    set_dice(s)  # every die X: only the Favourite category is learnable
    assert set_aside_nb(s, restricted_row("nolearn=mechanical"), 0, L.DECIDE_ACTION, L.ACT_LEARN)
    assert not set_aside_nb(s, restricted_row("nolearn=optical"), 0, L.DECIDE_ACTION, L.ACT_LEARN)
    set_dice(s, Trick_1="Optical")
    assert not set_aside_nb(s, restricted_row("nolearn=mechanical"), 0, L.DECIDE_ACTION, L.ACT_LEARN)


def test_hire_is_set_aside_when_the_specialist_is_the_only_type_on_the_inn_dice():
    from simkit.strategies.trickerion.wrappers import set_aside_nb
    s = fresh(2)
    w = restricted_row("nohire=engineer")
    set_dice(s, Inn_1="Engineer")
    assert set_aside_nb(s, w, 0, L.DECIDE_ACTION, L.ACT_HIRE)
    set_dice(s, Inn_1="Engineer", Inn_2="Apprentice")
    assert not set_aside_nb(s, w, 0, L.DECIDE_ACTION, L.ACT_HIRE)
    assert set_aside_nb(s, w, 0, L.DECIDE_HIRE, ctype("Engineer"))
    assert not set_aside_nb(s, w, 0, L.DECIDE_HIRE, ctype("Apprentice"))


# ---- whole games -----------------------------------------------------------------------------------

CATEGORY = "Optical"  # the planner at seat 0 takes Optical Tricks in these games (checked below)
SPECIALIST = "Engineer"


def test_a_restricted_planner_never_takes_a_trick_of_the_category_its_base_takes():
    base = games("planner")
    restricted = games(f"restricted:planner:nolearn={CATEGORY.lower()},planner,planner,planner")
    assert sum(len(tricks_taken(events, 0, CATEGORY)) for events in base) > 0
    assert [tricks_taken(events, 0, CATEGORY) for events in restricted] == [[]] * GAMES
    assert sum(1 for events in restricted for e in events if e["event"] == "action" and e["seat"] == 0
               and e["action"] == "learn_trick") > 0  # it still learns, other categories
    assert accepted(restricted)


def test_a_restricted_planner_never_chooses_nor_hires_the_specialist_its_base_does():
    base = games("planner")
    restricted = games(f"restricted:planner:nohire={SPECIALIST.lower()},planner,planner,planner")
    assert sum(len(specialists_taken(events, 0, SPECIALIST)) for events in base) > 0
    assert [specialists_taken(events, 0, SPECIALIST) for events in restricted] == [[]] * GAMES
    assert accepted(restricted)


def test_a_restricted_planner_never_advertises_where_its_base_does():
    base = games("planner")
    restricted = games("restricted:planner:noadvertise,planner,planner,planner")
    assert sum(len(advertised(events, 0)) for events in base) > 0
    assert [advertised(events, 0) for events in restricted] == [[]] * GAMES
    assert accepted(restricted)


def test_restricted_greedy_and_random_hold_back_too():
    for base in ("greedy", "random:stop=0"):
        restricted = games(f"restricted:{base}:nolearn=escape,{base},{base}", players=3, games=6)
        assert [tricks_taken(events, 0, "Escape") for events in restricted] == [[]] * 6
        assert accepted(restricted)


def test_the_restriction_yields_when_the_magician_given_has_the_favourite():
    """T49: The Great Optico's Favourite is Optical and the starting Trick is of the Favourite, so
    the seat starts with an Optical Trick (the only legal choice), and learns none after."""
    magicians = "The Great Optico,The Mechaniker,Master of Chains,Priestess of Mysticism"
    tables = games("restricted:planner:nolearn=optical,planner,planner,planner", games=4, magicians=magicians)
    for events in tables:
        taken = [e for e in events if e["event"] == "trick" and e["seat"] == 0 and e["cause"] in ACQUIRED
                 and category_of(e["trick"]) == "Optical"]
        assert [e["cause"] for e in taken] == ["setup"]
    assert accepted(tables)


def test_a_restricted_search_never_advertises_and_is_deterministic():
    name = "restricted:search:rollouts=2:noadvertise,planner"
    a = games(name, players=2, games=2, seed=3)
    assert [advertised(events, 0) for events in a] == [[], []]
    assert games(name, players=2, games=1, seed=3) == a[:1]
    assert accepted(a)
