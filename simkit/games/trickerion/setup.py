"""A Trickerion setup: ruleset, players, composition, strategies and the setup parameters of
RULES §5.1-5.2 (who plays which Magician and Specialist, the named options), checked in Python
before any kernel runs; every problem is one GameSetupError line.

Rulesets (README Scope): ``trickerion`` is the base game, 2-4 players, with the Duel module at 2
(the composition's own 2-player setup: grey sides and Turn Setup cards); ``trickerion-noduel`` is
the base game at 2 players without the Duel module: the normal card sides and the 3-player
blocking of one slot per location by a neutral disc (the composition's ``three_player_block``).
``trickerion-academy`` and ``trickerion-academy-da-hand`` add Dahlgaard's Academy (part 3) to the Dark
Alley, with G5's two hands; released (ACADEMY_RELEASED), on assumed tile and Secret data.
``trickerion-full`` and ``trickerion-full-da-hand`` add Dawn of Technology (part 4: Contraption boards, Shards on
them, Signature Tricks) to the Academy's, with the same two hands; released (DAWN_RELEASED), on assumed
Contraption and Signature Trick data.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace

from simkit.games.base import GameSetupError, RulesetInfo
from simkit.games.trickerion.composition import SECTIONS, Composition
from simkit.games.trickerion.setup_data import PlayerCountSetup, RulesetSetup
from simkit.games.trickerion.vocabulary import CHARACTER_KINDS

BASE = "trickerion"
NODUEL = "trickerion-noduel"
DARK_ALLEY = "trickerion-dark-alley"
DARK_ALLEY_NOPROPHECIES = "trickerion-dark-alley-noprophecies"
DARK_ALLEY_NOABILITIES = "trickerion-dark-alley-noabilities"
RULESETS = {
    BASE: RulesetInfo(BASE, "Trickerion, base game (the Duel module at 2 players)", 2, 4),
    NODUEL: RulesetInfo(NODUEL, "Trickerion, base game, 2 players without the Duel module", 2, 2),
}
DARK_ALLEY_RULESETS = {
    DARK_ALLEY: RulesetInfo(DARK_ALLEY, "Trickerion with the Dark Alley (the Duel module at 2 players)", 2, 4),
    DARK_ALLEY_NOPROPHECIES: RulesetInfo(DARK_ALLEY_NOPROPHECIES, "Trickerion with the Dark Alley, without "
                                         "Prophecies", 2, 4),
    DARK_ALLEY_NOABILITIES: RulesetInfo(DARK_ALLEY_NOABILITIES, "Trickerion with the Dark Alley, without Magician "
                                        "abilities", 2, 4),
}
ACADEMY = "trickerion-academy"
ACADEMY_DA_HAND = "trickerion-academy-da-hand"
ACADEMY_RULESETS = {
    ACADEMY: RulesetInfo(ACADEMY, "Trickerion with the Dark Alley and Dahlgaard's Academy (the Duel module at 2 "
                         "players)", 2, 4),
    ACADEMY_DA_HAND: RulesetInfo(ACADEMY_DA_HAND, "Trickerion with the Dark Alley and Dahlgaard's Academy, the Dark "
                                 "Alley rulebook's hand (G5)", 2, 4),
}
FULL = "trickerion-full"
FULL_DA_HAND = "trickerion-full-da-hand"
DAWN_RULESETS = {
    FULL: RulesetInfo(FULL, "Trickerion with the Dark Alley, Dahlgaard's Academy and Dawn of Technology: the seed "
                      "(the Duel module at 2 players)", 2, 4),
    FULL_DA_HAND: RulesetInfo(FULL_DA_HAND, "Trickerion with the Dark Alley, Dahlgaard's Academy and Dawn of "
                              "Technology, the Dark Alley rulebook's hand (G5)", 2, 4),
}
# listed and playable everywhere (command line, specs) once every card, Prophecy and ability of
# issue 16 is in; until then only tests reach them (Game.make_setup(..., in_development=True))
DARK_ALLEY_RELEASED = True
# the same for the Academy's rulesets (issue 17, part 3): released with their findings (docs/findings-trickerion-academy.md)
ACADEMY_RELEASED = True
# the same for Dawn of Technology's rulesets (issue 17, part 4): released with their findings (docs/findings-trickerion-dawn.md)
DAWN_RELEASED = True
# the composition's [[setup.ruleset]] each plays
DATA_RULESET = {BASE: "trickerion", NODUEL: "trickerion", **{name: name for name in DARK_ALLEY_RULESETS},
                **{name: name for name in ACADEMY_RULESETS}, **{name: name for name in DAWN_RULESETS}}

DRAFT, RANDOM = "draft", "random"

# RULES §5.1's options of the base game: name -> its values, the default (the decision) first.
# On/off options are booleans in the trace header (docs/trickerion-trace.md, `options`).
OPTIONS = {
    "may_decline": (False, True),  # G21
    "favourite_uses_die": (False, True),  # G34
    "component_supply": ("unlimited", "physical"),  # G43
    "link_bonus": ("per_link", "per_trick"),  # G67
    "tiebreak": ("initiative", "shared"),  # G77
    "starting_coins": ("by_seat", "equal"),  # T53: equal = every seat seat 0's Coins, no compensation
}
# the Dark Alley rulesets' own options (RULES §5.1)
DARK_ALLEY_OPTIONS = {
    "fortune_telling": ("repeatable", "once"),  # G48
    "red_lotus": ("per_trick", "once"),  # G80: a steal per own Trick on the card, or one per Performance
    "shard_score": ("ceil_two_thirds", "two_per_started_three", "one_each"),  # G74
}
# the Academy rulesets' own options (they also take the Dark Alley's)
ACADEMY_OPTIONS = {
    "tile_choice": ("top", "look"),  # G51: Renovate takes the stack's top tile, or looks through it and chooses
}
# the Dawn rulesets' own options (they also take the Dark Alley's and the Academy's)
DAWN_OPTIONS = {
    "contraption_coins": ("per_built", "0"),  # G91: Build Contraption costs 1 Coin per Contraption built, or none
}
OPTION_WORDS = {False: "off", True: "on"}

SETUP_PARAMS = {
    "magicians": "draft (each seat chooses, D1), random, or one Magician per seat, comma-separated",
    "specialists": "draft (each seat chooses, D4) or one starting Specialist per seat, comma-separated",
    **{name: "/".join(OPTION_WORDS.get(v, v) for v in values) + f" (RULES §5.1; default "
       f"{OPTION_WORDS.get(values[0], values[0])})" for name, values in OPTIONS.items()},
    **{name: "/".join(values) + f" (RULES §5.1, the Dark Alley rulesets; default {values[0]})"
       for name, values in DARK_ALLEY_OPTIONS.items()},
    **{name: "/".join(values) + f" (RULES §5.1, the Academy rulesets; default {values[0]})"
       for name, values in ACADEMY_OPTIONS.items()},
    **{name: "/".join(values) + f" (RULES §5.1, the Dawn rulesets; default {values[0]})"
       for name, values in DAWN_OPTIONS.items()},
}


@dataclass(frozen=True)
class TrickerionSetup:
    ruleset: str
    players: int
    deck: str  # the composition as given (a built-in name or a path)
    strategies: list[str]
    composition: Composition = field(repr=False)
    seats: tuple = field(repr=False)  # the registry's SeatStrategy per seat
    magicians: str | tuple[str, ...] = DRAFT  # as given: "draft", "random" or a name per seat
    specialists: str | tuple[str, ...] = DRAFT
    options: dict = field(default_factory=lambda: {k: v[0] for k, v in OPTIONS.items()})
    ruleset_setup: RulesetSetup | None = field(default=None, repr=False)  # the composition's, as this ruleset plays it
    player_setup: PlayerCountSetup | None = field(default=None, repr=False)
    template: object = field(default=None, repr=False)  # engine.new_state: the state every game starts from
    params: object = field(default=None, repr=False)  # the seats' strategy parameter rows (the registry's)

    def kernel_args(self) -> tuple:
        """What the entry kernels take after the seed and game number: the state every game
        starts from and the seats' parameter rows (batch.py, outcome.play_rows_nb)."""
        return self.template, self.params

    @property
    def option_codes(self) -> dict[str, int]:
        """The options as tables.py takes them: the value's index, 0 the default."""
        every = {**OPTIONS, **DARK_ALLEY_OPTIONS, **ACADEMY_OPTIONS, **DAWN_OPTIONS}
        return {name: every[name].index(value) for name, value in self.options.items()}

    def assumed_data(self) -> tuple[str, ...]:
        return assumed_sections(self.composition, self.ruleset_setup, self.player_setup)

    def composition_sha256(self) -> str:
        return hashlib.sha256(self.composition.path.read_bytes()).hexdigest()


def effective_setup(composition: Composition, ruleset: str, players: int) -> tuple[RulesetSetup, PlayerCountSetup]:
    """The composition's ruleset and player-count setups as ``ruleset`` plays them: the noduel
    ruleset takes the normal sides and the neutral disc (the 3-player blocking) at 2 players."""
    rules = composition.ruleset(DATA_RULESET[ruleset])
    count = composition.player_count(players)
    if ruleset == NODUEL:
        count = replace(count, performance_side="normal", slot_blocking="neutral_disc")
    return rules, count


def assumed_sections(composition: Composition, rules: RulesetSetup, count: PlayerCountSetup) -> tuple[str, ...]:
    """The composition's assumed sections this setup uses (the loader's rule, SECTIONS[...].used)."""
    used = {s.name for s in SECTIONS if s.used is None or s.used(rules, count)}
    return tuple(name for name in composition.assumed_sections if name in used)


def _names(value, what: str, players: int) -> tuple[str, ...]:
    names = tuple(v.strip() for v in (value.split(",") if isinstance(value, str) else value))
    if len(names) != players:
        raise GameSetupError(f"{what}: {len(names)} names for {players} players (one per seat, comma-separated)")
    return names


def check_magicians(value, composition: Composition, rules: RulesetSetup, players: int):
    """``draft``, ``random`` or a name per seat: Magicians of the ruleset's boxes, of different
    Favourite categories (each seat takes a category not chosen yet, G9)."""
    if isinstance(value, str) and value.strip().lower() in (DRAFT, RANDOM):
        return value.strip().lower()
    mags = composition.magicians
    offered = [name for m, name in enumerate(mags.names) if int(mags.box[m]) in rules.magician_boxes]
    names = _names(value, "--magicians", players)
    lower = {n.lower(): n for n in offered}
    chosen = []
    for name in names:
        if name.lower() not in lower:
            raise GameSetupError(f"--magicians: {name!r} is not a Magician of this game (draft, random, or one per "
                                 f"seat of: {', '.join(offered)})")
        chosen.append(lower[name.lower()])
    categories = [int(mags.category[mags.names.index(n)]) for n in chosen]
    if len(set(categories)) != len(categories):
        raise GameSetupError(f"--magicians: {', '.join(chosen)} share a Favourite category; each seat takes a "
                             "category not chosen yet (G9)")
    return tuple(chosen)


def check_specialists(value, composition: Composition, players: int):
    """``draft`` or one Specialist type per seat."""
    if isinstance(value, str) and value.strip().lower() == DRAFT:
        return DRAFT
    chars = composition.characters
    specialist = CHARACTER_KINDS.index("specialist")
    offered = [n for c, n in enumerate(chars.names) if int(chars.kind[c]) == specialist]
    lower = {n.lower(): n for n in offered}
    chosen = []
    for name in _names(value, "--specialists", players):
        if name.lower() not in lower:
            raise GameSetupError(f"--specialists: {name!r} is not a Specialist (draft, or one per seat of: "
                                 f"{', '.join(offered)})")
        chosen.append(lower[name.lower()])
    return tuple(chosen)


def check_options(params: dict, ruleset: str = BASE) -> dict:
    """The RULES §5.1 options of the ruleset among the setup parameters, as their values (defaults
    for the rest); a Dark Alley (Academy) option given to a ruleset without the Dark Alley (Academy) is an
    error. The Academy rulesets take the Dark Alley's options too, the Dawn rulesets both."""
    applying = dict(OPTIONS)
    academy = ruleset in ACADEMY_RULESETS or ruleset in DAWN_RULESETS
    if ruleset in DARK_ALLEY_RULESETS or academy:
        applying.update(DARK_ALLEY_OPTIONS)
    if academy:
        applying.update(ACADEMY_OPTIONS)
    if ruleset in DAWN_RULESETS:
        applying.update(DAWN_OPTIONS)
    for name in DARK_ALLEY_OPTIONS:
        if name in params and name not in applying:
            raise GameSetupError(f"--{name}: only the Dark Alley rulesets have it "
                                 f"({', '.join({**DARK_ALLEY_RULESETS, **ACADEMY_RULESETS, **DAWN_RULESETS})})")
    for name in ACADEMY_OPTIONS:
        if name in params and name not in applying:
            raise GameSetupError(f"--{name}: only the Academy rulesets have it "
                                 f"({', '.join({**ACADEMY_RULESETS, **DAWN_RULESETS})})")
    for name in DAWN_OPTIONS:
        if name in params and name not in applying:
            raise GameSetupError(f"--{name}: only the Dawn rulesets have it ({', '.join(DAWN_RULESETS)})")
    options = {name: values[0] for name, values in applying.items()}
    for name, values in applying.items():
        if name not in params:
            continue
        word = str(params[name]).strip().lower()
        by_word = {str(OPTION_WORDS.get(v, v)).lower(): v for v in values}
        if word not in by_word:
            raise GameSetupError(f"--{name}: expected one of {', '.join(by_word)}, got {params[name]!r}")
        options[name] = by_word[word]
    return options
