"""Hand-made legal Trickerion traces for the referee's tests, built with builders.TraceBuilder.

Each function returns a finished builder (`.events` is the trace). The comments give the rule each
step exercises; tests/trickerion/test_referee.py asserts their numbers literally."""

from __future__ import annotations

from .builders import TraceBuilder


def idle_game(players: int, ruleset: str = "trickerion", **options) -> TraceBuilder:
    """The shortest legal game: the setup, then 5 turns with every character idle."""
    b = TraceBuilder(players=players, ruleset=ruleset, options=options or None)
    b.standard_setup()
    b.play_out()
    return b


def rich_two_player(**options) -> TraceBuilder:
    """A 2-player Duel game using every base location and most actions over 4 turns."""
    b = TraceBuilder(players=2, options=options or None)
    # seat 0: The Mechaniker, Linking Rings (2 Metal, prepared free, 2 markers), Engineer with Stocks Escape
    # seat 1: Master of Chains, Barricaded Barrels (2 Wood, prepared free), Manager with 2 Glass on its slot 0
    b.standard_setup(magicians=["The Mechaniker", "Master of Chains"], manager_components={1: {"Glass": 2}})

    # turn 1 (Turn Setup 1 blocks Downtown 0, 2 and Market Row 1, 3)
    b.start_turn()
    b.assign({0: {"Magician": "Theater", "Engineer": "Theater", "Apprentice 1": "Downtown"},
              1: {"Magician": "Theater", "Apprentice 1": "Market Row", "Manager": "Workshop"}})
    b.place(0, "Engineer", "Theater", 1, weekday="Friday")          # 2 AP + Friday 0
    b.set_up("Linking Rings", "Riverside 1", "A", facing="B")       # no Link yet
    b.end_placement()
    b.place(1, "Magician", "Theater", 1, weekday="Saturday")        # backstage: the Magician may act
    b.set_up("Barricaded Barrels", "Riverside 1", "B", facing="C", payments=["coins"])  # Link AB (Shard circle)
    b.end_placement()
    b.place(0, "Apprentice 1", "Downtown", 1, shard=True)           # 1 AP + 1 slot + 1 Shard
    b.learn("Pub-In-A-Bottle", die="Trick 1")                       # Optical die
    b.end_placement()
    b.place(1, "Apprentice 1", "Market Row", 0)                     # 1 AP + 2
    b.buy("Metal", 2, bargain=1)                                    # 2 x 1 - 1 = 1 Coin, 2 AP
    b.order_component("Rope", 0)
    b.end_placement()
    b.place(0, "Magician", "Theater", 0, weekday="Friday")          # the stage: no action
    b.end_placement()
    b.place(1, "Manager", "Workshop", 0)
    b.move_components("Metal", 1)
    b.end_placement()
    b.perform("Friday", "Riverside 1")
    b.end_turn()                                                     # Rope arrives in stock slot 0

    # turn 2 (Turn Setup 2 blocks Downtown 1, 2 and Market Row 0, 2); fame 6/6: order stays 0, 1
    b.start_turn()
    b.advertise(0)                                                   # position 1: 1 Coin
    b.assign({0: {"Magician": "Workshop", "Engineer": "Market Row", "Apprentice 1": "Market Row"},
              1: {"Magician": "Downtown", "Manager": "Downtown"}})
    b.place(0, "Apprentice 1", "Market Row", 1)
    b.quick_order("Wood")                                            # Wood is no longer in stock
    b.end_placement()
    b.place(1, "Magician", "Downtown", 0)                            # 3 + 2 = 5 AP
    b.hire("Apprentice", "Inn 2")
    b.reroll("Bank 1", 5)
    b.end_placement()
    b.place(0, "Engineer", "Market Row", 3)
    b.buy("Wood", 2, bargain=1, quick=True)                          # 2 x (1 + 1) - 1 = 3 Coins
    b.end_placement()
    b.place(1, "Manager", "Downtown", 3, shard=True)
    b.take_coins("Bank 2")                                           # 6 Coins
    b.end_placement()
    b.place(0, "Magician", "Workshop", 0)
    b.prepare("Stocks Escape")                                       # on the Engineer's slot: 2 + 1 markers
    b.move_trick("Pub-In-A-Bottle")                                  # swaps Stocks Escape off the slot
    b.end_placement()
    b.end_turn()                                                     # Apprentice 2 joins seat 1

    # turn 3: seat 0 has 8 Fame, seat 1 6: seat 1 first
    b.start_turn()
    b.assign({1: {"Apprentice 2": "Theater"}, 0: {"Engineer": "Theater"}})
    b.place(1, "Apprentice 2", "Theater", 1, weekday="Thursday")     # 1 AP + Thursday 1
    b.set_up("Barricaded Barrels", "Riverside 1", "B", facing="C")
    b.end_placement()
    b.place(0, "Engineer", "Theater", 1, weekday="Friday")
    b.set_up("Linking Rings", "Riverside 1", "A", facing="B", payments=["fame"])  # Link AB with seat 1
    b.set_up("Stocks Escape", "Riverside 11", "A", facing="D")
    b.end_placement()
    b.end_turn()                                                     # the full track loses Riverside 1 with its markers

    # turn 4: seat 0 performs Riverside 11; seat 1's Magician has no marker on any card (G66)
    b.start_turn()
    b.assign({0: {"Magician": "Theater"}, 1: {"Magician": "Theater"}})
    b.place(b.initiative[0], "Magician", "Theater", 0, weekday="Friday" if b.initiative[0] == 0 else "Saturday")
    b.end_placement()
    b.place(b.initiative[1], "Magician", "Theater", 0, weekday="Friday" if b.initiative[1] == 0 else "Saturday")
    b.end_placement()
    b.perform("Friday", "Riverside 11")
    b.perform("Saturday", None)
    b.end_turn()
    b.play_out()
    return b


def trace_doc_example() -> TraceBuilder:
    """docs/trickerion-trace.md's example: Mind Reading set up on Riverside 1's Duel side at B, Spiritual
    up toward AB, links the grey Optical marker at BC and is paid 1 Coin."""
    b = TraceBuilder(players=2)
    b.standard_setup(magicians=["Priestess of Mysticism", "The Mechaniker"])
    b.start_turn()
    b.assign({0: {"Magician": "Theater"}})
    b.place(0, "Magician", "Theater", 1, weekday="Saturday")
    b.set_up("Mind Reading", "Riverside 1", "B", facing="A", payments=["coins"])
    b.reschedule("Mind Reading", ["card", "Riverside 1", "B"], ["card", "Riverside 1", "A"], facing="B")  # no payment
    b.end_placement()
    b.end_turn()
    b.play_out()
    return b


def cross_category_link() -> TraceBuilder:
    """RULES §1.9: "a Mechanical marker turned with its Optical side toward an Optical Trick's
    own-category side links with it". 3 players, Riverside 8 (ABCE, BE the Shard circle)."""
    b = TraceBuilder(players=3)
    b.standard_setup(track=["Riverside 8", "Riverside 2"])
    b.start_turn()
    b.assign({0: {"Engineer": "Theater"}, 1: {"Magician": "Theater"}})
    b.place(0, "Engineer", "Theater", 1, weekday="Friday")
    b.set_up("Linking Rings", "Riverside 8", "B", facing="A")        # Optical shows right, toward E
    b.end_placement()
    b.place(1, "Magician", "Theater", 1, weekday="Saturday")
    b.set_up("Enchanted Butterflies", "Riverside 8", "E", facing="B", payments=["fame"])
    b.end_placement()
    b.end_turn()
    b.play_out()
    return b


def tie_game(**options) -> TraceBuilder:
    """Both seats Advertise on turn I and end on 16 Fame: the tie goes to the earlier seat in the last
    turn's initiative order (G77)."""
    b = TraceBuilder(players=2, options=options or None)
    b.standard_setup()
    b.start_turn()
    b.advertise(0)   # position 1: 1 Coin, 10 -> 9
    b.advertise(1)   # position 3: 3 Coins, 12 -> 9
    b.assign()
    b.end_turn()
    b.play_out()
    return b


def weekdays_and_wages(**options) -> TraceBuilder:
    """Thursday's -1/-1 and Sunday's +1/+1 yield modifiers, a 0-AP Apprentice on Sunday, and unpaid wages."""
    b = TraceBuilder(players=2, options=options or None)
    b.standard_setup(magicians=["The Mechaniker", "Master of Chains"], manager_components={1: {"Glass": 2}})
    b.start_turn()
    b.assign({0: {"Magician": "Theater", "Engineer": "Theater", "Apprentice 1": "Market Row"},
              1: {"Magician": "Theater", "Apprentice 1": "Theater", "Manager": "Market Row"}})
    b.place(0, "Engineer", "Theater", 1, weekday="Thursday")         # 2 + 1 = 3 AP
    b.set_up("Linking Rings", "Riverside 1", "A", facing="B")
    b.end_placement()
    b.place(1, "Apprentice 1", "Theater", 1, weekday="Sunday")       # 1 - 1 = 0 AP
    b.end_placement()
    b.place(0, "Apprentice 1", "Market Row", 0, shard=True)          # 1 + 2 + 1 = 4 AP
    b.buy("Fabric", 3)                                               # 3 Coins: 10 -> 7
    b.buy("Metal", 1)                                                # 1 Coin: 7 -> 6
    b.buy("Glass", 3)                                                # 3 Coins: 6 -> 3
    b.buy("Wood", 3)                                                 # 3 Coins: 3 -> 0
    b.end_placement()
    b.place(1, "Magician", "Theater", 2, weekday="Sunday")           # 3 - 1 = 2 AP
    b.set_up("Barricaded Barrels", "Riverside 1", "B", facing="C")
    b.end_placement()
    b.place(0, "Magician", "Theater", 0, weekday="Thursday")
    b.end_placement()
    b.place(1, "Manager", "Market Row", 2)                           # Turn Setup 1 blocks 1 and 3
    b.buy("Glass", 1)                                                # onto its Manager pile: 2 -> 3
    b.end_placement()
    b.perform("Thursday", "Riverside 1")
    b.end_turn()
    b.play_out()
    return b


def three_player_assistant() -> TraceBuilder:
    """3 players: the neutral disc, the Assistant's free Apprentice, an unplaceable character, a
    Fame-deficit learn, and discarding a Trick."""
    b = TraceBuilder(players=3)
    b.standard_setup()
    b.start_turn()
    # seat 2 (Master of Chains, Assistant, Apprentice 2 on the Assistant's slot)
    b.assign({0: {"Magician": "Downtown"}, 1: {"Apprentice 1": "Downtown"},
              2: {"Magician": "Downtown", "Apprentice 1": "Theater", "Assistant": "Theater",
                  "Apprentice 2": "Theater"}})
    b.place(0, "Magician", "Downtown", 0)                            # 3 + 2 = 5 AP
    b.take_coins("Bank 2")                                           # 6 Coins
    b.set_die("Inn 1", "Manager")
    b.end_placement()
    b.place(1, "Apprentice 1", "Downtown", 2)                        # slot 1 is under the neutral disc
    b.end_placement()
    b.place(2, "Apprentice 1", "Theater", 1, weekday="Friday")
    b.end_placement()
    b.place(2, "Assistant", "Theater", 2, weekday="Friday")
    b.end_placement()
    b.unplaceable(2, "Apprentice 2", "Theater")                      # its weekday's backstage is full
    b.place(2, "Magician", "Downtown", 3)                            # 3 + 0 AP
    b.learn("Zig Zag Lady")                                          # Favourite (Escape), level 2: 16 - 5 = 11 Coins
    b.end_placement()
    b.end_turn()
    b.start_turn()
    first = b.initiative[0]
    b.assign({first: {"Apprentice 1": "Market Row"}})
    b.emit("anytime", seat=first, what="discard_trick", trick=b_first_trick(b, first))   # G17, G18
    _discard(b, first, b_first_trick(b, first))
    b.place(first, "Apprentice 1", "Market Row", 0)
    b.buy("Glass", 1)
    b.end_placement()
    b.end_turn()
    b.start_turn()
    b.assign({2: {"Apprentice 2": "Market Row"}})
    b.place(2, "Apprentice 2", "Market Row", 0)                      # the Assistant's Apprentice: no wage
    b.buy("Wood", 1, bargain=2)                                      # 1 - 2 Bargain: 0 Coins, never below (G39)
    b.end_placement()
    b.end_turn()
    b.start_turn()
    b.assign({2: {"Assistant": "Workshop"}})
    b.place(2, "Assistant", "Workshop", 0)
    b.end_placement()
    b.end_turn()
    b.play_out()
    return b


def b_first_trick(b: TraceBuilder, seat: int) -> str:
    return next(iter(b.owned[seat]))


def _discard(b: TraceBuilder, seat: int, trick: str) -> None:
    sym = b.owned[seat][trick]["symbol"]
    if b.on_trick[seat].get(sym):
        b.marker(seat, trick, b.on_trick[seat][sym], ["trick", seat, sym], ["supply", seat], "discard")
    where = "engineer" if b.owned[seat][trick]["engineer"] else "seat"
    cat = b.tricks[trick]["category"]
    del b.owned[seat][trick]
    b.trick_decks[cat].append(trick)
    b.emit("trick", seat=seat, trick=trick, **{"from": [where, seat]}, to=["deck", cat], symbol=sym, cause="discard")


def four_players(**options) -> TraceBuilder:
    """4 players: Advertise from position 4, a deficit learn, a Manager swap, a Quick Order buy, a
    fourth Trick, returning components, and 12 Metal held in all (more than the box's 10)."""
    b = TraceBuilder(players=4, options=options or None)
    b.standard_setup()
    # seat 0 Mechaniker/Engineer, 1 Optico/Manager (2 Wood on its slot 0), 2 Master of Chains/Assistant,
    # 3 Priestess/Engineer
    b.start_turn()
    b.advertise(3)                                                   # position 4: 4 Coins, 16 -> 12
    b.assign({0: {"Magician": "Downtown"}, 1: {"Manager": "Workshop", "Magician": "Market Row"},
              3: {"Magician": "Downtown", "Apprentice 1": "Downtown"}})
    b.place(0, "Magician", "Downtown", 0)                            # 5 AP
    b.learn("Rabbit from the Top Hat", die="Trick 1")
    b.set_die("Trick 1", "Spiritual")
    b.end_placement()
    b.place(1, "Manager", "Workshop", 0)
    b.move_components("Fabric", 0)                                   # swaps the Manager's Wood onto the board
    b.end_placement()
    b.place(3, "Magician", "Downtown", 1)                            # 4 AP
    b.learn("Future Sight")                                          # Favourite, level 2: 16 - 7 = 9 Coins
    b.end_placement()
    b.place(1, "Magician", "Market Row", 0)                          # 5 AP
    b.quick_order("Saw")
    b.buy("Saw", 2, quick=True)                                      # T11: 2 x (2 + 1) = 6 Coins
    b.buy("Glass", 2)
    b.end_placement()
    b.place(3, "Apprentice 1", "Downtown", 2)
    b.reroll("Bank 1", 3)
    b.end_placement()
    b.end_turn()

    b.start_turn()
    b.assign({0: {"Magician": "Downtown"}, 1: {"Apprentice 1": "Downtown"}})
    b.place(0, "Magician", "Downtown", 1)                            # 4 AP
    b.learn("Card Manipulation", die="Trick 2")                      # Any: the fourth Trick
    b.end_placement()
    b.emit("anytime", seat=1, what="return_components", component="Glass", count=1)
    b.component(1, "Glass", 1, frm=["board", 1], to=["supply"], cause="return")
    b.place(1, "Apprentice 1", "Downtown", 0)
    b.hire("Apprentice", "Inn 2")
    b.end_placement()
    b.end_turn()

    b.start_turn()
    b.assign({p: {"Apprentice 1": "Market Row"} for p in range(4)})
    # the order is 0, 1, 2, 3 (5, 5, 5, 7 Fame); 12 Metal held in all, the box has 10 (G43)
    for p, slot, n, bargain in ((0, 2, 1, 0), (1, 0, 3, 2), (2, 3, 3, 0), (3, 1, 3, 1)):
        b.place(p, "Apprentice 1", "Market Row", slot)
        b.buy("Metal", n, bargain=bargain)
        b.end_placement()
    b.end_turn()
    b.play_out()
    return b


def level_two_link() -> TraceBuilder:
    """3 players: seat 2 (Master of Chains) learns the level-2 Zig Zag Lady, buys its components over
    two turns, prepares it and sets it up beside its own Barricaded Barrels: a Link of a level-2 Trick
    pays 2 (G62), and a Link of two of one seat's markers on the Shard circle gives it 1 Shard (G63)."""
    b = TraceBuilder(players=3)
    b.standard_setup()
    b.start_turn()
    b.assign({2: {"Magician": "Downtown", "Apprentice 2": "Market Row"}})
    b.place(2, "Magician", "Downtown", 0)
    b.learn("Zig Zag Lady")                                          # 16 - 5 = 11 Coins: 14 -> 3
    b.end_placement()
    b.place(2, "Apprentice 2", "Market Row", 0)
    b.quick_order("Petroleum")
    b.buy("Petroleum", 1, quick=True)                                # 2 + 1 = 3 Coins
    b.end_placement()
    b.end_turn()
    b.start_turn()
    b.assign({2: {"Magician": "Downtown", "Apprentice 2": "Market Row"}})
    b.place(2, "Magician", "Downtown", 0)
    b.take_coins("Bank 2")
    b.end_placement()
    b.place(2, "Apprentice 2", "Market Row", 0)
    b.buy("Wood", 1)
    b.buy("Fabric", 1)
    b.end_placement()
    b.end_turn()
    b.start_turn()
    b.assign({2: {"Assistant": "Workshop", "Apprentice 2": "Theater", "Magician": "Theater"}})
    b.place(2, "Assistant", "Workshop", 0)
    b.prepare("Zig Zag Lady")                                        # 3 markers
    b.end_placement()
    b.place(2, "Apprentice 2", "Theater", 1, weekday="Friday")
    b.set_up("Barricaded Barrels", "Riverside 1", "A", facing="B")
    b.end_placement()
    b.place(2, "Magician", "Theater", 2, weekday="Friday")
    b.set_up("Zig Zag Lady", "Riverside 1", "B", facing="A", payments=["coins"])
    b.end_placement()
    b.end_turn()
    b.play_out()
    return b


def hired_assistant() -> TraceBuilder:
    """2 players: seat 0 sets the Inn die to Assistant and hires one (its board works at once, its
    disc joins at Return Characters); next turn the Assistant moves Apprentice 1 onto its slot, and
    Apprentice 1, placed that turn, is paid nothing (G46)."""
    b = TraceBuilder(players=2)
    b.standard_setup()
    b.start_turn()
    b.assign({0: {"Magician": "Downtown"}})
    b.place(0, "Magician", "Downtown", 1, shard=True)                # 3 + 1 + 1 = 5 AP
    b.set_die("Inn 1", "Assistant")
    b.hire("Assistant", "Inn 1")
    b.end_placement()
    b.end_turn()
    b.start_turn()
    b.assign({0: {"Assistant": "Workshop", "Apprentice 1": "Market Row"}})
    b.place(0, "Assistant", "Workshop", 1)
    b.move_apprentice("Apprentice 1")
    b.end_placement()
    b.place(0, "Apprentice 1", "Market Row", next(s for s in range(4) if s not in b.blocked["Market Row"]))
    b.buy("Glass", 1)
    b.end_placement()
    b.end_turn()
    b.play_out()
    return b
