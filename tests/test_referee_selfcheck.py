"""The referee must reject broken traces: hand-written mini traces and one-field mutations
of real engine traces, each breaking one rule."""

import copy
import functools

import pytest

from trace_builders import TRUNCATED, assert_mutation_rejected, assert_rejected, event, move

try:
    from tests.referee import check_trace
    from tests.referee.decks import DECKS
    from tests.referee.mutations import MUTATIONS
except ModuleNotFoundError:  # tests/ is not a package and the repo root is not on sys.path
    from referee import check_trace
    from referee.decks import DECKS
    from referee.mutations import MUTATIONS

SUITS = ["Red", "Orange", "Yellow", "Green", "Blue", "Violet", "Black", "White"]
BEGINNER = ["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"]


def suited(hero):
    return [f"{suit} {hero}" for suit in SUITS]


def mini_game():
    """A 4-player beginner game up to the start of trick 2, valid in every event."""
    hands = [
        suited("Magician") + ["Red Brigand", "Orange Brigand"],
        suited("Guard") + ["Yellow Brigand", "Green Brigand"],
        suited("Nomad") + ["Blue Brigand", "Violet Brigand"],
        suited("Peddler") + ["Black Brigand", "White Brigand"],
    ]
    rest = suited("Soldier") + suited("Revolutionary")
    return [
        event("game", ruleset="cot", players=4, heroes=BEGINNER, suits=SUITS, seed=1,
              strategies=["random"] * 4, version="test"),
        event("deal", round=1, deck=rest[6:], trash=rest[:6], hands=hands, timeline=[]),
        *(move(f"White {hero}", ["hand", seat], ["tableau", seat], "setup")
          for seat, hero in enumerate(["Magician", "Guard", "Nomad", "Peddler"])),
        event("trick", number=1, leader=0, trickster=1),
        move("Red Magician", ["hand", 0], ["pot"], "play"),                      # 7
        event("effect", player=0, hero="Magician", source="Red Magician", resolved=True),
        move("White Magician", ["tableau", 0], ["trash"], "effect"),
        move("Red Guard", ["hand", 1], ["pot"], "play"),                          # 10
        event("pattern", pattern="same_suit", trickster=1),
        event("effect", player=1, hero="Guard", source="Red Guard", resolved=True),
        move("White Nomad", ["tableau", 2], ["hand", 1], "effect"),
        move("Red Nomad", ["hand", 2], ["pot"], "play"),                          # 14
        event("effect", player=2, hero="Nomad", source="Red Nomad", resolved=True),
        move("White Peddler", ["tableau", 3], ["tableau", 2], "effect"),
        move("Red Peddler", ["hand", 3], ["pot"], "play"),                        # 17
        event("effect", player=3, hero="Peddler", source="Red Peddler", resolved=True),
        move("Black Peddler", ["hand", 3], ["hand", 0], "effect"),
        move("Red Brigand", ["hand", 0], ["hand", 3], "effect"),
        event("bust", player=1, reason="all_played"),                             # 21
        *(move(card, ["pot"], ["tableau", 1], "bust")
          for card in ["Red Magician", "Red Guard", "Red Nomad", "Red Peddler"]),
        event("trick", number=2, leader=1, trickster=2),                          # 26
    ]


def test_mini_game_is_accepted_until_it_is_cut_short():
    assert_rejected(mini_game(), 27, TRUNCATED)


def changed(index, **fields):
    events = mini_game()
    events[index].update(fields)
    return events


MINI_MUTATIONS = {
    "illegal follow (same suit)": (changed(14, card="Blue Nomad"), 14, "does not follow the pattern"),
    "play out of turn": (changed(10, **{"from": ["hand", 2]}), 10, "seat 1's turn"),
    "play from the wrong place": (changed(7, card="Red Guard"), 7, "is not in \\['hand', 0\\]"),
    "fizzle that should resolve": (changed(8, resolved=False), 8, "mandatory"),
    "Magician from an opponent's tableau": (
        changed(9, card="White Guard", **{"from": ["tableau", 1]}), 9, "Magician"),
    "Guard to another player's hand": (changed(13, to=["hand", 2]), 13, "Guard"),
    "Nomad from own tableau": (changed(16, **{"from": ["tableau", 2]}), 16, "Nomad"),
    "Peddler takes back the card given": (changed(20, card="Black Peddler"), 20, "Peddler"),
    "wrong pattern": (changed(11, pattern="no_match"), 11, "same_suit"),
    "wrong trickster after all played": (changed(21, player=0), 21, "`player` must be 1"),
    "wrong bust reason": (changed(21, reason="no_legal_card"), 21, "all_played"),
    "bust to the wrong tableau": (changed(22, to=["tableau", 0]), 22, "tableau"),
    "wrong leader in round 1": (changed(6, leader=1, trickster=2), 6, "`leader` must be 0"),
    "buster does not lead": (changed(26, leader=2, trickster=3), 26, "`leader` must be 1"),
    "setup card from another hand": (changed(2, card="White Guard", **{"from": ["hand", 1]}), 2,
                                     "hand', 0"),
    "effect names the wrong hero": (changed(15, hero="Guard"), 15, "Nomad"),
}


@pytest.mark.parametrize("name", MINI_MUTATIONS)
def test_mini_game_mutation_is_rejected(name):
    events, index, rule = MINI_MUTATIONS[name]
    assert_rejected(events, index, rule)


def test_a_pass_is_rejected():
    # Seat 2 holds Red Nomad, so it may not bust for want of a legal card.
    events = mini_game()[:14] + [event("bust", player=2, reason="no_legal_card")]
    assert_rejected(events, 14, "must play")


def test_deal_with_a_card_twice_is_rejected():
    events = mini_game()
    deal = events[1]
    deal["trash"][0] = deal["deck"][0]
    assert_rejected(events, 1, "exactly once")


def test_deal_with_wrong_hand_size_is_rejected():
    events = mini_game()
    deal = events[1]
    deal["deck"].append(deal["hands"][3].pop(0))
    assert_rejected(events, 1, "10 cards")


def copy_game(lead):
    """A 4-player game where seat 0 leads `lead` with a tableau of one Magician and a trash of
    Generals only: an Archivist has nothing to copy, a General can copy the hand's Red Soldier."""
    deck = ["Archivist", "General", "Magician", "Brigand", "Guard", "Nomad", "Soldier"]
    hands = [
        ["Red Archivist", "Red General", "Red Soldier", "White Magician"] + [
            f"{suit} Archivist" for suit in SUITS[1:7]],
        suited("Brigand") + ["Red Magician", "Orange Magician"],
        suited("Guard") + ["Yellow Magician", "Green Magician"],
        suited("Nomad") + ["Blue Magician", "Violet Magician"],
    ]
    generals = suited("General")[1:]
    rest = ["Black Magician", "White Archivist"] + suited("Soldier")[1:]
    return [
        event("game", ruleset="cot", players=4, heroes=deck, suits=SUITS, seed=1,
              strategies=["random"] * 4, version="test"),
        event("deal", round=1, deck=generals[6:] + rest, trash=generals[:6], hands=hands, timeline=[]),
        *(move(f"White {hero}", ["hand", seat], ["tableau", seat], "setup")
          for seat, hero in enumerate(["Magician", "Brigand", "Guard", "Nomad"])),
        event("trick", number=1, leader=0, trickster=1),
        move(lead, ["hand", 0], ["pot"], "play"),  # 7
    ]


def test_archivist_with_nothing_to_copy_fizzles():
    events = copy_game("Red Archivist") + [
        event("effect", player=0, hero="Archivist", source="Red Archivist", resolved=False)]
    assert_rejected(events, 9, TRUNCATED)


def test_archivist_cannot_copy_the_only_card_its_effect_would_move():
    events = copy_game("Red Archivist") + [
        event("effect", player=0, hero="Archivist", source="Red Archivist", resolved=True),
        event("effect", player=0, hero="Magician", source="White Magician", resolved=True),
        move("White Magician", ["tableau", 0], ["trash"], "effect"),
    ]
    assert_rejected(events, 8, "must fizzle")


def general_copies_soldier(moved="Orange Archivist"):
    return copy_game("Red General") + [
        event("effect", player=0, hero="General", source="Red General", resolved=True),
        event("reveal", player=0, cards=["Red Soldier"]),
        event("effect", player=0, hero="Soldier", source="Red Soldier", resolved=True),
        move(moved, ["hand", 0], ["tableau", 2], "effect"),
    ]


def test_general_copying_a_hand_card_is_accepted():
    assert_rejected(general_copies_soldier(), 12, TRUNCATED)


def test_copied_card_stays_where_it_is():
    assert_rejected(general_copies_soldier(moved="Red Soldier"), 11, "must stay where it is")


def test_general_reveals_the_hand_card_it_copies():
    events = general_copies_soldier()
    del events[9]
    assert_rejected(events, 9, "not in the trash")


def test_general_does_not_copy_a_copy_hero():
    events = general_copies_soldier()
    events[9]["cards"] = ["Orange Archivist"]
    events[10].update(hero="Archivist", source="Orange Archivist")
    assert_rejected(events, 10, "no chains")


# Mutations of real engine traces: each breaks one rule at a spot found in the trace.

SOURCES = [(players, deck, strategy, seed) for seed in range(3) for players in range(2, 7)
           for deck in DECKS for strategy in ("random", "cautious")]


@functools.lru_cache(maxsize=None)
def real_trace(players, deck, strategy, seed):
    from simkit.api import trace_events  # the engine's one public API the referee may use

    return trace_events(ruleset="cot", players=players, heroes=DECKS[deck],
                        strategies=[strategy], seed=seed)


def test_real_traces_are_accepted():
    for source in SOURCES[:20]:
        check_trace(copy.deepcopy(real_trace(*source)))


@pytest.mark.parametrize("mutation", MUTATIONS, ids=lambda mutation: mutation.__name__)
def test_real_trace_mutation_is_rejected(mutation):
    assert_mutation_rejected(mutation, (real_trace(*source) for source in SOURCES))
