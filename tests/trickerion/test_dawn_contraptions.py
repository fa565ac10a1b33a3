"""Dawn of Technology's Contraptions on named boards (RULES §1.6 step 1, §1.7, §1.12 step 3, §1.19;
G30, G91, G92; docs/trickerion.md T124-T127): a hand-set `trickerion-full` state, one kernel,
scripted choices. The shipped boards (assumed data): Mechanical Gear Press (Shards 1-2, Prepare +1
marker), Steam Bench (3-4, Prepare 1 AP less), Clockwork Assistant (5-6, Fame 1, both); Escape
Trapdoor (perform: 1 marker back); Spiritual Aether Condenser (a Shard buys 2 AP), Spirit Battery
(the character 1 AP more)."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.contraptions_nb import (NOT_NOW, activate_nb, build_nb, can_build_nb, placement_over_nb,
                                                     reactivate_nb)
from simkit.games.trickerion.effects_nb import (card_op_nb, contraption_character_ap_nb, cost_nb, shard_ap_nb,
                                                spend_card_nb)
from simkit.games.trickerion.placement_nb import action_options_nb
from simkit.games.trickerion.theater_effects import OP_DURABLE, perform_op_nb
from simkit.games.trickerion.workshop_effects_nb import OP_PREPARE_MARKERS, card_prepare_count_nb
from simkit.games.trickerion.vocabulary import ACTIONS
from tests.trickerion.core_state import COMPOSITION, fresh, give_trick, loc, records, script, streams, tracing

FULL = "trickerion-full"
MECHANIKER, CHAINS, YORUBA = "The Mechaniker", "Master of Chains", "Yoruba Spiritmaster"  # Mechanical, Escape, Spiritual
PREPARE = ACTIONS.index("prepare")


def dawn(players: int = 3, **kw):
    return fresh(players, magicians=[MECHANIKER, CHAINS, YORUBA], ruleset=FULL, **kw)


def built(s, seat: int, count: int, active: bool = True) -> None:
    s[L.CONTRAPTIONS_BUILT + seat] = count
    for k in range(count):
        s[L.CONTRAPTION_ACTIVE + seat * L.CONTRAPTIONS + k] = int(active)


def in_force(s, seat: int, *ks: int) -> None:
    for k in ks:
        s[L.CONTRAPTION_ACTIVE + seat * L.CONTRAPTIONS + k] = 0
        s[L.CONTRAPTION_IN_FORCE + seat * L.CONTRAPTIONS + k] = 1


def name(s, seat: int, k: int) -> str:
    return COMPOSITION.contraptions.names[int(s[L.FAVOURITE + seat])][k]


def test_the_boards_are_the_favourite_categories_and_shards_start_at_2():
    s = dawn()
    assert [name(s, p, 0) for p in range(3)] == ["Gear Press", "Trapdoor", "Aether Condenser"]
    assert s[L.START_SHARDS] == 2 and s[L.SHARDS] == 2 and s[L.DAWN] == 1
    assert fresh(3, ruleset="trickerion-academy")[L.DAWN] == 0


def test_build_takes_1_ap_and_1_coin_per_contraption_built_the_lowest_slot_active():
    s = dawn()
    assert can_build_nb(s, 0, 1) and not can_build_nb(s, 0, 0)
    tr = tracing(s)
    assert build_nb(s, tr, 0, 0, 3) == 1
    assert s[L.CONTRAPTIONS_BUILT] == 1 and s[L.CONTRAPTION_ACTIVE] == 1 and s[L.COINS] == 12  # the first: no Coin
    gear_press = int(s[L.FAVOURITE]) * L.CONTRAPTIONS  # its catalogue index: category * 4 + k
    assert records(s, tr, R.EV_ACTION)[0][1:8] == (0, 0, L.ACT_BUILD, 1, 2, gear_press, 0)
    tr = tracing(s)
    build_nb(s, tr, 0, 0, 1)
    assert s[L.CONTRAPTIONS_BUILT] == 2 and s[L.CONTRAPTION_ACTIVE + 1] == 1 and s[L.COINS] == 11
    assert records(s, tr, R.EV_GAIN)[0][1:6] == (0, 0, -1, 0, R.GAIN_BUILD)
    assert s[L.MARKS + L.MARK_CONTRAPTIONS_BUILT] == 2
    built(s, 0, 4)
    assert not can_build_nb(s, 0, 3)  # at most 4
    s = dawn()
    built(s, 0, 2)
    s[L.COINS] = 1
    assert not can_build_nb(s, 0, 3)  # 2 Coins due
    s = dawn(options={"contraption_coins": 1})  # G91's option: no Coins
    built(s, 0, 3)
    s[L.COINS] = 0
    assert can_build_nb(s, 0, 1)


def test_the_workshop_offers_build_only_with_dawn():
    s = dawn()
    workshop = loc("Workshop")
    k = action_options_nb(s, 0, 0, workshop, 0, 3)
    assert L.ACT_BUILD in [int(s[L.OPTIONS + i]) for i in range(k)]
    s = fresh(3, ruleset="trickerion-academy")
    k = action_options_nb(s, 0, 0, workshop, 0, 3)
    assert L.ACT_BUILD not in [int(s[L.OPTIONS + i]) for i in range(k)]


def test_activation_asks_each_active_contraption_bottom_up_and_turns_it_inactive_in_force():
    s = dawn()
    built(s, 0, 3)
    s[L.CONTRAPTION_ACTIVE + 1] = 0  # Steam Bench Inactive: not asked
    tr = tracing(s)
    activate_nb(s, streams(), tr, script([NOT_NOW, 2]), 0)  # Gear Press no, Clockwork Assistant yes
    assert [int(s[L.CONTRAPTION_ACTIVE + k]) for k in range(3)] == [1, 0, 0]
    assert [int(s[L.CONTRAPTION_IN_FORCE + k]) for k in range(3)] == [0, 0, 1]
    clockwork = int(s[L.FAVOURITE]) * L.CONTRAPTIONS + 2
    assert records(s, tr, R.EV_CONTRAPTION) == [(R.EV_CONTRAPTION, 0, clockwork, R.CONTRAPTION_ACTIVATED, 0, 0, 0, 0)]
    assert s[L.MARKS + L.MARK_CONTRAPTIONS_ACTIVATED] == 1


def test_a_prepare_contraption_adds_its_markers_and_cuts_the_ap_once_and_two_do_not_add_up():
    s = dawn()
    rings = give_trick(s, 0, "Linking Rings")  # prepare 1 AP, 2 markers
    built(s, 0, 3)
    assert card_prepare_count_nb(s, 0, rings, 0) == 2
    in_force(s, 0, 0)  # Gear Press: +1 marker
    assert card_prepare_count_nb(s, 0, rings, 0) == 3
    in_force(s, 0, 1)  # Steam Bench: 1 AP less, at least 0
    assert cost_nb(s, L.ACT_PREPARE, 2) == 1
    in_force(s, 0, 2)  # Clockwork Assistant's +1 marker does not add to Gear Press' (T126)
    assert card_prepare_count_nb(s, 0, rings, 0) == 3
    spend_card_nb(s, L.ACT_PREPARE)  # the placement's first Prepare used them (G28)
    assert card_op_nb(s, PREPARE, OP_PREPARE_MARKERS, 0, 0) < 0 and cost_nb(s, L.ACT_PREPARE, 2) == 2
    placement_over_nb(s, 0)
    assert all(s[L.CONTRAPTION_IN_FORCE + k] == 0 for k in range(4))


def test_spiritual_contraptions_give_the_character_ap_and_the_shard_two():
    s = dawn()
    built(s, 2, 2)
    assert contraption_character_ap_nb(s, False, 3) == 3 and shard_ap_nb(s) == 1
    in_force(s, 2, 0)  # Aether Condenser
    assert shard_ap_nb(s) == 2
    in_force(s, 2, 1)  # Spirit Battery
    assert contraption_character_ap_nb(s, True, 1) == 2  # an Apprentice too ("all")


def test_a_perform_contraption_waits_for_the_seats_performance_then_end_turn_ends_it():
    s = dawn()
    built(s, 1, 1)
    in_force(s, 1, 0)  # Trapdoor
    assert card_op_nb(s, ACTIONS.index("set_up"), OP_DURABLE, 0, 0) < 0  # not a placement's text
    placement_over_nb(s, 1)
    assert perform_op_nb(s, 1, OP_DURABLE, 0, 0) >= 0 and perform_op_nb(s, 0, OP_DURABLE, 0, 0) < 0
    reactivate_nb(s, tracing(s))
    assert perform_op_nb(s, 1, OP_DURABLE, 0, 0) < 0


def test_reactivation_needs_the_shards_of_its_space_and_gives_its_fame():
    s = dawn()
    built(s, 0, 3, active=False)  # all three Inactive; needs 2, 4, 6
    s[L.SHARDS] = 4
    tr = tracing(s)
    reactivate_nb(s, tr)
    assert [int(s[L.CONTRAPTION_ACTIVE + k]) for k in range(3)] == [1, 1, 0]
    assert s[L.SHARDS] == 4 and s[L.FAME] == 3  # Shards not spent; Fame 0 for these two: no gain
    assert len(records(s, tr, R.EV_CONTRAPTION)) == 2 and records(s, tr, R.EV_GAIN) == []
    s[L.SHARDS] = 6
    tr = tracing(s)
    reactivate_nb(s, tr)
    assert s[L.CONTRAPTION_ACTIVE + 2] == 1 and s[L.FAME] == 4  # Clockwork Assistant: 1 Fame
    gain = records(s, tr, R.EV_GAIN)[0]
    assert gain[1:6] == (0, 1, 0, 0, R.GAIN_CONTRAPTION) and s[L.MARKS + L.MARK_FAME_CONTRAPTIONS] == 1
    unbuilt = dawn()
    unbuilt[L.SHARDS] = 8
    reactivate_nb(unbuilt, tracing(unbuilt))
    assert all(unbuilt[L.CONTRAPTION_ACTIVE + k] == 0 for k in range(4))  # nothing built, nothing turns


def test_a_declined_placement_ends_the_texts_activated_for_it():
    from simkit.games.trickerion.placement_nb import seat_placement_nb
    s = dawn(options={"may_decline": 1})
    built(s, 2, 2)  # Yoruba: Aether Condenser and Spirit Battery, both "any"
    at = 2 * L.MAX_CHARS
    s[L.CHAR_STATE + at] = L.CH_ASSIGNED
    s[L.CHAR_CARD + at] = loc("Downtown")
    tr = tracing(s)
    assert seat_placement_nb(s, streams(), tr, script([], [], [0, NOT_NOW, 256]), 2)  # activate, keep, decline
    assert s[L.CHAR_STATE + at] == L.CH_UNPLACEABLE and s[L.CONTRAPTION_ACTIVE + 8] == 0
    assert all(s[L.CONTRAPTION_IN_FORCE + 8 + k] == 0 for k in range(4))  # not in force for the next seat's placement
    assert shard_ap_nb(s) == 1
