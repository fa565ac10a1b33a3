"""The independent Trickerion referee accepts legal hand-made traces, and the named rule cases come
out with the rules' numbers (RULES §1, the gaps G1-G95, docs/trickerion-trace.md).

No engine exists yet: the traces are built by tests/trickerion/builders.py. Each named case asserts
the trace's numbers literally as the rules give them, so a builder and a referee agreeing on a wrong
number would still fail here. Mutations of these traces are in test_referee_mutations.py."""

import json

import pytest

from tests.trickerion import scenarios
from tests.trickerion.referee import RefereeError, check_trace


def events_of(b):
    return [e for e in b.events]


def find(events, kind, **fields):
    return [e for e in events if e["event"] == kind and all(e.get(k) == v for k, v in fields.items())]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", ["trickerion", "trickerion-noduel"])
def test_a_short_legal_game_skeleton_is_accepted(players, ruleset):
    b = scenarios.idle_game(players, ruleset)
    json.dumps(b.events)
    check_trace(b.events)
    assert len(find(b.events, "turn")) == 5 and b.events[-1]["event"] == "game_end"


@pytest.mark.parametrize("scenario", ["rich_two_player", "trace_doc_example", "cross_category_link", "tie_game",
                                      "weekdays_and_wages", "three_player_assistant", "four_players",
                                      "level_two_link", "hired_assistant"])
def test_every_scenario_trace_is_accepted(scenario):
    check_trace(getattr(scenarios, scenario)().events)


# -- setup (RULES §1.4, G4, G6, G8, G12, G13)

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_coins_by_seat_fame_5_one_shard_and_the_base_hand(players):
    e = find(scenarios.idle_game(players).events, "setup")[0]
    assert [s["coins"] for s in e["seats"]] == [10, 12, 14, 16][:players]
    assert all(s["fame"] == 5 and s["shards"] == 1 for s in e["seats"])
    assert all(s["hand"] == {"Theater": 3, "Workshop": 2, "Market Row": 2, "Downtown": 2} for s in e["seats"])
    assert len(e["track"]) == players - 1 and len(e["performance_deck"]) == 4


def test_two_players_use_initiative_positions_1_and_3_and_the_duel_side():
    e = find(scenarios.idle_game(2).events, "setup")[0]
    assert e["positions"] == [1, 3] and e["side"] == "duel" and len(e["turn_setup_deck"]) == 12
    e = find(scenarios.idle_game(2, "trickerion-noduel").events, "setup")[0]
    assert e["side"] == "normal" and e["turn_setup_deck"] == []


def test_the_assistant_brings_a_free_apprentice_and_the_engineer_a_second_trick_on_its_slot():
    events = scenarios.idle_game(3).events
    assert find(events, "character", seat=2, character="Apprentice 2")[0]["state"] == "assistant_slot"
    bonus = find(events, "trick", cause="engineer_bonus")[0]
    assert bonus["to"] == ["engineer", 0] and bonus["symbol"] == "heart"


def test_a_starting_trick_whose_components_are_met_is_prepared_free():
    events = scenarios.idle_game(2).events
    prep = find(events, "marker", cause="setup")
    assert [(e["seat"], e["trick"], e["count"]) for e in prep] == [(0, "Linking Rings", 2),
                                                               (1, "Enchanted Butterflies", 2)]


# -- turn start (G13, G15, G16)

def test_advertise_from_initiative_slot_3_costs_3_coins_and_from_slot_1_one():
    events = scenarios.tie_game().events
    ads = find(events, "gain", cause="advertise")
    assert [(e["seat"], e["coins"], e["fame"]) for e in ads] == [(0, -1, 2), (1, -3, 2)]


def test_initiative_by_fewest_fame_with_ties_in_the_previous_order():
    events = scenarios.rich_two_player().events
    inits = find(events, "initiative")
    assert inits[0]["order"] == [0, 1]          # turn II: 6 and 6 Fame, a tie keeps seat order
    assert inits[1]["order"] == [1, 0] and inits[1]["positions"] == [3, 1]   # turn III: 8 vs 6 Fame


# -- placements and AP (G25, G26)

def test_placement_ap_is_character_plus_slot_plus_shard():
    events = scenarios.rich_two_player().events
    aps = [(e["character"], e["location"], e["ap"]["total"]) for e in find(events, "place")][:6]
    assert aps == [("Engineer", "Theater", 2), ("Magician", "Theater", 3), ("Apprentice 1", "Downtown", 3),
                   ("Apprentice 1", "Market Row", 3), ("Magician", "Theater", 3), ("Manager", "Workshop", 2)]


def test_thursday_gives_1_more_ap_and_sunday_1_less_an_apprentice_there_has_0():
    events = scenarios.weekdays_and_wages().events
    places = {(e["seat"], e["character"]): e["ap"]["total"] for e in find(events, "place", turn=1)}
    assert places[(0, "Engineer")] == 3 and places[(1, "Apprentice 1")] == 0 and places[(1, "Magician")] == 2


# -- actions

def test_learning_a_level_2_trick_at_5_fame_costs_11_coins():
    gains = find(scenarios.three_player_assistant().events, "gain", cause="fame_deficit")
    assert [(g["seat"], g["coins"]) for g in gains] == [(2, -11)]


def test_take_coins_pays_the_bank_die_and_turns_it_to_x():
    events = scenarios.rich_two_player().events
    k = next(i for i, e in enumerate(events) if e["event"] == "action" and e["action"] == "take_coins")
    assert events[k + 1] == {**events[k + 1], "die": "Bank 2", "face": "X", "cause": "used"}
    assert events[k + 2]["coins"] == 6


def test_buy_with_bargain_and_the_quick_order_surcharge_per_copy():
    events = scenarios.rich_two_player().events
    buys = [(e["component"], e["count"], e["bargain"], e["price"]) for e in find(events, "action", action="buy")]
    assert ("Metal", 2, 1, 1) in buys                   # 2 x 1 - 1 Bargain
    assert ("Wood", 2, 1, 3) in buys                    # 2 x (1 + 1 Quick Order, T11) - 1


def test_bargain_never_takes_a_price_below_0():
    buy = find(scenarios.three_player_assistant().events, "action", action="buy", seat=2)[0]
    assert (buy["count"], buy["bargain"], buy["price"], buy["ap"]) == (1, 2, 0, 3)


def test_an_order_arrives_in_its_aligned_buy_slot_at_end_turn():
    arrives = find(scenarios.rich_two_player().events, "market", cause="arrives")
    assert arrives[0]["slot"] == ["stock", 0] and arrives[0]["component"] == "Rope" and arrives[0]["replaced"] == "Wood"


def test_prepare_on_the_engineers_slot_places_one_more_marker():
    prep = find(scenarios.rich_two_player().events, "action", action="prepare")
    assert [(e["trick"], e["markers"]) for e in prep] == [("Stocks Escape", 3)]


def test_a_hire_is_incoming_until_return_characters():
    events = scenarios.rich_two_player().events
    hire = find(events, "character", cause="hire")[0]
    assert hire["character"] == "Apprentice 2" and hire["state"] == "incoming"
    assert find(events, "return", turn=2, seat=1)[0]["joined"] == ["Apprentice 2"]


# -- the Theater (RULES §1.9, G60-G64, T2)

def test_the_trace_docs_worked_example_mind_reading_links_the_grey_marker_for_1_coin():
    events = scenarios.trace_doc_example().events
    a = find(events, "action", action="set_up")[0]
    assert a["sides"] == {"up": "Spiritual", "right": "Mechanical", "down": "Optical", "left": "Escape"}
    assert a["links"] == [{"circle": "BC", "with": "grey", "shard": False, "payment": "coins"}]
    pay = find(events, "gain", cause="link_payment")[0]
    assert (pay["coins"], pay["fame"]) == (1, 0) and not find(events, "gain", cause="link_shard")


def test_a_mechanical_marker_with_its_optical_side_toward_an_optical_trick_links_with_it():
    events = scenarios.cross_category_link().events
    links = find(events, "action", action="set_up")[1]["links"]
    assert links == [{"circle": "BE", "with": 0, "shard": True, "payment": "fame"}]
    shards = find(events, "gain", cause="link_shard")
    assert sorted(e["seat"] for e in shards) == [0, 1]


def test_a_link_pays_1_2_3_by_level_level_1_pays_1():
    pays = find(scenarios.rich_two_player().events, "gain", cause="link_payment")
    assert [(p["seat"], p["fame"], p["coins"]) for p in pays] == [(1, 0, 1), (0, 1, 0)]


def test_a_link_of_a_level_2_trick_pays_2_and_two_own_markers_give_1_shard():
    events = scenarios.level_two_link().events
    pay = find(events, "gain", cause="link_payment")
    assert [(p["seat"], p["trick"], p["coins"]) for p in pay] == [(2, "Zig Zag Lady", 2)]
    assert [(g["seat"], g["shards"]) for g in find(events, "gain", cause="link_shard")] == [(2, 1)]


# -- Performance (G66-G70)

def test_a_performance_pays_yields_links_the_engineer_and_the_card_bonus():
    events = scenarios.rich_two_player().events
    k = next(i for i, e in enumerate(events) if e["event"] == "performance")
    got = [(e["seat"], e["cause"], e["fame"], e["coins"], e["shards"]) for e in events[k + 1:k + 6]]
    assert got == [(0, "yield", 0, 2, 0), (1, "yield", 1, 1, 0), (0, "performer_links", 1, 0, 0),
                   (0, "performer_specialist", 0, 0, 1), (0, "performer_bonus", 0, 0, 1)]


def test_thursday_yields_1_fame_1_coin_less_never_below_0_and_sunday_1_more():
    ys = find(scenarios.weekdays_and_wages().events, "gain", cause="yield")
    assert [(y["trick"], y["weekday"], y["fame"], y["coins"]) for y in ys] == [
        ("Linking Rings", "Thursday", 0, 1), ("Barricaded Barrels", "Sunday", 2, 2)]


def test_a_performer_with_no_marker_on_any_card_performs_nothing():
    perf = find(scenarios.rich_two_player().events, "performance", weekday="Saturday")
    assert perf[0]["card"] is None


def test_a_full_track_loses_its_oldest_card_with_its_markers():
    events = scenarios.rich_two_player().events
    left = find(events, "marker", cause="card_left")
    assert {(e["seat"], e["trick"]) for e in left} == {(0, "Linking Rings"), (1, "Barricaded Barrels")}
    assert find(events, "track", turn=3)[0]["left"] == "Riverside 1"


# -- End Turn (G71, G72)

def test_wages_apprentice_1_specialist_2_and_each_unpaid_coin_costs_2_fame():
    events = scenarios.weekdays_and_wages().events
    w = find(events, "wages", seat=0, turn=1)[0]
    assert (w["due"], w["paid"], w["short"]) == (3, 1, 2)
    assert find(events, "gain", cause="unpaid_wage")[0]["fame"] == -4


def test_the_assistants_apprentice_is_paid_nothing():
    w = find(scenarios.three_player_assistant().events, "wages", seat=2, turn=3)[0]
    assert w["due"] == 0


def test_an_apprentice_moved_onto_a_hired_assistants_slot_is_wage_free_at_once():
    events = scenarios.hired_assistant().events
    assert find(events, "character", cause="hire")[0]["character"] == "Assistant"
    w = find(events, "wages", seat=0, turn=2)[0]
    assert (w["due"], w["paid"]) == (2, 2)        # the Assistant 2; Apprentice 1 moved onto its slot: 0


# -- the end (RULES §1.13, G77, T3)

def test_base_end_scoring_1_per_shard_1_per_3_coins_2_per_apprentice_3_per_specialist():
    events = scenarios.idle_game(3).events
    lines = [e["lines"] for e in find(events, "end_score")]
    assert lines == [{"shards": 1, "coins": 3, "apprentices": 2, "specialists": 3},
                     {"shards": 1, "coins": 4, "apprentices": 2, "specialists": 3},
                     {"shards": 1, "coins": 4, "apprentices": 4, "specialists": 3}]


def test_a_tie_goes_to_the_earliest_seat_in_the_last_turns_initiative():
    end = scenarios.tie_game().events[-1]
    assert end["scores"] == [16, 16] and end["winners"] == [0] and end["tiebreak"] is True


def test_tiebreak_shared_option_shares_the_win():
    end = scenarios.tie_game(tiebreak="shared").events[-1]
    assert end["winners"] == [0, 1] and end["tiebreak"] is False
    check_trace(scenarios.tie_game(tiebreak="shared").events)


def test_the_referee_reports_the_event_index_and_json():
    events = scenarios.idle_game(2).events
    events[1]["seats"][0]["coins"] = 11
    with pytest.raises(RefereeError, match=r'^event 1 \{.*"event": "setup".*\}: seat 0 starts with'):
        check_trace(events)


# -- 4 players and the setup options (RULES §5.1)

def test_four_players_advertise_from_position_4_costs_4_and_a_deficit_learn_costs_the_gap():
    events = scenarios.four_players().events
    assert [(g["seat"], g["coins"]) for g in find(events, "gain", cause="advertise")] == [(3, -4)]
    assert [(g["seat"], g["coins"]) for g in find(events, "gain", cause="fame_deficit")] == [(3, -9)]   # 16 - 7 Fame


def test_a_manager_swap_and_a_quick_order_buy_at_4_players():
    events = scenarios.four_players().events
    moves = [(e["component"], e["from"], e["to"]) for e in find(events, "component", cause="move")]
    assert moves == [("Fabric", ["board", 1], ["manager", 1, 0]), ("Wood", ["manager", 1, 0], ["board", 1])]
    # T11's example: "2 copies of an Advanced component from the Quick Order slot cost 6 before Bargain"
    assert find(events, "action", action="buy", component="Saw")[0]["price"] == 6


def test_component_supply_physical_caps_a_type_at_the_boxs_tokens():
    check_trace(scenarios.four_players().events)            # 12 Metal held: fine with the unlimited supply
    with pytest.raises(RefereeError, match="component_supply=physical"):
        check_trace(scenarios.four_players(component_supply="physical").events)


def test_link_bonus_per_trick_counts_the_tricks_in_a_link():
    events = scenarios.weekdays_and_wages(link_bonus="per_trick").events
    check_trace(events)
    assert find(events, "gain", cause="performer_links")[0]["fame"] == 2    # 1 Link between 2 Tricks
    with pytest.raises(RefereeError, match="per Link on the card: 2"):
        events = scenarios.weekdays_and_wages().events
        events[0]["options"]["link_bonus"] = "per_trick"
        check_trace(events)


def test_favourite_uses_die_forbids_a_dieless_favourite_learn():
    events = scenarios.three_player_assistant().events
    events[0]["options"]["favourite_uses_die"] = True
    with pytest.raises(RefereeError, match="without a die only for the Magician's Favourite category"):
        check_trace(events)


def test_may_decline_lets_a_revealed_character_stay_home():
    events = scenarios.three_player_assistant().events
    i = next(k for k, e in enumerate(events) if e["event"] == "unplaceable")
    del events[i]
    with pytest.raises(RefereeError, match="is placed or unplaceable"):
        check_trace(events)
    events[0]["options"]["may_decline"] = True
    check_trace(events)


def noduel_placement(slot):
    from tests.trickerion.builders import TraceBuilder
    b = TraceBuilder(players=2, ruleset="trickerion-noduel")
    b.standard_setup()
    b.start_turn()
    b.assign({0: {"Apprentice 1": "Downtown"}})
    b.place(0, "Apprentice 1", "Downtown", slot)
    b.end_placement()
    b.end_turn()
    b.play_out()
    return b.events


def test_noduel_two_players_block_the_first_plus_1_slot_as_three_players_do():
    events = noduel_placement(2)
    check_trace(events)
    assert not find(events, "turn_setup") and events[0]["assumed_data"] == []
    with pytest.raises(RefereeError, match="a free legal slot"):
        check_trace(noduel_placement(1))


def test_the_referee_imports_nothing_of_simkit():
    from pathlib import Path
    for path in (Path(__file__).parent / "referee").glob("*.py"):
        assert "simkit" not in path.read_text().replace("nothing of simkit", ""), path


def test_unknown_extra_fields_are_ignored():
    events = scenarios.rich_two_player().events
    for e in events[1:]:
        e["note"] = "extra"
        if e["event"] == "place":
            e["ap"]["prophecy"] = 0
        if e["event"] == "end_score":
            e["lines"]["special_assignments"] = 0
    check_trace(events)
