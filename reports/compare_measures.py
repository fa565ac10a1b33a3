"""What ``simkit compare`` compares: every headline measure of a results folder as a function of sums.

Each measure is a statistic of a few per-unit sums ("components": a seat's wins, the games, a
hero's plays...), so its interval can resample whole units (reports/compare.py) and a measure
pooled over many cells is a ratio of pooled sums, as the report pools them. The units are the
task blocks of each cell (games b..b+n-1 of the cell's seed), or the decks when the spec drew its
decks (the decks are then a source of sampling too). A wrapped cell (a [verdicts] or restricted
cell, paired with its base cell) belongs to its base cell's unit: it only feeds the effect values,
never the game's own measures (as in the report, reports/build.unpaired).

Every name from the results is a component's subject, never a game's word: the measures serve
every registered game through the rows the game contract gives (simkit.games.base.Outcome).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd

from simkit.experiments.reduce import WIN_UNITS
from simkit.reports.lineups import parse_wrapper
from simkit.reports.vocabulary import Vocabulary

SEP = "\x1f"  # joins the parts of a component's name (never in a hero, strategy or deck name)
CELL_SUMS = ("games", "length_sum", "length_sq_sum", "rounds_sum", "spread_sum", "spread_sq_sum",
             "shared_win_games", "no_winner_games", "lead_changes_sum", "capped_games")


def name(*parts) -> str:
    return SEP.join(str(p) for p in parts)


@dataclass(frozen=True)
class Measure:
    ruleset: str
    players: int
    kind: str  # seats, strategies, game, items, effects, events
    subject: str  # "seat 0", a hero, a strategy, a mark, or the metric's own name
    label: str  # in words, for a sentence: "seat 0's win share"
    unit: str  # "points of win share", "tricks", "game-score points", "%"
    scale: float  # value x scale is in the unit
    components: tuple[str, ...]
    statistic: Callable[[np.ndarray], np.ndarray]  # (R, len(components)) sums -> (R,) values

    @property
    def key(self) -> tuple:
        return (self.ruleset, self.players, self.kind, self.subject, self.label)


def _ratio(sums: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore", divide="ignore"):
        return sums[:, 0] / sums[:, 1]


def _sd(sums: np.ndarray) -> np.ndarray:
    """Standard deviation from (sum, sum of squares, n)."""
    with np.errstate(invalid="ignore", divide="ignore"):
        n = sums[:, 2]
        mean = sums[:, 0] / n
        return np.sqrt(np.maximum(sums[:, 1] / n - mean * mean, 0.0) * n / np.maximum(n - 1, 1))


def _seat_spread(sums: np.ndarray) -> np.ndarray:
    """Highest minus lowest seat win share: (wins of every seat..., games)."""
    with np.errstate(invalid="ignore", divide="ignore"):
        shares = sums[:, :-1] / sums[:, -1:]
    return shares.max(axis=1) - shares.min(axis=1)


def _long(frame: pd.DataFrame, component, value) -> pd.DataFrame:
    """Rows (cell, block, component, value) from a table's rows."""
    return pd.DataFrame({"cell": frame["cell"].to_numpy(), "block": frame["block"].to_numpy(),
                         "component": component, "value": np.asarray(value, dtype=np.float64)})


def components(blocks) -> pd.DataFrame:
    """Every component of a folder, one row per (cell, block, component): cell is the unit's cell
    (a wrapped cell's base cell), so a unit holds a base block and the same block of its wrapped cells."""
    cells = blocks.cells.set_index("cell")
    tables = blocks.tables
    if not tables:
        return pd.DataFrame(columns=["cell", "block", "component", "value"])
    device = cells["paired_with"] >= 0
    plain = set(cells.index[~device])
    prefix = {c: name(r.ruleset, r.players) for c, r in cells.iterrows()}
    found = []

    def own(frame):  # rows of the game as played (no wrapped device cell), with their group prefix
        frame = frame[frame["cell"].isin(plain)]
        return frame, frame["cell"].map(prefix)

    rows, pre = own(tables["cells"])
    for column in CELL_SUMS:
        found.append(_long(rows, pre + SEP + "cell" + SEP + column, rows[column]))
    rows, pre = own(tables["seats"])
    seat = rows["seat"].astype(str)
    found.append(_long(rows, pre + SEP + "seat_wins" + SEP + seat, rows["win_units"] / WIN_UNITS))
    found.append(_long(rows, pre + SEP + "seat_score" + SEP + seat, rows["score_sum"]))
    found.append(_long(rows, pre + SEP + "score_sum", rows["score_sum"]))
    found.append(_long(rows, pre + SEP + "score_sq_sum", rows["score_sq_sum"]))
    found.append(_long(rows, pre + SEP + "seat_games", rows["games"]))
    lineups = rows["cell"].map(cells["lineup"])
    strategy = [lineup.split(",")[s] for lineup, s in zip(lineups, rows["seat"])]
    mixed = lineups.map(lambda text: len(set(text.split(","))) > 1 and
                        not any(parse_wrapper(n) for n in text.split(","))).to_numpy(bool)
    strategy = pd.Series(strategy, index=rows.index)
    found.append(_long(rows[mixed], pre[mixed] + SEP + "strategy_wins" + SEP + strategy[mixed],
                       rows["win_units"][mixed] / WIN_UNITS))
    found.append(_long(rows[mixed], pre[mixed] + SEP + "strategy_games" + SEP + strategy[mixed],
                       rows["games"][mixed]))
    games_of_task = tables["cells"].set_index("task")["games"]
    rows, pre = own(tables["heroes"])
    item = rows["hero"].astype(str)
    for column in ("plays", "resolved", "fizzled"):
        found.append(_long(rows, pre + SEP + "item_" + column + SEP + item, rows[column]))
    # a task's games count once per item name (an item twice in a deck is one item of the cell)
    firsts = ~rows.duplicated(["task", "hero"])
    found.append(_long(rows[firsts], pre[firsts] + SEP + "item_games" + SEP + item[firsts],
                       rows["task"][firsts].map(games_of_task)))
    rows, pre = own(tables["hero_seats"])
    item = rows["hero"].astype(str)
    found.append(_long(rows, pre + SEP + "item_play_wins" + SEP + item, rows["plays_win_units"] / WIN_UNITS))
    found.append(_long(rows, pre + SEP + "item_plays_by_seat" + SEP + item, rows["plays_sum"]))
    rows, pre = own(tables["marks"])
    if len(rows):
        mark = rows["mark"].astype(str)
        found.append(_long(rows, pre + SEP + "mark_sum" + SEP + mark, rows["mark_sum"]))
        found.append(_long(rows, pre + SEP + "mark_games" + SEP + mark, rows["games"]))
        found.append(_long(rows, pre + SEP + "marked_games" + SEP + mark, rows["marked_games"]))
        found.append(_long(rows, pre + SEP + "marked_wins" + SEP + mark, rows["marked_win_units"] / WIN_UNITS))
    found += _effect_components(tables["seats"], cells, prefix)
    table = pd.concat([f for f in found if len(f)], ignore_index=True)
    # a wrapped cell's rows belong to its base cell's unit
    base = cells["paired_with"].where(device, cells.index.to_series())
    table["cell"] = table["cell"].map(base).astype(np.int64)
    return table


def _effect_components(seats: pd.DataFrame, cells: pd.DataFrame, prefix: dict) -> list[pd.DataFrame]:
    """The effect value's sums (reports/paired.py): per wrapped seat, its base seat's wins minus its
    own on the same block, and the games."""
    device = cells[cells["paired_with"] >= 0]
    if device.empty:
        return []
    wrapped = []
    for cell, row in device.iterrows():
        for s, strategy in enumerate(row["lineup"].split(",")):
            parsed = parse_wrapper(strategy)
            if parsed is not None:
                wrapped.append((cell, int(row["paired_with"]), s, name(*parsed)))
    if not wrapped:
        return []
    wrapped = pd.DataFrame(wrapped, columns=["cell", "base_cell", "seat", "what"])
    mine = seats.merge(wrapped, on=["cell", "seat"])
    theirs = seats[["cell", "block", "seat", "games", "win_units"]].rename(
        columns={"cell": "base_cell", "games": "base_games", "win_units": "base_units"})
    joined = mine.merge(theirs, on=["base_cell", "block", "seat"])
    joined = joined[joined["games"] == joined["base_games"]]
    pre = joined["cell"].map(prefix)
    diff = (joined["base_units"] - joined["win_units"]) / WIN_UNITS
    return [_long(joined, pre + SEP + "effect_diff" + SEP + joined["what"], diff),
            _long(joined, pre + SEP + "effect_games" + SEP + joined["what"], joined["games"])]


def measures(available: set[str], words: Vocabulary) -> list[Measure]:
    """Every measure whose components a folder has (``available``: its component names)."""
    groups = sorted({tuple(c.split(SEP)[:2]) for c in available})
    found = []
    for ruleset, players_text in groups:
        players = int(players_text)
        pre = name(ruleset, players)

        def has(*parts):
            return all(p in available for p in parts)

        def add(kind, subject, label, unit, scale, parts, statistic=_ratio):
            parts = tuple(name(pre, *p) if isinstance(p, tuple) else name(pre, p) for p in parts)
            if has(*parts):
                found.append(Measure(ruleset, players, kind, subject, label, unit, scale, parts, statistic))

        games = ("cell", "games")
        seats = sorted(int(c.split(SEP)[3]) for c in available if c.startswith(name(pre, "seat_wins", "")))
        for s in seats:
            add("seats", f"seat {s}", f"seat {s}'s win share", "points of win share", 100,
                [("seat_wins", s), games])
        if len(seats) > 1:
            add("seats", "seat spread", "the seat spread (highest minus lowest seat win share)",
                "points of win share", 100, [("seat_wins", s) for s in seats] + [games], _seat_spread)
        strategies = sorted(c.split(SEP)[3] for c in available if c.startswith(name(pre, "strategy_wins", "")))
        if len(strategies) > 1:
            for strategy in strategies:
                add("strategies", strategy, f"{strategy}'s win share", "points of win share", 100,
                    [("strategy_wins", strategy), ("strategy_games", strategy)])
        length = words.length_unit
        add("game", "length", f"the mean game length", length, 1, [("cell", "length_sum"), games])
        add("game", "length sd", "the game length's standard deviation", length, 1,
            [("cell", "length_sum"), ("cell", "length_sq_sum"), games], _sd)
        add("game", "rounds", "the mean rounds per game", "rounds", 1, [("cell", "rounds_sum"), games])
        add("game", "score spread", "the mean final score spread", "game-score points", 1,
            [("cell", "spread_sum"), games])
        add("game", "score sd", "the final totals' standard deviation", "game-score points", 1,
            ["score_sum", "score_sq_sum", "seat_games"], _sd)
        for s in seats:
            add("game", f"seat {s} score", f"seat {s}'s mean final total", "game-score points", 1,
                [("seat_score", s), games])
        add("game", "shared wins", "the share of games with a shared win", "%", 100,
            [("cell", "shared_win_games"), games])
        add("game", "no winner", "the share of games nobody won", "%", 100, [("cell", "no_winner_games"), games])
        add("game", "lead changes", "the lead changes per game", "lead changes", 1,
            [("cell", "lead_changes_sum"), games])
        add("game", "capped", f"the share of games cut short by the {words.cap_noun}", "%", 100,
            [("cell", "capped_games"), games])
        items = sorted(c.split(SEP)[3] for c in available if c.startswith(name(pre, "item_plays", "")))
        for item in items:
            add("items", item, f"{item}'s plays per game", "plays", 1, [("item_plays", item), ("item_games", item)])
            add("items", item, f"{item}'s win share per play", "points of win share", 100,
                [("item_play_wins", item), ("item_plays_by_seat", item)])
            add("items", item, f"{item}'s fizzle rate", "%", 100,
                [("item_fizzled", item), ("item_effects", item)])
        effects = sorted(c.split(SEP, 3)[3] for c in available if c.startswith(name(pre, "effect_diff", "")))
        for what in effects:
            wrapper, base, item = what.split(SEP)
            kind = "effect value" if wrapper == "noeffect" else "restricted-play cost"
            add("effects", item, f"{item}'s {kind} to {base}", "points of win share", 100,
                [("effect_diff", what), ("effect_games", what)])
        marks = sorted(c.split(SEP)[3] for c in available if c.startswith(name(pre, "mark_sum", "")))
        for mark in marks:
            add("events", mark, f"{mark} per seat and game", "events", 1, [("mark_sum", mark), ("mark_games", mark)])
            add("events", mark, f"the win share after {mark}", "points of win share", 100,
                [("marked_wins", mark), ("marked_games", mark)])
    return found


def add_derived(table: pd.DataFrame) -> pd.DataFrame:
    """Components made of others (a hero's effects tried = resolved + fizzled)."""
    extra = []
    resolved = table[table["component"].str.contains(SEP + "item_resolved" + SEP, regex=False)]
    fizzled = table[table["component"].str.contains(SEP + "item_fizzled" + SEP, regex=False)]
    for frame in (resolved, fizzled):
        extra.append(frame.assign(component=frame["component"].str.replace(
            SEP + ("item_resolved" if frame is resolved else "item_fizzled") + SEP, SEP + "item_effects" + SEP,
            regex=False)))
    return pd.concat([table, *extra], ignore_index=True)
