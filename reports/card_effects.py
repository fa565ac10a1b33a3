"""Card-level hero strength: what playing a hero does to that seat's own result.

- play_effects: the change in a seat's final total per play of the hero (lower totals win
  in Trickster, so a negative effect helps the player), fitted within each (cell, seat) from the
  runner's sufficient statistics and pooled over cells and seats (a fixed-effects slope: deck,
  line-up and seat differences cancel out). It measures association within the games played,
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
from reports.stats import CELL, DECK, GROUP, difference_interval


def play_effects(results) -> pd.DataFrame:
    """One row per (ruleset, players, hero): points added to the final total per play, its 95%
    interval, p-value, plays per game, and the games behind it."""
    seat_keys = CELL + ["seat"]
    hero_seats = results.hero_seats.merge(
        results.seats[seat_keys + ["score_sum", "score_sq_sum"]], on=seat_keys, how="inner")
    n = hero_seats["games"].to_numpy(float)
    hero_seats["sxx"] = hero_seats["plays_sq_sum"] - hero_seats["plays_sum"] ** 2 / n
    hero_seats["sxy"] = hero_seats["plays_score_sum"] - hero_seats["plays_sum"] * hero_seats["score_sum"] / n
    hero_seats["syy"] = hero_seats["score_sq_sum"] - hero_seats["score_sum"] ** 2 / n
    hero_seats["dof"] = n - 1
    sums = hero_seats.groupby(GROUP + ["hero"], as_index=False, observed=True)[
        ["games", "plays_sum", "sxx", "sxy", "syy", "dof"]].sum()
    sums = sums[(sums["sxx"] > 0) & (sums["dof"] > 1)].reset_index(drop=True)  # plays that vary: a slope exists
    slope = sums["sxy"] / sums["sxx"]
    dof = sums["dof"] - 1
    residual = (sums["syy"] - slope * sums["sxy"]) / dof
    se = np.sqrt(residual / sums["sxx"])
    t = stats.t.ppf(0.975, dof)
    return pd.DataFrame({"ruleset": sums["ruleset"], "players": sums["players"], "hero": sums["hero"],
                         "points_per_play": slope, "points_lo": slope - t * se, "points_hi": slope + t * se,
                         "p_value": 2 * stats.t.sf(np.abs(slope / se), dof),
                         "plays_per_game": sums["plays_sum"] / sums["games"], "games": sums["games"]})


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
