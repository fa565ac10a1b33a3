"""Card-level hero strength: what playing a hero does to that seat's own result.

- play_effects: the change in a seat's final total per play of the hero (game-score points; lower
  totals win in Trickster, so a negative effect helps the player) and in its win share per play
  (points of win share, the report's common unit), fitted within each (cell, seat) from the
  runner's sufficient statistics and pooled over cells and seats (a fixed-effects slope: deck,
  line-up and seat differences cancel out). With sampled decks the interval is a cluster
  bootstrap over decks. It measures association within the games played,
  not a controlled experiment: a hero played more in games that go well for other reasons
  looks stronger. The restricted-play drops below are the controlled measure.
- restricted_play: Jaffe's restricted play. A seat whose strategy holds hero X back while it has
  another legal card (or plays it without its effect) against the same seat unrestricted, on the
  same deals (paired cells): the drop in win share is the cost of holding X back (or of its
  effect). Holding back *any* card costs a player something, so restricted play answers "what
  does this card's availability give" rather than "is this hero too strong"; the verdict
  (reports/verdicts.py) answers that.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from simkit.reports.lineups import parse_wrapper
from simkit.reports.paired import MIN_UNITS, contrasts, pairs, t_interval
from simkit.reports.resampling import bootstrap_se, cluster_bootstrap, decks_are_sampled, percentile_interval
from simkit.reports.stats import CELL, DECK, GROUP, Z95, difference_interval, holm


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
    """One row per wrapper strategy (and per deck if asked): the cost of holding the item back
    (``restricted``) or of ignoring its effect (``noeffect``) for the wrapped seat.

    Paired where the spec paired the cells (experiments/pairing.py): the wrapped seat against
    the *same seat* of its base cell on the same deals, with an interval from the paired
    resampling of reports/paired.py (``paired`` True). A wrapped cell without a base cell in
    the experiment (or a folder made before pairing) falls back to the base strategy's seats in
    the other cells of the deck, a comparison on other deals (``paired`` False), Newcombe's
    interval. What it measures: restricted play holds the item back while another card is
    legal, so the drop is the cost of holding it back (the player still plays it when it is the
    only legal card), not the item's strength; docs/reports.md."""
    keys = (DECK if per_deck else GROUP)
    columns = keys + ["hero", "wrapper", "base", "paired", "base_games", "base_share", "wrapped_games",
                      "wrapped_share", "drop", "drop_lo", "drop_hi", "p_value", "p_holm", "significant"]
    rows = _paired_rows(results, keys) + _unpaired_rows(results, keys)
    if not rows:
        return pd.DataFrame(columns=columns)
    table = pd.DataFrame(rows)
    table["p_holm"] = np.nan
    for _, group in table.groupby(GROUP, observed=True):
        table.loc[group.index, "p_holm"] = holm(group["p_value"])
    table["significant"] = table["p_holm"] < 0.05
    return table[columns].sort_values(keys + ["wrapper", "drop"], ascending=[True] * len(keys) + [True, False],
                                      kind="stable").reset_index(drop=True)


def _paired_rows(results, keys: list[str]) -> list[dict]:
    table = pairs(results)
    if table.empty:
        return []
    rows = []
    if keys == GROUP:
        found = contrasts(results)
        for group in found:
            se = bootstrap_se(group.replicates)
            lo, hi = group.interval(group.value, se)
            se = se * np.sqrt(group.units / group.df)
            if group.units < MIN_UNITS:  # too few blocks to resample: no interval, no test (not "significant")
                lo, hi, se = (np.full(len(group.value), np.nan) for _ in range(3))
            for i, key in enumerate(group.keys.itertuples(index=False)):
                mine = table[(table["players"] == key.players) & (table["ruleset"] == key.ruleset)
                             & (table["wrapper"] == key.wrapper) & (table["base"] == key.base)
                             & (table["item"] == key.item)]
                rows.append(_row(dict(zip(GROUP, (key.ruleset, key.players))), key.item, key.wrapper, key.base, mine,
                                 group.value[i], lo[i], hi[i], se[i]))
        return rows
    for deck_keys, mine in table.groupby(keys + ["wrapper", "base", "item"], observed=True):
        games = mine["games"].sum()
        value = (mine["wins_base"] - mine["wins_wrapped"]).sum() / games
        # within one deck the blocks of each base cell are the independent units
        per_block = mine.groupby(["base_cell", "block"])[["wins_base", "wins_wrapped", "games"]].sum()
        d = (per_block["wins_base"] - per_block["wins_wrapped"]) / per_block["games"]
        w = per_block["games"] / per_block["games"].sum()
        se = (float(np.sqrt((w ** 2 * (d - value) ** 2).sum() * len(d) / max(len(d) - 1, 1)))
              if len(d) >= MIN_UNITS else np.nan)
        lo, hi = t_interval(value, se, len(d) - 1)
        rows.append(_row(dict(zip(keys, deck_keys[:len(keys)])), deck_keys[-1], deck_keys[-3], deck_keys[-2], mine,
                         value, lo, hi, se))
    return rows


def _row(head: dict, item, wrapper, base, mine, value, lo, hi, se) -> dict:
    games = float(mine["games"].sum())
    p = float(2 * stats.norm.sf(abs(value) / se)) if se and np.isfinite(se) and se > 0 else np.nan
    return {**head, "hero": item, "wrapper": wrapper, "base": base, "paired": True, "base_games": int(games),
            "base_share": mine["wins_base"].sum() / games, "wrapped_games": int(games),
            "wrapped_share": mine["wins_wrapped"].sum() / games, "drop": value, "drop_lo": lo, "drop_hi": hi,
            "p_value": p}


def _unpaired_rows(results, keys: list[str]) -> list[dict]:
    """Wrapped cells without a paired base cell: the wrapped seats against the base strategy's
    seats of the deck's unwrapped cells (other deals), Newcombe's interval."""
    seats = results.seats
    if "paired_with" in results.cells:
        unpaired_cells = results.cells[results.cells["paired_with"] < 0][CELL]
        seats = seats.merge(unpaired_cells, on=CELL)
    wrapped = seats[seats["strategy"].map(lambda name: parse_wrapper(name) is not None)]
    plain_cells = seats.groupby(CELL, observed=True)["strategy"].transform(
        lambda names: not any(parse_wrapper(n) for n in names))
    plain = seats[plain_cells.astype(bool)]
    rows = []
    for name, mine in wrapped.groupby("strategy", observed=True):
        wrapper, base, hero = parse_wrapper(name)
        theirs = plain[plain["strategy"] == base]
        for group_keys, chunk in mine.groupby(keys, observed=True):
            group_keys = group_keys if isinstance(group_keys, tuple) else (group_keys,)
            match = theirs
            for k, v in zip(keys, group_keys):
                match = match[match[k] == v]
            if match.empty:
                continue
            x1, n1, x2, n2 = match["wins"].sum(), match["games"].sum(), chunk["wins"].sum(), chunk["games"].sum()
            drop, lo, hi = difference_interval([x1], [n1], [x2], [n2])
            se = (hi[0] - lo[0]) / (2 * Z95)
            rows.append({**dict(zip(keys, group_keys)), "hero": hero, "wrapper": wrapper, "base": base,
                         "paired": False, "base_games": int(n1), "base_share": x1 / n1, "wrapped_games": int(n2),
                         "wrapped_share": x2 / n2, "drop": drop[0], "drop_lo": lo[0], "drop_hi": hi[0],
                         "p_value": float(2 * stats.norm.sf(abs(drop[0]) / se)) if se > 0 else np.nan})
    return rows
