"""Trace records of one Trickerion game -> the JSON Lines events of docs/trickerion-trace.md.

The kernels write int records (records.py: codes 1-79, theater_records.py: 80-119); this module
names them with the composition (trace_names.py) and adds what every event carries: its ``turn``
(0 during setup), and context the writer follows along the records (the weekday each seat holds
this turn, for the ``yield`` gains). A record code without a decoder is an error, never dropped.

Decoders: ``DECODERS[code] = function(writer, record) -> event dict or None``; a decoder that
needs a continuation record takes it with ``writer.next_record(code)``.
"""

from __future__ import annotations

import copy
from functools import lru_cache

import numpy as np

import simkit
from simkit.games.trickerion.trace_academy import ACADEMY_DECODERS, academy_action_fields, academy_setup
from simkit.games.trickerion.trace_dawn import DAWN_DECODERS, build_fields, contraption_name
from simkit.games.base import GameSetupError
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion import theater_records as TR
from simkit.games.trickerion.options import ANYTIME_DISCARD, MARKET_ORDER_AREA, MARKET_OWNED, MARKET_QUICK
from simkit.games.trickerion.records import GAIN_CAUSES, RECORD_WIDTH
from simkit.games.trickerion.theater_options import PAY_FAME
from simkit.games.trickerion.trace_names import Names
from simkit.games.trickerion.trace_workshop import WORKSHOP_DECODERS
from simkit.games.trickerion.vocabulary import ABILITIES, CATEGORIES, CHARACTER_KINDS, EFFECT_OPS

EFFECT_OP_NAMES = tuple(EFFECT_OPS)  # op ids are positions (docs/trickerion-effects.md)
MECHANICAL_ENHANCEMENT = ABILITIES.index("mechanical_enhancement")
from simkit.inputs import read_toml

MAX_RECORDS = 60_000  # records of one traced game; a 4-player game writes a few thousand


def empty_records() -> np.ndarray:
    return np.zeros((MAX_RECORDS, RECORD_WIDTH), dtype=np.int32)


def game_header(game_name: str, setup, seed: int, game: int) -> dict:
    """The ``game`` event: who plays what, the whole composition as data, the options (docs, "The header")."""
    comp = setup.composition
    magicians = setup.magicians if isinstance(setup.magicians, str) else list(setup.magicians)
    specialists = setup.specialists if isinstance(setup.specialists, str) else list(setup.specialists)
    return {"event": "game", "family": game_name, "ruleset": setup.ruleset, "players": setup.players,
            "seed": int(seed), "game": int(game), "strategies": list(setup.strategies),
            "composition": comp.name, "composition_file": comp.given, "composition_sha256": setup.composition_sha256(),
            "data": composition_data(str(comp.path), setup.composition_sha256()), "assumed_data": list(setup.assumed_data()),
            "options": dict(setup.options), "magicians": magicians, "specialists": specialists,
            "version": simkit.__version__}


def composition_data(path: str, sha256: str) -> dict:
    """The composition file as data, for a trace's header: a copy of the file parsed once per
    content (parsing it took two thirds of a traced game's time)."""
    return copy.deepcopy(_parsed(path, sha256))


@lru_cache(maxsize=8)
def _parsed(path: str, sha256: str) -> dict:  # keyed on the content's hash: an edited file is read again
    return read_toml(path, what="composition file")


class TraceWriter:
    """Walks a game's records in order, keeping the context events need."""

    def __init__(self, header: dict, setup, records: np.ndarray, count: int, final_state: np.ndarray | None = None):
        if count > records.shape[0]:
            raise GameSetupError(f"trace of {count} records overflows the buffer of {records.shape[0]}")
        self.header = header
        self.setup = setup
        self.comp = setup.composition
        self.template = setup.template
        self.final = final_state
        self.names = Names(self.comp)
        self.names.players = header["players"]
        self.rows = records[:count].tolist()
        self.at = 0
        self.turn = 0
        n = header["players"]
        self.players = n
        # Shards per seat: a gain without a context record carries no Shard total (records.py, EV_GAIN)
        self.shards = [int(self.template[L.START_SHARDS])] * n
        self.character_names: dict[tuple[int, int], str] = {}  # (seat, character slot) -> its trace name
        self.assignments: list[dict] = [{} for _ in range(n)]
        self.sa_assignments: list[dict] = [{} for _ in range(n)]  # per seat, character -> SA card this turn
        self.order = list(range(n))
        self.action: dict | None = None  # the action the Theater's records complete
        self.orientation: dict = {}  # sides and facing of the marker an action is moving
        self.yield_weekday = None
        self.placed: set[tuple[int, int]] = set()  # (seat, character slot) placed this turn

    def next_record(self, code: int) -> list[int]:
        """The continuation record a decoder needs: it must follow, with code ``code``."""
        if self.at >= len(self.rows) or self.rows[self.at][0] != code:
            found = self.rows[self.at][0] if self.at < len(self.rows) else "the end"
            raise GameSetupError(f"trace record {self.at}: expected a continuation record {code}, found {found}")
        row = self.rows[self.at]
        self.at += 1
        return row

    def peek(self) -> int | None:
        return self.rows[self.at][0] if self.at < len(self.rows) else None

    def character(self, seat: int, slot: int) -> str:
        return self.character_names.get((seat, slot)) or self.names.character(slot)

    def sa_card(self, card: int) -> str | None:
        """An SA card's name; past the SA cards, a Secret's (Secret k is stored as card N_SA + k, T105)."""
        if card < 0:
            return None
        names = self.comp.special_assignments.names
        return names[card] if card < len(names) else self.names.secret(card - len(names))

    def sa_deck(self, loc: int) -> str:
        return self.names.location(loc)

    def prophecy(self, p: int) -> str | None:
        return None if p < 0 else self.comp.prophecies.names[p]

    def events(self) -> list[dict]:
        events = [self.header]
        while self.at < len(self.rows):
            row = self.rows[self.at]
            self.at += 1
            decoder = DECODERS.get(row[0])
            if decoder is None:
                raise GameSetupError(f"trace record {self.at - 1}: code {row[0]} has no decoder "
                                     "(simkit/games/trickerion/trace.py)")
            event = decoder(self, row)
            if event is None:
                continue
            if event.get("event") == "turn":
                self.turn = event["turn"]
            event = {"event": event.pop("event"), "turn": self.turn, **event}
            if event["event"] == "action" or event.get("ability") == "break_free":  # its Theater records follow
                self.action = event
            events.append(event)
        return events


# ---- resources ---------------------------------------------------------------------------------

def decode_gain(w: TraceWriter, row: list[int]) -> dict:
    """EV_GAIN (+ EV_GAIN_CONTEXT when the cause has fields): a ``gain`` with its ``totals`` and context."""
    _, seat, fame, coins, shards, cause, fame_total, coins_total = row
    a = b = c = -1
    shards_total = None
    if w.peek() == R.EV_GAIN_CONTEXT:
        _, _, a, b, c, shards_total, _, _ = w.next_record(R.EV_GAIN_CONTEXT)
    word = GAIN_CAUSES[cause]
    if shards_total is None:
        shards_total = w.shards[seat] + shards
    w.shards[seat] = shards_total
    event = {"event": "gain", "seat": seat, "fame": fame, "coins": coins, "shards": shards, "cause": word,
             "totals": [fame_total, coins_total, shards_total]}
    event.update(gain_context(w, seat, word, a, b, c))
    return event


def gain_context(w: TraceWriter, seat: int, cause: str, a: int, b: int, c: int) -> dict:
    """The context fields of a gain's cause (records.py, GAIN_*)."""
    n = w.names
    if cause == "fame_deficit":
        return {"trick": n.trick(a)}
    if cause == "take_coins":
        return {"die": n.die(a)}
    if cause == "buy":
        return {"component": n.component(a), "count": b, "market_slot": market_slot(c)}
    if cause == "link_payment":
        return {"card": n.card(a), "circle": n.circle(a, b), "trick": n.trick(c)}
    if cause == "link_shard":
        return {"card": n.card(a), "circle": n.circle(a, b)}
    if cause == "yield":
        return {"card": n.card(a), "slot": n.slot(b), "trick": n.trick(c), "weekday": w.yield_weekday}
    if cause == "performer_links":
        return {"card": n.card(a), "links": b}
    if cause == "performer_specialist":
        return {"character": n.character_type(a)}
    if cause == "performer_bonus":
        return {"card": n.card(a)}
    if cause in ("end_trick_condition", "signature_start"):
        return {"trick": n.trick(a)}
    if cause == "special_assignment":
        return {"card": w.sa_card(a), "op": EFFECT_OP_NAMES[b]}
    if cause == "prophecy":
        return {"prophecy": w.prophecy(a), "op": EFFECT_OP_NAMES[b]}
    if cause == "ability":
        return {"magician": w.comp.magicians.names[a]}
    if cause == "renovate":
        return {"space": n.space(a), "level": b, "tile": n.tile(c)}
    if cause == "classroom_yield":
        return {"trick": n.trick(a), "place": [n.space(b), c]}
    if cause == "classroom_bonus":
        return {"tile": n.tile(a), "trick": n.trick(b)}
    if cause == "end_banners":
        return {"banners": a, "rank": b}
    if cause == "contraption":  # its effect (op), or its Fame on turning Active again (no op)
        return {"contraption": contraption_name(w, a), **({"op": EFFECT_OP_NAMES[b]} if b >= 0 else {})}
    if cause == "build":
        return {"contraption": contraption_name(w, a)}
    return {}


# ---- setup -------------------------------------------------------------------------------------

def decode_setup(w: TraceWriter, row: list[int]) -> dict:
    """EV_SETUP and the records that complete it (the Turn Setup deck, the Theater's deck and track)."""
    t, comp, n = w.template, w.comp, w.players
    ts_deck, pdeck, track, side = [], [], [], "duel" if row[2] else "normal"
    while w.peek() in (R.EV_TS_DECK, TR.EV_THEATER_SETUP, TR.EV_PDECK_CARD, TR.EV_TRACK_CARDS):
        code, a, b, c, d, e, *_ = w.next_record(w.peek())
        if code == R.EV_TS_DECK:
            ts_deck.append(comp.turn_setup.names[b])
        elif code == TR.EV_THEATER_SETUP:
            side = "duel" if c else "normal"
        elif code == TR.EV_PDECK_CARD:
            pdeck.append(w.names.card(b))
        else:
            track = [w.names.card(x) for x in (a, b, c, d, e) if x >= 0]
            break
    decks = {}
    in_game = [i for i in range(int(t[L.N_TRICKS]))  # a Signature Trick lies beside its Magician's board (Dawn)
               if t[L.TRICK_IN_GAME + i] and t[L.TRICK_SIGNATURE_OF + i] < 0]
    for cat, word in enumerate(CATEGORIES):
        ids = sorted((i for i in in_game if int(t[L.TRICK_CATEGORY + i]) == cat), key=lambda i: (int(t[L.TRICK_LEVEL + i]), i))
        decks[word] = [w.names.trick(i) for i in ids]
    stock = [w.names.component(int(t[L.MARKET_START + i])) for i in range(int(t[L.N_MARKET_SLOTS]))]
    hand_places = [w.names.location(loc) for loc in range(int(t[L.N_LOCATIONS]))] + ["Theater"]
    hand_codes = list(range(int(t[L.N_LOCATIONS]))) + [L.LOC_THEATER]
    seats = [{"fame": int(t[L.START_FAME]), "coins": int(t[L.START_COINS + p]), "shards": int(t[L.START_SHARDS]),
              "hand": {place: int(t[L.START_HAND + code]) for place, code in zip(hand_places, hand_codes)
                       if t[L.START_HAND + code]}} for p in range(n)]
    positions = [int(t[L.INITIATIVE_POSITIONS + i]) for i in range(n)]
    event = {"event": "setup", "performance_deck": pdeck, "side": side, "track": track, "trick_decks": decks,
             "market": {"stock": stock, "order": [None] * int(t[L.N_ORDER_SLOTS]), "quick_order": None},
             "turn_setup_deck": ts_deck, "seats": seats, "initiative": list(range(n)), "positions": positions}
    if t[L.DARK_ALLEY]:
        event.update(dark_alley_setup(w))
        for seat in seats:
            seat["special_assignments"] = []
    if t[L.ACADEMY]:
        event["academy"] = academy_setup(w)
    return event


def dark_alley_setup(w: TraceWriter) -> dict:
    """The setup's SA decks, Prophecy bag and Pending Prophecies (EV_SA_DECK, EV_PR_BAG, EV_PROPHECY)."""
    decks: dict[str, list[str]] = {}
    bag: list[str] = []
    fields: dict = {}
    while w.peek() in (R.EV_SA_DECK, R.EV_PR_BAG, R.EV_PROPHECY):
        code, a, b, c, d, e, *_ = w.next_record(w.peek())
        if code == R.EV_SA_DECK:
            decks.setdefault(w.sa_deck(a), []).append(w.sa_card(c))
        elif code == R.EV_PR_BAG:
            bag.append(w.prophecy(b))
        else:
            fields["prophecies"] = {"pending": [w.prophecy(x) for x in (c, d, e)], "active": None}
    fields["sa_decks"] = decks
    if "prophecies" in fields:
        fields["prophecy_bag"] = bag
    return fields


def decode_magician(w: TraceWriter, row: list[int]) -> dict:
    return {"event": "magician", "seat": row[1], "magician": w.comp.magicians.names[row[2]]}


def decode_character(w: TraceWriter, row: list[int]) -> dict:
    _, seat, slot, ctype, cause, state, number, _ = row
    kind = CHARACTER_KINDS[int(w.comp.characters.kind[ctype])]
    name = "Magician" if kind == "magician" else f"Apprentice {number}" if kind == "apprentice" \
        else w.names.character_type(ctype)
    w.character_names[(seat, slot)] = name
    return {"event": "character", "seat": seat, "character": name, "cause": R.CHAR_CAUSES[cause],
            "state": R.CHAR_STATES[state]}


def decode_specialist(w: TraceWriter, row: list[int]) -> dict:
    return {"event": "specialist", "seat": row[1], "specialist": w.names.character_type(row[2])}


# ---- moves of things ---------------------------------------------------------------------------

def component_place(seat: int, place: int) -> list:
    if place == R.PLACE_SUPPLY:
        return ["supply"]
    if place == R.PLACE_BOARD:
        return ["board", seat]
    return ["manager", seat, place - R.PLACE_MANAGER]


def market_slot(source: int) -> list | None:
    """A market source (options.py): ``["stock", i]``, ``["quick_order"]``, with card effects
    ``["order", i]`` (P04, A42) and ``["owned"]`` (A45); None for several (A36)."""
    if source < 0:
        return None
    if source == MARKET_QUICK:
        return ["quick_order"]
    if source < MARKET_QUICK:
        return ["stock", source]
    if source < MARKET_OWNED:
        return ["order", source - MARKET_ORDER_AREA]
    return ["owned"]


def decode_component(w: TraceWriter, row: list[int]) -> dict:
    _, seat, ctype, count, src, dst, cause, slot = row
    event = {"event": "component", "seat": seat, "component": w.names.component(ctype), "count": count,
             "from": component_place(seat, src), "to": component_place(seat, dst), "cause": R.COMP_CAUSES[cause]}
    if R.COMP_CAUSES[cause] == "buy":
        event["market_slot"] = market_slot(slot)
    return event


def trick_place(w: TraceWriter, seat: int, trick: int, place: int) -> list:
    if place == R.TPLACE_DECK:
        return ["deck", CATEGORIES[int(w.template[L.TRICK_CATEGORY + trick])]]
    if place == R.TPLACE_ASIDE:
        return ["aside", seat]  # Bernard's (G86)
    if place == R.TPLACE_BESIDE:
        return ["beside", w.comp.magicians.names[int(w.template[L.TRICK_SIGNATURE_OF + trick])]]  # Dawn, G93
    if place == R.TPLACE_GONE:
        return ["gone"]  # a Signature Trick's counterpart (Dawn, G93)
    return ["seat", seat] if place == R.TPLACE_SEAT else ["engineer", seat]


def decode_trick(w: TraceWriter, row: list[int]) -> dict:
    _, seat, trick, src, dst, symbol, cause, _ = row
    return {"event": "trick", "seat": seat, "trick": w.names.trick(trick), "from": trick_place(w, seat, trick, src),
            "to": trick_place(w, seat, trick, dst), "symbol": w.names.symbol(symbol) if symbol >= 0 else None,
            "cause": R.TRICK_CAUSES[cause]}


def decode_marker(w: TraceWriter, row: list[int]) -> dict:
    _, seat, trick, symbol, count, src, dst, cause = row
    cards = []
    if R.MPLACE_CARD in (src, dst):
        _, a, b, c, d, *_ = w.next_record(R.EV_MARKER_CONTEXT)
        cards = [(a, b), (c, d)] if src == dst == R.MPLACE_CARD else [(a, b)]
    n = w.names

    def place(kind):
        if kind == R.MPLACE_SUPPLY:
            return ["supply", seat]
        if kind == R.MPLACE_TRICK:
            return ["trick", seat, n.symbol(symbol)]
        card, slot = cards.pop(0)
        return ["card", n.card(card), n.slot(slot)]

    event = {"event": "marker", "seat": seat, "trick": n.trick(trick), "symbol": n.symbol(symbol), "count": count,
             "from": place(src), "to": place(dst), "cause": R.MARKER_CAUSES[cause]}
    if dst == R.MPLACE_CARD and w.orientation:
        event.update(w.orientation)
    return event


def decode_die(w: TraceWriter, row: list[int]) -> dict:
    _, die, face, cause, *_ = row
    return {"event": "die", "die": w.names.die(die), "face": w.names.face(die, face), "cause": R.DIE_CAUSES[cause]}


def decode_market(w: TraceWriter, row: list[int]) -> dict:
    _, kind, index, ctype, cause, replaced, *_ = row
    slot = ["stock", index] if kind == R.MSLOT_STOCK else ["order", index] if kind == R.MSLOT_ORDER else ["quick_order"]
    return {"event": "market", "slot": slot, "component": w.names.component(ctype), "cause": R.MARKET_CAUSES[cause],
            "replaced": w.names.component(replaced)}


def sa_place(w: TraceWriter, seat: int, card: int, place: int, ch: int) -> list:
    loc = w.sa_deck(int(w.template[L.SA_LOC + card]))
    if place == L.SA_IN_DECK:
        return ["sa_deck", loc]
    if place == L.SA_IN_HAND:
        return ["sa_hand", seat]
    if place == L.SA_IN_ASSIGNED:
        return ["sa_assigned", seat, w.character(seat, ch)]
    return ["sa_discard", loc]


def decode_sa_move(w: TraceWriter, row: list[int]) -> dict:
    _, seat, card, src, dst, cause, ch, _ = row
    return {"event": "special_assignment", "seat": seat, "card": w.sa_card(card),
            "from": sa_place(w, seat, card, src, ch), "to": sa_place(w, seat, card, dst, ch),
            "cause": R.SA_CAUSES[cause]}


def decode_sa_reshuffle(w: TraceWriter, row: list[int]) -> dict:
    _, loc, n, *_ = row
    order = [w.sa_card(w.next_record(R.EV_SA_DECK)[3]) for _ in range(n)]
    return {"event": "special_assignment_reshuffle", "deck": w.sa_deck(loc), "order": order}


def decode_prophecy(w: TraceWriter, row: list[int]) -> dict:
    _, cause, active, p0, p1, p2, drawn, _ = row
    return {"event": "prophecy", "pending": [w.prophecy(x) for x in (p0, p1, p2) if x >= 0],
            "active": w.prophecy(active), "cause": R.PROPHECY_CAUSES[cause], "drawn": w.prophecy(drawn)}


# ---- a turn ------------------------------------------------------------------------------------

def decode_turn(w: TraceWriter, row: list[int]) -> dict:
    w.assignments = [{} for _ in range(w.players)]
    w.sa_assignments = [{} for _ in range(w.players)]
    w.placed = set()
    return {"event": "turn", "turn": row[1]}


def decode_turn_setup(w: TraceWriter, row: list[int]) -> dict:
    ts = w.comp.turn_setup
    card = row[1]
    blocked = {}
    for loc, name in enumerate(w.comp.locations.names[:ts.blocked.shape[1]]):  # the cards' own (not the Academy's)
        slots = [int(x) for x in np.flatnonzero(ts.blocked[card, loc])]
        if slots:
            blocked[name] = slots
    if w.template[L.ACADEMY]:  # the Academy is blocked as the Dark Alley is [S L48] (the catalogue's copy)
        at = int(w.template[L.ACADEMY_LOC])
        first = L.TS_BLOCKED + (card * L.MAX_LOCATIONS + at) * L.MAX_LOC_SLOTS
        slots = [i for i in range(L.MAX_LOC_SLOTS) if w.template[first + i]]
        if slots:
            blocked[w.names.location(at)] = slots
    return {"event": "turn_setup", "card": ts.names[card], "blocked": blocked}


def decode_initiative(w: TraceWriter, row: list[int]) -> dict:
    order = [x for x in row[1:5] if x >= 0][:w.players]
    w.order = order
    positions = [0] * w.players
    for i, seat in enumerate(order):
        positions[seat] = int(w.template[L.INITIATIVE_POSITIONS + i])
    return {"event": "initiative", "order": order, "positions": positions}


def decode_advertise(w: TraceWriter, row: list[int]) -> dict:
    return {"event": "advertise", "seat": row[1], "position": row[2]}


def decode_assign(w: TraceWriter, row: list[int]) -> dict:
    _, seat, ch, loc, card, *_ = row
    name = w.character(seat, ch)
    w.assignments[seat][name] = w.names.location(loc)
    event = {"event": "assign", "seat": seat, "character": name, "card": w.names.location(loc)}
    if w.template[L.DARK_ALLEY]:
        event["special_assignment"] = w.sa_card(card)
        if card >= 0:
            w.sa_assignments[seat][name] = w.sa_card(card)
    return event


def decode_reveal(w: TraceWriter, row: list[int]) -> dict:
    one_by_one = bool(row[1])  # P20: each card is revealed at its placement
    event = {"event": "reveal", "assignments": [{} if one_by_one else dict(a) for a in w.assignments]}
    if w.template[L.DARK_ALLEY]:
        event["special_assignments"] = [{} if one_by_one else dict(a) for a in w.sa_assignments]
        event["one_by_one"] = one_by_one
    return event


def decode_ability(w: TraceWriter, row: list[int]) -> dict:
    _, seat, magician, ability, ch, value, *_ = row
    event = {"event": "magician_ability", "seat": seat, "magician": w.comp.magicians.names[magician],
             "ability": ABILITIES[ability], "character": w.character(seat, ch) if ch >= 0 else None}
    word = ABILITIES[ability]
    if word == "luminous_bonds":
        event["links"] = value
    elif word == "mentor_of_magicians":
        event["trick"] = w.names.trick(value)
    elif word == "deja_vu":
        event["card"] = w.sa_card(value)
    elif ABILITIES[ability] == "mimesis":
        event["copied"] = w.sa_card(value)
    elif ABILITIES[ability] == "mechanical_enhancement":
        event["ap"] = value
    else:
        event["fame"] = value
    return event


def decode_hired_arrives(w: TraceWriter, row: list[int]) -> dict:
    _, seat, ch, loc, card, *_ = row
    name = w.character(seat, ch)
    return {"event": "hired_arrives", "seat": seat, "character": name, "card": w.names.location(loc),
            "special_assignment": w.sa_card(card)}


def decode_place(w: TraceWriter, row: list[int]) -> dict:
    _, seat, ch, loc, slot, shard, char_ap, slot_ap = row
    weekday = None
    if loc == L.LOC_THEATER:
        day, slot = divmod(slot, L.THEATER_SLOTS)
        weekday = w.names.weekday(day)
    w.placed.add((seat, ch))
    event = {"event": "place", "seat": seat, "character": w.character(seat, ch), "location": w.names.location(loc),
             "slot": slot, "weekday": weekday, "shard": bool(shard),
             "ap": {"character": char_ap, "slot": slot_ap, "shard": int(shard), "total": max(0, char_ap + slot_ap + shard)}}
    if w.template[L.DARK_ALLEY]:
        event["special_assignment"] = None
        event["ap"] = {"character": char_ap, "slot": slot_ap, "shard": int(shard), "special_assignment": 0,
                       "total": max(0, char_ap + slot_ap + shard)}
        by_ap = 0
        if w.peek() == R.EV_PLACE_SA:
            _, _, _, card, use, copied, *_ = w.next_record(R.EV_PLACE_SA)
            by_ap = int(use == L.SA_USE_AP)
            event["special_assignment"] = {"card": w.sa_card(card), "use": "ap" if by_ap else "text"}
            if copied:
                event["special_assignment"]["copied"] = True  # Mimesis: another seat's card
            event["ap"]["special_assignment"] = by_ap
        ability = 0
        at = w.at
        while at < len(w.rows) and w.rows[at][0] == R.EV_ABILITY:  # the placement's abilities follow it
            if w.rows[at][3] == MECHANICAL_ENHANCEMENT:
                ability = w.rows[at][5]
            at += 1
        event["ap"]["ability"] = ability
        event["ap"]["total"] = max(0, char_ap + slot_ap + shard + by_ap + ability)
    return event


def decode_unplaceable(w: TraceWriter, row: list[int]) -> dict:
    return {"event": "unplaceable", "seat": row[1], "character": w.character(row[1], row[2]),
            "location": w.names.location(row[3])}


ACTIONS = ("stop", "learn_trick", "hire", "take_coins", "reroll_die", "set_die", "buy", "order", "quick_order",
           "prepare", "move_trick", "move_components", "move_apprentice", "set_up", "reschedule", "draw_first_card",
           "draw_further_cards", "fortune_telling", "fate_weaving", "renovate", "practice", "teach", "learn_secret",
           "discover_secret", "build_contraption")


def decode_action(w: TraceWriter, row: list[int]) -> dict:
    _, seat, ch, act, ap, ap_left, f0, f1 = row
    fields = [f0, f1]
    if R.ACTION_FIELDS[act] > 2:
        _, f2, f3, *_ = w.next_record(R.EV_ACTION_CONTEXT)
        fields += [f2, f3]
    n = w.names
    word = ACTIONS[act]
    w.orientation = {}
    event = {"event": "action", "seat": seat, "character": w.character(seat, ch), "action": word, "ap": ap,
             "ap_left": ap_left}
    if word == "learn_trick":
        event.update(trick=n.trick(f0), die=None if f1 < 0 else n.die(f1), deficit=fields[2])
    elif word == "hire":
        event.update(type=n.character_type(f0), die=None if f1 < 0 else n.die(f1))
    elif word in ("take_coins", "reroll_die"):
        event.update(die=n.die(f0))
    elif word == "set_die":
        event.update(die=n.die(f0), face=n.face(f0, f1))
    elif word == "buy":
        event.update(component=n.component(f0), count=f1, bargain=fields[2], price=fields[3])
    elif word == "order":
        event.update(component=n.component(f0), slot=f1)
    elif word == "quick_order":
        event.update(component=n.component(f0))
    elif word == "prepare":
        event.update(trick=n.trick(f0), markers=f1)
    elif word == "move_trick":
        event.update(trick=n.trick(f0), swapped=n.trick(f1))
    elif word == "move_components":
        event.update(component=n.component(f0), slot=f1, swapped=n.component(fields[2]))
    elif word == "move_apprentice":
        event.update(apprentice=w.character(seat, f0))
    elif word in ("draw_first_card", "draw_further_cards"):
        kept, bottom, first = f1, fields[2], fields[3]
        drawn = [first] + [x for x in (kept, bottom) if x >= 0 and x != first]
        event.update(deck=w.sa_deck(f0), drawn=[w.sa_card(x) for x in drawn], kept=w.sa_card(kept),
                     bottom=w.sa_card(bottom))
    elif word == "fate_weaving":
        event.update(prophecy=w.prophecy(f0))
    elif word == "build_contraption":
        event.update(build_fields(w, f0, f1))
    else:
        event.update(academy_action_fields(w, word, seat, fields))
    return event


def decode_placement_end(w: TraceWriter, row: list[int]) -> dict:
    return {"event": "placement_end", "seat": row[1], "character": w.character(row[1], row[2]), "ap_unused": row[3]}


def decode_anytime(w: TraceWriter, row: list[int]) -> dict:
    _, seat, what, thing, count, *_ = row
    if what == ANYTIME_DISCARD:
        return {"event": "anytime", "seat": seat, "what": "discard_trick", "trick": w.names.trick(thing)}
    return {"event": "anytime", "seat": seat, "what": "return_components", "component": w.names.component(thing),
            "count": count}


def decode_wages(w: TraceWriter, row: list[int]) -> dict:
    return {"event": "wages", "seat": row[1], "due": row[2], "paid": row[3], "short": row[4]}


def decode_return(w: TraceWriter, row: list[int]) -> dict:
    _, seat, back, joined, cards, *_ = row
    slots = range(L.MAX_CHARS)
    hand = {}
    for code in list(range(int(w.template[L.N_LOCATIONS]))) + [L.LOC_THEATER]:
        count = (cards >> (4 * code)) & 15
        if count:
            hand[w.names.location(code)] = count
    # the kernel's mask holds every character that was not home (idle and unplaceable ones too);
    # the trace names those coming back from a placement (T41)
    back_home = [w.character(seat, c) for c in slots if back >> c & 1 and (seat, c) in w.placed]
    return {"event": "return", "seat": seat, "characters": back_home,
            "cards": hand, "joined": [w.character(seat, c) for c in slots if joined >> c & 1]}


def decode_turn_end(w: TraceWriter, row: list[int]) -> dict:
    totals = [w.next_record(R.EV_SEAT_TOTALS) for _ in range(w.players)]
    by_seat = {r[1]: r for r in totals}
    return {"event": "turn_end", "turn": row[1], "fame": [by_seat[p][2] for p in range(w.players)],
            "coins": [by_seat[p][3] for p in range(w.players)], "shards": [by_seat[p][4] for p in range(w.players)]}


def decode_end_score(w: TraceWriter, row: list[int]) -> dict:
    _, seat, scheme, shards, coins, apprentices, specialists, cards = row
    if not w.template[L.DARK_ALLEY]:
        return {"event": "end_score", "seat": seat, "scheme": list(w.comp.scoring)[scheme],
                "lines": {"shards": shards, "coins": coins, "apprentices": apprentices, "specialists": specialists}}
    tricks = {}
    while w.peek() == R.EV_END_TRICK:
        _, _, trick, fame, *_ = w.next_record(R.EV_END_TRICK)
        tricks[w.names.trick(trick)] = fame
    return {"event": "end_score", "seat": seat, "scheme": list(w.comp.scoring)[scheme],
            "lines": {"shards": shards, "coins": coins, "special_assignments": cards, "tricks": tricks}}


def decode_game_end(w: TraceWriter, row: list[int]) -> dict:
    _, winner, tiebreak, length, rounds, lead_changes, capped, _ = row
    scores = [int(w.final[L.FAME + p]) for p in range(w.players)]
    return {"event": "game_end", "scores": scores, "winners": [winner] if winner >= 0 else [],
            "tiebreak": bool(tiebreak), "initiative": list(w.order), "length": length, "rounds": rounds,
            "lead_changes": lead_changes, "capped": bool(capped)}


# ---- the Theater -------------------------------------------------------------------------------

def decode_set_up(w: TraceWriter, row: list[int]) -> None:
    _, seat, trick, symbol, card, slot, up, facing = row
    n = w.names
    w.orientation = {"facing": n.slot(facing), "sides": n.sides(up)}
    w.action.update(trick=n.trick(trick), card=n.card(card), slot=n.slot(slot), **w.orientation, links=[])
    return None


def decode_link(w: TraceWriter, row: list[int]) -> None:
    _, placer, card, link, with_, shard, payment, amount = row
    w.action.setdefault("links", []).append(
        {"circle": w.names.circle(card, link), "with": "grey" if with_ == L.GREY else with_, "shard": bool(shard),
         "payment": "fame" if payment == PAY_FAME else "coins"})
    return None


def decode_reschedule(w: TraceWriter, row: list[int]) -> None:
    _, seat, trick, symbol, from_card, from_slot, to_card, to_slot = row
    _, _, up, facing, *_ = w.next_record(TR.EV_RESCHEDULE_CONTEXT)
    n = w.names
    w.orientation = {"facing": n.slot(facing), "sides": n.sides(up)}
    w.action.update(trick=n.trick(trick), **{"from": ["card", n.card(from_card), n.slot(from_slot)]},
                    to=["card", n.card(to_card), n.slot(to_slot)], **w.orientation)
    if seat != w.action["seat"]:  # A15 Director's Favor: another seat's marker
        w.action["owner"] = seat
    return None


def decode_performance(w: TraceWriter, row: list[int]) -> dict:
    _, day, seat, card, *_ = row
    return {"event": "performance", "weekday": w.names.weekday(day), "seat": seat, "card": w.names.card(card)}


def decode_yield(w: TraceWriter, row: list[int]) -> None:
    w.yield_weekday = w.names.weekday(row[5])
    return None


def decode_track(w: TraceWriter, row: list[int]) -> dict:
    _, left, entered, count, *_ = row
    cards = w.next_record(TR.EV_TRACK_CARDS)[1:6]
    return {"event": "track", "left": w.names.card(left), "entered": w.names.card(entered),
            "track": [w.names.card(c) for c in cards[:count]]}


# ---- the Market Row's and Downtown's card effects ---------------------------------------------------

def effect_context(w: TraceWriter, card: int, op: int) -> dict:
    return {"cause": "special_assignment", "card": w.sa_card(card), "op": EFFECT_OP_NAMES[op]}


def decode_effect_market(w: TraceWriter, row: list[int]) -> dict:
    _, kind, index, ctype, replaced, card, op, _ = row
    slot = ["stock", index] if kind == R.MSLOT_STOCK else ["order", index] if kind == R.MSLOT_ORDER else ["quick_order"]
    return {"event": "market", "slot": slot, "component": w.names.component(ctype),
            "replaced": w.names.component(replaced), **effect_context(w, card, op)}


def decode_effect_trick(w: TraceWriter, row: list[int]) -> dict:
    _, seat, trick, src, dst, symbol, card, op = row
    return {"event": "trick", "seat": seat, "trick": w.names.trick(trick), "from": trick_place(w, seat, trick, src),
            "to": trick_place(w, seat, trick, dst), "symbol": w.names.symbol(symbol), **effect_context(w, card, op)}


def decode_effect_markers(w: TraceWriter, row: list[int]) -> dict:
    _, seat, trick, symbol, count, card, op, _ = row
    return {"event": "marker", "seat": seat, "trick": w.names.trick(trick), "symbol": w.names.symbol(symbol),
            "count": count, "from": ["supply", seat], "to": ["trick", seat, w.names.symbol(symbol)],
            **effect_context(w, card, op)}


# ---- the Theater's card effects and the Magicians' abilities (part 2) -----------------------------

def decode_guest_set_up(w: TraceWriter, row: list[int]) -> None:
    _, seat, trick, symbol, card, *_ = row
    w.orientation = {}
    w.action.update(trick=w.names.trick(trick), card=w.names.card(card), slot="guest", links=[])
    return None


def decode_adjacent_payment(w: TraceWriter, row: list[int]) -> None:
    _, placer, card, link, with_, payment, amount, _ = row
    w.action.setdefault("adjacent", []).append(
        {"circle": w.names.circle(card, link), "with": "grey" if with_ == L.GREY else with_,
         "payment": "fame" if payment == PAY_FAME else "coins"})
    return None


def decode_swap_cards(w: TraceWriter, row: list[int]) -> dict:
    _, seat, a, b, *_ = row
    cards = w.next_record(TR.EV_TRACK_CARDS)[1:6]
    return {"event": "track_swap", "seat": seat, "cards": [w.names.card(a), w.names.card(b)],
            "track": [w.names.card(c) for c in cards if c >= 0]}


def decode_street_performance(w: TraceWriter, row: list[int]) -> None:
    _, seat, trick, symbol, card, slot, weekday, _ = row
    w.orientation = {}
    w.action.update(trick=w.names.trick(trick), **{"from": ["card", w.names.card(card), w.names.slot(slot)]},
                    to=["supply", seat], street_performance=True, weekday=w.names.weekday(weekday))
    return None


def decode_theater_ability(w: TraceWriter, row: list[int]) -> dict:
    _, seat, ability, magician, a, b, c, d = row
    word = ABILITIES[ability]
    n = w.names
    event = {"event": "magician_ability", "seat": seat, "magician": w.comp.magicians.names[magician], "ability": word}
    if word == "supercharge":
        event.update(trick=n.trick(a), card=n.card(b), slot=n.slot(c))
    elif word == "break_free":
        w.orientation = {}
        event["links"] = []
    elif word == "trick_steal":
        event.update(slot=n.slot(a), victim=b, victim_slot=n.slot(c), trick=n.trick(d))
    elif word == "soul_possession":
        event.update(performer=a, weekday=n.weekday(b))
    return event


DECODERS = {
    R.EV_GAIN: decode_gain, R.EV_SETUP: decode_setup, R.EV_MAGICIAN: decode_magician,
    R.EV_CHARACTER: decode_character, R.EV_SPECIALIST: decode_specialist, R.EV_COMPONENT: decode_component,
    R.EV_TRICK: decode_trick, R.EV_MARKER: decode_marker, R.EV_DIE: decode_die, R.EV_MARKET: decode_market,
    R.EV_TURN: decode_turn, R.EV_TURN_SETUP: decode_turn_setup, R.EV_INITIATIVE: decode_initiative,
    R.EV_ADVERTISE: decode_advertise, R.EV_ASSIGN: decode_assign, R.EV_REVEAL: decode_reveal,
    R.EV_PLACE: decode_place, R.EV_UNPLACEABLE: decode_unplaceable, R.EV_ACTION: decode_action,
    R.EV_PLACEMENT_END: decode_placement_end, R.EV_ANYTIME: decode_anytime, R.EV_WAGES: decode_wages,
    R.EV_RETURN: decode_return, R.EV_TURN_END: decode_turn_end, R.EV_END_SCORE: decode_end_score,
    R.EV_GAME_END: decode_game_end,
    R.EV_SA_MOVE: decode_sa_move, R.EV_SA_RESHUFFLE: decode_sa_reshuffle, R.EV_PROPHECY: decode_prophecy,
    R.EV_ABILITY: decode_ability, R.EV_HIRED_ARRIVES: decode_hired_arrives,
    TR.EV_SET_UP: decode_set_up, TR.EV_LINK: decode_link, TR.EV_RESCHEDULE: decode_reschedule,
    TR.EV_PERFORMANCE: decode_performance, TR.EV_YIELD: decode_yield, TR.EV_TRACK: decode_track,
    R.EV_EFFECT_MARKET: decode_effect_market, R.EV_EFFECT_TRICK: decode_effect_trick,
    R.EV_EFFECT_MARKERS: decode_effect_markers,
    TR.EV_GUEST_SET_UP: decode_guest_set_up, TR.EV_ADJACENT_PAYMENT: decode_adjacent_payment,
    TR.EV_SWAP_CARDS: decode_swap_cards, TR.EV_STREET_PERFORMANCE: decode_street_performance,
    TR.EV_THEATER_ABILITY: decode_theater_ability,
}
DECODERS.update(WORKSHOP_DECODERS)
DECODERS.update(ACADEMY_DECODERS)
DECODERS.update(DAWN_DECODERS)


def events_of(header: dict, setup, records: np.ndarray, count: int, final_state: np.ndarray) -> list[dict]:
    """The game's events: ``header`` then one per record (continuations folded in)."""
    return TraceWriter(header, setup, records, count, final_state).events()
