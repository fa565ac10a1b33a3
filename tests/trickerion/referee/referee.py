"""The independent Trickerion trace referee: `check_trace(events)` replays a trace from its `game`
header and its events, checking every rule of the base game (rulesets `trickerion` and
`trickerion-noduel`), of the Dark Alley (`trickerion-dark-alley` and its `-noprophecies` and
`-noabilities` variants), Dahlgaard's Academy and Dawn of Technology (`trickerion-full`, `-da-hand`), and raises RefereeError("event <index> <event json>: <rule broken>") at the
first broken one. Written from the rules notes and docs/trickerion-trace.md only; it imports
nothing of simkit."""

from __future__ import annotations

import json

from .abilities import AbilityRules
from .academy import AcademyRules
from .academy_turn import AcademyTurnRules
from .dark_alley import DarkAlleyRules
from .dawn import DawnRules
from .downtown import DowntownRules
from .downtown_effects import DowntownEffectRules
from .effects import EffectRules
from .end_game import EndGameRules
from .end_turn import EndTurnRules
from .errors import Broken, RefereeError, require
from .expect import Queue
from .geometry import Geometry
from .market import MarketRules
from .market_effects import MarketEffectRules
from .moves import Moves
from .performance import PerformanceRules
from .placement import PlacementRules
from .prophecies import ProphecyRules
from .setup import SetupRules
from .special_assignments import SpecialAssignmentRules
from .theater import TheaterRules
from .theater_abilities import TheaterAbilityRules
from .theater_effects import TheaterEffectRules
from .turn import TurnRules
from .workshop import WorkshopRules
from .workshop_effects import WorkshopEffectRules

FOLLOW_UPS = set(Moves.APPLY)


class Referee(Moves, Geometry, SetupRules, TurnRules, PlacementRules, DowntownRules, MarketRules,
              WorkshopRules, TheaterRules, PerformanceRules, EndTurnRules, EndGameRules,
              EffectRules, SpecialAssignmentRules, ProphecyRules, DarkAlleyRules, AbilityRules, TheaterEffectRules,
              TheaterAbilityRules, DowntownEffectRules, MarketEffectRules, WorkshopEffectRules, AcademyRules,
              AcademyTurnRules, DawnRules):
    def __init__(self, header: dict):
        self.queue = Queue()
        self.swap_events = 0
        self.pending_swap = None
        self.placements = 0
        self.phase = "setup"
        self.scored: set = set()
        self.over = False
        self.leaders: list = []
        self.open = None
        self.business_share: list = []
        self.abilities_used: set = set()
        self.one_by_one = False
        self.pile_due = None            # Supercharge's second marker due onto (seat, card, slot)
        self.performed_tricks: set = set()   # Grand Premiere: Tricks performed this game (A13)
        self.steal_open = None
        self.stolen: dict = {}
        self.yield_fame: dict = {}
        self.hidden_due: list = []           # Hidden Talent (A24): (seat, Apprentice, card) due at Return Characters
        self.read_header(header)

    def seat(self, p):
        require(isinstance(p, int) and 0 <= p < self.data.players, "a seat of the game")
        return self.game.seats[p]

    def top_level(self, e: dict):
        kind = e["event"]
        setup = self.game.turn == 0
        if setup:
            if self.data.dawn and kind == "gain" and e.get("cause") == "signature_start":
                return self.on_signature_start   # G10, T122
            table = {"setup": self.on_setup, "magician": self.on_magician, "specialist": self.on_specialist,
                     "character": self.setup_character, "component": self.setup_component,
                     "trick": self.setup_trick, "marker": self.setup_marker, "turn": self.on_turn}
        else:
            table = {"turn": self.on_turn, "turn_setup": self.on_turn_setup, "initiative": self.on_initiative,
                     "advertise": self.on_advertise, "assign": self.on_assign, "reveal": self.on_reveal,
                     "place": self.on_place, "unplaceable": self.on_unplaceable, "action": self.on_action,
                     "placement_end": self.on_placement_end, "anytime": self.on_anytime,
                     "performance": self.on_performance, "wages": self.on_wages, "return": self.on_return,
                     "track": self.on_track, "turn_end": self.on_turn_end, "end_score": self.on_end_score,
                     "game_end": self.on_game_end}
            if kind == "marker" and e.get("cause") == "card_left":
                return self.on_card_left
            if kind == "market" and (e.get("cause") in ("arrives", "returns") or e.get("op") == "keep_quick_order"):
                return self.on_end_market
            if self.data.dark_alley and kind == "prophecy" and e.get("cause") == "end_turn":
                return self.on_prophecy_step
            if self.data.dark_alley and kind == "special_assignment" and e.get("cause") == "discard":
                return self.on_sa_discard
            if self.data.dark_alley and kind == "hidden_talent":
                return self.on_hidden_talent
            if self.data.dawn and kind == "contraption":
                return self.on_contraption   # T125, T127
            if self.data.academy:
                found = self.academy_top_level(e)
                if found is not None:
                    return found
        if kind == "magician_ability":
            if self.data.academy and e.get("ability") == "deja_vu" and not setup:
                return lambda ev: self.on_deja_vu(self.seat(ev["seat"]), ev)
            return self.on_magician_ability   # not due here: refused, naming why (R33)
        if kind in FOLLOW_UPS:
            require(kind in table, f"a {kind} event here has no cause (every change follows the event that causes it)")
        require(kind in table,
                f"a {kind} event is not one of docs/trickerion-trace.md part 1 (or parts 2-3: the Dark Alley, the Academy) at this "
                "point of the game")
        return table[kind]

    def feed(self, e: dict) -> None:
        require(not self.over, "nothing after game_end")
        kind = e.get("event")
        if kind == "turn":
            require(e.get("turn") == self.game.turn + 1, "turns are numbered 1, 2, ...")
        else:
            require(e.get("turn") == self.game.turn, f"the event's turn is the current turn {self.game.turn}")
        if self.queue:
            if self.queue.would_take(e) or not self.queue.all_optional():
                exp = self.queue.take(e)
                getattr(self, Moves.APPLY[kind])(e)
                if exp.after:
                    exp.after(e)
                return
            self.queue.drop_optional()
        self.pending_swap = None
        self.top_level(e)(e)


def check_trace(events: list[dict], complete: bool = True) -> None:
    """Raise RefereeError unless the trace is a legal, correctly scored Trickerion game. With
    `complete=False` the events may stop anywhere (a test's fragment): only what they hold is checked."""
    try:
        ref = Referee(events[0])
    except (Broken, KeyError, TypeError, ValueError, IndexError, StopIteration) as exc:
        raise RefereeError(f"event 0: {exc}") from None
    for i, event in enumerate(events[1:], start=1):
        try:
            ref.feed(event)
        except (Broken, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            rule = exc.args[0] if isinstance(exc, Broken) else f"malformed event ({type(exc).__name__}: {exc})"
            raise RefereeError(f"event {i} {json.dumps(event, sort_keys=True)}: {rule}") from None
    if not complete:
        return
    try:
        require(not ref.queue or ref.queue.all_optional(), "the trace ends before the events the last one causes")
        require(ref.over, "the trace has no game_end")
    except Broken as exc:
        raise RefereeError(f"event {len(events)} (end of trace): {exc.args[0]}") from None
