"""The decks of an experiment spec for a game whose decks are compositions (card-list files):
``compositions = [...]``, built-in names or files relative to the spec (docs/experiments.md).

Shared by every such game (Tricksters, Trickarus); each setup's deck is checked by the game's
own ``make_setup``.
"""

from __future__ import annotations

from pathlib import Path

from simkit.games.base import GameSetupError, SpecDecks

SPEC_DECK_KEYS = ("compositions",)


def composition_spec_decks(game, section: dict, folder: Path, ruleset: str) -> SpecDecks:
    """``section``: the spec's deck keys (of any game). A designer's file is both hashed into the
    manifest and what its name stands for in every cell's setup (``designs``)."""
    for key in section:
        if key not in SPEC_DECK_KEYS:
            raise GameSetupError(f"{game.name} has no hero decks: give compositions = [...]", key=key)
    value = section.get("compositions", [game.default_deck])
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v.strip() for v in value):
        raise GameSetupError(f"expected a list of composition names or files, got {value!r}", key="compositions")
    files: dict[str, Path] = {}
    for i, name in enumerate(value):
        path = (folder / name).resolve()
        if name.endswith(".toml") and not path.is_file():
            raise GameSetupError(f"no such file {name!r} (paths are relative to the spec file)",
                                 key=f"compositions[{i}]")
        deck = str(path) if path.is_file() else name
        try:
            game.make_setup(ruleset, game.rulesets[ruleset].min_players, deck, "random")
        except ValueError as exc:
            raise GameSetupError(str(exc), key=f"compositions[{i}]") from None
        for file in game.deck_files(deck):  # a designer's file: hashed, so an edit refuses a resume
            files[name] = Path(file)
    if len(set(value)) != len(value):
        raise GameSetupError(f"a composition appears twice in {value}", key="compositions")
    return SpecDecks(tuple((name,) for name in value), files, files)


def resolve_deck(deck: str, designs) -> str:
    """A deck as a spec names it -> what the game's loader reads (the designer file's path)."""
    return str(designs.get(deck, deck)) if designs else deck


def no_designs(game, files) -> None:
    """``load_designs`` of a game whose decks are their own files: any designer file is refused."""
    if files:
        raise GameSetupError(f"{game.name} has no hero decks: use --composition (a built-in name or a file)")


class CompositionDecks:
    """What every game whose decks are compositions answers alike (base class of its adapter):
    no designer files besides its compositions, no named decks, a spec's ``compositions = [...]``,
    and a deck labelled by its composition's name; no setup parameters and no assumed data unless
    the game says otherwise."""

    setup_params: dict[str, str] = {}

    def assumed_data(self, setup) -> tuple[str, ...]:
        return ()

    def deck_label(self, setup) -> str:
        return f"deck {setup.deck}"

    def load_designs(self, files):
        no_designs(self, files)

    def spec_decks(self, spec: dict, folder, ruleset: str, seed: int, max_decks: int) -> SpecDecks:
        return composition_spec_decks(self, spec, folder, ruleset)

    def named_decks(self) -> dict[str, tuple[str, ...]]:
        return {}
