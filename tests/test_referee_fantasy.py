"""The referee on Trickster: Fantasy and mixed decks must reject broken traces: hand-written
mini traces and one-rule mutations of real engine traces (Fantasy deck and mixed decks, both
rulesets). The replays of thousands of engine games are in test_referee_replay.py."""

import copy
import functools

import pytest

from trace_builders import TRUNCATED, assert_mutation_rejected, assert_rejected, collect, effect, event, move, play

try:
    from tests.referee import check_trace
    from tests.referee.decks import FANTASY, MIXED_DECKS
    from tests.referee.mutations import FANTASY_MUTATIONS, MUTATIONS
    from tests.referee.rules import COT, FANTASY as FANTASY_RULES
    from tests.referee.scoring import round_scores, winners
except ModuleNotFoundError:  # tests/ is not a package and the repo root is not on sys.path
    from referee import check_trace
    from referee.decks import FANTASY, MIXED_DECKS
    from referee.mutations import FANTASY_MUTATIONS, MUTATIONS
    from referee.rules import COT, FANTASY as FANTASY_RULES
    from referee.scoring import round_scores, winners

SUITS = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]


def suited(hero):
    return [f"{suit} {hero}" for suit in SUITS]


# A 3-player Fantasy game through its first Out and refill, up to the start of trick 5.
DECK = suited("Bard") + suited("Guard (Fantasy)") + suited("Rogue")
REFILL_SEATS = [2, 0, 1] * 5 + [1, 1]  # from the collector (seat 2) clockwise; 0 and 2 fill first


def fantasy_game():
    hands = [
        suited("Druid"),
        suited("Knight"),
        ["Red Mage", "Orange Mage", "Yellow Mage", "Red Summoner", "Orange Summoner",
         "Yellow Summoner", "Violet Mage"],
    ]
    trash = suited("Summoner")[3:] + ["Green Mage", "Blue Mage", "Indigo Mage"]
    return [
        event("game", ruleset="fantasy", players=3, heroes=FANTASY, suits=SUITS, seed=1,
              strategies=["random"] * 3, version="test"),
        event("deal", round=1, deck=DECK, trash=trash, hands=hands, timeline=[]),
        *(move(f"Violet {hero}", ["hand", seat], ["tableau", seat], "setup")
          for seat, hero in enumerate(["Druid", "Knight", "Mage"])),
        event("trick", number=1, leader=0, trickster=1),                            # 5
        play("Red Druid", 0), effect(0, "Red Druid"),
        event("sideways", card="Violet Knight"),                                     # 8
        play("Red Knight", 1), event("pattern", pattern="same_suit", trickster=1),
        effect(1, "Red Knight"), move("Orange Knight", ["hand", 1], ["tableau", 0], "effect"),  # 12
        play("Red Mage", 2), effect(2, "Red Mage"),
        move("Violet Knight", ["tableau", 1], ["trash"], "effect"),                  # 15: stays sideways
        event("bust", player=1, reason="all_played"),                                # 16
        *collect(1, "Red Druid", "Red Knight", "Red Mage"),
        event("trick", number=2, leader=1, trickster=2),                            # 20
        play("Yellow Knight", 1), effect(1, "Yellow Knight"),
        move("Green Knight", ["hand", 1], ["tableau", 2], "effect"),                 # 23
        play("Red Summoner", 2), event("pattern", pattern="no_match", trickster=2),
        effect(2, "Red Summoner"),
        move("Violet Knight", ["trash"], ["hand", 2], "effect"),                     # 27: upright again
        play("Green Druid", 0), effect(0, "Green Druid"),
        event("sideways", card="Violet Mage"),                                       # 30
        event("bust", player=2, reason="all_played"),                                # 31
        *collect(2, "Yellow Knight", "Red Summoner", "Green Druid"),
        event("trick", number=3, leader=2, trickster=0),                            # 35
        play("Violet Knight", 2), effect(2, "Violet Knight"),
        move("Yellow Summoner", ["hand", 2], ["tableau", 0], "effect"),              # 38
        play("Orange Druid", 0), event("pattern", pattern="no_match", trickster=0),
        effect(0, "Orange Druid"), event("sideways", card="Orange Knight"),          # 42
        event("bust", player=1, reason="no_legal_card"),                             # 43
        *collect(1, "Violet Knight", "Orange Druid"),
        event("trick", number=4, leader=1, trickster=2),                            # 46
        play("Blue Knight", 1), effect(1, "Blue Knight"),
        move("Indigo Knight", ["hand", 1], ["tableau", 1], "effect"),                # 49: hand 1 empty
        play("Orange Mage", 2), event("pattern", pattern="no_match", trickster=2),
        effect(2, "Orange Mage"), move("Red Mage", ["tableau", 1], ["trash"], "effect"),  # 53
        play("Yellow Druid", 0), effect(0, "Yellow Druid"),
        event("sideways", card="Violet Knight"),                                     # 56: upright since 27
        event("bust", player=2, reason="all_played"),                                # 57
        *collect(2, "Blue Knight", "Orange Mage", "Yellow Druid"),
        *(move(card, ["deck", "top"], ["hand", seat], "refill")                      # 61-77
          for card, seat in zip(DECK, REFILL_SEATS)),
        event("trick", number=5, leader=2, trickster=0),                            # 78
    ]


def test_fantasy_game_is_accepted_until_it_is_cut_short():
    events = fantasy_game()
    assert events[61]["cause"] == "refill" and events[78]["event"] == "trick"
    assert_rejected(events, 79, TRUNCATED)


def changed(index, **fields):
    events = fantasy_game()
    events[index].update(fields)
    return events


def without(*indices):
    return [event for index, event in enumerate(fantasy_game()) if index not in indices]


def with_deal(**fields):
    events = fantasy_game()
    events[1].update(fields)
    return events


FANTASY_MINI_MUTATIONS = {
    # The game and the deal.
    "CoT suits": (changed(0, suits=COT.suits), 0, "suits of Trickster: Fantasy"),
    "2 players": (changed(0, players=2, strategies=["random"] * 2), 0, "3-7 players"),
    "the CoT Guard in a Fantasy deck": (
        changed(0, heroes=[hero if hero != "Guard (Fantasy)" else "Guard" for hero in FANTASY]), 1,
        "exactly once"),
    "a Timeline with 3 players": (with_deal(timeline=DECK[:12], deck=DECK[12:]), 1, "Timeline of 0"),
    "6 cards to the trash": (
        with_deal(trash=suited("Summoner")[4:] + ["Green Mage", "Blue Mage", "Indigo Mage"],
                  deck=DECK + ["Green Summoner"]), 1, "7 cards are dealt to the trash"),
    # Turn order: a Leader at any player count, the buster leads.
    "a Timeline-style trick": (changed(5, leader=None, trickster=0), 5, "`leader` must be 0"),
    "buster does not lead": (changed(20, leader=2, trickster=0), 20, "`leader` must be 1"),
    # Sideways cards and the Druid.
    "Druid turns an already sideways card": (changed(42, card="Violet Mage"), 42, "already sideways"),
    "Druid turns a trash card": (changed(56, card="Red Mage"), 56, "not in a tableau"),
    "Druid turns a pot card": (changed(42, card="Violet Knight"), 42, "not in a tableau"),
    "Druid fizzles with upright cards about": (
        [e for i, e in enumerate(changed(7, resolved=False)) if i != 8], 7, "mandatory"),
    "a sideways event after a Knight": (
        fantasy_game()[:24] + [event("sideways", card="Green Knight")] + fantasy_game()[24:], 24,
        "expected a `move`"),
    # The other heroes.
    "Knight fizzles while its hand has a card": (
        [e for i, e in enumerate(changed(48, resolved=False)) if i != 49], 48, "mandatory"),
    "Knight to a hand": (changed(12, to=["hand", 0]), 12, "Knight"),
    "Knight from another hand": (changed(38, card="Blue Druid", **{"from": ["hand", 0]}), 38, "Knight"),
    "Mage to a hand": (changed(15, to=["hand", 2]), 15, "Mage"),
    "Summoner to a tableau": (changed(27, to=["tableau", 2]), 27, "Summoner"),
    "Summoner from a tableau": (changed(27, card="Violet Mage", **{"from": ["tableau", 2]}), 27,
                                "Summoner"),
    # The Out and the refill.
    "the game ends at the first Out": (
        fantasy_game()[:61] + [move("Blue Druid", ["hand", 0], ["tableau", 0], "round_end")], 61,
        "refill card 1 of 17"),
    "refill starts with the wrong seat": (changed(61, to=["hand", 0]), 61, "refill card 1 of 17"),
    "refill to a full hand": (changed(76, to=["hand", 0]), 76, "refill card 16 of 17"),
    "refill from the deck's bottom": (changed(61, **{"from": ["deck", "bottom"]}), 61, "refill card 1"),
    "refill one card short": (without(77), 77, "refill card 17 of 17"),
    "trick numbers restart after the refill": (changed(78, number=1), 78, "`number` must be 5"),
    "refill then the wrong leader": (changed(78, leader=1, trickster=2), 78, "`leader` must be 2"),
}


@pytest.mark.parametrize("name", FANTASY_MINI_MUTATIONS)
def test_fantasy_mini_mutation_is_rejected(name):
    events, index, rule = FANTASY_MINI_MUTATIONS[name]
    assert_rejected(events, index, rule)


def test_one_refill_card_too_many_is_rejected():
    events = fantasy_game()
    events.insert(78, move(DECK[17], ["deck", "top"], ["hand", 2], "refill"))
    assert_rejected(events, 78, "refill is over")


# Copies of Fantasy heroes in a mixed deck under the Fantasy ruleset (4 players).

MIXED = ["Archivist", "General", "Druid", "Knight", "Guard (Fantasy)", "Mage", "Rogue"]


def copy_game(setup_card):
    """Seat 0 holds Archivists and leads one; its tableau holds only `setup_card`; the trash
    holds only copy heroes, so the Archivist can copy nothing but `setup_card`."""
    hands = [
        ["Red Archivist", "Orange Archivist", "Yellow Archivist", "Green Archivist", setup_card,
         "Blue Archivist"],
        suited("Knight")[:6],
        suited("Mage")[:6],
        suited("Rogue")[:6],
    ]
    trash = suited("General")[:6]
    dealt = {card for hand in hands for card in hand} | set(trash)
    deck = [f"{suit} {hero}" for hero in MIXED for suit in SUITS if f"{suit} {hero}" not in dealt]
    return [
        event("game", ruleset="fantasy", players=4, heroes=MIXED, suits=SUITS, seed=1,
              strategies=["random"] * 4, version="test"),
        event("deal", round=1, deck=deck, trash=trash, hands=hands, timeline=[]),
        move(setup_card, ["hand", 0], ["tableau", 0], "setup"),
        *(move(hands[seat][0], ["hand", seat], ["tableau", seat], "setup") for seat in (1, 2, 3)),
        event("trick", number=1, leader=0, trickster=1),
        play("Red Archivist", 0),
        effect(0, "Red Archivist"),                                                   # 8
    ]


def test_a_copied_druid_may_turn_the_copied_card_sideways():
    events = copy_game("Violet Druid") + [effect(0, "Violet Druid"),
                                          event("sideways", card="Violet Druid")]
    assert_rejected(events, 11, TRUNCATED)


def test_a_copied_guard_cannot_take_the_copied_card():
    events = copy_game("Violet Guard (Fantasy)") + [
        effect(0, "Violet Guard (Fantasy)"),
        move("Violet Guard (Fantasy)", ["tableau", 0], ["hand", 0], "effect")]
    assert_rejected(events, 10, "must stay where it is")


def test_a_copied_rogue_whose_only_tableau_card_is_itself_cannot_be_chosen():
    events = copy_game("Violet Rogue") + [
        effect(0, "Violet Rogue"), move("Violet Rogue", ["tableau", 0], ["tableau", 1], "effect")]
    assert_rejected(events, 8, "must fizzle")


def test_an_archivist_with_only_an_unresolvable_rogue_fizzles():
    events = copy_game("Violet Rogue")
    events[8]["resolved"] = False
    assert_rejected(events, 9, TRUNCATED)


# Scoring: a sideways card counts 2 for majorities and score; tie-breaks count cards.

class Tableaux:
    def __init__(self, tableaux, sideways=()):
        self.tableaux = tableaux
        self.sideways = set(sideways)

    def weight(self, card):
        return 2 if card in self.sideways else 1


def test_a_sideways_card_gives_a_majority_and_scores_two():
    # As Bob in the rulebook: a sideways Orange makes his 3 Orange cards count 4.
    table = Tableaux([["Red Bard", "Orange Bard", "Orange Mage", "Indigo Rogue"],
                      ["Orange Druid", "Orange Knight", "Yellow Rogue"],
                      ["Green Rogue"]], sideways=["Orange Knight", "Yellow Rogue"])
    scores, majorities = round_scores(table, FANTASY_RULES.suits)
    assert majorities == [["Red", "Indigo"], ["Orange", "Yellow"], ["Green"]]
    assert scores == [2, 0, 0]
    table.sideways = {"Yellow Rogue"}  # 2 Orange each: no majority
    assert round_scores(table, FANTASY_RULES.suits) == ([2, 2, 0], [["Red", "Indigo"], ["Yellow"], ["Green"]])


def test_fantasy_ties_break_on_fewest_actual_cards_first():
    tableaux = [["Violet Bard", "Violet Mage", "Violet Rogue"], ["Red Bard", "Red Mage"]]
    assert winners([4, 4], tableaux, FANTASY_RULES) == [1]  # 2 cards beat 3
    assert winners([4, 4], tableaux, COT) == [0]  # CoT: fewest Red first
    assert winners([4, 4], [["Orange Bard", "Red Mage"], ["Red Bard", "Yellow Mage"]],
                   FANTASY_RULES) == [1]  # same count: fewest Red, then fewest Orange
    assert winners([3, 3], [["Red Bard"], ["Red Mage"]], FANTASY_RULES) == [0, 1]  # shared


def test_cot_with_a_druid_scores_sideways_twice_but_ties_break_on_actual_cards():
    table = Tableaux([["Red Druid", "White Mage"], ["Red Bard", "Red Mage", "Black Rogue"]],
                     sideways=["White Mage"])
    scores, majorities = round_scores(table, COT.suits)
    assert (scores, majorities) == ([1, 0], [["White"], ["Red", "Black"]])
    assert winners([5, 5], table.tableaux, COT) == [0]  # 1 Red beats 2 Red
    table.sideways = {"Red Druid"}  # 2 Red each now: no Red majority
    assert round_scores(table, COT.suits) == ([2, 2], [["White"], ["Black"]])


# Mutations of real engine traces.

SOURCES = [(ruleset, players, deck, strategy, seed)
           for seed in range(3)
           for ruleset, counts in (("fantasy", range(3, 8)), ("cot", range(2, 7)))
           for players in counts
           for deck in ["fantasy", *MIXED_DECKS]
           for strategy in ("random", "cautious")]


@functools.lru_cache(maxsize=None)
def real_trace(ruleset, players, deck, strategy, seed):
    from simkit.api import trace_events  # the engine's one public API the referee may use

    heroes = "fantasy" if deck == "fantasy" else MIXED_DECKS[deck]
    return trace_events(ruleset=ruleset, players=players, heroes=heroes, strategies=[strategy],
                        seed=seed)


def test_real_fantasy_and_mixed_traces_are_accepted():
    for source in SOURCES[::7]:
        check_trace(copy.deepcopy(real_trace(*source)))


@pytest.mark.parametrize("mutation", FANTASY_MUTATIONS + MUTATIONS, ids=lambda mutation: mutation.__name__)
def test_real_trace_mutation_is_rejected(mutation):
    assert_mutation_rejected(mutation, (real_trace(*source) for source in SOURCES))
