"""Trace records of one Trickerion game -> the JSON Lines events of docs/trickerion-trace.md.

The kernels write int records (records.py: codes 1-79, theater_records.py: 80-119); this module
names them with the composition (trace_names.py) and adds what every event carries: its ``turn``
(0 during setup), and context the writer follows along the records (the weekday each seat holds
this turn, for the ``yield`` gains). A record code without a decoder is an error, never dropped.

Decoders: ``DECODERS[code] = function(writer, record) -> event dict or None``; a decoder that
needs a continuation record takes it with ``writer.next_record(code)``.
"""

from __future__ import annotations

import numpy as np

import simkit
from simkit.games.base import GameSetupError
from simkit.games.trickerion.records import EV_GAIN, EV_GAIN_CONTEXT, GAIN_CAUSES, RECORD_WIDTH
from simkit.games.trickerion.trace_names import Names
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
            "data": read_toml(comp.path, what="composition file"), "assumed_data": list(setup.assumed_data()),
            "options": dict(setup.options), "magicians": magicians, "specialists": specialists,
            "version": simkit.__version__}


class TraceWriter:
    """Walks a game's records in order, keeping the context events need."""

    def __init__(self, header: dict, composition, records: np.ndarray, count: int, start_shards: list[int]):
        if count > records.shape[0]:
            raise GameSetupError(f"trace of {count} records overflows the buffer of {records.shape[0]}")
        self.header = header
        self.names = Names(composition)
        self.rows = records[:count].tolist()
        self.at = 0
        self.turn = 0
        self.weekday = [None] * header["players"]  # the weekday each seat holds this turn (its Theater placement)
        # Shards per seat: a gain without a context record carries no Shard total (records.py, EV_GAIN)
        self.shards = list(start_shards)

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
            if event is not None:
                if event.get("event") == "turn":
                    self.turn = event["turn"]
                    self.weekday = [None] * self.header["players"]
                events.append({"event": event.pop("event"), "turn": self.turn, **event})
        return events


def decode_gain(w: TraceWriter, row: list[int]) -> dict:
    """EV_GAIN (+ EV_GAIN_CONTEXT when the cause has fields): a ``gain`` with its ``totals`` and context."""
    _, seat, fame, coins, shards, cause, fame_total, coins_total = row
    a = b = c = -1
    shards_total = None
    if w.peek() == EV_GAIN_CONTEXT:
        _, _, a, b, c, shards_total, _, _ = w.next_record(EV_GAIN_CONTEXT)
    word = GAIN_CAUSES[cause]
    event = {"event": "gain", "seat": seat, "fame": fame, "coins": coins, "shards": shards, "cause": word}
    if shards_total is None:
        shards_total = w.shards[seat] + shards
    w.shards[seat] = shards_total
    event["totals"] = [fame_total, coins_total, shards_total]
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
        slot = ["quick_order"] if c == 4 else ["stock", c]
        return {"component": n.component(a), "count": b, "market_slot": slot}
    if cause == "link_payment":
        return {"card": n.card(a), "circle": n.circle(a, b), "trick": n.trick(c)}
    if cause == "link_shard":
        return {"card": n.card(a), "circle": n.circle(a, b)}
    if cause == "yield":
        return {"card": n.card(a), "slot": n.slot(b), "trick": n.trick(c), "weekday": w.weekday[seat]}
    if cause == "performer_links":
        return {"card": n.card(a), "links": b}
    if cause == "performer_specialist":
        return {"character": n.character_type(a)}
    if cause == "performer_bonus":
        return {"card": n.card(a)}
    return {}


DECODERS = {EV_GAIN: decode_gain}


def events_of(header: dict, composition, records: np.ndarray, count: int, start_shards: list[int]) -> list[dict]:
    """The game's events: ``header`` then one per record (continuations folded in).
    ``start_shards``: each seat's Shards before the first record (the ruleset's starting Shards)."""
    return TraceWriter(header, composition, records, count, start_shards).events()
