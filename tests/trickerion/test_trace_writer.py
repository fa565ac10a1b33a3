"""The trace writer (simkit/games/trickerion/trace.py) on hand-built record buffers: every field of
docs/trickerion-trace.md that it derives (names, totals, orientations, places, context it carries
from one record to the next), without playing a game."""

import json

import numpy as np
import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion import theater_records as TR
from simkit.games.trickerion.trace import empty_records, events_of, game_header
from simkit.games.trickerion.trace_names import Names

SETUP = GAME.make_setup("trickerion", 2, None, "random")
COMP = SETUP.composition


def written(*rows, final_fame=(0, 0)):
    """The events of a buffer holding ``rows`` (each an event code and up to 7 ints)."""
    records = empty_records()
    for i, row in enumerate(rows):
        records[i, :len(row)] = row
    final = SETUP.template.copy()
    final[L.FAME:L.FAME + 2] = final_fame
    return events_of({"event": "game", "players": 2}, SETUP, records, len(rows), final)[1:]


def card(name):
    return COMP.performance_cards.names.index(name)


def trick(name):
    return COMP.tricks.id(name)


def test_a_gain_carries_its_totals_and_a_shard_total_kept_from_the_start():
    # seat 1 advertises (no context record: the Shard total is the start's 1), then pays a Shard for AP
    events = written((R.EV_GAIN, 1, 2, -3, 0, R.GAIN_ADVERTISE, 7, 9),
                     (R.EV_GAIN, 1, 0, 0, -1, R.GAIN_SHARD_AP, 7, 9))
    assert events[0] == {"event": "gain", "turn": 0, "seat": 1, "fame": 2, "coins": -3, "shards": 0,
                         "cause": "advertise", "totals": [7, 9, 1]}
    assert events[1]["totals"] == [7, 9, 0] and events[1]["cause"] == "shard_ap"


def test_a_link_payment_names_its_card_circle_and_trick_and_the_context_gives_the_shard_total():
    riverside1 = card("Riverside 1")
    cards = COMP.performance_cards
    links = [("".join(sorted("ABCDEF"[cards.link_a[riverside1, k]] + "ABCDEF"[cards.link_b[riverside1, k]])))
             for k in range(cards.n_links[riverside1])]
    bc = links.index("BC")
    events = written((R.EV_GAIN, 0, 0, 1, 0, R.GAIN_LINK_PAYMENT, 5, 9),
                     (R.EV_GAIN_CONTEXT, 0, riverside1, bc, trick("Mind Reading"), 4, 0, 0))
    assert events == [{"event": "gain", "turn": 0, "seat": 0, "fame": 0, "coins": 1, "shards": 0,
                       "cause": "link_payment", "totals": [5, 9, 4], "card": "Riverside 1", "circle": "BC",
                       "trick": "Mind Reading"}]


def test_the_docs_example_orientation_spiritual_up_puts_mechanical_right_optical_down_escape_left():
    names = Names(COMP)
    spiritual_up = list(COMP.performance_cards.marker_cycle).index(3)  # Spiritual's index in the cycle (T2)
    assert names.sides(spiritual_up) == {"up": "Spiritual", "right": "Mechanical", "down": "Optical",
                                         "left": "Escape"}


def test_a_set_up_fills_its_action_and_marker_and_every_later_event_has_the_turn():
    riverside1, mind = card("Riverside 1"), trick("Mind Reading")
    spiritual_up = list(COMP.performance_cards.marker_cycle).index(3)
    events = written(
        (R.EV_TURN, 2),
        (R.EV_ACTION, 0, 0, L.ACT_SET_UP, 1, 2, 0, 0),
        (TR.EV_SET_UP, 0, mind, 1, riverside1, 1, spiritual_up, 0),  # slot B, facing A
        (R.EV_MARKER, 0, mind, 1, 1, R.MPLACE_TRICK, R.MPLACE_CARD, R.MARKER_CAUSE_SET_UP),
        (R.EV_MARKER_CONTEXT, riverside1, 1),
        (TR.EV_LINK, 0, riverside1, [l for l in range(5) if {int(COMP.performance_cards.link_a[riverside1, l]),
                                                             int(COMP.performance_cards.link_b[riverside1, l])}
                                     == {1, 2}][0], L.GREY, 0, 1, 1),
    )
    sides = {"up": "Spiritual", "right": "Mechanical", "down": "Optical", "left": "Escape"}
    action, marker = events[1], events[2]
    assert all(e["turn"] == 2 for e in events)
    assert action == {"event": "action", "turn": 2, "seat": 0, "character": "Magician", "action": "set_up", "ap": 1,
                      "ap_left": 2, "trick": "Mind Reading", "card": "Riverside 1", "slot": "B", "facing": "A",
                      "sides": sides, "links": [{"circle": "BC", "with": "grey", "shard": False, "payment": "coins"}]}
    assert marker == {"event": "marker", "turn": 2, "seat": 0, "trick": "Mind Reading", "symbol": "heart", "count": 1,
                      "from": ["trick", 0, "heart"], "to": ["card", "Riverside 1", "B"], "cause": "set_up",
                      "facing": "A", "sides": sides}


def test_return_names_only_characters_back_from_a_placement_and_the_cards_by_location():
    downtown = COMP.locations.names.index("Downtown")
    events = written(
        (R.EV_TURN, 1),
        (R.EV_CHARACTER, 0, 4, COMP.characters.id("Apprentice"), R.CHAR_CAUSE_SETUP, R.CHAR_STATE_HOME, 1),
        (R.EV_ASSIGN, 0, 0, L.LOC_THEATER), (R.EV_ASSIGN, 0, 4, -1),  # the Apprentice idle (T9)
        (R.EV_REVEAL,),
        (R.EV_PLACE, 0, 0, L.LOC_THEATER, 2 * 3 + 1, 0, 3, 0),  # Saturday, backstage slot 1
        (R.EV_RETURN, 0, 1 | 1 << 4, 0, 1 << (4 * L.LOC_THEATER) | 0 << (4 * downtown)),
    )
    reveal, place, back = events[4], events[5], events[6]
    assert reveal["assignments"] == [{"Magician": "Theater", "Apprentice 1": None}, {}]
    assert place["weekday"] == "Saturday" and place["slot"] == 1 and place["ap"]["total"] == 3
    assert back["characters"] == ["Magician"] and back["cards"] == {"Theater": 1}  # T41: the idle one never left


def test_a_yield_gain_names_its_owners_weekday_from_the_yield_record():
    g1 = card("Grand Magorian 1")
    events = written((TR.EV_YIELD, 1, g1, 0, trick("Mind Reading"), 0),
                     (R.EV_GAIN, 1, 0, 0, 0, R.GAIN_YIELD, 5, 10),
                     (R.EV_GAIN_CONTEXT, 1, g1, 0, trick("Mind Reading"), 1))
    assert events == [{"event": "gain", "turn": 0, "seat": 1, "fame": 0, "coins": 0, "shards": 0, "cause": "yield",
                       "totals": [5, 10, 1], "card": "Grand Magorian 1", "slot": "A", "trick": "Mind Reading",
                       "weekday": "Thursday"}]


def test_turn_end_folds_its_seat_totals_and_game_end_takes_the_final_fame():
    events = written((R.EV_TURN_END, 5), (R.EV_SEAT_TOTALS, 0, 20, 3, 1), (R.EV_SEAT_TOTALS, 1, 18, 0, 2),
                     (R.EV_INITIATIVE, 1, 0, -1, -1),
                     (R.EV_GAME_END, 0, 0, 41, 5, 2, 0), final_fame=(20, 18))
    assert events[0] == {"event": "turn_end", "turn": 5, "fame": [20, 18], "coins": [3, 0], "shards": [1, 2]}
    assert events[1]["positions"] == [3, 1]  # 2 players use positions 1 and 3 (G13)
    assert events[2] == {"event": "game_end", "turn": 0, "scores": [20, 18], "winners": [0], "tiebreak": False,
                         "initiative": [1, 0], "length": 41, "rounds": 5, "lead_changes": 2, "capped": False}


def test_an_unknown_record_or_a_missing_continuation_is_an_error_not_a_dropped_event():
    with pytest.raises(GameSetupError, match="code 77 has no decoder"):
        written((77, 0, 0))
    with pytest.raises(GameSetupError, match="continuation record"):
        written((R.EV_MARKER, 0, 0, 0, 1, R.MPLACE_TRICK, R.MPLACE_CARD, R.MARKER_CAUSE_SET_UP))


def test_the_header_embeds_the_composition_and_names_the_assumed_data_and_every_option():
    header = game_header("trickerion", SETUP, 7, 3)
    json.dumps(header)
    assert header["data"]["duel_sides"]["source"] == "assumed" and len(header["composition_sha256"]) == 64
    assert header["assumed_data"] == ["duel_sides", "turn_setup"]
    assert header["options"] == {"may_decline": False, "favourite_uses_die": False, "component_supply": "unlimited",
                                 "link_bonus": "per_link", "tiebreak": "initiative", "starting_coins": "by_seat"}
    assert header["magicians"] == "draft" and header["specialists"] == "draft"
    noduel = GAME.make_setup("trickerion-noduel", 2, None, "random", params={"magicians": "Electra,The Red Lotus"})
    header = game_header("trickerion", noduel, 7, 3)
    assert header["assumed_data"] == [] and header["magicians"] == ["Electra", "The Red Lotus"]
    three = GAME.make_setup("trickerion", 3, None, "random", params={"tiebreak": "shared", "may_decline": "on"})
    assert game_header("trickerion", three, 1, 0)["options"]["tiebreak"] == "shared"
    assert three.options["may_decline"] is True and GAME.assumed_data(three) == ()


def test_the_header_data_follows_the_file_and_is_each_trace_s_own(tmp_path):
    from simkit.games.trickerion.composition import BUILT_IN_DIR
    path = tmp_path / "mine.toml"
    text = (BUILT_IN_DIR / "trickerion-assumed-v1.toml").read_text()
    path.write_text(text)
    setup = GAME.make_setup("trickerion", 2, str(path), "random")
    first = game_header("trickerion", setup, 7, 3)
    first["data"]["duel_sides"]["source"] = "edited by a reader"  # a reader's edit stays in its copy
    assert game_header("trickerion", setup, 7, 3)["data"]["duel_sides"]["source"] == "assumed"
    head, tail = text.split("\n[duel_sides]", 1)  # the file edited in place
    path.write_text(head + "\n[duel_sides]" + tail.replace('source = "assumed"', 'source = "majority"', 1))
    again = game_header("trickerion", GAME.make_setup("trickerion", 2, str(path), "random"), 7, 3)
    assert again["composition_sha256"] != first["composition_sha256"]
    assert again["data"]["duel_sides"]["source"] == "majority"
