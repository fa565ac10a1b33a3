"""Card-level hero strength: what playing a hero does to that seat's own result.

- play_effects: the change in a seat's final total per play of the hero (game-score points; lower
  totals win in Trickster, so a negative effect helps the player) and in its win share per play
  (points of win share, the report's common unit), fitted within each (cell, seat) from the
  runner's sufficient statistics and pooled over cells and seats (a fixed-effects slope: deck,
  line-up and seat differences cancel out). With sampled decks the interval is a cluster
  bootstrap over decks. It measures association within the games played,
  not a controlled experiment: a hero played more in games that go well for other reasons
  looks stronger. The restricted-play drops below are the controlled measure.
- restricted_play: Jaffe's restricted play. A seat whose strategy never plays hero X (or plays it
  without its effect) wins less often than the same strategy unrestricted; the drop in win
  share is X's value to the player, with a Newcombe interval.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from reports.lineups import parse_wrapper
from reports.resampling import bootstrap_se, cluster_bootstrap, decks_are_sampled, percentile_interval
from reports.stats import CELL, DECK, GROUP, difference_interval


def play_effects(results) -> pd.DataFrame:
    """One row per (ruleset, players, hero): points added to the final total per play (game-score
    points) and points of win share per play, each with its 95% interval and p-value; plays per game,
    the games behind them, and what the intervals account for (``interval``: "game" when the decks are
    fixed, "deck" when the spec sampled them).

    With sampled decks a hero's slope varies from deck to deck, a source of sampling the within-deck
    fit cannot see; the interval then comes from a cluster bootstrap over decks, refitting the pooled
    slope on each resample from the per-deck sums (never narrower than the analytic interval)."""
    rows = _per_seat_sums(results)
    sums = rows.groupby(GROUP + ["hero"], as_index=False, observed=True)[
        ["games", "plays_sum", "sxx", "sxy", "syy", "wxy", "wyy", "dof"]].sum()
    sums = sums[(sums["sxx"] > 0) & (sums["dof"] > 1)].reset_index(drop=True)  # plays that vary: a slope exists
    columns = {"ruleset": sums["ruleset"], "players": sums["players"], "hero": sums["hero"]}
    fits = {}
    for name, xy, yy in (("points", "sxy", "syy"), ("win", "wxy", "wyy")):
        fits[name] = _fit(sums["sxx"], sums[xy], sums[yy], sums["dof"] - 1)
    interval = np.full(len(sums), "game", dtype=object)
    if decks_are_sampled(results.manifest):
        interval = _bootstrap_decks(rows, sums, fits)
    for name, prefix in (("points", "points"), ("win", "win")):
        slope, lo, hi, p = fits[name][:4]
        estimate = "points_per_play" if name == "points" else "win_per_play"
        columns.update({estimate: slope, f"{prefix}_lo": lo, f"{prefix}_hi": hi,
                        "p_value" if name == "points" else "win_p_value": p})
    columns.update({"plays_per_game": sums["plays_sum"] / sums["games"], "games": sums["games"],
                    "interval": interval})
    return pd.DataFrame(columns)[PLAY_COLUMNS]


PLAY_COLUMNS = GROUP + ["hero", "points_per_play", "points_lo", "points_hi", "p_value", "win_per_play", "win_lo",
                        "win_hi", "win_p_value", "plays_per_game", "games", "interval"]


def _per_seat_sums(results) -> pd.DataFrame:
    """Per (cell, seat, hero): centred sums of plays x (final total, win share) within the cell and seat.

    The sum of squared win shares is not stored; sole wins + half the shared wins bounds it from above
    (a shared win is worth at most 1/2, and its square at most half of it), so the residual variance
    is, if anything, overstated."""
    seat_keys = CELL + ["seat"]
    rows = results.hero_seats.merge(
        results.seats[seat_keys + ["score_sum", "score_sq_sum", "wins", "sole_wins"]], on=seat_keys, how="inner")
    n = rows["games"].to_numpy(float)
    rows["sxx"] = rows["plays_sq_sum"] - rows["plays_sum"] ** 2 / n
    rows["sxy"] = rows["plays_score_sum"] - rows["plays_sum"] * rows["score_sum"] / n
    rows["syy"] = rows["score_sq_sum"] - rows["score_sum"] ** 2 / n
    wins_sq = rows["sole_wins"] + (rows["wins"] - rows["sole_wins"]) / 2
    rows["wxy"] = rows["plays_win_sum"] - rows["plays_sum"] * rows["wins"] / n
    rows["wyy"] = wins_sq - rows["wins"] ** 2 / n
    rows["dof"] = n - 1
    return rows


def _fit(sxx, sxy, syy, dof):
    """Pooled fixed-effects slope, its t interval and p-value, from summed centred sums."""
    slope = sxy / sxx
    residual = np.maximum(syy - slope * sxy, 0.0) / dof
    se = np.sqrt(residual / sxx)
    t = stats.t.ppf(0.975, dof)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = 2 * stats.t.sf(np.abs(slope / se), dof)
    return [np.array(v, dtype=float) for v in (slope, slope - t * se, slope + t * se, p, se, dof)]  # writable copies


def _bootstrap_decks(rows: pd.DataFrame, sums: pd.DataFrame, fits: dict) -> np.ndarray:
    """Replace each fit's interval with the deck bootstrap's percentile interval joined with the analytic
    one, and its p-value with the one of the larger standard error; returns per row what the interval is
    clustered by ("deck", or "game" for a hero in fewer than 2 decks: no deck-to-deck variation to see)."""
    interval = np.full(len(sums), "game", dtype=object)
    per_deck = rows.groupby(DECK + ["hero"], observed=True)[["sxx", "sxy", "wxy"]].sum().reset_index()
    for group_keys, decks in per_deck.groupby(GROUP, observed=True):
        mine = np.flatnonzero(((sums["ruleset"] == group_keys[0]) & (sums["players"] == group_keys[1])).to_numpy())
        heroes = list(sums["hero"].iloc[mine])
        sxx = decks.pivot_table(index="deck_id", columns="hero", values="sxx", aggfunc="sum", fill_value=0.0)
        if len(sxx) < 2 or not heroes:
            continue
        sxx = sxx.reindex(columns=heroes, fill_value=0.0).to_numpy(float)
        estimable = (sxx > 0).sum(axis=0) >= 2
        mine, sxx = mine[estimable], sxx[:, estimable]
        heroes = [hero for hero, keep in zip(heroes, estimable) if keep]
        if not heroes:
            continue
        interval[mine] = "deck"
        for name, xy in (("points", "sxy"), ("win", "wxy")):
            sxy = decks.pivot_table(index="deck_id", columns="hero", values=xy, aggfunc="sum", fill_value=0.0)
            sxy = sxy.reindex(columns=heroes, fill_value=0.0).to_numpy(float)
            with np.errstate(invalid="ignore", divide="ignore"):
                samples = cluster_bootstrap(len(sxx), lambda w: (w @ sxy) / (w @ sxx))
            samples[~np.isfinite(samples)] = np.nan  # a resample without the hero's plays has no slope
            lo, hi = percentile_interval(samples)
            slope, fit_lo, fit_hi, p, se, dof = fits[name]
            se_boot = bootstrap_se(samples)
            fit_lo[mine] = np.fmin(fit_lo[mine], lo)
            fit_hi[mine] = np.fmax(fit_hi[mine], hi)
            wider = np.fmax(se[mine], se_boot)
            with np.errstate(invalid="ignore", divide="ignore"):
                p[mine] = 2 * stats.t.sf(np.abs(slope[mine] / wider), dof[mine])
    return interval


def restricted_play(results, per_deck: bool = False) -> pd.DataFrame:
    """One row per wrapper strategy (and per deck if asked): the base strategy's win share, the
    wrapper's, and the drop = base - wrapper with its 95% interval, in the same experiment."""
    keys = (DECK if per_deck else GROUP)
    pooled = results.seats.groupby(keys + ["strategy"], as_index=False, observed=True)[["games", "wins"]].sum()
    rows = []
    for _, group in pooled.groupby(keys, observed=True):
        by_name = group.set_index("strategy")
        for name, row in by_name.iterrows():
            parsed = parse_wrapper(name)
            if parsed is None or parsed[1] not in by_name.index:
                continue
            wrapper, base, hero = parsed
            base_row = by_name.loc[base]
            rows.append({**{k: row[k] for k in keys}, "hero": hero, "wrapper": wrapper, "base": base,
                         "base_games": int(base_row["games"]), "base_share": base_row["wins"] / base_row["games"],
                         "wrapped_games": int(row["games"]), "wrapped_share": row["wins"] / row["games"],
                         "_x1": base_row["wins"], "_n1": base_row["games"], "_x2": row["wins"], "_n2": row["games"]})
    columns = keys + ["hero", "wrapper", "base", "base_games", "base_share", "wrapped_games", "wrapped_share",
                      "drop", "drop_lo", "drop_hi"]
    if not rows:
        return pd.DataFrame(columns=columns)
    table = pd.DataFrame(rows)
    table["drop"], table["drop_lo"], table["drop_hi"] = difference_interval(
        table["_x1"], table["_n1"], table["_x2"], table["_n2"])
    return table[columns]
