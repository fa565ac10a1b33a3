"""Card-level hero strength: what playing a hero does to that seat's own result.

- play_effects: the change in a seat's final total per play of the hero (lower totals win
  in Trickster, so a negative effect helps the player), fitted within each (cell, seat) from the
  runner's sufficient statistics and pooled over cells and seats (a fixed-effects slope: deck,
  line-up and seat differences cancel out). It measures association within the games played,
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

from reports.lineups import parse_wrapper
from reports.paired import contrasts, holm, normal_interval, pairs
from reports.resampling import bootstrap_se
from reports.stats import CELL, DECK, GROUP, Z95, difference_interval


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
            lo, hi = normal_interval(group.value, se)
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
        se = float(np.sqrt((w ** 2 * (d - value) ** 2).sum() * len(d) / max(len(d) - 1, 1))) if len(d) > 1 else np.nan
        lo, hi = normal_interval(value, se)
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
