"""docs/findings_trickerion_dawn.py and its sections (docs/dawn_sections.py): the whole pipeline (the
specs run small, the page) runs on a tiny results folder, the page carries the assumed-data caveat
and no nan, its tables are whole, and a missing results folder or run is one line and exit code 2."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from cli_run import run

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs"))

SPECS = {"full-seats": 24, "full-skill": 12, "academy-seats": 24, "academy-skill": 12}


def test_the_page_is_made_from_a_tiny_results_folder(tmp_path, capsys):
    import findings_trickerion_dawn as page
    for name, games in SPECS.items():
        code, _, err = run(capsys, "run", str(ROOT / "experiments" / f"trickerion-{name}.toml"),
                           "--out", str(tmp_path / f"trickerion-{name}"), "--games", str(games), "--workers", "1")
        assert code == 0, err
    d = page.load_data(tmp_path)
    lines = (page.header(d, {}, "") + page.dawn_section(d) + page.module_section(d) + page.magician_section(d)
             + page.signal_section(d) + page.footer(d))
    text = "\n".join(lines)
    for title in ("## 1. How much Dawn's Contraptions and Signature Tricks are used", "## 2. What Dawn changes",
                  "### Seat advantage", "### Skill gap", "## 3. The 12 Magicians under Dawn", "## 4. Signals"):
        assert title in text
    assert "**Caveat: assumed data" in text and "indicative only" in text
    assert "`contraptions`" in text and "`signature_tricks`" in text
    assert not re.search(r"\bnan\b", text, re.IGNORECASE)
    assert "`trickerion-full-seats` 72" in text
    assert len(d.categories) == 12 and len(d.signatures) == 12
    # every table row has as many cells as its header
    for block in text.split("\n\n"):
        rows = [line for line in block.split("\n") if line.startswith("|")]
        if rows:
            assert {row.count("|") for row in rows} == {rows[0].count("|")}, rows[0]
    # every Signature Trick has a row, and only its own Magician's seats learn it (T120)
    table = d.signature_table()
    assert set(table["trick"]) == set(d.signatures) and set(table["players"]) == {2, 3, 4}
    assert ((table["magician_games"] > 0) | (table["learned"] == 0)).all()
    for n in (2, 3, 4):
        totals = d.signature_totals(n)
        assert totals["learned"] >= 0 and 0 <= totals["share"] <= 1


@pytest.mark.parametrize("folder", ["nothing", "empty"])
def test_a_missing_results_folder_or_run_is_one_line_and_exit_code_2(tmp_path, folder):
    (tmp_path / "empty").mkdir()
    found = subprocess.run([sys.executable, str(ROOT / "docs" / "findings_trickerion_dawn.py"),
                            str(tmp_path / folder)], capture_output=True, text=True)
    assert found.returncode == 2 and len(found.stderr.strip().splitlines()) == 1, found.stderr
    assert "make-findings-trickerion-dawn.sh" in found.stderr
