"""The headline tables ``simkit results`` prints: strategies, seats, games, heroes; cells or decks when few.

Pooled tables add the sums of their cells, so a pooled rate weighs every game alike.
"""

from __future__ import annotations

import pandas as pd

from simkit.games.registry import get_game

from simkit.experiments.result_tables import Results, sample_sd, wilson_bounds

MAX_CELL_ROWS = 40  # seat rows of the per-cell table; above it, only pooled tables are shown


def _share(frame: pd.DataFrame) -> pd.DataFrame:
    lo, hi = wilson_bounds(frame["wins"], frame["games"])
    return frame.assign(share=frame["wins"] / frame["games"], lo=lo, hi=hi,
                        score=frame["score_sum"] / frame["games"],
                        sd=sample_sd(frame["score_sum"], frame["score_sq_sum"], frame["games"]))


def _width(values, least: int) -> int:
    """Column width: the longest value (strategy names can be long: heuristic:...:dump=2)."""
    return max([least, *(len(str(v)) + 1 for v in values)])


def _interval(lo: float, hi: float) -> str:
    return f"[{lo:.1%}, {hi:.1%}]"


def _pooled(seats: pd.DataFrame, by: list[str]) -> pd.DataFrame:
    sums = seats.groupby(by, sort=True)[["games", "wins", "score_sum", "score_sq_sum"]].sum().reset_index()
    return _share(sums)


def header(results: Results) -> list[str]:
    m = results.manifest
    games = int(results.cells["games"].sum()) if len(results.cells) else 0
    lines = [f"experiment   {m.get('spec_file')}  (seed {m.get('seed')}, engine {m.get('engine_hash')}, "
             f"simkit {m.get('simkit_version')}, created {m.get('created')})"]
    description = (m.get("spec") or {}).get("description")
    if description:
        lines.append(f"             {description.strip().splitlines()[0]}")
    lines.append(f"tasks        {results.tasks_done:,} of {results.tasks_total:,} done; {games:,} games in "
                 f"{len(results.cells):,} of {m.get('cells', 0):,} cells")
    adaptive = getattr(results, "adaptive", None)
    if adaptive is not None:  # the rule's decisions, replayed from the parts (experiments/adaptive.py)
        counts = adaptive.cells["status"].value_counts()
        said = ", ".join(f"{n:,} {status}" for status, n in counts.items())
        lines.append(f"adaptive     {adaptive.adaptive.describe()}: cells {said}")
        if adaptive.race is not None:
            decks = adaptive.race["status"].value_counts()
            lines.append("race         decks " + ", ".join(f"{n:,} {status}" for status, n in decks.items()))
    if not results.complete:
        lines.append("INCOMPLETE   run the spec again with --out on this folder to finish it")
    return lines


def strategy_table(results: Results) -> list[str]:
    table = _pooled(results.seats, ["ruleset", "players", "strategy"])
    sw, rw = _width(table["strategy"], 20), _width(table["ruleset"], 9)
    lines = ["strategies (pooled over decks, line-ups and seats; a fair share is 1/players)",
             f"{'ruleset':<{rw}}{'players':>7}  {'strategy':<{sw}}{'seat-games':>12}{'win share':>11}"
             f"{'95% interval':>18}{'fair':>7}{'mean score':>12}"]
    for row in table.itertuples():
        lines.append(f"{row.ruleset:<{rw}}{row.players:>7}  {row.strategy:<{sw}}{row.games:>12,}{row.share:>11.1%}"
                     f"{_interval(row.lo, row.hi):>18}{1 / row.players:>7.1%}{row.score:>12.2f}")
    return lines


def seat_table(results: Results) -> list[str]:
    table = _pooled(results.seats, ["ruleset", "players", "seat"])
    rw = _width(table["ruleset"], 9)
    lines = ["seats (seat advantage, pooled over decks and line-ups)",
             f"{'ruleset':<{rw}}{'players':>7}{'seat':>6}{'games':>12}{'win share':>11}{'95% interval':>18}"
             f"{'mean score':>12}"]
    for row in table.itertuples():
        lines.append(f"{row.ruleset:<{rw}}{row.players:>7}{row.seat:>6}{row.games:>12,}{row.share:>11.1%}"
                     f"{_interval(row.lo, row.hi):>18}{row.score:>12.2f}")
    return lines


def deck_table(results: Results) -> list[str]:
    table = _pooled(results.seats, ["ruleset", "players", "deck_id", "strategy"])
    sw, rw = _width(table["strategy"], 20), _width(table["ruleset"], 9)
    lines = ["decks (pooled over line-ups and seats)",
             f"{'ruleset':<{rw}}{'players':>7}{'deck':>6}  {'strategy':<{sw}}{'seat-games':>12}{'win share':>11}"
             f"{'95% interval':>18}{'mean score':>12}"]
    for row in table.itertuples():
        lines.append(f"{row.ruleset:<{rw}}{row.players:>7}{row.deck_id:>6}  {row.strategy:<{sw}}{row.games:>12,}"
                     f"{row.share:>11.1%}{_interval(row.lo, row.hi):>18}{row.score:>12.2f}")
    return lines + [""] + _deck_names(results)


def _deck_names(results: Results) -> list[str]:
    decks = results.cells.drop_duplicates("deck_id")[["deck_id", "deck"]]
    return [f"deck {row.deck_id}: {row.deck.replace(',', ', ')}" for row in decks.itertuples()]


def game_table(results: Results) -> list[str]:
    unit = get_game(results.game).length_unit
    sums = results.cells.groupby(["ruleset", "players"], sort=True)[
        ["games", "length_sum", "length_sq_sum", "rounds_sum", "shared_win_games", "no_winner_games",
         "lead_changes_sum", "spread_sum", "capped_games"]].sum().reset_index()
    rw = _width(sums["ruleset"], 9)
    lines = [f"games (pooled over decks and line-ups; length in {unit})",
             f"{'ruleset':<{rw}}{'players':>7}{'games':>12}{'length':>9}{'sd':>7}{'rounds':>8}{'shared wins':>13}"
             f"{'95% interval':>18}{'no winner':>11}{'lead changes':>14}{'spread':>8}{'capped':>8}"]
    for row in sums.itertuples():
        lo, hi = wilson_bounds(row.shared_win_games, row.games)
        sd = float(sample_sd(row.length_sum, row.length_sq_sum, row.games))
        lines.append(f"{row.ruleset:<{rw}}{row.players:>7}{row.games:>12,}{row.length_sum / row.games:>9.2f}"
                     f"{sd:>7.2f}{row.rounds_sum / row.games:>8.2f}{row.shared_win_games / row.games:>13.2%}"
                     f"{_interval(float(lo), float(hi)):>18}{row.no_winner_games / row.games:>11.2%}"
                     f"{row.lead_changes_sum / row.games:>14.2f}{row.spread_sum / row.games:>8.2f}"
                     f"{row.capped_games:>8,}")
    return lines


def hero_table(results: Results) -> list[str]:
    game = get_game(results.game)
    kind = game.item_kind
    sums = results.heroes.groupby(["ruleset", "hero"], sort=True).agg(
        decks=("deck_id", "nunique"), plays=("plays", "sum"), resolved=("resolved", "sum"),
        fizzled=("fizzled", "sum")).reset_index()
    rw, hw = _width(sums["ruleset"], 9), _width(sums["hero"], 18)
    lines = [f"{game.item_plural} (pooled over the decks that hold them; the fizzle rate is of effects used or fizzled)",
             f"{'ruleset':<{rw}}{kind:<{hw}}{'decks':>7}{'plays':>14}{'fizzle rate':>13}"]
    for row in sums.itertuples():
        used = row.resolved + row.fizzled
        rate = f"{row.fizzled / used:.1%}" if used else ("no effect" if row.plays else "never played")
        lines.append(f"{row.ruleset:<{rw}}{row.hero:<{hw}}{row.decks:>7,}{row.plays:>14,}{rate:>13}")
    return lines


def mark_table(results: Results) -> list[str]:
    """Per seat and game event: how often it happens, and the seat's win share when it does."""
    sums = results.marks.groupby(["ruleset", "players", "mark", "seat"], sort=True)[
        ["games", "mark_sum", "marked_games", "marked_wins"]].sum().reset_index()
    lo, hi = wilson_bounds(sums["marked_wins"], sums["marked_games"])
    rw, mw = _width(sums["ruleset"], 9), _width(sums["mark"], 14)
    lines = ["game events per seat (pooled over decks and line-ups): games with the event, and the seat's win "
             "share in them",
             f"{'ruleset':<{rw}}{'players':>7}  {'event':<{mw}}{'seat':>5}{'per game':>10}{'in games':>10}"
             f"{'win share then':>16}{'95% interval':>18}"]
    for row, low, high in zip(sums.itertuples(), lo, hi):
        share = f"{row.marked_wins / row.marked_games:.1%}" if row.marked_games else "-"
        interval = _interval(float(low), float(high)) if row.marked_games else ""
        lines.append(f"{row.ruleset:<{rw}}{row.players:>7}  {row.mark:<{mw}}{row.seat:>5}"
                     f"{row.mark_sum / row.games:>10.3f}{row.marked_games / row.games:>10.1%}{share:>16}{interval:>18}")
    return lines


def cell_table(results: Results) -> list[str]:
    seats = _share(results.seats)
    lw, sw = _width(seats["lineup"], 32), _width(seats["strategy"], 14)
    lines = ["cells (each deck and line-up)",
             f"{'players':>7}{'deck':>5}  {'line-up':<{lw}}{'seat':>5}  {'strategy':<{sw}}{'games':>9}"
             f"{'win share':>11}{'95% interval':>18}{'mean score':>12}{'sd':>7}"]
    for row in seats.itertuples():
        lines.append(f"{row.players:>7}{row.deck_id:>5}  {row.lineup:<{lw}}{row.seat:>5}  {row.strategy:<{sw}}"
                     f"{row.games:>9,}{row.share:>11.1%}{_interval(row.lo, row.hi):>18}{row.score:>12.2f}"
                     f"{row.sd:>7.2f}")
    return lines + [""] + _deck_names(results)


def format_headline(results: Results) -> str:
    lines = header(results)
    if results.seats.empty:
        return "\n".join(lines + ["", "no finished task yet"])
    blocks = [strategy_table(results), seat_table(results), game_table(results), hero_table(results)]
    if not results.marks.empty:
        blocks.append(mark_table(results))
    if len(results.seats) <= MAX_CELL_ROWS:
        blocks.insert(0, cell_table(results))
    elif results.cells["deck_id"].nunique() > 1 and results.seats.groupby(
            ["ruleset", "players", "deck_id", "strategy"]).ngroups <= MAX_CELL_ROWS:
        blocks.insert(0, deck_table(results))
    for block in blocks:
        lines += [""] + block
    return "\n".join(lines)

