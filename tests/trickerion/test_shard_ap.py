"""The Shard's +1 AP (D12, G26) for greedy and the planner (docs/trickerion.md T51): the placement
in progress is in the state (PLACING, PLACING_AP), and greedy pays a Shard when the AP it adds
buys ``shardmargin`` more than the Shard is worth, when ``shardap=1`` (off by default: buying
measured worse than never)."""

import numpy as np

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.strategies.trickerion import weights as W
from simkit.strategies.trickerion.ids import N_PARAMS
from tests.trickerion.core_state import fresh, place, set_dice, streams
from tests.trickerion.referee import check_trace


def rows(**changes):
    values = W.default_row(N_PARAMS)
    for key, value in changes.items():
        values[W.V_DEFAULTS[key][0]] = value
    return np.tile(np.array(values), (L.MAX_SEATS, 1))


def shard_choice(ap: int, bank: int, **weights) -> int:
    """Greedy's answer at D12 for Apprentice 1 placed Downtown with ``ap`` AP: the only action worth
    anything is Take Coins from the Bank die showing ``bank`` (no Trick left to learn, every other
    die X: nobody to hire)."""
    from simkit.strategies.trickerion.greedy import greedy_nb
    s = fresh(2)
    s[L.SHARDS] = 1
    s[L.COINS] = 0
    for t in range(s[L.N_TRICKS]):  # nothing to learn: every Trick owned by the other seat
        s[L.TRICK_OWNER + t] = 1
    set_dice(s, Bank_1=bank)
    place(s, 0, 4, "Downtown", 0)
    s[L.PLACING] = 4
    s[L.PLACING_AP] = ap
    s[L.CTX_KIND] = L.DECIDE_SHARD_AP
    s[L.CTX_SEAT] = 0
    s[L.N_OPTIONS] = 2
    s[L.OPTIONS:L.OPTIONS + 2] = [0, 1]
    return int(s[L.OPTIONS + greedy_nb(s, streams(), rows(**weights), 0, 2)])


def test_greedy_pays_a_shard_for_the_ap_that_makes_an_action_affordable():
    assert shard_choice(ap=2, bank=6, shardap=1, shardmargin=0) == 1  # 3 AP take 6 Coins (2.7) for a Shard (1.2)
    assert shard_choice(ap=2, bank=6, shardap=1, shardmargin=1) == 1  # 2.7 - 1.2 beats a margin of 1


def test_greedy_keeps_the_shard_when_the_ap_buys_nothing_or_too_little():
    assert shard_choice(ap=3, bank=6, shardap=1, shardmargin=0, coins=0.45) == 0  # 4 AP take the Coins once, as 3 do
    assert shard_choice(ap=2, bank=2, shardap=1, shardmargin=0, coins=0.45) == 0  # 2 Coins (0.9) are worth less than the Shard
    assert shard_choice(ap=2, bank=6, shardap=1, shardmargin=2, coins=0.45) == 0  # 2.7 - 1.2 is within a margin of 2
    assert shard_choice(ap=2, bank=6, shardap=0, shardmargin=0, coins=0.45) == 0  # never
    assert shard_choice(ap=2, bank=6) == 0  # the default: never (T51: buying measured worse)


def test_the_placement_in_progress_is_in_the_state_at_the_shard_and_every_action():
    """At D12 and D13 PLACING is the deciding seat's character just placed, PLACING_AP its AP
    (at D12 before the Shard); outside a placement PLACING is -1."""
    from simkit.strategies.trickerion.contract import play_to
    setup = GAME.make_setup("trickerion", 2, None, "planner")
    end = play_to(setup, 5, 0, 0)[0]
    assert end[L.PLACING] == -1
    seen = set()
    for k in range(1, int(end[L.DECISIONS]) + 1, 3):
        s = play_to(setup, 5, 0, k)[0]
        kind, seat, ch = int(s[L.CTX_KIND]), int(s[L.CTX_SEAT]), int(s[L.PLACING])
        if kind in (L.DECIDE_SHARD_AP, L.DECIDE_ACTION):
            at = seat * L.MAX_CHARS + ch
            assert ch >= 0 and s[L.CHAR_STATE + at] == L.CH_PLACED
            where, slot = s[L.CHAR_LOC + at], s[L.CHAR_SLOT + at]
            full = s[L.CTYPE_AP + s[L.CHAR_TYPE + at]] + (
                s[L.WEEKDAY_AP + slot // L.THEATER_SLOTS] if where == L.LOC_THEATER
                else s[L.LOC_SLOT_AP + where * L.MAX_LOC_SLOTS + slot])
            if kind == L.DECIDE_SHARD_AP:
                assert s[L.PLACING_AP] == max(0, full)
            else:
                assert 0 <= s[L.PLACING_AP] <= max(0, full) + 1
            seen.add(kind)
        elif kind in (L.DECIDE_ASSIGN, L.DECIDE_ADVERTISE, L.DECIDE_PLACE_CHARACTER):
            assert ch == -1
    assert L.DECIDE_ACTION in seen


def test_planners_with_shardap_buy_the_ap_in_whole_games_and_the_referee_accepts_them():
    def tables(name):
        setup = GAME.make_setup("trickerion", 4, None, name)
        return [GAME.trace(setup, 20261202, game) for game in range(8)]

    def shards(games):
        return sum(1 for events in games for e in events if e["event"] == "place" and e["shard"])

    new = tables("planner:shardap=1")
    assert shards(new) > 0 and shards(tables("planner")) == 0
    for events in new:
        check_trace(events)
