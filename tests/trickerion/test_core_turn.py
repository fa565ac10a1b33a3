"""The turn's rules on hand-set states: initiative (G13, G15), Advertise (G16), slots and
blocking (G21, G24, G31, G32), the Shard's AP (G26), wages (G71, G72), Return Characters, Orders
arriving (G73), end scoring (T3) and the tie-break (G77)."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.end_turn_nb import market_arrivals_nb, pay_wages_nb, return_characters_nb
from simkit.games.trickerion.placement_nb import place_character_nb, seat_placement_nb, slot_options_nb
from simkit.games.trickerion.scoring_nb import decide_winner_nb, end_scoring_nb
from simkit.games.trickerion.turn_nb import advertise_nb, assignment_nb, roll_dice_nb, set_initiative_nb
from simkit.games.trickerion.options import pack
from tests.trickerion.core_state import (comp, fresh, give_character, loc, place, records, script, streams,
                                         tracing)

MAGICIAN = 0
APPRENTICE = 4


def test_initiative_fewest_fame_first_ties_keep_the_previous_order():
    s = fresh(4)
    s[L.TURN] = 2
    s[L.ORDER:L.ORDER + 4] = [2, 0, 3, 1]
    s[L.FAME:L.FAME + 4] = [7, 5, 7, 9]
    set_initiative_nb(s, tracing(s))
    assert list(s[L.ORDER:L.ORDER + 4]) == [1, 2, 0, 3]
    assert list(s[L.POSITION:L.POSITION + 4]) == [3, 1, 2, 4]


def test_two_players_use_positions_1_and_3_and_turn_1_is_seat_order():
    s = fresh(2)
    set_initiative_nb(s, tracing(s))
    assert list(s[L.ORDER:L.ORDER + 2]) == [0, 1]
    assert list(s[L.POSITION:L.POSITION + 2]) == [1, 3]


def test_advertise_costs_the_position_and_gives_2_fame_once():
    s = fresh(2)
    set_initiative_nb(s, tracing(s))
    tr = tracing(s)
    advertise_nb(s, streams(), tr, script([1], [1]))
    assert list(s[L.FAME:L.FAME + 2]) == [7, 7]
    assert list(s[L.COINS:L.COINS + 2]) == [10 - 1, 12 - 3]
    assert [r[1:3] for r in records(s, tr, R.EV_ADVERTISE)] == [(0, 1), (1, 3)]
    s[L.COINS + 1] = 2  # below its cost: not asked (a forced "no")
    s[L.ADVERTISED:L.ADVERTISED + 2] = 0
    advertise_nb(s, streams(), tracing(s), script([0], [1]))
    assert s[L.FAME + 1] == 7


def test_assignment_gives_each_home_character_a_card_or_leaves_it_idle():
    s = fresh(2)
    tr = tracing(s)
    choices = [pack(MAGICIAN, loc("Theater") + 1), pack(APPRENTICE, 0)]
    assignment_nb(s, streams(), tr, script(choices, [pack(0, loc("Downtown") + 1), pack(4, loc("Downtown") + 1)]))
    assert s[L.CHAR_CARD] == loc("Theater") and s[L.CHAR_CARD + APPRENTICE] == -1
    assert s[L.HAND + loc("Theater")] == 2 and s[L.MARKS + L.MARK_IDLE] == 1
    at = L.MAX_CHARS
    assert s[L.CHAR_CARD + at] == loc("Downtown") and s[L.CHAR_CARD + at + 4] == loc("Downtown")
    assert s[L.HAND + (L.MAX_LOCATIONS + 1) + loc("Downtown")] == 0
    assert [r[1:4] for r in records(s, tr, R.EV_ASSIGN)][:2] == [(0, 0, loc("Theater")), (0, 4, -1)]


def test_three_players_a_neutral_disc_blocks_the_first_plus_one_slot():
    s = fresh(3)
    s[L.CHAR_STATE] = L.CH_ASSIGNED
    s[L.CHAR_CARD] = loc("Downtown")
    n = slot_options_nb(s, 0, MAGICIAN, True)
    assert [int(x) for x in s[L.OPTIONS:L.OPTIONS + n]] == [0, 2, 3]
    s4 = fresh(4)
    s4[L.CHAR_CARD] = loc("Market Row")
    assert slot_options_nb(s4, 0, MAGICIAN, False) == 4


def test_two_players_a_turn_setup_card_blocks_two_slots_each_turn():
    s = fresh(2)
    from simkit.games.trickerion.setup_nb import shuffle_turn_setup_nb
    shuffle_turn_setup_nb(s, streams(), tracing(s))
    tr = tracing(s)
    roll_dice_nb(s, streams(), tr)
    card = s[L.TS_CURRENT]
    assert card == s[L.TS_DECK] and records(s, tr, R.EV_TURN_SETUP)[0][1] == card
    for name in ("Downtown", "Market Row"):
        where = loc(name)
        blocked = [slot for slot in range(4) if s[L.SLOT_BLOCKED + where * L.MAX_LOC_SLOTS + slot]]
        assert len(blocked) == 2
        s[L.CHAR_CARD] = where
        assert slot_options_nb(s, 0, MAGICIAN, False) == 2
    s[L.CHAR_CARD] = loc("Workshop")
    assert slot_options_nb(s, 0, MAGICIAN, False) == 2  # the seat's own slots: never blocked
    roll_dice_nb(s, streams(), tr)
    assert s[L.TS_CURRENT] == s[L.TS_DECK + 1]


def test_the_theater_weekday_belongs_to_its_first_seat_and_the_stage_to_the_magician():
    s = fresh(2)
    s[L.CHAR_CARD + APPRENTICE] = loc("Theater")
    n = slot_options_nb(s, 0, APPRENTICE, True)
    assert all(o % 3 != 0 for o in s[L.OPTIONS:L.OPTIONS + n]) and n == 8  # backstage of 4 weekdays
    place(s, 1, MAGICIAN, "Theater", 3 * 1 + 0)  # seat 1 claims Friday's stage
    n = slot_options_nb(s, 0, APPRENTICE, True)
    assert all(o // 3 != 1 for o in s[L.OPTIONS:L.OPTIONS + n]) and n == 6
    place(s, 0, MAGICIAN, "Theater", 3 * 3 + 0)  # seat 0 on Sunday: now only Sunday
    n = slot_options_nb(s, 0, APPRENTICE, True)
    assert sorted(int(x) for x in s[L.OPTIONS:L.OPTIONS + n]) == [10, 11]


def test_a_placement_adds_slot_ap_and_a_bought_shard_and_marks_the_weekday():
    s = fresh(2)
    s[L.CHAR_STATE] = L.CH_ASSIGNED
    s[L.CHAR_CARD] = loc("Downtown")
    tr = tracing(s)
    # slot 0 (+2), a Shard (+1): the Magician has 3 + 2 + 1 = 6 AP; then stop
    place_character_nb(s, streams(), tr, script([0, 1, L.ACT_STOP]), 0, MAGICIAN)
    place_rec = records(s, tr, R.EV_PLACE)[0]
    assert place_rec[1:8] == (0, MAGICIAN, loc("Downtown"), 0, 1, 3, 2)
    assert s[L.SHARDS] == 0
    assert records(s, tr, R.EV_PLACEMENT_END)[0][3] == 6
    s[L.CHAR_STATE + APPRENTICE] = L.CH_ASSIGNED
    s[L.CHAR_CARD + APPRENTICE] = loc("Theater")
    place_character_nb(s, streams(), tr, script([3 * 3 + 1]), 0, APPRENTICE)  # Sunday backstage: 1 - 1 = 0 AP
    assert records(s, tr, R.EV_PLACEMENT_END)[1][3] == 0
    assert s[L.MARKS + L.MARK_DAYS + 3] == 1 and s[L.WEEKDAY_OWNER + 3] == 0


def test_a_character_without_a_free_slot_stays_home_unpaid_with_its_card_back():
    s = fresh(2)
    s[L.CHAR_STATE] = L.CH_ASSIGNED
    s[L.CHAR_CARD] = loc("Downtown")
    s[L.HAND + loc("Downtown")] = 1
    for slot in range(4):
        s[L.SLOT_OCC + loc("Downtown") * L.MAX_LOC_SLOTS + slot] = L.MAX_CHARS + 4  # seat 1's, say
    tr = tracing(s)
    assert not seat_placement_nb(s, streams(), tr, script([]), 0)
    assert s[L.CHAR_STATE] == L.CH_UNPLACEABLE and s[L.HAND + loc("Downtown")] == 2
    assert records(s, tr, R.EV_UNPLACEABLE)[0][1:4] == (0, MAGICIAN, loc("Downtown"))
    pay_wages_nb(s, tracing(s))
    assert s[L.COINS] == 10


def test_wages_of_working_characters_one_sum_two_fame_per_coin_short():
    s = fresh(2)
    engineer = give_character(s, 0, "Engineer")
    free = give_character(s, 0, "Apprentice", free=1)
    place(s, 0, engineer, "Workshop", 0)
    place(s, 0, APPRENTICE, "Downtown", 3)
    place(s, 0, free, "Downtown", 2)
    place(s, 0, MAGICIAN, "Downtown", 1)
    s[L.COINS] = 1
    tr = tracing(s)
    pay_wages_nb(s, tr)  # Engineer 2 + Apprentice 1; the Assistant's Apprentice and the Magician free
    assert records(s, tr, R.EV_WAGES)[0][1:5] == (0, 3, 1, 2)
    assert s[L.COINS] == 0 and s[L.FAME] == 5 - 4
    assert s[L.MARKS + L.MARK_WAGES_UNPAID] == 2 and s[L.MARKS + L.MARK_FAME_LOST] == 4
    s[L.FAME] = 1
    s[L.COINS] = 0
    pay_wages_nb(s, tracing(s))
    assert s[L.FAME] == 0  # cut at 0 (G19)


def test_return_characters_brings_cards_back_and_hired_ones_join():
    s = fresh(2)
    hired = give_character(s, 0, "Manager", state=L.CH_INCOMING)
    place(s, 0, MAGICIAN, "Market Row", 0)
    s[L.HAND + loc("Market Row")] = 1
    tr = tracing(s)
    return_characters_nb(s, streams(), tr, script())
    assert s[L.CHAR_STATE + hired] == L.CH_HOME and s[L.CHAR_STATE] == L.CH_HOME
    assert s[L.HAND + loc("Market Row")] == 2
    assert s[L.SLOT_OCC + loc("Market Row") * L.MAX_LOC_SLOTS] == -1
    rec = records(s, tr, R.EV_RETURN)[0]
    assert rec[1:5] == (0, 1 << MAGICIAN, 1 << hired, 1 << (4 * loc("Market Row")))


def test_orders_arrive_in_their_aligned_slot_and_the_quick_order_returns():
    s = fresh(2)
    s[L.MARKET_ORDER + 1] = comp("Mirror")
    s[L.QUICK_ORDER] = comp("Cog")
    tr = tracing(s)
    market_arrivals_nb(s, tr)
    assert s[L.MARKET_STOCK + 1] == comp("Mirror") and s[L.MARKET_ORDER + 1] == -1 and s[L.QUICK_ORDER] == -1
    rows = records(s, tr, R.EV_MARKET)
    assert rows[0][1:6] == (R.MSLOT_STOCK, 1, comp("Mirror"), R.MARKET_CAUSE_ARRIVES, comp("Metal"))
    assert rows[1][1:6] == (R.MSLOT_QUICK, 0, -1, R.MARKET_CAUSE_RETURNS, comp("Cog"))


def test_end_scoring_base_scheme_t3_counts_every_apprentice_and_specialist():
    s = fresh(2)
    give_character(s, 0, "Assistant")
    give_character(s, 0, "Apprentice", free=1)  # the Assistant's Apprentice counts too
    give_character(s, 0, "Engineer", state=L.CH_INCOMING)  # owned (joined at the last return)
    s[L.SHARDS] = 2
    s[L.COINS] = 11
    s[L.FAME] = 20
    tr = tracing(s)
    end_scoring_nb(s, tr)
    assert records(s, tr, R.EV_END_SCORE)[0][1:7] == (0, s[L.SCORE_SCHEME], 2, 3, 2 * 2, 3 * 2)
    assert s[L.FAME] == 20 + 2 + 3 + 4 + 6
    assert s[L.COINS] == 11 and s[L.SHARDS] == 2  # counted, not spent


def test_the_tie_break_is_the_last_turns_initiative_order():
    s = fresh(3)
    s[L.FAME:L.FAME + 3] = [30, 30, 12]
    s[L.ORDER:L.ORDER + 3] = [2, 1, 0]
    decide_winner_nb(s, tracing(s))
    assert s[L.WINNER] == 1 and s[L.TIEBREAK_USED] == 1
    s[L.FAME:L.FAME + 3] = [31, 30, 12]
    decide_winner_nb(s, tracing(s))
    assert s[L.WINNER] == 0 and s[L.TIEBREAK_USED] == 0


def test_the_lead_changes_when_another_seat_leads_alone_t13():
    from simkit.games.trickerion.end_turn_nb import update_leader_nb
    s = fresh(3)
    s[L.FAME:L.FAME + 3] = [9, 9, 3]
    s[L.ORDER:L.ORDER + 3] = [1, 0, 2]
    update_leader_nb(s)
    assert s[L.LEADER] == 1 and s[L.LEAD_CHANGES] == 0  # tied: the earliest in initiative order
    s[L.FAME:L.FAME + 3] = [9, 9, 8]
    update_leader_nb(s)
    assert s[L.LEADER] == 1 and s[L.LEAD_CHANGES] == 0  # still tied: the leader stays
    s[L.FAME:L.FAME + 3] = [12, 9, 8]
    update_leader_nb(s)
    assert s[L.LEADER] == 0 and s[L.LEAD_CHANGES] == 1


def test_option_may_decline_lets_a_seat_leave_a_revealed_character_home_t22():
    s = fresh(2, options={"may_decline": 1})
    s[L.CHAR_STATE] = L.CH_ASSIGNED
    s[L.CHAR_CARD] = loc("Downtown")
    s[L.HAND + loc("Downtown")] = 1
    tr = tracing(s)
    assert seat_placement_nb(s, streams(), tr, script([256 + MAGICIAN]), 0)  # (nothing to do anytime: forced) decline
    assert s[L.CHAR_STATE] == L.CH_UNPLACEABLE and s[L.HAND + loc("Downtown")] == 2
    assert s[L.PLACEMENTS] == 0


def test_option_favourite_uses_die_turns_a_trick_die_t21():
    from simkit.games.trickerion.downtown_nb import learn_nb
    from tests.trickerion.core_state import die, set_dice, trick
    for option, used in ((0, False), (1, True)):
        s = fresh(2, options={"favourite_uses_die": option})
        set_dice(s, Trick_1="Optical", Trick_2="X")
        learn_nb(s, streams(), tracing(s), script([trick("Linking Rings")]), 0, 0, 3)
        assert (s[L.DICE + die("Trick 1")] == -1) == used
