"""Fortune Telling and Fate Weaving for greedy (and the planner, which takes greedy's gains at its
Dark Alley actions): a Prophecy's worth to a seat (strategies/trickerion/prophecy.py, read from
its primitives), the fortune told when next turn's Prophecy would be better for the seat after
the turn (G48), and the Priestess' Pending slot (T62); docs/trickerion.md T100."""

import numpy as np

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.effects_nb import _op, _param
from simkit.strategies.trickerion import weights as W
from simkit.strategies.trickerion.ids import N_PARAMS
from simkit.games.trickerion.vocabulary import CATEGORIES
from tests.trickerion.core_state import COMPOSITION, dark_alley, give_trick, prophecy, streams

ESCAPE = CATEGORIES.index("Escape")
STEP = L.EFFECT_STEPS * L.EFFECT_ROW


def rows(**changes):
    values = W.default_row(N_PARAMS)
    for key, value in changes.items():
        values[W.V_DEFAULTS[key][0]] = value
    return np.tile(np.array(values), (L.MAX_SEATS, 1))


def a_trick(category: str) -> str:
    """A level-1 Trick of the category."""
    tricks = COMPOSITION.tricks
    return next(name for t, name in enumerate(tricks.names)
                if tricks.category[t] == CATEGORIES.index(category) and tricks.level[t] == 1)


def escape_state(players: int = 3):
    """A Dark Alley state on turn II: seat 0 has 3 Escape markers on its Trick card and sets up (a
    marker of its on the track), the others none."""
    s = dark_alley(players)
    s[L.TURN] = 2
    symbol = give_trick(s, 0, a_trick("Escape"), on_card=3)
    on_track(s, 0, symbol)
    return s


def on_track(s, seat, symbol):
    """A marker of the seat's on the first Performance card's first slot."""
    s[L.TRACK_LEN] = max(1, s[L.TRACK_LEN])
    s[L.TRACK_OWNER] = seat
    s[L.TRACK_SYMBOL] = symbol


def worth(s, seat, p, **weights):
    from simkit.strategies.trickerion.prophecy import prophecy_worth_nb
    return prophecy_worth_nb(s, rows(**weights)[seat], seat, p)


def test_escape_markers_ready_make_the_escape_set_up_prophecy_worth_more_to_their_seat():
    s = escape_state()
    p10 = prophecy("Escape Set Up gives 2 Fame")
    mine, theirs = worth(s, 0, p10), worth(s, 1, p10)
    assert mine > 0 > theirs
    assert mine == 2 * 3  # 2 Fame for each of its 3 markers, the others' worth 0
    assert worth(s, 0, prophecy("Mechanical Set Up gives 2 Fame")) == 0  # none of its markers is Mechanical
    s[L.TRACK_OWNER] = -1
    assert worth(s, 0, p10) == 0  # a seat that never sets up: its prepared markers stay where they are
    s[L.TRACK_OWNER] = 0
    symbol = give_trick(s, 1, a_trick("Escape"), on_card=3)  # a rival as ready: the rule helps both alike
    s[L.TRACK_OWNER + 1] = 1
    s[L.TRACK_SYMBOL + 1] = symbol
    assert worth(s, 0, p10) < mine
    assert worth(s, 0, -1) == 0  # no Prophecy


def test_a_designers_prophecy_is_valued_by_its_primitives_not_its_id():
    s = escape_state()
    p10 = prophecy("Escape Set Up gives 2 Fame")
    other = prophecy("Every character has 1 base AP")
    at = L.PR_EFFECT + other * STEP
    s[at:at + STEP] = -1
    s[at:at + L.EFFECT_ROW] = 0
    s[at] = _op("set_up_fame")
    s[at + _param("set_up_fame", "category")] = ESCAPE
    s[at + _param("set_up_fame", "fame")] = 3  # "+3 Fame for setting up an Escape Trick"
    assert worth(s, 0, other) == 1.5 * worth(s, 0, p10)


def test_other_primitives_follow_the_seats_situation():
    s = escape_state()
    s[L.COINS + 0] = 2  # short of Coins: Take Coins next turn
    s[L.COINS + 1] = s[L.COINS + 2] = 20
    assert worth(s, 0, prophecy("Take Coins gives double")) > 0
    assert worth(s, 0, prophecy("Take Coins costs 1 AP")) > 0
    assert worth(s, 1, prophecy("Take Coins gives double")) < 0


def action_choice(s, **weights) -> int:
    """Greedy's action for seat 0's character at the Dark Alley with 1 AP left: stop or tell a fortune."""
    from simkit.strategies.trickerion.greedy import greedy_nb
    s[L.CTX_KIND] = L.DECIDE_ACTION
    s[L.CTX_SEAT] = 0
    s[L.N_OPTIONS] = 2
    s[L.OPTIONS:L.OPTIONS + 2] = [L.ACT_STOP, L.ACT_FORTUNE_TELLING]
    return int(s[L.OPTIONS + greedy_nb(s, streams(), rows(**weights), 0, 2)])


def pending(s, *names):
    for i, name in enumerate(names):
        s[L.PR_PENDING + i] = prophecy(name)


def test_greedy_tells_a_fortune_when_p1_is_better_for_it_than_p0_and_not_when_p0_is():
    s = escape_state()
    pending(s, "Mechanical Set Up gives 2 Fame", "Escape Set Up gives 2 Fame", "Optical Set Up gives 2 Fame")
    assert action_choice(s) == L.ACT_FORTUNE_TELLING  # next turn the Escape Set Ups pay it 6 Fame
    assert action_choice(s, fortune=1e9) == L.ACT_STOP  # the margin switches it off
    pending(s, "Escape Set Up gives 2 Fame", "Mechanical Set Up gives 2 Fame", "Optical Set Up gives 2 Fame")
    assert action_choice(s) == L.ACT_STOP  # p0 is the better one: the turn would lose it
    pending(s, "Mechanical Set Up gives 2 Fame", "Optical Set Up gives 2 Fame", "Spiritual Set Up gives 2 Fame")
    assert action_choice(s) == L.ACT_STOP  # nothing to gain
    pending(s, "Mechanical Set Up gives 2 Fame", "Escape Set Up gives 2 Fame", "Optical Set Up gives 2 Fame")
    s[L.TURN] = s[L.TURNS]  # the last turn: no Prophecy becomes Active any more (T55)
    assert action_choice(s) == L.ACT_STOP


def test_the_planner_reaches_the_same_valuation_at_its_dark_alley_actions():
    from simkit.strategies.trickerion.planner import planner_nb
    s = escape_state()
    for names, expected in (
            (("Mechanical Set Up gives 2 Fame", "Escape Set Up gives 2 Fame", "Optical Set Up gives 2 Fame"),
             L.ACT_FORTUNE_TELLING),
            (("Escape Set Up gives 2 Fame", "Mechanical Set Up gives 2 Fame", "Optical Set Up gives 2 Fame"),
             L.ACT_STOP)):
        pending(s, *names)
        s[L.CTX_KIND] = L.DECIDE_ACTION
        s[L.CTX_SEAT] = 0
        s[L.N_OPTIONS] = 2
        s[L.OPTIONS:L.OPTIONS + 2] = [L.ACT_STOP, L.ACT_FORTUNE_TELLING]
        assert int(s[L.OPTIONS + planner_nb(s, streams(), rows(), 0, 2)]) == expected


def test_the_priestess_weaves_the_pending_prophecy_best_for_her_into_force():
    from simkit.strategies.trickerion.greedy import greedy_nb
    s = escape_state()
    s[L.TURN] = s[L.TURNS] - 1  # next turn is the last: what comes after it does not count
    s[L.PR_ACTIVE] = prophecy("Mechanical Set Up gives 2 Fame")
    pending(s, "Optical Set Up gives 2 Fame", "Spiritual Set Up gives 2 Fame", "Escape Set Up gives 2 Fame")
    s[L.CTX_KIND] = L.DECIDE_ACTION
    s[L.CTX_SEAT] = 0
    s[L.N_OPTIONS] = 2
    s[L.OPTIONS:L.OPTIONS + 2] = [L.ACT_STOP, L.ACT_FATE_WEAVING]
    assert s[L.OPTIONS + greedy_nb(s, streams(), rows(), 0, 2)] == L.ACT_FATE_WEAVING
    s[L.CTX_KIND] = L.DECIDE_FATE_WEAVING
    s[L.N_OPTIONS] = 3
    s[L.OPTIONS:L.OPTIONS + 3] = [0, 1, 2]
    assert greedy_nb(s, streams(), rows(), 0, 3) == 2  # the Escape one, Active now
    pending(s, "Optical Set Up gives 2 Fame", "Escape Set Up gives 2 Fame", "Spiritual Set Up gives 2 Fame")
    assert greedy_nb(s, streams(), rows(), 0, 3) == 0  # p0 goes: Escape Active all next turn rather than half of this one
    s[L.PR_ACTIVE] = prophecy("Escape Set Up gives 2 Fame")
    pending(s, "Optical Set Up gives 2 Fame", "Spiritual Set Up gives 2 Fame", "Mechanical Set Up gives 2 Fame")
    s[L.CTX_KIND] = L.DECIDE_ACTION
    s[L.N_OPTIONS] = 2
    s[L.OPTIONS:L.OPTIONS + 2] = [L.ACT_STOP, L.ACT_FATE_WEAVING]
    assert s[L.OPTIONS + greedy_nb(s, streams(), rows(), 0, 2)] == L.ACT_STOP  # the Active one is hers already
