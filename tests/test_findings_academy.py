"""docs/findings_trickerion_academy.py and its helpers: the paired comparison of a restricted seat
and the Academy's share of the Fame have honest intervals, and the whole pipeline (the specs run
small, the page) runs on a tiny results folder."""

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cli_run import run

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs"))

import academy_results as A  # noqa: E402
import dark_alley_stats as S  # noqa: E402


def _planted_blocks(rng, blocks: int, loss: float):
    """Per block of 100 games and 4 seats: the plain seat's wins and the restricted seat's, which shares
    the block's deals (a block-level luck both see) and loses ``loss`` of win share."""
    games = np.full(blocks, 400.0)
    luck = rng.normal(0, 0.05, blocks)
    base = rng.binomial(400, np.clip(0.25 + luck, 0, 1)).astype(float)
    mine = rng.binomial(400, np.clip(0.25 + luck - loss, 0, 1)).astype(float)
    return base - mine, games


def test_the_paired_ratio_recovers_a_planted_loss_and_covers_the_null():
    rng = np.random.default_rng(5)
    found = A._paired_ratio(*_planted_blocks(rng, 40, 0.05))
    assert found.lo < 0.05 < found.hi and found.p < 1e-6
    covered = sum(A._paired_ratio(*_planted_blocks(rng, 20, 0.0)).p >= 0.05 for _ in range(200))
    assert covered >= 180  # 95% expected


def test_the_sum_and_the_ratio_hold_whatever_the_correlation():
    rng = np.random.default_rng(6)
    x = rng.normal(3, 1, 5000)
    y = x + rng.normal(0, 0.1, 5000)  # near perfectly correlated: the true se of the sum is twice one's
    ex, vx = S.mean_values(x)
    ey, vy = S.mean_values(y)
    total, _ = A.summed([(ex, vx), (ey, vy)])
    true_se = (x + y).std(ddof=1) / np.sqrt(x.size)
    assert total.value == pytest.approx(x.mean() + y.mean()) and total.se >= 0.99 * true_se
    fame, _ = S.mean_values(x + y + 20)
    share = A.ratio_bounds(total, fame)
    assert share.lo < (x + y).mean() / (x + y + 20).mean() < share.hi


SPECS = {"academy-seats": 24, "academy-sparse": 24, "academy-da-hand": 24, "academy-noacademy": 200,
         "academy-skill": 24, "dark-alley-seats": 24, "dark-alley-base": 24, "dark-alley-skill": 24, "skill": 24}


def test_the_page_is_made_from_a_tiny_results_folder(tmp_path, capsys):
    import findings_trickerion_academy as page
    for name, games in SPECS.items():
        code, _, err = run(capsys, "run", str(ROOT / "experiments" / f"trickerion-{name}.toml"),
                           "--out", str(tmp_path / f"trickerion-{name}"), "--games", str(games), "--workers", "1")
        assert code == 0, err
    d = page.load_data(tmp_path)
    lines = (page.header(d, {}, "") + page.academy_section(d) + page.magician_section(d) + page.module_section(d)
             + page.sensitivity_section(d) + page.signal_section(d) + page.footer(d))
    text = "\n".join(lines)
    for title in ("## 1. Is the Academy worth visiting?", "## 2. The 12 Magicians", "## 3. What each module does",
                  "## 4. Which conclusions change with the assumed data", "## 5. Signals"):
        assert title in text
    assert "**Caveat: assumed data.**" in text and "`academy_tiles`" in text and "`secrets`" in text
    assert not re.search(r"\bnan\b", text, re.IGNORECASE)
    assert "`trickerion-academy-seats` 72" in text
    assert len(d.categories) == 12 and len(d.academy_magicians) == 4
    # every table row has as many cells as its header
    for block in text.split("\n\n"):
        rows = [line for line in block.split("\n") if line.startswith("|")]
        if rows:
            assert {row.count("|") for row in rows} == {rows[0].count("|")}, rows[0]
    # the restricted seat never places a character at the Academy, on both compositions
    table = d.noacademy
    assert set(table["deck"]) == {"trickerion-assumed-v1", "trickerion-academy-sparse"}
    assert set(table["players"]) == {2, 3, 4} and (table["blocks"] == 2).all()
    assert "the `noacademy` seats placed" in text


@pytest.mark.parametrize("folder", ["nothing", "empty"])
def test_a_missing_results_folder_or_run_is_one_line_and_exit_code_2(tmp_path, folder):
    (tmp_path / "empty").mkdir()
    found = subprocess.run([sys.executable, str(ROOT / "docs" / "findings_trickerion_academy.py"),
                            str(tmp_path / folder)], capture_output=True, text=True)
    assert found.returncode == 2 and len(found.stderr.strip().splitlines()) == 1, found.stderr
    assert "make-findings-trickerion-academy.sh" in found.stderr
