"""docs/findings_trickerion_dark_alley.py and its helpers: the statistics recover planted values
with honest intervals, and the whole pipeline (the specs run small, the traces, the page) runs on
a tiny results folder."""

import re
import sys
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

from cli_run import run

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs"))

import dark_alley_stats as S  # noqa: E402


def test_cluster_mean_of_one_value_per_game_is_the_t_interval():
    rng = np.random.default_rng(1)
    values = rng.normal(2.0, 3.0, 400)
    found = S.cluster_mean(values, np.arange(400))
    plain, _ = S.mean_values(values)
    assert found.value == pytest.approx(plain.value)
    assert found.hi - found.lo == pytest.approx(plain.hi - plain.lo, rel=0.01)


def test_cluster_mean_widens_for_values_that_share_a_game():
    rng = np.random.default_rng(2)
    games = np.repeat(np.arange(300), 2)
    values = np.repeat(rng.normal(0, 1, 300), 2) + rng.normal(0, 0.1, 600)  # twins: 300 units, not 600
    clustered, naive = S.cluster_mean(values, games), S.mean_values(values)[0]
    assert clustered.hi - clustered.lo > 1.3 * (naive.hi - naive.lo)


def test_welch_matches_scipy():
    rng = np.random.default_rng(3)
    a, b = rng.normal(1, 2, 50), rng.normal(0, 1, 80)
    found = S.welch(a.mean(), a.var(ddof=1), a.size, b.mean(), b.var(ddof=1), b.size)
    assert found.p == pytest.approx(stats.ttest_ind(a, b, equal_var=False).pvalue)


def _planted_turns(rng, games: int, effect: float):
    """Games of 6 turns, a turn effect, one of 27 'Prophecies' drawn per turn; Prophecy 0 adds effect;
    a game-level shift shared by its turns (so the game, not the turn, is the unit)."""
    game = np.repeat(np.arange(games), 6)
    turn = np.tile(np.arange(2, 8), games)
    prophecy = np.concatenate([rng.choice(27, 6, replace=False) for _ in range(games)])
    y = 0.5 * turn + np.repeat(rng.normal(0, 1.5, games), 6) + rng.normal(0, 1, game.size) + effect * (prophecy == 0)
    return y, turn, game, prophecy == 0


def test_matched_difference_recovers_a_planted_swing_and_covers_the_null():
    rng = np.random.default_rng(4)
    y, turn, game, member = _planted_turns(rng, 3000, 1.0)
    found = S.matched_difference(y, turn, game, member)
    assert found.lo < 1.0 < found.hi and found.p < 1e-6
    covered = sum(S.matched_difference(*_planted_turns(rng, 400, 0.0)).p >= 0.05 for _ in range(100))
    assert covered >= 88  # 95% expected; the game-level shift would break a per-turn interval


def test_share_difference_is_newcombe_with_a_p_value():
    found = S.share_difference(60, 100, 40, 100)
    assert found.lo < 0.2 < found.hi and found.p < 0.01
    assert S.share_difference(50, 100, 50, 100).p == pytest.approx(1.0)


SPECS = ["dark-alley-seats", "dark-alley-noprophecies", "dark-alley-noabilities", "dark-alley-base",
         "dark-alley-skill", "skill"]


def test_the_page_is_made_from_a_tiny_results_folder(tmp_path, capsys):
    import dark_alley_traces
    import findings_trickerion_dark_alley as page
    for name in SPECS:
        code, _, err = run(capsys, "run", str(ROOT / "experiments" / f"trickerion-{name}.toml"),
                           "--out", str(tmp_path / f"trickerion-{name}"), "--games", "24", "--workers", "1")
        assert code == 0, err
    for name, games in (("seats", 24), ("base", 8)):
        dark_alley_traces.run(tmp_path, ROOT / "experiments" / f"trickerion-dark-alley-{name}.toml", games, 1)
    d = page.load_data(tmp_path)
    lines = (page.header(d, {}, "") + page.magician_section(d) + page.card_section(d) + page.prophecy_section(d)
             + page.base_section(d) + page.module_section(d) + page.signal_section(d) + page.footer())
    text = "\n".join(lines)
    for title in ("## 1. Magicians", "## 2. Special Assignment cards", "## 3. Prophecies",
                  "## 4. The Dark Alley against the base game", "## 5. What each module does", "## 6. Signals"):
        assert title in text
    assert not re.search(r"\bnan\b", text, re.IGNORECASE)
    assert "`trickerion-dark-alley-seats` 24 per player count" in text and "`trickerion-dark-alley-seats` 72" in text
    # the traced games are the run's games: the same final Fame, seat by seat
    traced = dark_alley_traces.load(tmp_path, "trickerion-dark-alley-seats")[1]["seats"]
    from simkit import experiments
    run_seats = experiments.load(tmp_path / "trickerion-dark-alley-seats").seats
    assert set(traced["magician"]) <= set(d.categories)
    assert traced.groupby(["players", "seat"])["fame"].sum().tolist() == \
        run_seats.groupby(["players", "seat"])["score_sum"].sum().tolist()
