"""Bad input, table-driven, over every command and every file kind: one line on stderr naming the
problem, exit code 2, no traceback, nothing written.

Every case runs in-process (simkit.cli.main) in an empty folder holding only its input files;
afterwards the folder must hold exactly those files. Cases are fast: most stop before any game
is played. The few where a process is the point (plugin files, which stay loaded in the
process that loads them) are at the end, as subprocesses.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bad_input_files import SPEC, TRICKARUS, TRICKSTERS, toml_text
from cli_run import run

HERO = ('[[hero]]\nname = "Thief"\nset = "Designer"\ntext = "t"\n'
        'effect = [{ op = "move", from = "trash", to = "own.hand" }]\n')
JESTER = HERO.replace("Thief", "Jester")
DEEP_TOML = "x = " + "[" * 5000 + "]" * 5000 + "\n"
DEEP_JSON = "[" * 5000 + "]" * 5000 + "\n"


def hero(effect: str) -> str:
    return f'[[hero]]\nname = "Thief"\nset = "Designer"\ntext = "t"\neffect = [{effect}]\n'


def game_line(**extra) -> str:
    header = {"event": "game", "ruleset": "cot", "players": 3, "heroes": [], "suits": [], "seed": 1,
              "strategies": ["random"] * 3, "version": "0.1.0", **extra}
    return json.dumps(header) + "\n"


END = json.dumps({"event": "game_end", "totals": [1, 2, 3], "winners": [0]}) + "\n"


@dataclass
class Case:
    id: str
    argv: list[str]
    message: str
    files: dict = field(default_factory=dict)  # name -> text, or bytes


CATALOGUE = [
    Case("items-of-no-game", ["items", "--game", "chess"], "unknown game 'chess'"),
    Case("items-catalogue-for-a-card-game", ["items", "--game", "tricksters", "--catalog", "h.toml"],
         "tricksters has no hero decks", {"h.toml": hero('{ op = "move", from = "trash", to = "own.hand" }')}),
    Case("hero-is-a-list-of-ints", ["heroes", "--catalog", "h.toml"], "hero '#1': a hero is a [[hero]] table, got 1",
         {"h.toml": "hero = [1, 2]\n"}),
    Case("hero-is-a-string", ["heroes", "--catalog", "h.toml"], "hero: expected [[hero]] tables", {"h.toml": 'hero = "x"\n'}),
    Case("op-is-a-list", ["heroes", "--catalog", "h.toml"], "unknown primitive op = ['move']",
         {"h.toml": hero('{ op = ["move"], from = "trash", to = "own.hand" }')}),
    Case("op-is-a-table", ["heroes", "--catalog", "h.toml"], "unknown primitive op = {'a': 1}",
         {"h.toml": hero('{ op = { a = 1 }, from = "trash", to = "own.hand" }')}),
    Case("pick-is-a-list", ["heroes", "--catalog", "h.toml"], ".effect[0].pick: unknown pick ['random']",
         {"h.toml": hero('{ op = "move", from = "opponent.hand", to = "own.hand", pick = ["random"] }')}),
    Case("b_pick-is-a-table", ["heroes", "--catalog", "h.toml"], ".effect[0].b_pick: unknown pick {'x': 1}",
         {"h.toml": hero('{ op = "swap", a = "own.hand", b = "opponent.hand", b_pick = { x = 1 } }')}),
    Case("copy-from-an-int", ["heroes", "--catalog", "h.toml"], ".effect[0].from: expected a list, got an integer 5",
         {"h.toml": hero('{ op = "copy", from = 5 }')}),
    Case("copy-from-a-table", ["heroes", "--catalog", "h.toml"], ".effect[0].from: expected a list, got a table",
         {"h.toml": hero('{ op = "copy", from = { a = "trash" } }')}),
    Case("copy-from-three-zones", ["heroes", "--catalog", "h.toml"], "expected a list of 1 to 2 items, got 3",
         {"h.toml": hero('{ op = "copy", from = ["trash", "own.hand", "own.tableau"] }')}),
    Case("reveal-no-is-not-false", ["play", "--catalog", "h.toml"], ".effect[0].reveal: expected true or false, got a string 'no'",
         {"h.toml": hero('{ op = "move", from = "trash", to = "own.hand", reveal = "no" }')}),
    Case("reveal-keep-own-hand-into-own-hand", ["play", "--catalog", "h.toml"],
         ".effect[0].keep: the kept card must leave the hand it is revealed from",
         {"h.toml": hero('{ op = "reveal_keep", from = "own.hand", count = 1, keep = "own.hand", rest = "trash" }')}),
    Case("reveal-keep-own-hand-into-any-hand", ["heroes", "--catalog", "h.toml"], "must leave the hand",
         {"h.toml": hero('{ op = "reveal_keep", from = "own.hand", count = 2, keep = "any.hand", rest = "trash" }')}),
    Case("count-huge", ["heroes", "--catalog", "h.toml"], ".effect[0].count: expected a whole number from 1 to 2",
         {"h.toml": hero('{ op = "reveal_keep", from = "deck.top", count = 1000000000000000, keep = "own.hand", '
                         'rest = "trash" }')}),
    Case("count-is-a-bool", ["heroes", "--catalog", "h.toml"], "count: expected a whole number, got a boolean",
         {"h.toml": hero('{ op = "reveal_keep", from = "deck.top", count = true, keep = "own.hand", rest = "trash" }')}),
    Case("move-into-its-own-zone", ["heroes", "--catalog", "h.toml"], "never puts a card back into the zone",
         {"h.toml": hero('{ op = "move", from = "own.hand", to = "own.hand" }')}),
    Case("swap-a-zone-with-itself", ["heroes", "--catalog", "h.toml"], "two different zones",
         {"h.toml": hero('{ op = "swap", a = "trash", b = "trash" }')}),
    Case("name-with-a-colon", ["heroes", "--catalog", "h.toml"], "without commas or colons",
         {"h.toml": HERO.replace('"Thief"', '"Thief:Two"')}),
    Case("name-too-long", ["heroes", "--catalog", "h.toml"], "a name of 1 to 40", {"h.toml": HERO.replace("Thief", "T" * 41)}),
    Case("set-is-a-list", ["heroes", "--catalog", "h.toml"], "hero 'Thief'.set: expected a string, got a list",
         {"h.toml": HERO.replace('set = "Designer"', 'set = ["a"]')}),
    Case("unknown-top-key", ["heroes", "--catalog", "h.toml"], "unknown key 'heroes'",
         {"h.toml": "heroes = 1\n" + HERO}),
    Case("deep-toml", ["heroes", "--catalog", "h.toml"], "h.toml: lists or tables nested more than 32 deep",
         {"h.toml": DEEP_TOML}),
    Case("catalogue-not-utf8", ["heroes", "--catalog", "h.toml"], "h.toml: not UTF-8 text (byte 8)",
         {"h.toml": b'name = "\xff\xfe"\n'}),
    Case("catalogue-is-a-folder", ["heroes", "--catalog", "."], "Invalid value for '--catalog': File '.' is a directory"),
    Case("catalogue-is-a-device", ["heroes", "--catalog", "/dev/zero"], "/dev/zero: not a regular file"),
    Case("catalogue-missing", ["play", "--catalog", "nope.toml"], "nope.toml: no such catalogue file"),
]

COMPOSITIONS = [
    Case("trickarus-lightning-float", ["play", "--game", "trickarus", "--composition", "c.toml"],
         "'lightning' must be 0 or 1, not 1.0", {"c.toml": toml_text({**TRICKARUS, "lightning": 1.0})}),
    Case("trickarus-value-5000-digits", ["play", "--game", "trickarus", "--composition", "c.toml"], "is not 0-9",
         {"c.toml": toml_text({**TRICKARUS, "cards": [f"Yellow {'9' * 5000} / Pink 1"] + TRICKARUS["cards"][1:]})}),
    Case("trickarus-deep", ["play", "--game", "trickarus", "--composition", "c.toml"], "nested more than 32 deep",
         {"c.toml": DEEP_TOML}),
    Case("trickarus-name-a-table", ["play", "--game", "trickarus", "--composition", "c.toml"],
         "'name' must be a string", {"c.toml": toml_text({**TRICKARUS, "name": {"a": 1}})}),
    Case("tricksters-count-10-15", ["play", "--game", "tricksters", "--composition", "c.toml"],
         "count must be a whole number from 0 to",
         {"c.toml": toml_text({**TRICKSTERS, "cards": [{**TRICKSTERS["cards"][0], "count": 10**15}]})}),
    Case("tricksters-counts-add-up-too-far", ["play", "--game", "tricksters", "--composition", "c.toml"],
         "more than 128 cards", {"c.toml": toml_text({**TRICKSTERS, "cards": [{**TRICKSTERS["cards"][0], "count": 100}] * 2})}),
    Case("tricksters-colour-a-list", ["play", "--game", "tricksters", "--composition", "c.toml"],
         "colour ['Red'] is not one of", {"c.toml": toml_text({**TRICKSTERS, "cards": [
             {**TRICKSTERS["cards"][0], "colour": ["Red"]}]})}),
    Case("tricksters-unknown-key", ["play", "--game", "tricksters", "--composition", "c.toml"], "unknown key(s) 'colors'",
         {"c.toml": toml_text({**TRICKSTERS, "colors": 1})}),
    Case("tricksters-device", ["play", "--game", "tricksters", "--composition", "/dev/zero"], "not a regular file"),
    Case("tricksters-deep", ["play", "--game", "tricksters", "--composition", "c.toml"], "nested more than 32 deep",
         {"c.toml": DEEP_TOML}),
]

TRACES = [
    Case("family-is-a-list", ["replay", "t.jsonl"], "t.jsonl: line 1: family: expected a game name, got [1]",
         {"t.jsonl": game_line(family=[1]) + END}),
    Case("family-unknown", ["replay", "t.jsonl"], "family: unknown game 'chess'", {"t.jsonl": game_line(family="chess") + END}),
    Case("ruleset-unknown", ["replay", "t.jsonl"], "t.jsonl: line 1: ruleset: unknown ruleset 'chess'",
         {"t.jsonl": game_line(ruleset="chess") + END}),
    Case("no-family-no-ruleset", ["replay", "t.jsonl"], "neither a family nor a ruleset names the game",
         {"t.jsonl": game_line(ruleset=None) + END}),
    Case("truncated-trace", ["replay", "t.jsonl"], "the trace stops before the game's end", {"t.jsonl": game_line()}),
    Case("events-after-the-end", ["replay", "t.jsonl"], "event 2: the game ends, but 1 more events follow",
         {"t.jsonl": game_line() + END + END}),
    Case("line-not-an-event", ["replay", "t.jsonl"], "event 2: not a simkit trace event", {"t.jsonl": game_line() + "[1]\n" + END}),
    Case("line-not-json", ["replay", "t.jsonl"], "t.jsonl: line 2: not JSON", {"t.jsonl": game_line() + "{oops\n" + END}),
    Case("deep-json", ["replay", "t.jsonl"], "t.jsonl: line 1: lists or objects nested more than 32 deep",
         {"t.jsonl": DEEP_JSON}),
    Case("trace-not-utf8", ["replay", "t.jsonl"], "not UTF-8 text", {"t.jsonl": b"\xff\n"}),
    Case("trace-empty", ["replay", "t.jsonl"], "empty, not a simkit trace", {"t.jsonl": "\n"}),
    Case("trace-is-a-device", ["replay", "/dev/zero"], "/dev/zero: not a regular file"),
    Case("trace-is-a-folder", ["replay", "."], "File '.' is a directory"),
    Case("trace-missing", ["replay", "no.jsonl"], "no.jsonl: no such trace file"),
    Case("trace-bad-event-fields", ["replay", "t.jsonl"], "malformed trace event",
         {"t.jsonl": game_line(heroes=5) + END}),
]

OPTIONS = [
    Case("games-2-63", ["play", "--games", str(2**63)], "--games: at most 10,000,000,000, got 9,223,372,036,854,775,808"),
    Case("games-0", ["play", "--games", "0"], "--games must be at least 1, got 0"),
    Case("workers-0", ["play", "--workers", "0"], "--workers must be at least 1, got 0"),
    Case("tournament-games-huge", ["tournament", "--strategies", "random,cautious", "--games", str(10**12)],
         "--games: at most 2,000,000"),
    Case("tournament-players-10-30", ["tournament", "--strategies", "random,cautious", "--players", str(10**30)],
         "is for 2-6 players, not 1000000000000000000000000000000"),
    Case("deck-empty", ["play", "--deck", ""], "--deck is empty (leave it out for the default, beginner)"),
    Case("composition-empty", ["play", "--game", "tricksters", "--composition", " "], "--composition is empty"),
    Case("strategies-empty", ["play", "--strategies", ""], "--strategies is empty"),
    Case("tournament-deck-empty", ["tournament", "--strategies", "random,cautious", "--deck", ""], "--deck is empty"),
    Case("unknown-hero-hints-catalog", ["play", "--deck", "Jester,Guard,Magician,Nomad,Peddler,Soldier,Brigand"],
         "unknown hero 'Jester' in deck (run 'simkit heroes' for the catalogue); a designer's hero? load its file "
         "with --catalog FILE"),
    Case("unknown-wrapped-hero-hints-catalog", ["play", "--strategies", "restricted:cautious:Jester"],
         "unknown hero 'Jester'; a designer's hero? load its file with --catalog FILE"),
    Case("wrapper-hero-not-in-deck", ["play", "--catalog", "h.toml", "--strategies", "restricted:cautious:Jester"],
         "strategy 'restricted:cautious:Jester': deck beginner has no 'jester'", {"h.toml": JESTER}),
    Case("noeffect-hero-not-in-deck", ["trace", "--strategies", "noeffect:random:Archivist", "--out", "t.jsonl"],
         "deck beginner has no 'archivist'"),
    Case("wrapper-not-in-random-decks", ["play", "--catalog", "h.toml", "--deck", "random", "--strategies",
                                         "restricted:cautious:Jester"], "random decks", {"h.toml": JESTER}),
    Case("tournament-wrapper-not-in-deck", ["tournament", "--catalog", "h.toml", "--strategies",
                                            "cautious,restricted:cautious:Jester"], "deck beginner has no 'jester'",
         {"h.toml": JESTER}),
    Case("tricksters-wrapped-effect-missing", ["play", "--game", "tricksters", "--composition", "c.toml",
                                               "--strategies", "restricted:counter:skull"],
         "has no 'skull'", {"c.toml": toml_text(TRICKSTERS)}),
    Case("trickarus-no-lightning", ["play", "--game", "trickarus", "--composition", "c.toml",
                                    "--strategies", "restricted:climber:lightning"], "has no 'lightning'",
         {"c.toml": toml_text({**TRICKARUS, "cards": TRICKARUS["cards"] + ["Blue 3 / Pink 3"], "lightning": 0})}),
]

OUTPUTS = [
    Case("trace-out-dev-full", ["trace", "--out", "/dev/full"], "--out: /dev/full is not a regular file"),
    Case("trace-out-dev-null", ["trace", "--out", "/dev/null"], "--out: /dev/null is not a regular file"),
    Case("trace-out-a-folder", ["trace", "--out", "sub"], "File 'sub' is a directory", {"sub/keep": ""}),
    Case("trace-out-missing-folder", ["trace", "--out", "no/t.jsonl"], "--out: folder no does not exist"),
    Case("tournament-out-dev-full", ["tournament", "--strategies", "random,cautious", "--out", "/dev/full"],
         "--out: /dev/full is not a regular file"),
    Case("report-md-missing-folder", ["report", "res", "--md", "no/s.md"], "--md: folder no does not exist",
         {"res/x": ""}),
    Case("report-md-a-device", ["report", "res", "--md", "/dev/full"], "--md: /dev/full is not a regular file",
         {"res/x": ""}),
    Case("report-html-a-folder", ["report", "res", "--html", "res"], "--html: res is a folder", {"res/x": ""}),
    Case("report-tables-folder-is-a-file", ["report", "res", "--html", "b.html"], "b-tables exists and is not a folder",
         {"res/x": "", "b-tables": ""}),
]

PLUGINS = [  # the file checks come before the file is run: in-process (the rest: processes, below)
    Case("plugin-not-py", ["strategies", "--plugin", "mine.txt"],
         "--plugin mine.txt: a plugin is a Python file whose name ends in .py", {"mine.txt": "x = 1\n"}),
    Case("plugin-not-a-module-name", ["play", "--plugin", "my-plugin.py"], "must be a Python module name",
         {"my-plugin.py": "x = 1\n"}),
    Case("plugin-missing", ["play", "--plugin", "nope.py"], "--plugin nope.py: no such file"),
    Case("plugin-a-device", ["play", "--plugin", "/dev/null"], "--plugin /dev/null: not a regular file"),
]

SPECS = [
    Case("spec-deep-toml", ["run", "s.toml"], "s.toml: lists or tables nested more than 32 deep", {"s.toml": DEEP_TOML}),
    Case("spec-device", ["run", "/dev/zero"], "/dev/zero: not a regular file"),
    Case("spec-not-utf8", ["run", "s.toml"], "s.toml: not UTF-8 text", {"s.toml": b"seed = 1 # \xff\n"}),
    Case("spec-catalog-broken", ["run", "s.toml"], "catalogs: ", {
        "s.toml": toml_text({**SPEC, "catalogs": ["h.toml"]}), "h.toml": hero('{ op = ["move"] }')}),
    Case("spec-plugin-not-py", ["run", "s.toml"], "a plugin is a Python file whose name ends in .py",
         {"s.toml": toml_text({**SPEC, "plugins": ["mine.txt"]}), "mine.txt": "x = 1\n"}),
]

TARGET = {**SPEC, "max_games": 8, "target": {"halfwidth": 0.01, "measure": "seat_share"}}
RACE = {**SPEC, "race": {"keep": 1, "objective": "imbalance", "rounds": 3},
        "decks": {"sample": 4}}
ADAPTIVE = [  # target / race / max_games (docs/experiments.md, "Runs that stop when the answer is known")
    Case("target-no-cap", ["run", "s.toml"], "s.toml: max_games: missing: a target needs a cap",
         {"s.toml": toml_text({k: v for k, v in TARGET.items() if k != "max_games"})}),
    Case("target-unknown-key", ["run", "s.toml"], "s.toml: target.width: unknown key (known: halfwidth, measure)",
         {"s.toml": toml_text({**TARGET, "target": {"width": 0.01}})}),
    Case("target-not-a-table", ["run", "s.toml"], "s.toml: target: expected a table",
         {"s.toml": toml_text({**TARGET, "target": 0.01})}),
    Case("target-zero", ["run", "s.toml"], "s.toml: target.halfwidth: expected a number > 0",
         {"s.toml": toml_text({**TARGET, "target": {"halfwidth": 0}})}),
    Case("target-share-too-wide", ["run", "s.toml"], "and < 0.5",
         {"s.toml": toml_text({**TARGET, "target": {"halfwidth": 5}})}),
    Case("target-measure", ["run", "s.toml"], "s.toml: target.measure: expected one of seat_share, length",
         {"s.toml": toml_text({**TARGET, "target": {"halfwidth": 0.01, "measure": "fun"}})}),
    Case("target-cap-below-games", ["run", "s.toml"], "s.toml: max_games: expected a number of games >= games",
         {"s.toml": toml_text({**TARGET, "max_games": 1})}),
    Case("cap-without-a-rule", ["run", "s.toml"], "s.toml: max_games: only with target or race",
         {"s.toml": toml_text({**SPEC, "max_games": 8})}),
    Case("target-and-race", ["run", "s.toml"], "s.toml: race: give target (a precision per cell) or race",
         {"s.toml": toml_text({**TARGET, "race": {"keep": 1}})}),
    Case("race-unknown-key", ["run", "s.toml"], "s.toml: race.top: unknown key (known: keep, objective, rounds)",
         {"s.toml": toml_text({**RACE, "race": {"top": 1}})}),
    Case("race-keep", ["run", "s.toml"], "s.toml: race.keep: expected a number of decks >= 1",
         {"s.toml": toml_text({**RACE, "race": {"keep": 0}})}),
    Case("race-too-few-decks", ["run", "s.toml"], "s.toml: race.keep: 2 decks at each end need more than 4 decks, "
         "the sweep has 4", {"s.toml": toml_text({**RACE, "race": {"keep": 2}})}),
    Case("race-objective", ["run", "s.toml"], "s.toml: race.objective: expected one of imbalance",
         {"s.toml": toml_text({**RACE, "race": {"keep": 1, "objective": "fun"}})}),
    Case("race-rounds", ["run", "s.toml"], "s.toml: race.rounds: expected a number of rounds from 2 to 20",
         {"s.toml": toml_text({**RACE, "race": {"keep": 1, "rounds": 1}})}),
    Case("adaptive-games-option", ["run", "s.toml", "--games", "10"], "--games: s.toml is an adaptive run (race)",
         {"s.toml": toml_text(RACE)}),
    Case("compare-missing", ["compare", "a", "b"], "a: no such folder"),
    Case("compare-a-file", ["compare", "a", "b"], "a: not a folder", {"a": "x", "b/keep": ""}),
    Case("compare-not-results", ["compare", "a", "b"], "a: not a simkit results folder (no manifest.json)",
         {"a/keep": "", "b/keep": ""}),
    Case("compare-md-is-html", ["compare", "a", "b", "--html", "c.html", "--md", "c.html"],
         "--md: c.html is the HTML page's file too", {"a/keep": "", "b/keep": ""}),
]
TRICKERION_FILE = (Path(__file__).parent.parent / "simkit/games/trickerion/compositions/trickerion-assumed-v1.toml").read_text()
SETUP_PARAMETERS = [  # a game's setup parameters (Game.setup_params): --NAME VALUE, [setup] in a spec
    Case("trickerion-broken-composition", ["play", "--ruleset", "trickerion", "--composition", "c.toml"],
         "c.toml: table setup.ruleset #1 'trickerion', field turns: expected a whole number from 1 to 12, got 50",
         {"c.toml": TRICKERION_FILE.replace("turns = 5  # G14", "turns = 50")}),
    Case("trickerion-composition-missing", ["trace", "--ruleset", "trickerion", "--composition", "nope.toml",
                                            "--out", "t.jsonl"], "composition 'nope.toml': no such file"),
    Case("trickerion-unknown-magician", ["play", "--ruleset", "trickerion", "--players", "2", "--magicians",
                                         "Houdini,Electra"], "--magicians: 'Houdini' is not a Magician of this game"),
    Case("trickerion-magicians-one-category", ["trace", "--ruleset", "trickerion", "--players", "2", "--magicians",
                                               "Electra,The Mechaniker", "--out", "t.jsonl"],
         "share a Favourite category"),
    Case("trickerion-academy-magician", ["play", "--ruleset", "trickerion", "--players", "2",
                                         "--magicians=Anjali,Electra"], "'Anjali' is not a Magician of this game"),
    Case("trickerion-specialists-count", ["play", "--ruleset", "trickerion", "--players", "3", "--specialists",
                                          "Engineer"], "--specialists: 1 names for 3 players"),
    Case("trickerion-option-word", ["play", "--ruleset", "trickerion", "--may-decline", "maybe"],
         "--may_decline: expected one of off, on, got 'maybe'"),
    Case("trickerion-starting-coins-word", ["play", "--ruleset", "trickerion", "--starting-coins", "lots"],
         "--starting_coins: expected one of by_seat, equal, got 'lots'"),
    Case("trickerion-restricted-category", ["play", "--ruleset", "trickerion", "--strategies",
                                            "restricted:planner:nolearn=Fire"],
         "strategy 'restricted:planner:nolearn=Fire': unknown Trick category 'Fire' (known: Escape, Mechanical, "
         "Optical, Spiritual)"),
    Case("trickerion-restricted-specialist", ["tournament", "--ruleset", "trickerion", "--strategies",
                                              "planner,restricted:planner:nohire=Juggler"],
         "strategy 'restricted:planner:nohire=Juggler': unknown Specialist 'Juggler' (known: Engineer, Manager, "
         "Assistant)"),
    Case("trickerion-restricted-what", ["trace", "--ruleset", "trickerion", "--strategies",
                                        "restricted:greedy:nospecialists", "--out", "t.jsonl"],
         "'nospecialists' is not one of nolearn=<category>, nohire=<specialist>, noadvertise"),
    Case("setup-parameter-no-value", ["play", "--ruleset", "trickerion", "--magicians"], "--magicians needs a value"),
    Case("setup-parameter-twice", ["play", "--ruleset", "trickerion", "--magicians", "draft", "--magicians=random"],
         "--magicians is given twice"),
    Case("setup-parameter-other-game", ["play", "--ruleset", "cot", "--magicians", "draft"],
         "no such option --magicians (setup parameters of trickster: none)"),
    Case("tournament-setup-parameter", ["tournament", "--ruleset", "trickerion", "--strategies", "random,random:stop=0",
                                        "--specialists", "Juggler,Engineer,Manager,Assistant"],
         "'Juggler' is not a Specialist"),
    Case("spec-setup-parameter-unknown", ["run", "s.toml"], "setup: trickster has no setup parameter 'magicians'",
         {"s.toml": toml_text({**SPEC, "setup": {"magicians": "draft"}})}),
    Case("spec-setup-not-a-table", ["run", "s.toml"], "setup: expected a table",
         {"s.toml": toml_text({**SPEC, "setup": "draft"})}),
]

CASES = CATALOGUE + COMPOSITIONS + TRACES + OPTIONS + OUTPUTS + PLUGINS + SPECS + SETUP_PARAMETERS + ADAPTIVE


def _make(folder: Path, files: dict) -> None:
    for name, content in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())


def _listing(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


@pytest.fixture
def report_results(monkeypatch):
    """``simkit report`` past loading its folder: every case here is refused before any analysis."""
    monkeypatch.setattr("simkit.cli.report.load_results", lambda folder: None)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_input_is_one_line_exit_2_and_nothing_written(case, tmp_path, monkeypatch, capsys, request):
    if case.argv[0] == "report":
        request.getfixturevalue("report_results")
    _make(tmp_path, case.files)
    monkeypatch.chdir(tmp_path)
    before = _listing(tmp_path)
    code, out, err = run(capsys, *case.argv)
    assert (code, err.count("\n")) == (2, 1), err
    assert err.startswith("simkit: error: ") and "Traceback" not in err
    assert case.message in err, err
    assert _listing(tmp_path) == before  # nothing written, not even a temporary file


def test_the_table_covers_every_command_and_file_kind():
    commands = {c.argv[0] for c in CASES} | {"strategies", "results", "games"}  # the last three: below
    assert commands >= {"play", "trace", "replay", "heroes", "strategies", "tournament", "run", "results",
                        "report", "games"}
    kinds = " ".join(" ".join(c.argv) for c in CASES)
    for option in ("--catalog", "--composition", "replay", "run"):
        assert option in kinds


@pytest.mark.parametrize("argv, message", [
    (["results", "nope"], "no such results folder"),
    (["games", "--nope"], "No such option '--nope'"),
    (["strategies", "--game", "chess"], "unknown game 'chess'"),
])
def test_the_other_commands(argv, message, capsys):
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.count("\n") == 1 and message in err


def test_a_planted_link_at_a_temporary_name_is_never_followed(tmp_path, monkeypatch, capsys):
    """The old writer used .t.jsonl.tmp: a symlink planted there made trace overwrite its target."""
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    for name in (".t.jsonl.tmp", "t.jsonl.tmp"):
        (tmp_path / name).symlink_to(victim)
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, "trace", "--seed", "2", "--out", "t.jsonl")
    assert code == 0, err
    assert victim.read_text() == "precious\n"
    assert (tmp_path / "t.jsonl").read_text().startswith('{"event": "game"')
    assert oct((tmp_path / "t.jsonl").stat().st_mode & 0o777) == oct(0o666 & ~_umask())
    assert sorted(p.name for p in tmp_path.iterdir()) == [".t.jsonl.tmp", "t.jsonl", "t.jsonl.tmp", "victim.txt"]


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_an_existing_link_to_a_regular_file_is_replaced_not_followed(tmp_path, capsys):
    target = tmp_path / "elsewhere.jsonl"
    target.write_text("old\n")
    link = tmp_path / "t.jsonl"
    link.symlink_to(target)
    code, _, err = run(capsys, "trace", "--seed", "2", "--out", str(link))
    assert code == 0, err
    assert target.read_text() == "old\n" and not link.is_symlink()


def test_a_fifo_is_refused(tmp_path, capsys):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    code, _, err = run(capsys, "trace", "--out", str(fifo))
    assert code == 2 and "is not a regular file" in err


# processes: a loaded plugin stays registered, so a bad plugin is best seen from a fresh process

def simkit_process(*args, cwd):
    return subprocess.run([sys.executable, "-m", "simkit", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=900)


@pytest.mark.parametrize("name, content, message", [
    ("exits.py", "import sys\nsys.exit(3)\n", "--plugin exits.py: the file called sys.exit(3) while loading"),
    ("plain.py", "from simkit.strategies.plugins import register_plugin\nregister_plugin('plain', 'x', lambda *a: 0)\n",
     "strategy 'plain': its decide function must be a numba kernel"),
    ("typo.py", "from simkit.engine.jit import leaf\nfrom simkit.strategies.plugins import register_plugin\n"
     "@leaf\ndef typo_nb(s, rng, w, seat):\n    return s.size_of_hand\n"
     "register_plugin('typo', 'x', typo_nb)\n",
     "strategy 'typo': its kernel does not compile: Unknown attribute 'size_of_hand' of type array(int32, 1d, C)"),
    ("old.py", "from strategies.plugins import register_plugin\n",
     "--plugin old.py: ModuleNotFoundError: No module named 'strategies' (simkit's packages are imported under "
     "its name: simkit.strategies)"),
])
def test_a_bad_plugin_file_is_one_line_naming_it(tmp_path, name, content, message):
    (tmp_path / name).write_text(content)
    done = simkit_process("strategies", "--plugin", name, cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and message in done.stderr, done.stderr


def test_a_plugin_that_plays_an_illegal_move_is_named(tmp_path):
    """The shared test plugin has a strategy that returns one index past the options."""
    from plugin_source import PLUGIN, PLUGIN_FILE
    (tmp_path / PLUGIN_FILE).write_text(PLUGIN)
    done = simkit_process("play", "--plugin", PLUGIN_FILE, "--strategies", "outside,random,random", "--players", "3",
                          "--games", "5", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "plugin strategy 'outside'" in done.stderr and PLUGIN_FILE in done.stderr and "illegal move" in done.stderr
