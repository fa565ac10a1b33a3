"""Each rule, broken once in a legal hand-made trace, is rejected with its own message.

A mutation changes one thing of a trace the referee accepts (tests/trickerion/scenarios.py) and
uses none of the referee's code; the test checks the referee's message names the broken rule."""

import copy
import re

import pytest

from tests.trickerion import scenarios
from tests.trickerion.referee import RefereeError, check_trace

_CACHE = {}


def trace(name, *args):
    key = (name, args)
    if key not in _CACHE:
        _CACHE[key] = getattr(scenarios, name)(*args).events
        check_trace(copy.deepcopy(_CACHE[key]))
    return copy.deepcopy(_CACHE[key])


def at(events, kind, n=0, **fields):
    hits = [i for i, e in enumerate(events) if e["event"] == kind and all(e.get(k) == v for k, v in fields.items())]
    return hits[n]


def ev(events, kind, n=0, **fields):
    return events[at(events, kind, n, **fields)]


def swap(events, i, j):
    events[i], events[j] = events[j], events[i]


# -- each mutation: (scenario, mutate(events), the message's words)

def m_start_coins(e):
    ev(e, "setup")["seats"][1]["coins"] = 14


def m_positions(e):
    ev(e, "setup")["positions"] = [1, 2]


def m_hand(e):
    ev(e, "setup")["seats"][0]["hand"]["Theater"] = 2


def m_side(e):
    ev(e, "setup")["side"] = "normal"


def m_deck_order(e):
    s = ev(e, "setup")
    s["performance_deck"] = list(reversed(s["performance_deck"]))


def m_same_category(e):
    ev(e, "magician", seat=1)["magician"] = "Electra"


def m_starting_trick_category(e):
    t = ev(e, "trick", cause="setup", seat=0)
    t["trick"] = "Barricaded Barrels"
    t["from"] = ["deck", "Escape"]


def m_starting_components_value(e):
    ev(e, "component", cause="setup", seat=0)["count"] = 3


def m_no_free_preparation(e):
    del e[at(e, "marker", cause="setup", seat=1)]


def m_engineer_bonus_early(e):
    i = at(e, "trick", cause="engineer_bonus")
    t = e.pop(i)
    e.insert(at(e, "specialist", seat=0) + 2, t)


def m_assistant_apprentice_missing(e):
    del e[at(e, "character", cause="assistant_bonus")]


def m_roll_face(e):
    ev(e, "die", cause="roll", die="Bank 1")["face"] = 7


def m_no_turn_setup(e):
    del e[at(e, "turn_setup")]


def m_initiative_order(e):
    ev(e, "initiative", 1)["order"] = [0, 1]


def m_initiative_positions(e):
    ev(e, "initiative", 1)["positions"] = [1, 3]


def m_advertise_cost(e):
    ev(e, "gain", cause="advertise", seat=1)["coins"] = -2


def m_advertise_position(e):
    ev(e, "advertise", seat=1)["position"] = 1


def m_advertise_twice(e):
    i = at(e, "advertise", seat=0)
    e.insert(i + 2, copy.deepcopy(e[i]))
    e.insert(i + 3, copy.deepcopy(e[i + 1]))


def m_third_workshop_card(e):
    for a in e:
        if a["event"] == "assign" and a["turn"] == 1 and a["seat"] == 2:
            a["card"] = "Workshop"


def m_reveal_differs(e):
    ev(e, "reveal")["assignments"][0]["Engineer"] = "Downtown"


def m_assign_missing(e):
    del e[at(e, "assign", turn=1, seat=1, character="Manager")]


def m_place_out_of_turn(e):
    i, j = at(e, "place", 0), at(e, "place", 1)
    a, b = e[i:at(e, "placement_end", 0) + 1], e[j:at(e, "placement_end", 1) + 1]
    e[i:at(e, "placement_end", 1) + 1] = b + a


def m_place_wrong_location(e):
    ev(e, "place", character="Apprentice 1", seat=0)["location"] = "Market Row"


def m_place_blocked_turn_setup(e):
    ev(e, "place", character="Apprentice 1", seat=0, location="Downtown")["slot"] = 0


def m_place_neutral_disc(e):
    ev(e, "place", seat=1, location="Downtown")["slot"] = 1


def m_place_other_weekday(e):
    p = ev(e, "place", seat=1, character="Magician", turn=1)
    p["weekday"] = "Friday"
    p["slot"] = 2


def m_place_second_weekday(e):
    ev(e, "place", seat=0, character="Magician", turn=1)["weekday"] = "Thursday"


def m_stage_not_magician(e):
    p = ev(e, "place", seat=0, character="Engineer", turn=1)
    p["slot"] = 0


def m_place_ap_slot(e):
    p = ev(e, "place", seat=1, character="Apprentice 1", turn=1)
    p["ap"]["slot"] = 1
    p["ap"]["total"] = 2


def m_shard_in_theater(e):
    p = ev(e, "place", seat=0, character="Engineer", turn=1)
    p["shard"] = True
    p["ap"]["shard"] = 1
    p["ap"]["total"] = 3


def m_shard_not_paid(e):
    del e[at(e, "gain", cause="shard_ap")]


def m_action_cost(e):
    ev(e, "action", action="learn_trick")["ap"] = 2


def m_ap_overspent(e):
    a = ev(e, "action", action="buy", seat=1, turn=1)
    a["bargain"] = 3
    a["ap"] = 4
    a["price"] = 0


def m_ap_left(e):
    ev(e, "action", action="order")["ap_left"] = 1


def m_ap_unused(e):
    ev(e, "placement_end", character="Engineer", turn=1)["ap_unused"] = 0


def m_action_wrong_location(e):
    ev(e, "action", action="order")["action"] = "quick_order"


def m_buy_in_downtown(e):
    a = ev(e, "action", action="take_coins")
    a.update(action="buy")


def m_stage_magician_acts(e):
    i = at(e, "placement_end", character="Magician", seat=0, turn=1)
    e.insert(i, {"event": "action", "turn": 1, "seat": 0, "character": "Magician", "action": "reschedule", "ap": 1,
                 "ap_left": 2, "trick": "Linking Rings", "from": ["card", "Riverside 1", "A"],
                 "to": ["card", "Riverside 1", "C"], "facing": "B", "sides": {}})


def m_learn_wrong_die(e):
    ev(e, "action", action="learn_trick", seat=0, turn=1)["trick"] = "Burning Mummy"


def m_learn_deficit(e):
    ev(e, "action", action="learn_trick", seat=2)["deficit"] = 10


def m_learn_deficit_coins(e):
    ev(e, "gain", cause="fame_deficit")["coins"] = -10


def m_learn_symbol(e):
    ev(e, "trick", cause="learn", seat=0)["symbol"] = "club"


def m_die_not_used(e):
    del e[at(e, "die", cause="used", die="Trick 1")]


def m_hire_die(e):
    a = ev(e, "action", action="hire")
    a["type"] = "Engineer"
    a["die"] = "Inn 2"


def m_hire_second_specialist(e):
    a = ev(e, "action", action="hire")
    a["type"] = "Manager"
    a["die"] = "Inn 1"
    ev(e, "die", cause="roll", die="Inn 1", turn=2)["face"] = "Manager"


def m_take_coins_amount(e):
    ev(e, "gain", cause="take_coins")["coins"] = 5


def m_reroll_face(e):
    ev(e, "die", cause="reroll")["face"] = 9


def m_set_die_face(e):
    ev(e, "die", cause="set")["face"] = "Assistant"


def m_buy_price(e):
    ev(e, "action", action="buy", seat=1, turn=1)["price"] = 2


def m_buy_gain(e):
    ev(e, "gain", cause="buy", seat=1, turn=1)["coins"] = -2


def m_quick_order_surcharge(e):
    ev(e, "action", action="buy", component="Wood", turn=2)["price"] = 1


def m_buy_more_than_3(e):
    a = ev(e, "action", action="buy", component="Glass", seat=1, turn=1)
    a["count"] = 2
    a["price"] = 2


def m_buy_not_in_stock(e):
    a = ev(e, "action", action="buy", seat=1, turn=1)
    a["component"] = "Rope"
    a["price"] = 3


def m_order_in_stock(e):
    ev(e, "action", action="order")["component"] = "Glass"


def m_order_slot_taken(e):
    i = at(e, "action", action="order")
    e.insert(i + 2, {**copy.deepcopy(e[i]), "component": "Saw", "ap_left": -1})


def m_quick_order_in_stock(e):
    ev(e, "action", action="quick_order")["component"] = "Metal"


def m_order_never_arrives(e):
    del e[at(e, "market", cause="arrives")]


def m_quick_order_not_returned(e):
    del e[at(e, "market", cause="returns")]


def m_prepare_markers(e):
    ev(e, "action", action="prepare")["markers"] = 2


def m_prepare_without_components(e):
    del e[at(e, "action", action="buy", component="Wood", turn=2):at(e, "gain", cause="buy", turn=2, seat=0) + 1]
    ev(e, "placement_end", character="Engineer", turn=2)["ap_unused"] = 2


def m_prepare_twice(e):
    i = at(e, "marker", cause="prepare")
    a = copy.deepcopy(e[i - 1])
    a["ap_left"] -= 1
    e.insert(i + 1, a)


def m_move_trick_no_swap(e):
    ev(e, "action", action="move_trick")["swapped"] = None


def m_move_apprentice_full_slot(e):
    i = at(e, "placement_end", seat=2, turn=4)
    e.insert(i, {"event": "action", "turn": 4, "seat": 2, "character": "Assistant", "action": "move_apprentice",
                 "ap": 1, "ap_left": 1, "apprentice": "Apprentice 1"})


def m_setup_sides(e):
    a = ev(e, "action", action="set_up")
    a["sides"] = {"up": "Spiritual", "right": "Optical", "down": "Mechanical", "left": "Escape"}


def m_setup_facing(e):
    ev(e, "action", action="set_up", turn=1, seat=0)["facing"] = "D"


def m_setup_missing_link(e):
    ev(e, "action", action="set_up", seat=1, turn=1)["links"] = []


def m_setup_link_payment(e):
    ev(e, "gain", cause="link_payment", turn=1)["coins"] = 2


def m_setup_shard_missing(e):
    del e[at(e, "gain", cause="link_shard", seat=0)]


def m_grey_gets_shard(e):
    a = ev(e, "action", action="set_up")
    a["links"][0]["shard"] = True


def m_setup_taken_slot(e):
    a = ev(e, "action", action="set_up", seat=1, turn=1)
    a["slot"] = "A"


def m_setup_grey_slot(e):
    a = ev(e, "action", action="set_up")
    a["slot"] = "C"


def m_same_trick_twice(e):
    i = at(e, "marker", cause="set_up", trick="Stocks Escape")
    again = {**copy.deepcopy(e[i - 1]), "slot": "D", "facing": "A"}
    e.insert(i + 1, again)


def m_reschedule_pays(e):
    i = at(e, "marker", cause="reschedule")
    e.insert(i + 1, {"event": "gain", "turn": 1, "seat": 0, "fame": 1, "coins": 0, "shards": 0, "cause": "link_payment",
                     "totals": [6, 11, 1], "card": "Riverside 1", "circle": "AB", "trick": "Mind Reading"})


def m_reschedule_to_taken_slot(e):
    a = ev(e, "action", action="reschedule")
    a["to"] = ["card", "Riverside 1", "C"]


def m_performance_order(e):
    i, j = at(e, "performance", weekday="Friday", turn=4), at(e, "performance", weekday="Saturday", turn=4)
    a = e[i:j]
    b = e[j:j + 1]
    e[i:j + 1] = b + a


def m_performer(e):
    ev(e, "performance")["seat"] = 1


def m_performance_card(e):
    ev(e, "performance", turn=4, weekday="Saturday")["card"] = "Riverside 11"


def m_yield(e):
    ev(e, "gain", cause="yield")["coins"] = 3


def m_thursday_modifier(e):
    y = ev(e, "gain", cause="yield", trick="Linking Rings")
    y["coins"] = 2


def m_sunday_modifier(e):
    y = ev(e, "gain", cause="yield", trick="Barricaded Barrels")
    y["fame"] = 1


def m_performer_links(e):
    ev(e, "gain", cause="performer_links")["fame"] = 2


def m_specialist_bonus(e):
    del e[at(e, "gain", cause="performer_specialist")]


def m_card_bonus(e):
    ev(e, "gain", cause="performer_bonus")["shards"] = 2


def m_marker_not_returned(e):
    del e[at(e, "marker", cause="performed")]


def m_wages_due(e):
    w = ev(e, "wages", seat=2, turn=3)
    w["due"] = w["paid"] = 1


def m_unpaid_fame(e):
    ev(e, "gain", cause="unpaid_wage")["fame"] = -2


def m_wages_skip(e):
    i = at(e, "wages", seat=0, turn=1)
    del e[i:i + 2]


def m_return_no_join(e):
    ev(e, "return", seat=1, turn=2)["joined"] = []


def m_return_cards(e):
    ev(e, "return", seat=0, turn=1)["cards"] = {"Theater": 2}


def m_track_entered(e):
    t = ev(e, "track", turn=1)
    t["entered"] = "Grand Magorian 1"
    t["track"] = ["Riverside 1", "Grand Magorian 1"]


def m_track_keeps_oldest(e):
    t = ev(e, "track", turn=3)
    for i in reversed([i for i, x in enumerate(e) if x["event"] == "marker" and x.get("cause") == "card_left"]):
        del e[i]
    t["left"] = None


def m_card_left_markers_missing(e):
    del e[at(e, "marker", cause="card_left")]


def m_track_on_last_turn(e):
    t = ev(e, "track", turn=4)
    e.insert(at(e, "turn_end", turn=5), {**copy.deepcopy(t), "turn": 5, "left": t["track"][0], "entered": "x",
                                         "track": t["track"][1:]})


def m_turn_end_totals(e):
    ev(e, "turn_end", turn=2)["coins"][0] += 1


def m_gain_totals(e):
    ev(e, "gain", cause="take_coins")["totals"][1] += 1


def m_uncaused_gain(e):
    i = at(e, "turn_end", turn=1)
    e.insert(i, {"event": "gain", "turn": 1, "seat": 0, "fame": 1, "coins": 0, "shards": 0, "cause": "yield",
                 "totals": [0, 0, 0]})


def m_uncaused_component(e):
    i = at(e, "turn_end", turn=1)
    e.insert(i, {"event": "component", "turn": 1, "seat": 0, "component": "Wood", "count": 1, "from": ["supply"],
                 "to": ["board", 0], "cause": "buy"})


def m_end_score_lines(e):
    ev(e, "end_score", seat=0)["lines"]["coins"] = 4


def m_end_score_gain(e):
    ev(e, "gain", cause="end_specialists", seat=1)["fame"] = 2


def m_tie_winner(e):
    e[-1]["winners"] = [1]


def m_tie_flag(e):
    e[-1]["tiebreak"] = False


def m_length(e):
    e[-1]["length"] += 1


def m_scores(e):
    e[-1]["scores"][0] += 1


def m_truncated(e):
    del e[-1]


def m_after_end(e):
    e.append(copy.deepcopy(e[-1]))


def m_sixth_turn(e):
    i = at(e, "end_score", seat=0)
    e.insert(i, {"event": "turn", "turn": 6})


def m_wrong_turn_field(e):
    ev(e, "reveal", turn=2)["turn"] = 3


def m_unplaceable_with_a_slot(e):
    i = at(e, "place", seat=2, character="Assistant")
    j = at(e, "placement_end", seat=2, character="Assistant")
    del e[i:j + 1]
    e.insert(i, {"event": "unplaceable", "turn": 1, "seat": 2, "character": "Assistant", "location": "Theater"})


def m_no_reveal(e):
    del e[at(e, "reveal", turn=1)]


def m_unknown_event(e):
    e.insert(at(e, "turn_end", turn=1), {"event": "fortune_telling", "turn": 1, "seat": 0})


def m_fifth_trick(e):
    i = at(e, "trick", cause="learn", trick="Card Manipulation")
    e.insert(i + 1, {**copy.deepcopy(e[i - 2]), "trick": "Chinese Sticks", "die": None, "ap_left": -2})


def m_hire_over_the_limit(e):
    next(c for c in e[0]["data"]["characters"]["character"] if c["name"] == "Apprentice")["max_per_seat"] = 1


def m_return_more_components(e):
    ev(e, "anytime")["count"] = 3


def m_swap_half_done(e):
    del e[at(e, "component", cause="move", component="Wood")]


def m_noduel_disc(e):
    e[0]["ruleset"] = "trickerion-noduel"
    e[0]["assumed_data"] = []


def m_level_2_paid_as_level_1(e):
    ev(e, "gain", cause="link_payment")["coins"] = 1


def m_own_link_two_shards(e):
    i = at(e, "gain", cause="link_shard")
    e.insert(i + 1, copy.deepcopy(e[i]))


def m_moved_apprentice_paid(e):
    w = ev(e, "wages", seat=0, turn=2)
    w["due"] = w["paid"] = 3
    ev(e, "gain", cause="wages", seat=0, turn=2)["coins"] = -3


def m_move_apprentice_without_assistant(e):
    """The same game with a hired Manager instead: the Manager cannot Move Apprentice."""
    for x in e[1:]:
        if x["turn"] == 0:
            continue
        for key in ("character", "type", "face"):
            if x.get(key) == "Assistant":
                x[key] = "Manager"
        if x["event"] == "return":
            x["joined"] = ["Manager" if j == "Assistant" else j for j in x["joined"]]
        if x["event"] == "reveal":
            x["assignments"] = [{("Manager" if k == "Assistant" else k): v for k, v in a.items()}
                                for a in x["assignments"]]


def m_discard_trick_keeps_markers(e):
    del e[at(e, "marker", cause="discard")]


MUTATIONS = [
    ("idle_game", (2,), m_start_coins, "seat 1 starts with"),
    ("idle_game", (2,), m_positions, "initiative positions"),
    ("idle_game", (3,), m_hand, "the starting hand"),
    ("idle_game", (2,), m_side, "card side"),
    ("idle_game", (3,), m_deck_order, "the Performance deck is"),
    ("idle_game", (2,), m_same_category, "category is not chosen yet"),
    ("idle_game", (2,), m_starting_trick_category, "Favourite category"),
    ("idle_game", (2,), m_starting_components_value, "starting components worth at most 2"),
    ("idle_game", (2,), m_no_free_preparation, "free preparation of Enchanted Butterflies is always taken"),
    ("idle_game", (2,), m_engineer_bonus_early, "after every seat's first Trick"),
    ("idle_game", (3,), m_assistant_apprentice_missing, "the Assistant's free Apprentice"),
    ("idle_game", (2,), m_roll_face, "Roll Dice"),
    ("idle_game", (2,), m_no_turn_setup, "Turn Setup card is flipped each turn"),
    ("rich_two_player", (), m_initiative_order, "fewest Fame first"),
    ("rich_two_player", (), m_initiative_positions, "initiative positions"),
    ("tie_game", (), m_advertise_cost, "Advertise from initiative position 3 costs 3 Coins"),
    ("tie_game", (), m_advertise_position, "Advertise names the seat's initiative position"),
    ("tie_game", (), m_advertise_twice, "Advertise at most once a turn"),
    ("idle_game", (3,), m_third_workshop_card, "Workshop card left in the seat's hand"),
    ("rich_two_player", (), m_reveal_differs, "the reveal shows seat 0's assignments"),
    ("rich_two_player", (), m_assign_missing, "got an assign event"),
    ("rich_two_player", (), m_place_out_of_turn, "round by round in initiative order"),
    ("rich_two_player", (), m_place_wrong_location, "the location of its card"),
    ("rich_two_player", (), m_place_blocked_turn_setup, "a free legal slot"),
    ("three_player_assistant", (), m_place_neutral_disc, "a free legal slot"),
    ("rich_two_player", (), m_place_other_weekday, "a free legal slot"),
    ("rich_two_player", (), m_place_second_weekday, "a free legal slot"),
    ("rich_two_player", (), m_stage_not_magician, "a free legal slot"),
    ("rich_two_player", (), m_place_ap_slot, "the character's AP + the slot's modifier"),
    ("rich_two_player", (), m_shard_in_theater, "no Shard for AP in the Theater"),
    ("rich_two_player", (), m_shard_not_paid, "the Shard buy costs 1 Shard"),
    ("rich_two_player", (), m_action_cost, "learn_trick costs 3 AP"),
    ("rich_two_player", (), m_ap_overspent, "AP overspent"),
    ("rich_two_player", (), m_ap_left, "ap_left runs down"),
    ("rich_two_player", (), m_ap_unused, "ap_unused is the AP left"),
    ("rich_two_player", (), m_action_wrong_location, "quick_order costs 2 AP"),
    ("rich_two_player", (), m_buy_in_downtown, "Downtown's actions are"),
    ("rich_two_player", (), m_stage_magician_acts, "a Magician on the stage slot takes no action"),
    ("rich_two_player", (), m_learn_wrong_die, "the die shows the Trick's category or Any"),
    ("three_player_assistant", (), m_learn_deficit, "the Fame deficit is threshold - Fame = 11"),
    ("three_player_assistant", (), m_learn_deficit_coins, "learning below the threshold costs 11 Coins"),
    ("rich_two_player", (), m_learn_symbol, "the lowest free symbol"),
    ("rich_two_player", (), m_die_not_used, "the die turns to X"),
    ("rich_two_player", (), m_hire_die, "Hire the character an Inn die shows"),
    ("rich_two_player", (), m_hire_second_specialist, "one Specialist of each kind"),
    ("rich_two_player", (), m_take_coins_amount, "Take Coins gives the Bank die's 6 Coins"),
    ("rich_two_player", (), m_reroll_face, "Reroll Die rerolls that die"),
    ("three_player_assistant", (), m_set_die_face, "Set Die turns the die to the chosen face"),
    ("rich_two_player", (), m_buy_price, "the price is count x price"),
    ("rich_two_player", (), m_buy_gain, "Buy costs count x price - Bargain = 1"),
    ("rich_two_player", (), m_quick_order_surcharge, "+1 a copy from the Quick Order slot"),
    ("weekdays_and_wages", (), m_buy_more_than_3, "at most 3 of a type held"),
    ("rich_two_player", (), m_buy_not_in_stock, "Buy a type in the Buy area or on the Quick Order slot"),
    ("rich_two_player", (), m_order_in_stock, "neither the Buy area nor the Order area"),
    ("rich_two_player", (), m_order_slot_taken, "Order onto an empty Order slot"),
    ("rich_two_player", (), m_quick_order_in_stock, "Quick Order a type not in the Buy area"),
    ("rich_two_player", (), m_order_never_arrives, "every order arrives at End Turn"),
    ("rich_two_player", (), m_quick_order_not_returned, "the Quick Order component returns at End Turn"),
    ("rich_two_player", (), m_prepare_markers, "+1 on the Engineer's slot"),
    ("rich_two_player", (), m_prepare_without_components, "Prepare needs the Trick's components"),
    ("rich_two_player", (), m_prepare_twice, "Prepare only a Trick with no marker on its card"),
    ("rich_two_player", (), m_move_trick_no_swap, "swapped out"),
    ("three_player_assistant", (), m_move_apprentice_full_slot, "the Assistant's Apprentice slot is empty"),
    ("trace_doc_example", (), m_setup_sides, "sides follow the marker cycle clockwise"),
    ("rich_two_player", (), m_setup_facing, "faces one of its slot's link circles"),
    ("rich_two_player", (), m_setup_missing_link, "the Links the marker creates"),
    ("rich_two_player", (), m_setup_link_payment, "a Link pays 1 by the placed Trick's level 1"),
    ("rich_two_player", (), m_setup_shard_missing, "Shard-circle Link gives each seat in it 1 Shard"),
    ("trace_doc_example", (), m_grey_gets_shard, "the Links the marker creates"),
    ("rich_two_player", (), m_setup_taken_slot, "a free slot"),
    ("trace_doc_example", (), m_setup_grey_slot, "a free slot (grey markers fill theirs"),
    ("rich_two_player", (), m_same_trick_twice, "the same Trick at most once on a Performance card"),
    ("trace_doc_example", (), m_reschedule_pays, "has no cause"),
    ("trace_doc_example", (), m_reschedule_to_taken_slot, "a free slot"),
    ("rich_two_player", (), m_performance_order, "weekday order"),
    ("rich_two_player", (), m_performer, "the performer is the seat of that stage's Magician"),
    ("rich_two_player", (), m_performance_card, "holding at least one of its markers"),
    ("rich_two_player", (), m_yield, "yields its yield + its owner's weekday modifier"),
    ("weekdays_and_wages", (), m_thursday_modifier, "(Thursday), each part at least 0"),
    ("weekdays_and_wages", (), m_sunday_modifier, "(Sunday), each part at least 0"),
    ("rich_two_player", (), m_performer_links, "1 Fame per Link on the card: 1"),
    ("rich_two_player", (), m_specialist_bonus, "Engineer backstage gives its bonus"),
    ("rich_two_player", (), m_card_bonus, "the card's printed bonus"),
    ("rich_two_player", (), m_marker_not_returned, "goes back to its supply"),
    ("three_player_assistant", (), m_wages_due, "the Assistant's Apprentice free"),
    ("weekdays_and_wages", (), m_unpaid_fame, "each unpaid wage Coin costs 2 Fame"),
    ("rich_two_player", (), m_wages_skip, "pays its wages at End Turn"),
    ("rich_two_player", (), m_return_no_join, "hired characters join now"),
    ("rich_two_player", (), m_return_cards, "their cards go back to the hand"),
    ("rich_two_player", (), m_track_entered, "the deck's top card enters the track"),
    ("rich_two_player", (), m_track_keeps_oldest, "loses its oldest card"),
    ("rich_two_player", (), m_card_left_markers_missing, "the leaving card's markers went back first"),
    ("rich_two_player", (), m_track_on_last_turn, "no Performance card enters on the last turn"),
    ("rich_two_player", (), m_turn_end_totals, "turn_end: the seats' Fame, Coins and Shards"),
    ("rich_two_player", (), m_gain_totals, "gain totals"),
    ("rich_two_player", (), m_uncaused_gain, "has no cause"),
    ("rich_two_player", (), m_uncaused_component, "has no cause"),
    ("idle_game", (3,), m_end_score_lines, "end scoring"),
    ("idle_game", (2,), m_end_score_gain, "the specialists line's Fame"),
    ("tie_game", (), m_tie_winner, "ties to the earliest in the last turn's initiative"),
    ("tie_game", (), m_tie_flag, "tiebreak is True"),
    ("rich_two_player", (), m_length, "length = character placements"),
    ("rich_two_player", (), m_scores, "the scores are the final Fame"),
    ("idle_game", (2,), m_truncated, "no game_end"),
    ("idle_game", (2,), m_after_end, "nothing after game_end"),
    ("idle_game", (2,), m_sixth_turn, "turns run 1..5"),
    ("rich_two_player", (), m_wrong_turn_field, "the event's turn is the current turn"),
    ("three_player_assistant", (), m_unplaceable_with_a_slot, "a character with a free legal slot must be placed"),
    ("rich_two_player", (), m_no_reveal, "begins with the reveal"),
    ("idle_game", (2,), m_no_reveal, "begins with the reveal"),
    ("idle_game", (2,), m_unknown_event, "not one of docs/trickerion-trace.md part 1"),
    ("four_players", (), m_fifth_trick, "at most 4 Tricks"),
    ("rich_two_player", (), m_hire_over_the_limit, "at most 1 Apprentices a seat"),
    ("four_players", (), m_return_more_components, "holds the components it returns"),
    ("four_players", (), m_swap_half_done, "the swapped pile goes back where the moved one came from"),
    ("idle_game", (2,), m_noduel_disc, "the normal card side"),
    ("level_two_link", (), m_level_2_paid_as_level_1, "a Link pays 2 by the placed Trick's level 2"),
    ("level_two_link", (), m_own_link_two_shards, "has no cause"),
    ("hired_assistant", (), m_moved_apprentice_paid, "the Assistant's Apprentice free"),
    ("hired_assistant", (), m_move_apprentice_without_assistant, "Move Apprentice needs the Assistant"),
    ("three_player_assistant", (), m_discard_trick_keeps_markers, "a discarded Trick's markers go back"),
]


@pytest.mark.parametrize("scenario, args, mutate, words", MUTATIONS, ids=[m[2].__name__[2:] for m in MUTATIONS])
def test_a_broken_rule_is_rejected_with_its_message(scenario, args, mutate, words):
    events = trace(scenario, *args)
    mutate(events)
    with pytest.raises(RefereeError, match=re.escape(words)):
        check_trace(events)
