"""The referee on the Dark Alley (docs/trickerion-trace.md "The Dark Alley (part 2)", RULES §1.17):
the header and setup additions, 7 turns with the 6-card Performance deck, the Special Assignment
cards (draws, Assignment, reveal, placement, unplaceable, discards), Fortune Telling and End Turn's
Prophecy step, and the `dark-alley` end scoring. Each case has a correct fragment the referee
accepts and a broken one it rejects naming the rule. Traces are hand-written
(tests/trickerion/dark_alley_fixture.py): no engine writes Dark Alley games yet."""

import pytest

from tests.trickerion.dark_alley_fixture import DA_RULESETS, PROPHECY, Live, Trace
from tests.trickerion.referee import RefereeError, check_trace

WORKSHOP_TOP = ["Trick Tweaking", "Replacable Parts", "Test Run", "Invention", "Ingenuity", "Unstable Prototype",
                "Enhance Trick", "On-stage Preparation", "Hidden Talent", "Freelancer"]
PENDING = [PROPHECY["P12"], PROPHECY["P20"], PROPHECY["P05"]]


def rejects(events, words, complete=False):
    with pytest.raises(RefereeError, match=words):
        check_trace(events, complete=complete)


def idle_game(players, ruleset, options=None):
    t = Trace(players, ruleset, options).setup()
    for _ in range(7):
        t.idle_turn()
    return t


def final_lines(t, sa=None):
    sa = sa or {}
    return [{"shards": 1, "coins": t.totals[s][1] // 3, "special_assignments": 2 * sa.get(s, 0)}
            for s in range(t.players)]


def drawing_turn(players=4):
    """Turn I: seat 0's Magician at the Dark Alley's +2 slot (5 AP) draws twice from the Workshop
    deck (keeps Trick Tweaking, then Test Run) and tells fortunes once."""
    t = Trace(players).setup(sa_decks={"Workshop": list(WORKSHOP_TOP)}, pending=list(PENDING))
    t.start_turn().assign(0, {"Magician": "Dark Alley"}).reveal()
    t.place(0, "Magician", "Dark Alley", 0, {"character": 3, "slot": 2, "shard": 0, "special_assignment": 0,
                                             "total": 5})
    t.draw(0, "Magician", 1, 4, "Workshop", ["Trick Tweaking", "Replacable Parts"], "Trick Tweaking")
    t.draw(0, "Magician", 2, 2, "Workshop", ["Test Run", "Invention"], "Test Run", further=True)
    t.fortune_telling(0, "Magician", 1, 1)
    t.end_placement(0, "Magician", 1)
    t.end_turn(returns={0: (["Magician"], {"Dark Alley": 1})})
    return t


def unplaceable_turn(t):
    """Turn II: three Workshop characters, two on SA cards; the third has no slot left (G21)."""
    t.start_turn().assign(0, {"Magician": "Workshop"}, sa={"Apprentice 1": "Trick Tweaking",
                                                           "Manager": "Test Run"}).reveal()
    t.place(0, "Magician", "Workshop", 0, {"character": 3, "slot": 0, "shard": 0, "special_assignment": 0,
                                           "total": 3})
    t.end_placement(0, "Magician", 3)
    t.place(0, "Apprentice 1", "Workshop", 1, {"character": 1, "slot": 0, "shard": 0, "special_assignment": 1,
                                               "total": 2}, sa={"card": "Trick Tweaking", "use": "ap"})
    t.end_placement(0, "Apprentice 1", 2)
    t.emit("unplaceable", seat=0, character="Manager", location="Workshop")
    t.emit("special_assignment", seat=0, card="Test Run", cause="unplaceable",
           **{"from": ["sa_assigned", 0, "Manager"], "to": ["sa_hand", 0]})
    t.end_turn(wages={0: 1}, returns={0: (["Magician", "Apprentice 1"], {"Workshop": 1})},
               discards=[(0, "Apprentice 1")])
    return t


def find(t, kind, **fields):
    return next(i for i, e in enumerate(t.events) if e["event"] == kind and all(e.get(k) == v
                                                                                  for k, v in fields.items()))


# -- whole games

@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", DA_RULESETS)
def test_an_idle_dark_alley_game_of_7_turns_is_accepted(players, ruleset):
    t = idle_game(players, ruleset)
    t.finish(final_lines(t))
    t.check(complete=True)
    tracks = [e for e in t.events if e["event"] == "track"]
    assert len(tracks) == 6 and tracks[-1]["entered"] == t.events[1]["performance_deck"][-1]
    prophecies = [e for e in t.events if e["event"] == "prophecy"]
    assert len(prophecies) == (6 if ruleset != "trickerion-dark-alley-noprophecies" else 0)


def test_a_game_with_draws_fortune_telling_an_unplaceable_sa_card_and_its_discard_is_accepted():
    t = unplaceable_turn(drawing_turn())
    for _ in range(5):
        t.idle_turn()
    t.finish(final_lines(t, sa={0: 1}))
    t.check(complete=True)
    live = Live(t)
    assert live.seat(0).sa_hand == ["Test Run"]
    assert live.game.sa_discards["Workshop"] == ["Trick Tweaking"]
    assert live.game.sa_decks["Workshop"][-2:] == ["Replacable Parts", "Invention"]


# -- the header and the setup

@pytest.mark.parametrize("option, value", [("fortune_telling", None), ("fortune_telling", "twice"),
                                           ("red_lotus", None), ("red_lotus", "twice"),
                                           ("shard_score", "per_shard")])
def test_the_header_names_the_dark_alley_options(option, value):
    t = Trace(2)
    if value is None:
        del t.events[0]["options"][option]
    else:
        t.events[0]["options"][option] = value
    rejects(t.events, option)


def test_an_unknown_ruleset_has_no_setup_table():
    t = Trace(2)
    t.events[0]["ruleset"] = "trickerion-duel-only"   # no such ruleset (Dawn's trickerion-full is part 4 now)
    rejects(t.events, "a ruleset of parts 1-4")


def mutate_setup(change, players=2, ruleset="trickerion-dark-alley"):
    t = Trace(players, ruleset).setup()
    change(t.events[1])
    return t.events


def test_each_sa_deck_holds_exactly_its_locations_10_cards():
    def swap(e):
        e["sa_decks"]["Workshop"][0], e["sa_decks"]["Downtown"][0] = \
            e["sa_decks"]["Downtown"][0], e["sa_decks"]["Workshop"][0]
    rejects(mutate_setup(swap), "the Downtown Special Assignment deck holds exactly that location's 10 cards")

    def twice(e):
        e["sa_decks"]["Theater"][1] = e["sa_decks"]["Theater"][0]
    rejects(mutate_setup(twice), "the Theater Special Assignment deck holds exactly")

    def missing(e):
        del e["sa_decks"]["Market Row"]
    rejects(mutate_setup(missing), "one Special Assignment deck per location")


def test_three_pending_prophecies_none_active_on_turn_one_and_the_bag_holds_the_rest():
    def active(e):
        e["prophecies"]["active"] = e["prophecy_bag"].pop(0)
    rejects(mutate_setup(active), r"no Prophecy is Active on turn I \(G11\)")

    def two(e):
        e["prophecy_bag"].append(e["prophecies"]["pending"].pop())
    rejects(mutate_setup(two), "3 Pending Prophecies at setup")

    def lost(e):
        e["prophecy_bag"].pop()
    rejects(mutate_setup(lost), "hold every Prophecy of the ruleset's sets once")

    def stray(e):
        e["prophecy_bag"] = ["A Prophecy"]
        e["prophecies"] = {"pending": [], "active": None}
    rejects(mutate_setup(stray, ruleset="trickerion-dark-alley-noprophecies"), "no Prophecies in a ruleset without")


def test_the_seats_start_with_the_dark_alley_hand_and_no_sa_cards():
    def hand(e):
        e["seats"][1]["hand"] = {"Theater": 2, "Workshop": 1, "Market Row": 1, "Downtown": 1}
    rejects(mutate_setup(hand), "the starting hand")

    def card(e):
        e["seats"][0]["special_assignments"] = ["Freelancer"]
    rejects(mutate_setup(card), "seat 0 starts with no Special Assignment card")


def test_level_3_tricks_are_in_the_decks_and_the_deck_is_2_riverside_2_grand_magorian_2_magnus():
    e = Trace(3).setup().events[1]
    assert len(e["trick_decks"]["Spiritual"]) == 12 and len(e["performance_deck"]) == 6

    def no_level_3(e):
        e["trick_decks"]["Escape"] = e["trick_decks"]["Escape"][:8]
    rejects(mutate_setup(no_level_3), r"the Escape deck holds the ruleset's levels \[1, 2, 3\]")

    def short_deck(e):
        e["performance_deck"] = e["performance_deck"][:4]
    rejects(mutate_setup(short_deck), "the Performance deck is")


# -- 7 turns and the track

def test_the_game_lasts_7_turns():
    t = Trace(2).setup()
    for _ in range(5):
        t.idle_turn()
    t.finish(final_lines(t))
    rejects(t.events, r"end scoring after the last turn's turn_end \(7 turns")
    t = idle_game(2, "trickerion-dark-alley")
    t.idle_turn()
    rejects(t.events, r"turns run 1..7")


def test_the_deck_runs_out_after_turn_six_and_nothing_enters_on_turn_seven():
    t = Trace(2).setup()
    for _ in range(6):
        t.idle_turn()
    t.start_turn().reveal()
    t.events.append({"event": "track", "turn": 7, "left": None, "entered": t.events[1]["performance_deck"][0],
                     "track": []})
    rejects(t.events, "no Performance card enters on the last turn")


# -- the Prophecy step at End Turn (RULES §1.12 step 6, T55)

def test_end_turn_makes_p0_active_moves_the_others_and_draws_a_new_one():
    t = Trace(2).setup().idle_turn()
    i = find(t, "prophecy")
    assert t.events[i]["active"] == t.events[1]["prophecies"]["pending"][0]
    assert t.events[i]["drawn"] == t.events[1]["prophecy_bag"][0]
    check_trace(t.events, complete=False)
    wrong = [dict(e) for e in t.events]
    wrong[i]["active"] = wrong[i]["pending"][0]
    rejects(wrong, r"p0 becomes Active, p1 and p2 move on")
    wrong = [dict(e) for e in t.events]
    wrong[i]["drawn"] = wrong[1]["prophecy_bag"][1]
    rejects(wrong, r"a new one is drawn into p2")


def test_the_prophecy_step_comes_after_the_track_every_turn_but_the_last():
    t = Trace(2).setup().start_turn().reveal()
    t.end_turn(prophecy=False)
    rejects(t.events, r"End Turn's Prophecy step comes after the track, every turn but the last \(T55\)")
    t = Trace(2).setup().start_turn().reveal()
    t.end_turn(track=False)
    rejects(t.events, "the Prophecy step comes after the Performance track moves")
    t = idle_game(2, "trickerion-dark-alley")
    i = len(t.events) - 1
    t.events.insert(i, {"event": "prophecy", "turn": 7, "pending": [], "active": None, "cause": "end_turn",
                        "drawn": None})
    rejects(t.events, r"every turn but the last \(T55\)")


def test_no_prophecy_events_without_prophecies():
    t = Trace(2, "trickerion-dark-alley-noprophecies").setup().start_turn().reveal()
    t.end_turn()
    t.events.insert(len(t.events) - 1, {"event": "prophecy", "turn": 1, "pending": [], "active": None,
                                        "cause": "end_turn", "drawn": None})
    rejects(t.events, "no Prophecy step in a ruleset without Prophecies")


# -- the Dark Alley's actions (RULES §1.7, G47, G48)

def test_draws_keep_one_card_and_put_the_other_at_the_bottom():
    t = drawing_turn()
    check_trace(t.events, complete=False)
    live = Live(t)
    assert live.seat(0).sa_hand == ["Trick Tweaking", "Test Run"]
    assert live.game.sa_decks["Workshop"] == WORKSHOP_TOP[4:] + ["Replacable Parts", "Invention"]


def test_a_draw_takes_the_decks_two_top_cards():
    t = drawing_turn()
    i = find(t, "action", action="draw_first_card")
    t.events[i]["drawn"] = ["Trick Tweaking", "Test Run"]
    t.events[i]["bottom"] = "Test Run"
    rejects(t.events, r"a draw takes the deck's 2 top cards, or the 1 it has \(G47\)")


def test_the_kept_card_goes_to_the_hand_and_the_other_to_the_bottom():
    t = drawing_turn()
    i = find(t, "special_assignment", cause="bottom")
    del t.events[i]
    rejects(t.events, r"the other card goes to the bottom of its deck \(G47\)")
    t = drawing_turn()
    i = find(t, "special_assignment", cause="keep")
    t.events[i]["to"] = ["sa_hand", 1]
    rejects(t.events, r"the kept card goes into the seat's SA hand \(G47\)")


def test_draw_first_card_once_per_placement_and_draw_further_only_after_it_at_2_ap():
    t = drawing_turn()
    i = find(t, "action", action="draw_further_cards")
    t.events[i]["action"] = "draw_first_card"
    t.events[i]["ap"] = 1
    rejects(t.events, r"Draw First Card only once per placement")
    t = drawing_turn()
    i = find(t, "action", action="draw_first_card")
    t.events[i]["action"] = "draw_further_cards"
    rejects(t.events, r"Draw Further Cards only after Draw First Card")
    t = drawing_turn()
    i = find(t, "action", action="draw_further_cards")
    t.events[i]["ap"] = 1
    rejects(t.events, r"draw_further_cards costs 2 AP")


def test_a_draw_from_a_deck_with_one_card_gives_it_and_an_empty_deck_is_reshuffled_from_its_discards():
    t = drawing_turn()
    start = len(t.events)

    def live():
        live = Live(t, upto=start)
        live.game.sa_decks.update({"Theater": ["Headliner Trick"], "Downtown": []})
        live.game.sa_discards.update({"Theater": [], "Downtown": ["Empower", "Interest", "Headhunter"]})
        return live
    t.start_turn().assign(0, {"Magician": "Dark Alley"}).reveal()
    t.place(0, "Magician", "Dark Alley", 0, {"character": 3, "slot": 2, "shard": 0, "special_assignment": 0,
                                             "total": 5})
    t.draw(0, "Magician", 1, 4, "Theater", ["Headliner Trick"], "Headliner Trick")
    mark = len(t.events)
    t.action(0, "Magician", "draw_further_cards", 2, 2, deck="Downtown", drawn=["Interest", "Empower"],
             kept="Empower", bottom="Interest")
    t.emit("special_assignment_reshuffle", deck="Downtown", order=["Interest", "Empower", "Headhunter"])
    t.emit("special_assignment", seat=0, card="Empower", cause="keep",
           **{"from": ["sa_deck", "Downtown"], "to": ["sa_hand", 0]})
    t.emit("special_assignment", seat=0, card="Interest", cause="bottom",
           **{"from": ["sa_deck", "Downtown"], "to": ["sa_deck", "Downtown"]})
    fed = live().feed()
    assert fed.game.sa_decks["Downtown"] == ["Headhunter", "Interest"] and fed.game.sa_decks["Theater"] == []
    assert fed.game.sa_discards["Downtown"] == []
    # the shuffled order must be the discards', and the draw its 2 top cards
    for bad, words in ((["Interest", "Empower", "Freelancer"], "refilled with exactly its discards"),
                       (["Empower", "Headhunter", "Interest"], "a draw takes the deck's 2 top cards")):
        t.events[mark + 1]["order"] = bad
        with pytest.raises(RefereeError, match=words):
            live().feed()
    del t.events[mark + 1]
    with pytest.raises(RefereeError, match="an empty deck is refilled by shuffling its discards first"):
        live().feed()


def test_an_empty_deck_without_discards_cannot_be_drawn():
    t = drawing_turn()
    live = Live(t)
    live.game.sa_decks["Theater"] = []
    t.start_turn().assign(0, {"Magician": "Dark Alley"}).reveal()
    t.place(0, "Magician", "Dark Alley", 0, {"character": 3, "slot": 2, "shard": 0, "special_assignment": 0,
                                             "total": 5})
    t.action(0, "Magician", "draw_first_card", 1, 4, deck="Theater", drawn=[], kept=None, bottom=None)
    with pytest.raises(RefereeError, match="the kept card is one of the cards drawn"):
        live.feed()


def test_fortune_telling_rotates_the_pending_prophecies_and_is_repeatable_unless_once():
    t = drawing_turn()
    i = find(t, "prophecy", cause="fortune_telling")
    assert t.events[i]["pending"] == PENDING[1:] + PENDING[:1] and t.events[i]["active"] is None
    wrong = drawing_turn()
    wrong.events[i]["pending"] = PENDING[2:] + PENDING[:2]
    rejects(wrong.events, r"Fortune Telling moves each Pending Prophecy one slot")

    def twice(options):
        t = Trace(4, options=options).setup(pending=list(PENDING))
        t.start_turn().assign(0, {"Magician": "Dark Alley"}).reveal()
        t.place(0, "Magician", "Dark Alley", 3, {"character": 3, "slot": 0, "shard": 0, "special_assignment": 0,
                                                 "total": 3})
        t.fortune_telling(0, "Magician", 1, 2)
        t.fortune_telling(0, "Magician", 1, 1)
        return t.events
    check_trace(twice(None), complete=False)
    rejects(twice({"fortune_telling": "once"}), r"option fortune_telling=once: Fortune Telling once per placement")


def test_fortune_telling_needs_pending_prophecies():
    t = Trace(4, "trickerion-dark-alley-noprophecies").setup()
    t.start_turn().assign(0, {"Magician": "Dark Alley"}).reveal()
    t.place(0, "Magician", "Dark Alley", 3, {"character": 3, "slot": 0, "shard": 0, "special_assignment": 0,
                                             "total": 3})
    t.action(0, "Magician", "fortune_telling", 1, 2)
    rejects(t.events, "Fortune Telling needs Pending Prophecies")


# -- Special Assignment cards at Assignment, reveal and placement (G20, G21, G27, G29)

def test_an_sa_card_comes_from_the_seats_hand_and_sends_its_character_to_its_location():
    t = unplaceable_turn(drawing_turn())
    check_trace(t.events, complete=False)
    bad = unplaceable_turn(drawing_turn())
    i = find(bad, "assign", character="Manager", turn=2)
    bad.events[i]["special_assignment"] = bad.events[i + 1]["card"] = "Invention"
    rejects(bad.events, r"a Special Assignment card from the seat's own hand \(G20\)")
    bad = unplaceable_turn(drawing_turn())
    i = find(bad, "assign", character="Manager", turn=2)
    bad.events[i]["card"] = "Downtown"
    rejects(bad.events, r"an SA card sends its character to the card's location \(Workshop, G20\)")
    bad = unplaceable_turn(drawing_turn())
    del bad.events[find(bad, "special_assignment", cause="assign")]
    rejects(bad.events, "the assigned SA card moves from the hand to its character, right after its assign")


def test_the_reveal_shows_every_sa_card():
    t = unplaceable_turn(drawing_turn())
    i = find(t, "reveal", turn=2)
    t.events[i]["special_assignments"][0] = {"Apprentice 1": "Trick Tweaking"}
    # turn II is under P20 (reveal_at_placement): the reveal shows no card at all (R38); the normal
    # reveal's case is test_referee_dark_alley_abilities.py's test_the_reveal_shows_every_sa_card_without_p20
    rejects(t.events, r"the reveal shows no card: each is public from its own place or unplaceable \(R38\)")


def test_a_placement_with_an_sa_card_names_it_and_takes_its_text_or_one_more_ap():
    t = unplaceable_turn(drawing_turn())
    i = find(t, "place", character="Apprentice 1")
    t.events[i]["ap"]["special_assignment"] = 0
    t.events[i]["ap"]["total"] = 1
    rejects(t.events, r"a placement's AP = the character's AP \+ the slot's modifier")
    t = unplaceable_turn(drawing_turn())
    t.events[i]["special_assignment"] = None
    rejects(t.events, r"place names the character's SA card Trick Tweaking and the seat's choice")
    t = unplaceable_turn(drawing_turn())
    t.events[find(t, "place", character="Magician", turn=2)]["special_assignment"] = {"card": "Trick Tweaking",
                                                                                        "use": "ap"}
    rejects(t.events, "place names an SA card only for a character that was assigned one")


def test_an_unplaceable_characters_sa_card_goes_back_to_the_hand_not_to_the_discards():
    t = unplaceable_turn(drawing_turn())
    i = find(t, "special_assignment", cause="unplaceable")
    t.events[i]["to"] = ["sa_discard", "Workshop"]
    rejects(t.events, r"the SA card of an unplaceable character goes back to the hand \(G21\)")
    t = unplaceable_turn(drawing_turn())
    t.events.insert(find(t, "turn_end", turn=2), {
        "event": "special_assignment", "turn": 2, "seat": 0, "card": "Test Run", "cause": "discard",
        "from": ["sa_assigned", 0, "Manager"], "to": ["sa_discard", "Workshop"]})
    rejects(t.events, "an unplaceable character's went back to the hand")


def test_end_turn_discards_every_revealed_sa_card_used_or_not_and_returns_only_permanent_cards():
    t = unplaceable_turn(drawing_turn())
    del t.events[find(t, "special_assignment", cause="discard")]
    rejects(t.events, r"End Turn discards every SA card assigned and revealed \(G29\)")
    t = unplaceable_turn(drawing_turn())
    t.events[find(t, "return", turn=2)]["cards"] = {"Workshop": 2}
    rejects(t.events, "their cards go back to the hand")
    t = unplaceable_turn(drawing_turn())
    i = find(t, "special_assignment", cause="discard")
    t.events[i]["to"] = ["sa_discard", "Theater"]
    rejects(t.events, r"the card goes from its character to its deck's discards, face up \(Workshop\)")


def test_the_discards_come_after_the_prophecy_step():
    t = unplaceable_turn(drawing_turn())
    i = find(t, "special_assignment", cause="discard")
    j = find(t, "prophecy", cause="end_turn", turn=2)
    t.events[i], t.events[j] = t.events[j], t.events[i]
    rejects(t.events, r"End Turn's Prophecy step comes after the track, every turn but the last \(T55\)")


def test_on_the_last_turn_the_discards_may_be_written_or_not():
    t = drawing_turn()
    for _ in range(5):
        t.idle_turn()
    unplaceable_turn(t)
    t.finish(final_lines(t, sa={0: 1}))
    t.check(complete=True)
    del t.events[find(t, "special_assignment", cause="discard")]
    t.check(complete=True)


# -- Dark Alley end scoring (RULES §1.13, G74, G75)
#
# An idle game is played to its last turn_end; the test then sets the referee's model to the final
# state it scores (Shards, SA cards in hand, Tricks, components, characters), and feeds the
# end_score events.

def end_score(t, seat, lines, tricks=None, gains=None):
    t.emit("end_score", seat=seat, scheme="dark-alley", lines=dict(lines, tricks=dict(tricks or {})))
    causes = {"shards": "end_shards", "coins": "end_coins", "special_assignments": "end_special_assignments"}
    for line, cause in causes.items():
        if lines[line]:
            t.gain(seat, fame=lines[line], cause=cause)
    for trick, fame in (gains if gains is not None else (tricks or {})).items():
        t.gain(seat, fame=fame, cause="end_trick_condition", trick=trick)


def scoring(prepare, scores, options=None, mutate=None):
    """prepare(live, trace) sets the final state; scores: [(seat, lines, tricks[, gains])]; mutate(end_scores)
    breaks an end_score event before the events are fed."""
    t = idle_game(2, "trickerion-dark-alley", options)
    live = Live(t)
    prepare(live, t)
    for score in scores:
        end_score(t, *score)
    if mutate:
        mutate([e for e in t.events if e["event"] == "end_score"])
    live.feed()


def set_shards(live, t, seat, n):
    live.seat(seat).shards = t.totals[seat][2] = n


@pytest.mark.parametrize("option, shards, fame", [
    ("ceil_two_thirds", 4, 3), ("ceil_two_thirds", 5, 4), ("two_per_started_three", 4, 4),
    ("two_per_started_three", 6, 4), ("one_each", 5, 5), ("ceil_two_thirds", 40, 20), ("one_each", 25, 20)])
def test_the_shard_line_follows_the_shard_score_option_capped_at_20(option, shards, fame):
    lines = {"shards": fame, "coins": 3, "special_assignments": 0}

    def prepare(live, t):
        set_shards(live, t, 0, shards)
    scoring(prepare, [(0, lines)], {"shard_score": option})

    def wrong(scores):
        scores[0]["lines"]["shards"] = fame + 1
    with pytest.raises(RefereeError, match=rf"end scoring \(G74's shard_score {option}"):
        scoring(prepare, [(0, lines)], {"shard_score": option}, wrong)


@pytest.mark.parametrize("cards, fame", [(3, 6), (11, 20)])
def test_two_fame_per_sa_card_in_hand_at_most_20(cards, fame):
    def prepare(live, t):
        live.seat(1).sa_hand = (WORKSHOP_TOP + ["Empower"])[:cards]
    scores = [(0, {"shards": 1, "coins": 3, "special_assignments": 0}),
              (1, {"shards": 1, "coins": 4, "special_assignments": fame})]
    scoring(prepare, scores)

    def wrong(scores):
        scores[1]["lines"]["special_assignments"] = fame + 2
    with pytest.raises(RefereeError, match="2 per SA card in hand; each line at most 20"):
        scoring(prepare, scores, mutate=wrong)


def own(live, seat, trick, markers=0, components=None):
    s = live.seat(seat)
    symbol = next(x for x in ["spade", "heart", "diamond", "club"] if x not in {i["symbol"] for i in s.tricks.values()})
    s.tricks[trick] = {"symbol": symbol, "engineer": False}
    s.on_trick[symbol] = markers
    for comp, n in (components or {}).items():
        s.board[comp] = n


# (Trick, its condition in the data, the state that scores it, the Fame)
CONDITIONS = [
    ("Aztec Lady", "2 per marker on the seat's Trick cards", dict(markers=2, extra_markers=3), 10),
    ("Horror Saws", "+1 per Shard", dict(markers=1, shards=6), 6),
    ("Automaton", "4 per level-2 Trick owned", dict(markers=1, others=["Mechanical Hornet", "Walled"]), 8),
    ("Hellhound", "+2 per unused SA card", dict(markers=1, sa=3), 6),
    ("Mutilation", "12 with Engineer, Manager and Assistant", dict(markers=1, characters=["Engineer",
                                                                                          "Assistant"]), 12),
    ("Stairs of Water", "2 per Advanced component held", dict(components={"Glass": 3, "Petroleum": 2, "Mirror": 1,
                                                                          "Cog": 1, "Rope": 2}), 8),
    ("Beast Within", "10 with 4 Tricks", dict(markers=1, others=["Mind Reading", "Walled", "Linking Rings"]), 10),
    ("Vanishing Elephant", "7 with the Manager", dict(markers=1), 7),
    ("Buried Alive", "7 with the Engineer", dict(markers=1, characters=["Engineer"]), 7),
    ("Iron Maiden", "4 per level-1 Trick owned", dict(markers=1, others=["Linking Rings"]), 4),
    ("Transported Man", "4 per level-3 Trick owned, itself included", dict(markers=1, others=["Buried Alive"]), 8),
    ("Balsamo's Skull", "3 per Superior component held, at most 20",
     dict(markers=1, components={"Padlock": 3, "Mirror": 3, "Disguise": 3}), 20),
    ("Séance", "3 per Apprentice", dict(markers=1, characters=["Apprentice 2", "Apprentice 3"]), 9),
    ("Skeleton Dance", "1 per Basic component held", dict(markers=1, components={"Wood": 3, "Glass": 2}), 5),
    ("Metamorphosis", "+1 per 3 Coins", dict(markers=1), 3),
]


@pytest.mark.parametrize("trick, condition, state, fame", CONDITIONS, ids=[c[0] for c in CONDITIONS])
def test_each_level_3_condition_of_the_data_scores_at_the_end(trick, condition, state, fame):
    from tests.trickerion.referee.state import Character

    def prepare(live, t):
        seat = live.seat(0)
        seat.tricks.clear()   # the starting Trick set aside: only the case's Tricks count
        own(live, 0, trick, state.get("markers", 0), state.get("components"))
        for other in state.get("others", []):
            own(live, 0, other)
        if "extra_markers" in state:
            own(live, 0, "Mind Reading", state["extra_markers"])
        set_shards(live, t, 0, state.get("shards", 1))
        seat.sa_hand = WORKSHOP_TOP[:state.get("sa", 0)]
        for name in state.get("characters", []):
            seat.characters[name] = Character(name)
    shards = -(-2 * state.get("shards", 1) // 3)
    lines = {"shards": shards, "coins": 3, "special_assignments": 2 * state.get("sa", 0)}
    scoring(prepare, [(0, lines, {trick: fame})])

    def wrong(scores):
        scores[0]["lines"]["tricks"][trick] = fame + 1
    with pytest.raises(RefereeError, match="the level-3 Tricks' end-game conditions"):
        scoring(prepare, [(0, lines, {trick: fame})], mutate=wrong)


def test_a_level_3_condition_needs_its_components_or_a_marker_on_its_card():
    lines = {"shards": 1, "coins": 3, "special_assignments": 0}
    scoring(lambda live, t: own(live, 0, "Vanishing Elephant"), [(0, lines)])
    with pytest.raises(RefereeError, match=r"G75: components met or a marker on the card"):
        scoring(lambda live, t: own(live, 0, "Vanishing Elephant"), [(0, lines, {"Vanishing Elephant": 7})])
    met = {"Glass": 3, "Animal": 2, "Padlock": 2, "Mirror": 1}
    scoring(lambda live, t: own(live, 0, "Vanishing Elephant", components=met), [(0, lines, {"Vanishing Elephant": 7})])


def test_the_end_trick_condition_gain_pays_the_conditions_fame():
    lines = {"shards": 1, "coins": 3, "special_assignments": 0}
    with pytest.raises(RefereeError, match=r"Vanishing Elephant's end-game condition scores 7 \(G75\)"):
        scoring(lambda live, t: own(live, 0, "Vanishing Elephant", 1),
                [(0, lines, {"Vanishing Elephant": 7}, {"Vanishing Elephant": 6})])


def test_the_shipped_composition_plays_an_idle_dark_alley_game_once_it_has_the_dark_alley_sections():
    import tomllib

    from tests.trickerion.dark_alley_fixture import FILE
    with open(FILE, "rb") as f:
        d = tomllib.load(f)
    names = {r["name"] for r in d["setup"]["ruleset"]}
    if "special_assignments" not in d or not set(DA_RULESETS) <= names:
        pytest.skip("the shipped composition has no Dark Alley sections yet")
    for ruleset in DA_RULESETS:
        for players in (2, 3, 4):
            t = Trace(players, ruleset, data=d).setup()
            for _ in range(7):
                t.idle_turn()
            t.finish(final_lines(t))
            t.check(complete=True)
