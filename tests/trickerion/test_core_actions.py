"""The Downtown, Market Row and Workshop actions on named cards and components, each with its
cost (RULES §1.7, G33-G46, T11): a hand-set state, one action kernel, scripted choices."""

import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.downtown_nb import (can_hire_nb, can_learn_nb, hire_nb, learn_nb, reroll_nb,
                                                 set_die_action_nb, take_coins_nb)
from simkit.games.trickerion.market_nb import buy_nb, can_buy_nb, can_order_nb, order_nb, quick_order_nb
from simkit.games.trickerion.options import MARKET_QUICK, pack
from simkit.games.trickerion.placement_nb import action_options_nb
from simkit.games.trickerion.workshop_nb import (can_move_apprentice_nb, can_move_trick_nb, can_prepare_nb,
                                                 move_apprentice_nb, move_components_nb, move_trick_nb, prepare_nb)
from simkit.games.trickerion.vocabulary import FACE_X
from tests.trickerion.core_state import (comp, ctype, die, face, fresh, give_character, give_components,
                                         give_trick, loc, manager_pile, options, records, script, set_dice,
                                         streams, trick, tracing)

MAGICIAN = 0
APPRENTICE = 4


def act(kernel, s, seat, ap, *choices, ch=MAGICIAN):
    """One action of the seat's character with ``ap`` AP and these option values chosen."""
    tr = tracing(s)
    w = script(*([[]] * seat + [list(choices)]))
    spent = kernel(s, streams(), tr, w, seat, ch, ap)
    return spent, tr


# ---- Learn Trick ---------------------------------------------------------------------------------

def test_learn_with_a_die_of_its_category_turns_that_die_to_x_and_takes_the_lowest_free_symbol():
    s = fresh()  # seat 0: The Mechaniker, Mechanical
    set_dice(s, Trick_1="Optical", Trick_2="Escape")
    give_trick(s, 0, "Linking Rings")  # spade taken
    spent, tr = act(learn_nb, s, 0, 3, trick("Enchanted Butterflies"))  # the only Optical die: forced
    assert spent == 3
    t = trick("Enchanted Butterflies")
    assert s[L.TRICK_OWNER + t] == 0 and s[L.TRICK_SYMBOL + t] == 1  # heart (T4)
    assert s[L.DICE + die("Trick 1")] == FACE_X and s[L.DICE + die("Trick 2")] == face("Escape")
    assert s[L.COINS] == 10  # level 1: no deficit at Fame 5
    assert records(s, tr, R.EV_ACTION)[0][1:8] == (0, MAGICIAN, L.ACT_LEARN, 3, 0, t, die("Trick 1"))


def test_learn_of_the_favourite_category_needs_no_die_and_turns_none():
    s = fresh()
    set_dice(s)  # every die X
    act(learn_nb, s, 0, 3, trick("Chinese Sticks"))
    assert s[L.TRICK_OWNER + trick("Chinese Sticks")] == 0
    assert all(s[L.DICE + d] == FACE_X for d in range(s[L.N_DICE]))
    from simkit.games.trickerion.downtown_nb import learnable_nb
    assert not learnable_nb(s, 0, trick("Mind Reading"))  # another category needs a die


def test_learn_any_face_allows_every_category_and_is_used():
    s = fresh()
    set_dice(s, Trick_2="Any")
    assert can_learn_nb(s, 0, 3)
    act(learn_nb, s, 0, 3, trick("Mind Reading"))
    assert s[L.TRICK_OWNER + trick("Mind Reading")] == 0
    assert s[L.DICE + die("Trick 2")] == FACE_X


def test_learn_offers_only_allowed_categories_and_the_fame_deficit_is_paid_in_coins():
    s = fresh()
    set_dice(s, Trick_1="Spiritual")
    s[L.FAME] = 10
    s[L.COINS] = 6  # Future Sight (level 2, threshold 16) costs 6 Coins of deficit: affordable
    spent, tr = act(learn_nb, s, 0, 3, trick("Future Sight"))
    assert s[L.TRICK_OWNER + trick("Future Sight")] == 0 and s[L.COINS] == 0 and s[L.FAME] == 10
    gains = records(s, tr, R.EV_GAIN)
    assert gains[0][1:6] == (0, 0, -6, 0, R.GAIN_FAME_DEFICIT)
    # not enough Coins for a deficit of 7: the level-2 Spiritual Tricks are not offered
    s = fresh()
    set_dice(s, Trick_1="Spiritual")
    s[L.FAME] = 9
    s[L.COINS] = 6
    from simkit.games.trickerion.downtown_nb import learnable_nb
    assert not learnable_nb(s, 0, trick("Future Sight"))
    assert learnable_nb(s, 0, trick("Mind Reading"))
    assert not learnable_nb(s, 0, trick("Enchanted Butterflies"))  # Optical: no die, not the Favourite


def test_learn_needs_3_ap_and_a_free_symbol():
    s = fresh()
    assert not can_learn_nb(s, 0, 2)
    for name in ("Linking Rings", "Living Piano", "Chinese Sticks", "Levitation"):
        give_trick(s, 0, name)
    assert not can_learn_nb(s, 0, 3)


# ---- Hire ---------------------------------------------------------------------------------------

def test_hire_an_apprentice_is_incoming_with_the_next_number_and_the_die_used():
    s = fresh()
    set_dice(s, Inn_1="Manager", Inn_2="Apprentice")
    spent, tr = act(hire_nb, s, 0, 3, ctype("Apprentice"))
    assert spent == 3
    assert s[L.CHAR_TYPE + 5] == ctype("Apprentice") and s[L.CHAR_STATE + 5] == L.CH_INCOMING
    assert s[L.CHAR_NUMBER + 5] == 2
    assert s[L.DICE + die("Inn 2")] == FACE_X and s[L.DICE + die("Inn 1")] == ctype("Manager")
    assert s[L.MARKS + L.MARK_APPRENTICES_HIRED] == 1


def test_hire_a_specialist_once_only():
    s = fresh()
    set_dice(s, Inn_1="Engineer")
    act(hire_nb, s, 0, 3)  # forced: Engineer, Inn 1
    assert s[L.CHAR_TYPE + 1] == ctype("Engineer") and s[L.CHAR_STATE + 1] == L.CH_INCOMING
    set_dice(s, Inn_1="Engineer")
    assert not can_hire_nb(s, 0, 3)  # one of each Specialist (an incoming one counts)
    assert s[L.MARKS + L.MARK_SPECIALISTS_HIRED] == 1


def test_hire_no_fifth_apprentice():
    s = fresh()
    for _ in range(3):
        give_character(s, 0, "Apprentice")
    set_dice(s, Inn_2="Apprentice")
    assert not can_hire_nb(s, 0, 3)


# ---- Take Coins, Reroll, Set Die ---------------------------------------------------------------

def test_take_coins_gains_the_bank_die_face():
    s = fresh()
    set_dice(s, Bank_1=3, Bank_2=6)
    spent, tr = act(take_coins_nb, s, 0, 3, die("Bank 2"))
    assert spent == 3 and s[L.COINS] == 16 and s[L.DICE + die("Bank 2")] == FACE_X
    assert s[L.MARKS + L.MARK_COINS_TAKEN] == 6


def test_reroll_any_die_is_a_chance_draw_of_its_faces():
    s = fresh()
    set_dice(s)
    spent, tr = act(reroll_nb, s, 0, 1, die("Bank 1"))
    assert spent == 1
    assert s[L.DICE + die("Bank 1")] in (3, 4, 5, 6, FACE_X)
    assert records(s, tr, R.EV_DIE)[0][1:4] == (die("Bank 1"), s[L.DICE + die("Bank 1")], R.DIE_CAUSE_REROLL)


def test_set_die_offers_each_distinct_face_x_included():
    s = fresh()
    set_dice(s, Inn_2="Apprentice")
    spent, tr = act(set_die_action_nb, s, 0, 2, die("Inn 1"), ctype("Engineer"))
    assert spent == 2 and s[L.DICE + die("Inn 1")] == ctype("Engineer")
    # Inn 1's faces X X X Assistant Manager Engineer: 4 distinct values offered
    s = fresh()
    from simkit.strategies.trickerion.scripted import script_rows
    w = script_rows([[die("Inn 1"), FACE_X]])
    set_die_action_nb(s, streams(), tracing(s), w, 0, 0, 2)
    assert sorted(options(s)) == sorted([FACE_X, ctype("Assistant"), ctype("Manager"), ctype("Engineer")])


# ---- Market Row ----------------------------------------------------------------------------------

def test_buy_with_bargain_pays_count_times_price_minus_bargain_and_spends_1_plus_bargain_ap():
    s = fresh()
    spent, tr = act(buy_nb, s, 0, 3, pack(0, 3), 2)  # 3 Wood from Buy slot 0, 2 Bargain AP
    assert spent == 3
    assert s[L.HELD + comp("Wood")] == 3 and s[L.COINS] == 10 - 1
    gain = records(s, tr, R.EV_GAIN)[0]
    assert gain[1:6] == (0, 0, -1, 0, R.GAIN_BUY)
    assert records(s, tr, R.EV_ACTION_CONTEXT)[0][1:3] == (2, 1)


def test_bargain_never_below_zero_and_only_what_the_ap_allow():
    s = fresh()
    from simkit.strategies.trickerion.scripted import script_rows
    w = script_rows([[pack(0, 1), 1]])
    buy_nb(s, streams(), tracing(s), w, 0, 0, 5)  # 1 Wood (1 Coin): Bargain 0 or 1, not more
    assert options(s) == [0, 1]
    assert s[L.COINS] == 10


def test_quick_order_component_costs_the_surcharge_per_copy_t11():
    s = fresh()
    s[L.QUICK_ORDER] = comp("Rope")
    spent, tr = act(buy_nb, s, 0, 1, pack(MARKET_QUICK, 2))  # no AP left for Bargain: forced 0
    assert spent == 1
    assert s[L.COINS] == 10 - 2 * (2 + 1)  # 6 before Bargain
    assert s[L.HELD + comp("Rope")] == 2
    assert records(s, tr, R.EV_COMPONENT)[0][7] == MARKET_QUICK


def test_buy_at_most_three_of_a_type_and_six_types_on_the_board():
    s = fresh()
    give_components(s, 0, Wood=2)
    from simkit.games.trickerion.market_nb import buy_options_nb
    n = buy_options_nb(s, 0, 1, True)
    assert pack(0, 1) in options_of(s, n) and pack(0, 2) not in options_of(s, n)
    s = fresh()
    give_components(s, 0, Rope=1, Petroleum=1, Saw=1, Animal=1, Padlock=1, Mirror=1)
    s[L.COINS] = 30
    assert buy_options_nb(s, 0, 1, False) == 0  # every stock type is new, the board is full


def options_of(s, n):
    return [int(x) for x in s[L.OPTIONS:L.OPTIONS + n]]


def test_buy_needs_coins_even_with_all_bargain():
    s = fresh()
    s[L.COINS] = 0
    assert not can_buy_nb(s, 0, 1)  # 1 AP: no Bargain left
    assert can_buy_nb(s, 0, 2)  # a Wood for 1 AP + 1 Bargain: free


def test_order_a_type_in_neither_area_onto_an_empty_slot_and_it_arrives_at_end_turn():
    s = fresh()
    spent, tr = act(order_nb, s, 0, 1, pack(comp("Mirror"), 2))
    assert spent == 1 and s[L.MARKET_ORDER + 2] == comp("Mirror")
    assert records(s, tr, R.EV_MARKET)[0][1:6] == (R.MSLOT_ORDER, 2, comp("Mirror"), R.MARKET_CAUSE_ORDER, -1)
    from simkit.games.trickerion.market_nb import order_options_nb
    n = order_options_nb(s, True)
    offered = {o // 256 for o in options_of(s, n)}
    assert comp("Mirror") not in offered  # already ordered
    assert comp("Wood") not in offered  # in the Buy area
    assert all(o % 256 != 2 for o in options_of(s, n))  # its slot is taken


def test_quick_order_a_type_not_in_the_buy_area_replacing_the_one_there():
    s = fresh()
    s[L.QUICK_ORDER] = comp("Saw")
    spent, tr = act(quick_order_nb, s, 0, 2, comp("Cog"))
    assert spent == 2 and s[L.QUICK_ORDER] == comp("Cog")
    assert records(s, tr, R.EV_MARKET)[0][1:6] == (R.MSLOT_QUICK, 0, comp("Cog"), R.MARKET_CAUSE_QUICK_ORDER,
                                                   comp("Saw"))
    from simkit.games.trickerion.market_nb import quick_order_options_nb
    offered = options_of(s, quick_order_options_nb(s, True))
    assert comp("Wood") not in offered and comp("Cog") not in offered and comp("Saw") in offered


def test_order_needs_an_empty_order_slot():
    s = fresh()
    for i, name in enumerate(("Rope", "Saw", "Cog", "Mirror")):
        s[L.MARKET_ORDER + i] = comp(name)
    assert not can_order_nb(s, 0, 1)


# ---- Workshop ----------------------------------------------------------------------------------

def test_prepare_puts_the_printed_markers_and_costs_the_tricks_ap():
    s = fresh()
    give_trick(s, 0, "Bullet Catch")  # Metal 2, Rope 2, Petroleum 2; 2 AP, 3 markers
    give_components(s, 0, Metal=2, Rope=2, Petroleum=2)
    assert not can_prepare_nb(s, 0, 1)
    spent, tr = act(prepare_nb, s, 0, 2)
    t = trick("Bullet Catch")
    assert spent == 2 and s[L.TRICK_ON_CARD + t] == 3 and s[L.MARKERS_FREE + 0] == 1
    assert not can_prepare_nb(s, 0, 3)  # its card holds markers (G45)


def test_prepare_with_a_manager_pile_counts_one_more_copy_capped_at_three():
    s = fresh()
    give_trick(s, 0, "Linking Rings")  # Metal 2
    give_components(s, 0, Metal=1)
    assert not can_prepare_nb(s, 0, 1)
    manager_pile(s, 0, 0, "Metal", 1)
    assert can_prepare_nb(s, 0, 1)
    s2 = fresh()
    give_trick(s2, 0, "Mechanical Hornet")  # Metal 3, Petroleum 1, Cog 1
    give_components(s2, 0, Petroleum=1, Cog=1)
    manager_pile(s2, 0, 1, "Metal", 2)
    assert can_prepare_nb(s2, 0, 2)


def test_prepare_on_the_engineer_slot_gives_one_more_marker_capped_by_the_symbols_supply():
    s = fresh()
    give_trick(s, 0, "Living Piano", engineer=True)  # 3 markers, +1 = 4
    give_components(s, 0, Wood=1, Glass=1, Animal=1)
    act(prepare_nb, s, 0, 1)
    assert s[L.TRICK_ON_CARD + trick("Living Piano")] == 4
    s = fresh()
    give_trick(s, 0, "Living Piano", engineer=True)
    give_components(s, 0, Wood=1, Glass=1, Animal=1)
    s[L.MARKERS_FREE + 0] = 2  # two of its markers are in the Theater
    act(prepare_nb, s, 0, 1)
    assert s[L.TRICK_ON_CARD + trick("Living Piano")] == 2  # G44


def test_move_trick_is_the_engineers_and_swaps():
    s = fresh()
    engineer = give_character(s, 0, "Engineer")
    give_trick(s, 0, "Linking Rings", engineer=True)
    give_trick(s, 0, "Chinese Sticks")
    assert not can_move_trick_nb(s, 0, MAGICIAN, 1)  # T12: the Engineer himself
    assert can_move_trick_nb(s, 0, engineer, 1)
    spent, tr = act(move_trick_nb, s, 0, 1, ch=engineer)  # forced: Chinese Sticks
    assert spent == 1 and s[L.ENGINEER_TRICK] == trick("Chinese Sticks")
    moves = records(s, tr, R.EV_TRICK)
    assert moves[0][1:5] == (0, trick("Linking Rings"), R.TPLACE_ENGINEER, R.TPLACE_SEAT)
    assert moves[1][1:5] == (0, trick("Chinese Sticks"), R.TPLACE_SEAT, R.TPLACE_ENGINEER)


def test_move_components_is_the_managers_and_swaps_a_pile_back_to_the_board():
    s = fresh()
    manager = give_character(s, 0, "Manager")
    give_components(s, 0, Wood=2)
    manager_pile(s, 0, 0, "Glass", 1)
    spent, tr = act(move_components_nb, s, 0, 1, pack(comp("Wood"), 0), ch=manager)
    assert spent == 1
    assert s[L.MANAGER_PILE] == comp("Wood") and s[L.MANAGER_PILE + 1] == -1
    assert s[L.HELD + comp("Glass")] == 1  # back on the board
    moves = records(s, tr, R.EV_COMPONENT)
    assert moves[0][1:7] == (0, comp("Glass"), 1, R.PLACE_MANAGER, R.PLACE_BOARD, R.COMP_CAUSE_MOVE)
    assert moves[1][1:7] == (0, comp("Wood"), 2, R.PLACE_BOARD, R.PLACE_MANAGER, R.COMP_CAUSE_MOVE)


def test_move_apprentice_is_the_assistants_onto_an_empty_slot_and_makes_it_wage_free():
    s = fresh()
    assistant = give_character(s, 0, "Assistant")
    assert not can_move_apprentice_nb(s, 0, MAGICIAN, 1)
    assert can_move_apprentice_nb(s, 0, assistant, 1)
    act(move_apprentice_nb, s, 0, 1, ch=assistant)  # forced: Apprentice 1
    assert s[L.CHAR_FREE + APPRENTICE] == 1
    give_character(s, 0, "Apprentice")
    assert not can_move_apprentice_nb(s, 0, assistant, 1)  # the slot is taken


def test_the_stage_slot_takes_no_action_and_backstage_offers_only_the_theaters():
    s = fresh()
    n = action_options_nb(s, 0, MAGICIAN, loc("Theater"), 0, 3)
    assert n == 1 and s[L.OPTIONS] == L.ACT_STOP
    set_dice(s, Bank_1=4)
    n = action_options_nb(s, 0, MAGICIAN, loc("Downtown"), 0, 3)
    assert set(options_of(s, n)) == {L.ACT_STOP, L.ACT_LEARN, L.ACT_TAKE_COINS, L.ACT_REROLL, L.ACT_SET_DIE}
    n = action_options_nb(s, 0, MAGICIAN, loc("Downtown"), 0, 1)
    assert set(options_of(s, n)) == {L.ACT_STOP, L.ACT_REROLL}


@pytest.mark.parametrize("ap", [0, 1])
def test_a_placement_offers_only_affordable_actions(ap):
    s = fresh()
    n = action_options_nb(s, 0, MAGICIAN, loc("Market Row"), 0, ap)
    expected = {L.ACT_STOP} | ({L.ACT_BUY, L.ACT_ORDER} if ap else set())
    assert set(options_of(s, n)) == expected
