"""The catalogue block of a Trickerion state, from a Composition, a ruleset's setup and a player
count (layout.py, "the catalogue"): every rules number the kernels read, written once before a
game and never changed by the kernels.

``catalogue(composition, ruleset, players, ...)`` returns a state array with the catalogue (and
the header's player count) filled, everything else 0; ``new_state`` (engine.py) copies it for
each game. The Performance card geometry (PC_CIRCLE) is the Theater's (theater_geometry.py,
``fill_geometry(s)``), called here when that module is present.
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import GameSetupError
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import Composition
from simkit.games.trickerion.setup_data import THEATER
from simkit.games.trickerion.vocabulary import (ABILITIES, CHARACTER_KINDS, MODULES, PERFORMANCE_SIDES, SLOT_BLOCKING,
                                                SPACE_KINDS)

ROLES = {"Downtown": L.ROLE_DOWNTOWN, "Market Row": L.ROLE_MARKET_ROW, "Workshop": L.ROLE_WORKSHOP,
         "Dark Alley": L.ROLE_DARK_ALLEY, "Academy": L.ROLE_ACADEMY}  # a location's actions, by its name
OPTION_DEFAULTS = {"may_decline": 0, "favourite_uses_die": 0, "component_supply": 0, "link_bonus": 0, "tiebreak": 0,
                   "starting_coins": 0, "fortune_telling": 0, "shard_score": -1,
                   "red_lotus": 0, "tile_choice": 0, "contraption_coins": 0}
OPTION_FIELDS = {"may_decline": L.OPT_MAY_DECLINE, "favourite_uses_die": L.OPT_FAVOURITE_USES_DIE,
                 "component_supply": L.OPT_COMPONENT_SUPPLY, "link_bonus": L.OPT_LINK_BONUS,
                 "tiebreak": L.OPT_TIEBREAK, "fortune_telling": L.OPT_FORTUNE_ONCE,
                 "red_lotus": L.OPT_RED_LOTUS_ONCE, "tile_choice": L.OPT_TILE_LOOK}
# a scoring scheme's shard_score word -> SCORE_SHARD_KIND; the option shard_score (G74) gives the index
# of its value in SHARD_SCORE_OPTION (-1: the scheme's own)
SHARD_SCORES = {"per_shard": L.SHARD_SCORE_PER_SHARD, "ceil_two_thirds": L.SHARD_SCORE_CEIL_TWO_THIRDS,
                "two_per_started_three": L.SHARD_SCORE_TWO_PER_STARTED_THREE, "one_each": L.SHARD_SCORE_ONE_EACH}
SHARD_SCORE_OPTION = ("ceil_two_thirds", "two_per_started_three", "one_each")
# grid direction from a slot to an adjacent one (A B C the left column top to bottom, D E F the right)
UP, RIGHT, DOWN, LEFT = 0, 1, 2, 3


def direction(slot: int, toward: int) -> int:
    """The grid direction (0 up, 1 right, 2 down, 3 left) from ``slot`` to the adjacent ``toward``."""
    column, row = divmod(slot, 3)
    to_column, to_row = divmod(toward, 3)
    if column == to_column:
        return UP if to_row < row else DOWN
    return RIGHT if to_column > column else LEFT


def _put(s: np.ndarray, at: int, values) -> None:
    values = np.asarray(values, dtype=np.int64).ravel()
    s[at:at + len(values)] = values


def catalogue(comp: Composition, ruleset: str, players: int, side: str | None = None,
              blocking: str | None = None, options: dict | None = None) -> np.ndarray:
    """A state with the catalogue of ``comp``'s ``ruleset`` setup for ``players`` seats.

    ``side`` and ``blocking`` override the player count's Performance card side and slot
    blocking (the ``trickerion-noduel`` variant: ``"normal"`` and ``"neutral_disc"``);
    ``options`` sets the setup options of RULES §5.1 (OPTION_DEFAULTS, 0/1 each).
    """
    setup, count = comp.ruleset(ruleset), comp.player_count(players)
    side = side or count.performance_side
    blocking = blocking or count.slot_blocking
    if side not in PERFORMANCE_SIDES or (side == "duel" and not comp.has_duel_sides):
        raise GameSetupError(f"composition {comp.path}: no {side!r} Performance card side for this game")
    if blocking not in SLOT_BLOCKING or (blocking == "turn_setup" and comp.turn_setup is None):
        raise GameSetupError(f"composition {comp.path}: no slot blocking {blocking!r} for this game")
    chosen = dict(OPTION_DEFAULTS)
    for key, value in (options or {}).items():
        if key not in chosen:
            raise GameSetupError(f"unknown Trickerion option {key!r} (known: {', '.join(chosen)})")
        chosen[key] = int(value)

    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    s[L.N_PLAYERS] = players
    s[L.TURNS] = setup.turns
    s[L.DUEL] = int(side == "duel")
    s[L.BLOCKING] = SLOT_BLOCKING.index(blocking)
    s[L.START_CARDS] = count.start_cards
    s[L.START_COMPONENT_VALUE] = setup.starting_component_value
    for key, value in chosen.items():
        if key in OPTION_FIELDS:  # starting_coins has no field: it sets START_COINS (below)
            s[OPTION_FIELDS[key]] = value
    _tricks(s, comp, setup)
    _components(s, comp)
    _characters(s, comp, setup)
    _dice(s, comp)
    _locations(s, comp, setup)
    _theater(s, comp)
    _performance_cards(s, comp, setup, side)
    if blocking == "turn_setup":
        ts = comp.turn_setup
        s[L.N_TURN_SETUP] = len(ts.names)
        n_loc = int(s[L.N_LOCATIONS])
        for card in range(len(ts.names)):
            for loc in range(n_loc):
                like = comp.locations.turn_setup_as[loc]  # the Academy copies the Dark Alley [S L48]
                if like >= ts.blocked.shape[1]:
                    continue
                for slot in range(ts.blocked.shape[2]):
                    s[L.TS_BLOCKED + (card * L.MAX_LOCATIONS + loc) * L.MAX_LOC_SLOTS + slot] = ts.blocked[card, like, slot]
    _scoring(s, comp, setup, count)
    if chosen["shard_score"] >= 0:  # G74's option: the Dark Alley schemes only
        s[L.SCORE_SHARD_KIND] = SHARD_SCORES[SHARD_SCORE_OPTION[chosen["shard_score"]]]
    _dark_alley(s, comp, setup)
    _academy(s, comp, setup, count)
    _dawn(s, comp, setup, chosen["contraption_coins"])
    if chosen["starting_coins"] == 1:  # equal: every seat starts with seat 0's Coins (T53)
        s[L.START_COINS:L.START_COINS + L.MAX_SEATS] = setup.coins_by_seat[0]
    _magicians(s, comp, setup)
    try:
        from simkit.games.trickerion.theater_geometry import fill_geometry
    except ImportError:  # the Theater's half is not on this branch yet
        fill_geometry = None
    if fill_geometry is not None:
        fill_geometry(s)
    return s


def _tricks(s, comp, setup):
    t = comp.tricks
    n = len(t.names)
    s[L.N_TRICKS] = n
    _put(s, L.TRICK_CATEGORY, t.category)
    _put(s, L.TRICK_LEVEL, t.level)
    _put(s, L.TRICK_IN_GAME, [int(int(lv) in setup.trick_levels) for lv in t.level])
    for trick in range(n):
        _put(s, L.TRICK_NEEDS + trick * L.MAX_COMPONENTS, t.components[trick])
        _put(s, L.TRICK_YIELD + trick * 3, t.yields[trick])
    _put(s, L.TRICK_PREPARE_AP, t.prepare_ap)
    _put(s, L.TRICK_END_KIND, t.end_kind)
    _put(s, L.TRICK_END_FAME, t.end_fame)
    _put(s, L.TRICK_END_ARG, t.end_arg)
    s[L.END_BONUS_CAP] = t.end_bonus_cap
    _put(s, L.TRICK_MARKERS, t.markers)
    _put(s, L.THRESHOLDS, t.thresholds)


def _components(s, comp):
    c, market = comp.components, comp.market
    s[L.N_COMPONENT_TYPES] = len(c.names)
    _put(s, L.COMPONENT_TIER, c.tier)
    _put(s, L.COMPONENT_PRICE, c.price)
    _put(s, L.COMPONENT_PHYSICAL, c.physical_supply)
    s[L.MAX_PER_TYPE] = c.max_per_type
    s[L.BOARD_SLOTS] = c.board_slots
    s[L.MANAGER_SLOTS] = c.manager_slots
    s[L.N_MARKET_SLOTS] = market.stock_slots
    s[L.N_ORDER_SLOTS] = market.order_slots
    s[L.QUICK_ORDER_SURCHARGE] = market.quick_order_surcharge
    s[L.MARKET_START:L.MARKET_START + L.MAX_MARKET] = -1
    _put(s, L.MARKET_START, market.start_stock)


def _characters(s, comp, setup):
    """The characters of the ruleset's modules: they come first (setup_data checks it); the others (the
    Protégé without the Academy) are left out."""
    ch = comp.characters
    n = int(np.sum(np.isin(ch.module, setup.modules)))
    s[L.N_CHARACTER_TYPES] = n
    _put(s, L.CTYPE_KIND, ch.kind[:n])
    _put(s, L.CTYPE_AP, ch.ap[:n])
    _put(s, L.CTYPE_WAGE, ch.wage[:n])
    _put(s, L.CTYPE_MAX, ch.max_per_seat[:n])
    _put(s, L.CTYPE_BACKSTAGE, ch.backstage_bonus[:n])
    _put(s, L.CTYPE_SETUP_BONUS, ch.setup_bonus[:n])
    s[L.UNPAID_WAGE_FAME] = ch.unpaid_wage_fame
    s[L.SLOT_CTYPE:L.SLOT_CTYPE + L.MAX_CHARS] = -1
    s[L.CTYPE_SLOT:L.CTYPE_SLOT + L.MAX_CHARACTER_TYPES] = -1
    kinds = [CHARACTER_KINDS[k] for k in ch.kind[:n]]
    specialist_slot = 1
    for ctype, kind in enumerate(kinds):
        if kind == "magician":
            s[L.CTYPE_SLOT + ctype] = 0
            s[L.SLOT_CTYPE] = ctype
        elif kind == "specialist":
            if specialist_slot > 3:
                raise GameSetupError(f"composition {comp.path}: more than 3 Specialists (a seat has 3 Specialist slots)")
            s[L.CTYPE_SLOT + ctype] = specialist_slot
            s[L.SLOT_CTYPE + specialist_slot] = ctype
            specialist_slot += 1
        elif kind == "protege":  # the Academy's: its own character slot
            s[L.CTYPE_SLOT + ctype] = L.PROTEGE_SLOT
            s[L.SLOT_CTYPE + L.PROTEGE_SLOT] = ctype
        else:
            if int(ch.max_per_seat[ctype]) > 4:
                raise GameSetupError(f"composition {comp.path}: more than 4 Apprentices a seat (4 Apprentice slots)")
            s[L.CTYPE_SLOT + ctype] = 4
            for slot in range(L.FIRST_APPRENTICE, L.PROTEGE_SLOT):
                s[L.SLOT_CTYPE + slot] = ctype


def _dice(s, comp):
    d = comp.dice
    s[L.N_DICE] = len(d.names)
    _put(s, L.DIE_KIND, d.kind)
    _put(s, L.DIE_FACE_VALUES, d.faces)


def _locations(s, comp, setup):
    """Every location of [locations] (those of a module not in play with LOC_IN_GAME 0), then the Academy's
    (academy_location) when the ruleset has the Academy module."""
    loc = comp.locations
    n = len(loc.names)
    if comp.academy_location >= 0 and MODULES.index("academy") not in setup.modules:
        n -= 1  # the Academy is last (academy_data.parse_academy_location)
    if n > L.MAX_LOCATIONS:
        raise GameSetupError(f"composition {comp.path}: more than {L.MAX_LOCATIONS} locations")
    s[L.N_LOCATIONS] = n
    for i, name in enumerate(loc.names[:n]):
        if name not in ROLES:
            raise GameSetupError(f"composition {comp.path}: location {name!r} has no actions "
                                 f"(known: {', '.join(ROLES)})")
        s[L.LOC_ROLE + i] = ROLES[name]
        s[L.LOC_IN_GAME + i] = int(int(loc.module[i]) in setup.modules)
        s[L.LOC_N_SLOTS + i] = len(loc.slot_ap[i])
        _put(s, L.LOC_SLOT_AP + i * L.MAX_LOC_SLOTS, loc.slot_ap[i])
        s[L.LOC_PER_SEAT + i] = loc.per_seat[i]
        s[L.LOC_3P_BLOCK + i] = loc.three_player_block[i]
        s[L.LOC_TURN_SETUP + i] = loc.turn_setup[i]


def _theater(s, comp):
    th = comp.theater
    if th.stage_slots + th.backstage_slots != L.THEATER_SLOTS or len(th.weekdays) > L.MAX_WEEKDAYS:
        raise GameSetupError(f"composition {comp.path}: the Theater needs 1 stage and 2 backstage slots per "
                             f"weekday and at most {L.MAX_WEEKDAYS} weekdays")
    s[L.N_WEEKDAYS] = len(th.weekdays)
    _put(s, L.WEEKDAY_AP, th.weekday_ap)
    _put(s, L.WEEKDAY_YIELD, th.yield_modifier)
    _put(s, L.LINK_PAYMENT, th.link_payment)
    s[L.SHARD_CIRCLE_SHARDS] = th.shard_circle_shards
    s[L.PERFORMER_LINK_FAME] = th.performer_link_fame


def _performance_cards(s, comp, setup, side):
    pc = comp.performance_cards
    n = len(pc.names)
    s[L.N_PCARDS] = n
    _put(s, L.MARKER_CYCLE, pc.marker_cycle)
    cycle = [int(c) for c in pc.marker_cycle]
    _put(s, L.PC_VENUE, pc.venue)
    s[L.PC_LINK_A:L.PC_LINK_A + L.MAX_PERFORMANCE_CARDS * L.MAX_LINKS] = -1
    s[L.PC_LINK_B:L.PC_LINK_B + L.MAX_PERFORMANCE_CARDS * L.MAX_LINKS] = -1
    s[L.PC_GREY_SLOT:L.PC_GREY_SLOT + L.MAX_PERFORMANCE_CARDS * L.MAX_GREY] = -1
    s[L.PC_GREY_UP:L.PC_GREY_UP + L.MAX_PERFORMANCE_CARDS * L.MAX_GREY] = -1
    s[L.PC_CIRCLE:L.PC_CIRCLE + L.MAX_PERFORMANCE_CARDS * L.GRID * L.DIRECTIONS] = -1
    for card in range(n):
        _put(s, L.PC_SLOTS + card * L.GRID, pc.slots[card])
        s[L.PC_N_LINKS + card] = pc.n_links[card]
        _put(s, L.PC_LINK_A + card * L.MAX_LINKS, pc.link_a[card])
        _put(s, L.PC_LINK_B + card * L.MAX_LINKS, pc.link_b[card])
        _put(s, L.PC_LINK_SHARD + card * L.MAX_LINKS, pc.link_shard[card])
        _put(s, L.PC_BONUS + card * 3, pc.bonus[card])
        if side != "duel":
            continue
        for g in range(pc.grey_slot.shape[1]):
            slot = int(pc.grey_slot[card, g])
            if slot < 0:
                continue
            # the grey marker shows its category toward the slot it faces: up = cycle index - direction
            d = direction(slot, int(pc.grey_facing[card, g]))
            s[L.PC_GREY_SLOT + card * L.MAX_GREY + g] = slot
            s[L.PC_GREY_UP + card * L.MAX_GREY + g] = (cycle.index(int(pc.grey_category[card, g])) - d) % 4
    s[L.START_VENUE] = setup.start_venue
    s[L.N_PDECK] = len(setup.performance_deck)
    _put(s, L.PDECK_VENUES, setup.performance_deck)


def _scoring(s, comp, setup, count):
    ini = comp.initiative
    s[L.ADVERTISE_FAME] = ini.advertise_fame
    _put(s, L.ADVERTISE_COST, ini.advertise_cost)
    s[L.INITIATIVE_POSITIONS:L.INITIATIVE_POSITIONS + L.MAX_SEATS] = 0
    _put(s, L.INITIATIVE_POSITIONS, count.initiative_positions)
    scheme = comp.scoring[setup.scoring]
    s[L.SCORE_PER_SHARD] = scheme.fame_per_shard
    s[L.SCORE_COINS_PER_FAME] = scheme.coins_per_fame
    s[L.SCORE_PER_APPRENTICE] = scheme.fame_per_apprentice
    s[L.SCORE_PER_SPECIALIST] = scheme.fame_per_specialist
    s[L.SCORE_CAP] = scheme.cap
    s[L.SCORE_SHARD_KIND] = SHARD_SCORES[scheme.shard_score]
    s[L.SCORE_PER_SA] = scheme.fame_per_special_assignment
    s[L.SCORE_TRICK_CONDITIONS] = int(scheme.trick_conditions)
    s[L.SCORE_SCHEME] = list(comp.scoring).index(setup.scoring)
    s[L.START_FAME] = setup.fame
    s[L.START_SHARDS] = setup.shards
    _put(s, L.START_COINS, setup.coins_by_seat)
    for place, cards in setup.hand.items():
        at = L.LOC_THEATER if place == THEATER else comp.locations.id(place)
        s[L.START_HAND + at] = cards


def _dark_alley(s, comp, setup):
    """The Special Assignment cards whose decks the ruleset lays out, and the Prophecies of its
    sets, with their effects (docs/trickerion-effects.md); the module's flags."""
    s[L.DARK_ALLEY] = int(MODULES.index("dark-alley") in setup.modules)
    s[L.ABILITIES_ON] = int(setup.magician_abilities)
    s[L.SA_LOC:L.SA_LOC + L.MAX_SA] = -1
    s[L.SA_EFFECT:L.SA_EFFECT + L.MAX_SA * L.EFFECT_STEPS * L.EFFECT_ROW] = -1
    s[L.PR_EFFECT:L.PR_EFFECT + L.MAX_PROPHECIES * L.EFFECT_STEPS * L.EFFECT_ROW] = -1
    sa = comp.special_assignments
    if sa is not None and setup.special_assignment_decks:
        n = len(sa.names)
        if n > L.MAX_SA:
            raise GameSetupError(f"composition {comp.path}: more than {L.MAX_SA} Special Assignment cards")
        s[L.N_SA] = n
        for card in range(n):
            deck = int(sa.location[card])
            if deck in setup.special_assignment_decks:
                s[L.SA_LOC + card] = L.LOC_THEATER if deck == sa.theater_location else deck
        for deck in setup.special_assignment_decks:
            if int(np.sum(sa.location == deck)) > L.MAX_SA_DECK:
                raise GameSetupError(f"composition {comp.path}: more than {L.MAX_SA_DECK} Special Assignment cards "
                                     f"of location {sa.location_names[deck]!r} (one deck)")
        _put(s, L.SA_ACTION, sa.action)
        _put(s, L.SA_EFFECT, sa.effect)
    pr = comp.prophecies
    if pr is not None and setup.prophecy_sets:
        if len(pr.names) > L.MAX_PROPHECIES:
            raise GameSetupError(f"composition {comp.path}: more than {L.MAX_PROPHECIES} Prophecies")
        n = 1 + max(pr.of_sets(setup.prophecy_sets))  # up to the last one in the bag (the others are left out)
        s[L.PROPHECIES_ON] = 1
        s[L.N_PROPHECIES] = n
        _put(s, L.PR_IN_GAME, [int(int(x) in setup.prophecy_sets) for x in pr.set[:n]])
        _put(s, L.PR_EFFECT, pr.effect[:n])
        _put(s, L.PR_SET, pr.set[:n])
        s[L.PROPHECIES_REMOVED] = setup.prophecies_removed


def _magicians(s, comp, setup):
    m = comp.magicians
    s[L.N_MAGICIANS] = len(m.names)
    _put(s, L.MAGICIAN_CATEGORY, m.category)
    _put(s, L.MAGICIAN_IN_GAME, [int(int(b) in setup.magician_boxes) for b in m.box])
    s[L.MAGICIAN_ABILITY:L.MAGICIAN_ABILITY + 16] = -1
    if setup.magician_abilities:  # the Dark Alley versions; with the Academy its versions where they differ (G90)
        academy = MODULES.index("academy") in setup.modules
        chosen = [(own if academy and own else a) for a, own in zip(m.ability, m.academy_ability)]
        _put(s, L.MAGICIAN_ABILITY, [ABILITIES.index(a) if a in ABILITIES else -1 for a in chosen])


def _academy(s, comp, setup, count):
    """Dahlgaard's Academy (layout.py, "Dahlgaard's Academy (part 3)"): this player count's side of the board and
    its Open Room turns, the tiles, Banners, the Secrets (Secret k as SA card N_SA + k, never in a deck), the
    Protégé and the Banner majority. Nothing without the Academy module (those fields stay 0)."""
    if MODULES.index("academy") not in setup.modules:
        return
    academy, tiles, secrets, protege = comp.academy, comp.academy_tiles, comp.secrets, comp.protege
    s[L.ACADEMY] = 1
    s[L.ACADEMY_LOC] = comp.academy_location
    s[L.SCORE_BANNERS] = int(comp.scoring[setup.scoring].banner_majority)
    # the side of the board
    spaces = academy.spaces if count.academy_rooms == len(academy.spaces.names) else comp.academy_ten_rooms
    n = len(spaces.names)
    if n > L.MAX_SPACES:
        raise GameSetupError(f"composition {comp.path}: more than {L.MAX_SPACES} renovation spaces")
    s[L.N_SPACES] = n
    _put(s, L.SPACE_KIND, spaces.kind)
    _put(s, L.SPACE_OPENS, academy.space_opens(spaces, count.count))
    _put(s, L.SPACE_COINS, spaces.coins)
    _put(s, L.SPACE_FAME, spaces.fame)
    # the tiles
    n = len(tiles.names)
    s[L.N_TILES] = n
    _put(s, L.TILE_KIND, tiles.kind)
    _put(s, L.TILE_LEVEL, tiles.level)
    _put(s, L.TILE_YIELD, tiles.yields)
    _put(s, L.TILE_BONUS, tiles.bonus)
    s[L.TILE_ABILITY:L.TILE_ABILITY + L.MAX_ACADEMY_TILES * L.SPACE_SLOTS] = -1
    _put(s, L.TILE_ABILITY, tiles.ability)
    _put(s, L.TILE_ABILITY_N, tiles.ability_n)
    assert SPACE_KINDS.index("classroom") == L.SPACE_CLASSROOM
    # Banners
    s[L.BANNERS_PER_SEAT] = academy.banners_per_seat
    _put(s, L.BANNER_CHART, academy.banner_chart)
    _put(s, L.BANNER_FAME, academy.banner_fame[count.count])
    # the Secrets, after the Special Assignment cards
    first = int(s[L.N_SA])
    if first + len(secrets.names) > L.MAX_SA:
        raise GameSetupError(f"composition {comp.path}: {first} Special Assignment cards and {len(secrets.names)} "
                             f"Secrets, more than {L.MAX_SA}")
    s[L.N_SECRETS] = len(secrets.names)
    for k in range(len(secrets.names)):
        card = first + k
        place = int(secrets.location[k])
        s[L.SA_LOC + card] = L.LOC_THEATER if place == secrets.theater_location else place
        s[L.SA_ACTION + card] = secrets.action[k]
        _put(s, L.SA_EFFECT + card * L.EFFECT_STEPS * L.EFFECT_ROW, secrets.effect[k])
    # the Protégé
    _put(s, L.PROTEGE_AP, protege.ap)
    _put(s, L.PROTEGE_WAGE, protege.wage)


def _dawn(s, comp, setup, no_build_coins: int):
    """Dawn of Technology (layout.py, "Dawn of Technology (part 4)"): the Contraption boards by category, the Build
    Contraption costs (``no_build_coins``: the option contraption_coins=0, G91), and the Signature Tricks as Tricks
    N..N+S-1 after the composition's N standard Tricks (N_TRICKS grows to N + S), in play (TRICK_IN_GAME) when of
    the ruleset's levels. Without the dawn module only the id fields' -1 (none)."""
    s[L.TRICK_SIGNATURE_OF:L.TRICK_SIGNATURE_OF + L.MAX_TRICKS] = -1
    s[L.TRICK_COUNTERPART:L.TRICK_COUNTERPART + L.MAX_TRICKS] = -1
    s[L.MAGICIAN_SIGNATURE:L.MAGICIAN_SIGNATURE + L.MAX_MAGICIANS] = -1
    s[L.CONTRAPTION_EFFECT:L.CONTRAPTION_EFFECT + L.BOARDS * L.CONTRAPTIONS * L.EFFECT_STEPS * L.EFFECT_ROW] = -1
    if MODULES.index("dawn") not in setup.modules:
        return
    con, sig = comp.contraptions, comp.signature_tricks
    s[L.DAWN] = 1
    s[L.CONTRAPTION_COLUMN] = con.column
    _put(s, L.CONTRAPTION_NEEDS, con.needs)
    _put(s, L.CONTRAPTION_FAME, con.fame)
    _put(s, L.CONTRAPTION_ACTION, con.action)
    _put(s, L.CONTRAPTION_EFFECT, con.effect)
    s[L.BUILD_AP] = con.build_ap
    s[L.BUILD_COINS_PER_BUILT] = 0 if no_build_coins else con.build_coins_per_built
    first, t = len(comp.tricks.names), sig.tricks
    n = len(t.names)
    if first + n > L.MAX_TRICKS:
        raise GameSetupError(f"composition {comp.path}: {first} Tricks and {n} Signature Tricks, more than "
                             f"{L.MAX_TRICKS}")
    s[L.N_TRICKS] = first + n
    for k in range(n):
        trick = first + k
        s[L.TRICK_CATEGORY + trick] = t.category[k]
        s[L.TRICK_LEVEL + trick] = t.level[k]
        s[L.TRICK_IN_GAME + trick] = int(int(t.level[k]) in setup.trick_levels)
        _put(s, L.TRICK_NEEDS + trick * L.MAX_COMPONENTS, t.components[k])
        s[L.TRICK_PREPARE_AP + trick] = t.prepare_ap[k]
        s[L.TRICK_MARKERS + trick] = t.markers[k]
        _put(s, L.TRICK_YIELD + trick * 3, t.yields[k])
        s[L.TRICK_END_KIND + trick] = t.end_kind[k]
        s[L.TRICK_END_FAME + trick] = t.end_fame[k]
        s[L.TRICK_END_ARG + trick] = t.end_arg[k]
        s[L.TRICK_SIGNATURE_OF + trick] = sig.magician[k]
        s[L.TRICK_COUNTERPART + trick] = sig.counterpart[k]
        s[L.MAGICIAN_SIGNATURE + int(sig.magician[k])] = trick


def scheme_index(comp: Composition, ruleset: str) -> int:
    """The scoring scheme's index in the composition's order (EV_END_SCORE's field)."""
    return list(comp.scoring).index(comp.ruleset(ruleset).scoring)


