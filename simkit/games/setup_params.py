"""A game's setup parameters (``Game.setup_params``): choices of a setup that are neither the
ruleset, the deck nor the strategies, such as who plays which character. The command line gives
them as ``--NAME VALUE`` after the common options (``simkit play/trace/tournament``), a spec as its
``[setup]`` table; both reach ``make_setup(..., params={name: value})``, which only the game judges.

The CLI and the runner know no parameter by name: they read the game's table. A game without
parameters is never passed ``params``.
"""

from __future__ import annotations

from simkit.games.base import GameSetupError

MAX_VALUE = 500  # characters of one value: a list of seat names, far below any real one


def game_params(game) -> dict[str, str]:
    """The game's setup parameters, name -> what it sets (``{}`` when it has none)."""
    return dict(getattr(game, "setup_params", {}) or {})


def check_params(game, params: dict) -> dict[str, str]:
    """``params`` (name -> value) checked against the game's table: names known, values
    non-empty strings (a list of strings is joined by commas, one per seat). Values are the game's
    to judge (``make_setup``)."""
    known = game_params(game)
    checked: dict[str, str] = {}
    for name, value in params.items():
        key = str(name).strip().lower().replace("_", "-")
        match = next((k for k in known if k.replace("_", "-") == key), None)
        if match is None:
            offered = ", ".join(f"--{k}" for k in known) or "none"
            raise GameSetupError(f"{game.name} has no setup parameter {name!r} (its setup parameters: {offered})")
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            value = ",".join(v.strip() for v in value)
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_VALUE:
            raise GameSetupError(f"setup parameter {match}: expected a non-empty value (or a list of names, one "
                                 f"per seat), got {value!r:.80}")
        checked[match] = value.strip()
    return checked


def parse_cli_params(game, args: list[str]) -> dict[str, str]:
    """The words the common options left over, ``--NAME VALUE`` or ``--NAME=VALUE`` pairs, as the
    game's checked setup parameters; anything else is one GameSetupError line."""
    known = {k.replace("_", "-"): k for k in game_params(game)}
    offered = ", ".join(f"--{k}" for k in known) or "none"
    params: dict[str, str] = {}
    i = 0
    while i < len(args):
        word = args[i]
        if not word.startswith("--") or len(word) < 3:
            raise GameSetupError(f"unexpected argument {word!r}")
        name, has_value, value = word[2:].partition("=")
        if name.replace("_", "-").lower() not in known:
            raise GameSetupError(f"no such option --{name} (setup parameters of {game.name}: {offered})")
        if not has_value:
            if i + 1 >= len(args) or args[i + 1].startswith("--"):
                raise GameSetupError(f"--{name} needs a value")
            value = args[i + 1]
            i += 1
        i += 1
        checked = check_params(game, {name: value})
        if set(checked) & set(params):
            raise GameSetupError(f"--{name} is given twice")
        params.update(checked)
    return params
