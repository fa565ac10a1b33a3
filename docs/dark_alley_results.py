"""Measures of docs/findings-trickerion-dark-alley.md read from `simkit run` result folders
(simkit.experiments.load): per game (length, spread: the games are independent), per seat (win
shares: each seat's games are independent), per Magician and category (a Magician, a category,
sits at most once in a game), and seat means pooled over the seats, whose seats share games."""

from __future__ import annotations

import numpy as np
import pandas as pd

from dark_alley_stats import Estimate, holm_flags, holm_pairs, mean_sums, share, share_difference, share_vs, t_estimate

MAGICIAN = "magician "


def of_players(frame: pd.DataFrame, players: int, lineup: str | None = None) -> pd.DataFrame:
    mine = frame[frame["players"] == players]
    return mine if lineup is None else mine[mine["lineup"] == lineup]


def per_game(res, players: int, measure: str, lineup: str | None = None) -> tuple[Estimate, float]:
    """The mean of a per-game measure of the cells (``length``, ``spread``, ``rounds``), its variance."""
    c = of_players(res.cells, players, lineup)
    return mean_sums(float(c[f"{measure}_sum"].sum()), float(c[f"{measure}_sq_sum"].sum()), float(c["games"].sum()))


def seat_pooled(rows: pd.DataFrame, total: str, sq_total: str) -> tuple[Estimate, float]:
    """The mean over seat-games of a per-seat value (rows: one per seat, with its sums and games; every
    seat plays the same games). The seats of a game are not independent, so the standard error is
    the bound that holds whatever their correlation: the mean of the seats' standard deviations over
    the square root of the games. Returns the estimate and that standard error squared x games (the
    variance a Welch comparison takes with n = games)."""
    by_seat = rows.groupby("seat")[[total, sq_total, "games"]].sum()
    games = float(by_seat["games"].iloc[0]) if len(by_seat) else 0.0
    if games < 2:
        return Estimate(float("nan"), float("nan"), float("nan")), float("nan")
    means = by_seat[total] / by_seat["games"]
    sds = np.sqrt(np.maximum(by_seat[sq_total] - by_seat[total] ** 2 / by_seat["games"], 0) / (by_seat["games"] - 1))
    sd = float(sds.mean())
    return t_estimate(float(means.mean()), sd / np.sqrt(games), games - 1, games), sd ** 2


def mark_mean(res, players: int, mark: str, lineup: str | None = None) -> tuple[Estimate, float]:
    """A mark's count per seat-game (seat_pooled)."""
    m = of_players(res.marks, players, lineup)
    return seat_pooled(m[m["mark"] == mark], "mark_sum", "mark_sq_sum")


def fame_mean(res, players: int, lineup: str | None = None) -> tuple[Estimate, float]:
    """Final Fame per seat-game (seat_pooled)."""
    return seat_pooled(of_players(res.seats, players, lineup), "score_sum", "score_sq_sum")


def seat_shares(res, players: int) -> list[tuple[float, float]]:
    """(wins, games) of each seat, every line-up pooled."""
    s = of_players(res.seats, players).groupby("seat")[["wins", "games"]].sum()
    return [(float(r.wins), float(r.games)) for r in s.itertuples()]


def magician_rates(res, categories: dict[str, str]) -> pd.DataFrame:
    """Per player count and Magician: seat-games, win rate (Wilson) against the fair share 1/players,
    and the difference from the other Magician of its category (Newcombe). Holm over the Magicians
    of a player count for the first test, over its 4 pairs for the second."""
    marks = res.marks[res.marks["mark"].str.startswith(MAGICIAN)]
    totals = marks.groupby(["players", "mark"])[["marked_games", "marked_wins"]].sum()
    rows = []
    for players in sorted(marks["players"].unique()):
        found = []
        for name, category in sorted(categories.items(), key=lambda kv: (kv[1], kv[0])):
            mate = next(m for m, c in categories.items() if c == category and m != name)
            own, other = totals.loc[(players, MAGICIAN + name)], totals.loc[(players, MAGICIAN + mate)]
            found.append({"players": int(players), "magician": name, "category": category, "mate": mate,
                          "seat_games": int(own.marked_games),
                          "rate": share_vs(own.marked_wins, own.marked_games, 1 / players),
                          "vs_mate": share_difference(own.marked_wins, own.marked_games,
                                                      other.marked_wins, other.marked_games)})
        for key in ("rate", "vs_mate"):
            adjusted, flags = (holm_flags([r[key] for r in found]) if key == "rate" else
                               holm_pairs([r[key] for r in found], [(r["magician"], r["mate"]) for r in found]))
            for r, p, flag in zip(found, adjusted, flags):
                r[f"{key}_p_holm"], r[f"{key}_clear"] = p, bool(flag)
        rows += found
    return pd.DataFrame(rows)


def category_rates(res, categories: dict[str, str]) -> pd.DataFrame:
    """Per player count and Favourite category: how often it is in a game's seats and its win rate."""
    marks = res.marks[res.marks["mark"].str.startswith(MAGICIAN)].copy()
    marks["category"] = marks["mark"].str.removeprefix(MAGICIAN).map(categories)
    totals = marks.groupby(["players", "category"])[["marked_games", "marked_wins"]].sum()
    games = res.cells.groupby("players")["games"].sum()
    rows = []
    for (players, category), r in totals.iterrows():
        rows.append({"players": int(players), "category": category, "present": r.marked_games / games[players],
                     "rate": share_vs(r.marked_wins, r.marked_games, 1 / players)})
    return pd.DataFrame(rows)


def strong_share(res, strong: str, weak: str, players: int) -> Estimate | None:
    """The win share of the one seat of ``strong`` among ``weak`` ones, every rotation pooled."""
    wanted = sorted([strong] + [weak] * (players - 1))
    seats = of_players(res.seats, players)
    mine = seats[seats["lineup"].map(lambda lineup: sorted(str(lineup).split(",")) == wanted).astype(bool)]
    top = mine[mine["strategy"] == strong]
    if top.empty:
        return None
    return share(float(top["wins"].sum()), float(top["games"].sum()))
