"""The trace-based analyses of docs/findings-trickerion-dark-alley.md, from the tables of
docs/dark_alley_traces.py: each Special Assignment card's users, each Prophecy's turn, each
Magician's Fame margin, the winner's margin. Every function returns a DataFrame with one row per
(player count, thing) and the estimates (dark_alley_stats.Estimate) in columns."""

from __future__ import annotations

import numpy as np
import pandas as pd

from dark_alley_stats import Estimate, cluster_mean, holm_flags, holm_pairs, matched_difference, mean_values, welch


def _games(seats: pd.DataFrame) -> pd.Series:
    return seats.groupby("players")["game"].nunique()


def card_table(tables: dict[str, pd.DataFrame], names: list[str], decks: list[str]) -> pd.DataFrame:
    """Per player count and Special Assignment card: kept, used for its text and for +1 AP per game,
    the share of games with a text use, and the users' final Fame margin (the seat-games that used
    the card's text at least once; clustered by game, two seats of a game may both have used it
    after a reshuffle). Holm over the cards of a player count."""
    seats, cards = tables["seats"], tables["cards"]
    games = _games(seats)
    rows = []
    for players, n_games in games.items():
        mine = cards[cards["players"] == players]
        margin = seats[seats["players"] == players].set_index(["game", "seat"])["margin"]
        found = []
        for name, deck in zip(names, decks):
            c = mine[mine["card"] == name]
            users = c[c["text"] > 0]
            values = margin.reindex(list(zip(users["game"], users["seat"]))).to_numpy()
            found.append({"players": players, "card": name, "deck": deck, "games": n_games,
                          "kept": c["kept"].sum() / n_games, "text": c["text"].sum() / n_games,
                          "ap": c["ap"].sum() / n_games, "copied": c["copied"].sum() / n_games,
                          "games_used": users["game"].nunique() / n_games, "users": len(users),
                          "margin": cluster_mean(values, users["game"].to_numpy())})
        adjusted, flags = holm_flags([r["margin"] for r in found])
        for r, p, flag in zip(found, adjusted, flags):
            rows.append({**r, "p_holm": p, "clear": bool(flag)})
    return pd.DataFrame(rows)


def turn_frame(tables: dict[str, pd.DataFrame]) -> pd.DataFrame:
    """One row per (player count, game, turn with an Active Prophecy): the mean and the standard
    deviation over the seats of the Fame each gained that turn, the Prophecy, touched and woven."""
    turns = tables["turns"]
    per_turn = turns.groupby(["players", "game", "turn"])["gain"].agg(gain="mean", spread=lambda g: g.std(ddof=0))
    return tables["prophecies"].merge(per_turn.reset_index(), on=["players", "game", "turn"], how="inner")


def prophecy_table(tables: dict[str, pd.DataFrame], names: list[str]) -> pd.DataFrame:
    """Per player count and Prophecy, the turn it is Active: the mean Fame a seat gained that turn
    less the mean of the same turn numbers under the other Prophecies (swing), the same for the
    seats' standard deviation of that gain (spread), and the swing on the turns no seat chose or
    changed (untouched, against untouched turns only). Holm over the 27 Prophecies of a player count
    for the swing and for the spread apart."""
    frame = turn_frame(tables)
    rows = []
    for players, mine in frame.groupby("players"):
        found = []
        clean = mine[~mine["touched"]]
        for name in names:
            member = (mine["prophecy"] == name).to_numpy()
            clean_member = (clean["prophecy"] == name).to_numpy()
            found.append({"players": players, "prophecy": name, "turns": int(member.sum()),
                          "touched": float(mine.loc[member, "touched"].mean()) if member.any() else float("nan"),
                          "swing": matched_difference(mine["gain"], mine["turn"], mine["game"], member),
                          "spread": matched_difference(mine["spread"], mine["turn"], mine["game"], member),
                          "swing_untouched": matched_difference(clean["gain"], clean["turn"], clean["game"],
                                                                clean_member)})
        for key in ("swing", "spread"):
            adjusted, flags = holm_flags([r[key] for r in found])
            for r, p, flag in zip(found, adjusted, flags):
                r[f"{key}_p_holm"], r[f"{key}_clear"] = p, bool(flag)
        rows += found
    return pd.DataFrame(rows)


def magician_margins(tables: dict[str, pd.DataFrame], categories: dict[str, str]) -> pd.DataFrame:
    """Per player count and Magician: the final Fame margin of its seats (a Magician sits at most
    once in a game: independent values, t interval), and its difference from the other Magician of
    its Favourite category (they never meet: Welch). Holm over the Magicians of a player count for
    the first test, over its 4 pairs for the second."""
    seats = tables["seats"]
    rows = []
    for players, mine in seats.groupby("players"):
        stats_of = {}
        for name in sorted(categories):
            values = mine.loc[mine["magician"] == name, "margin"].to_numpy(dtype=np.float64)
            stats_of[name] = (mean_values(values), values)
        found = []
        for name, category in sorted(categories.items(), key=lambda kv: (kv[1], kv[0])):
            mate = next(m for m, c in categories.items() if c == category and m != name)
            (own, var), values = stats_of[name][0], stats_of[name][1]
            (other, var_other), values_other = stats_of[mate][0], stats_of[mate][1]
            found.append({"players": players, "magician": name, "category": category, "mate": mate,
                          "seat_games": len(values), "margin": own,
                          "vs_mate": welch(own.value, var, len(values), other.value, var_other, len(values_other))})
        for key in ("margin", "vs_mate"):
            adjusted, flags = (holm_flags([r[key] for r in found]) if key == "margin" else
                               holm_pairs([r[key] for r in found], [(r["magician"], r["mate"]) for r in found]))
            for r, p, flag in zip(found, adjusted, flags):
                r[f"{key}_p_holm"], r[f"{key}_clear"] = p, bool(flag)
        rows += found
    return pd.DataFrame(rows)


def winner_margins(seats: pd.DataFrame) -> dict[int, tuple[Estimate, float]]:
    """Per player count: the winner's final Fame less the runner-up's (games independent), and its variance."""
    found = {}
    for players, mine in seats.groupby("players"):
        ordered = np.sort(mine.pivot(index="game", columns="seat", values="fame").to_numpy(), axis=1)
        found[int(players)] = mean_values(ordered[:, -1] - ordered[:, -2])
    return found


def seat_sd(seats: pd.DataFrame) -> dict[int, tuple[Estimate, float]]:
    """Per player count: the standard deviation of the seats' final Fame within a game, its mean over games."""
    found = {}
    for players, mine in seats.groupby("players"):
        within = mine.groupby("game")["fame"].std(ddof=0).to_numpy()
        found[int(players)] = mean_values(within)
    return found
