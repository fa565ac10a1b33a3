"""Paired cells (experiments/pairing.py): a wrapped line-up shares its base cell's seed, [verdicts]
adds one wrapped cell per seat and hero after every other cell, and a wrapper naming a hero a
deck lacks is played only on the decks that hold it."""

import pytest

from simkit.experiments.pairing import base_lineup, unwrapped, verdict_lineups
from simkit.experiments.spec import SpecError, cell_seed, load_spec

SPEC = """\
ruleset = "cot"
players = 4
games = 400
seed = 3

[decks]
named = ["beginner", "strategist"]

[[lineups]]
seats = ["cautious"]
{extra}
"""


def spec_of(tmp_path, extra):
    path = tmp_path / "spec.toml"
    path.write_text(SPEC.format(extra=extra))
    return load_spec(path)


def test_unwrapped_strips_the_wrapper_and_keeps_a_base_with_colons():
    assert unwrapped("restricted:heuristic:dumper:dump=2:Guard") == "heuristic:dumper:dump=2"
    assert unwrapped("noeffect:cautious:Guard") == "cautious" and unwrapped("cautious") == "cautious"
    assert base_lineup(("noeffect:cautious:Guard", "random")) == ("cautious", "random")


def test_rotate_measures_one_seat_per_item_turning_with_the_deck():
    found = verdict_lineups(("cautious", "random", "cautious"), "cautious", "noeffect", ("A", "B"), "rotate", 1)
    assert found == [("cautious", "random", "noeffect:cautious:A"), ("noeffect:cautious:B", "random", "cautious")]


def test_a_wrapped_line_up_shares_the_seed_of_its_base_cell_and_others_keep_theirs(tmp_path):
    spec = spec_of(tmp_path, '[[lineups]]\nseats = ["restricted:cautious:Guard", "cautious", "cautious", "cautious"]')
    by_lineup = {(c.deck_id, c.lineup_text): c for c in spec.cells}
    base = by_lineup[(0, "cautious,cautious,cautious,cautious")]
    wrapped = by_lineup[(0, "restricted:cautious:Guard,cautious,cautious,cautious")]
    assert wrapped.paired_with == base.cell and wrapped.seed == base.seed
    assert base.seed == cell_seed(3, base.cell) and base.paired_with == -1


def test_a_wrapper_is_played_only_on_the_decks_holding_its_hero(tmp_path):
    spec = spec_of(tmp_path, '[[lineups]]\nseats = ["restricted:cautious:Guard", "cautious", "cautious", "cautious"]')
    wrapped = [c for c in spec.cells if c.lineup[0].startswith("restricted")]
    assert [c.deck_id for c in wrapped] == [0]  # Guard is in the beginner deck, not the strategist deck
    assert [c.cell for c in spec.cells] == list(range(len(spec.cells)))


def test_a_wrapper_no_deck_can_play_is_refused(tmp_path):
    with pytest.raises(SpecError, match="no deck of the spec can play it"):
        spec_of(tmp_path, '[[lineups]]\nseats = ["restricted:cautious:Hunter", "cautious", "cautious", "cautious"]')


def test_verdicts_add_a_cell_per_seat_and_hero_after_the_others(tmp_path):
    plain = spec_of(tmp_path, "")
    spec = spec_of(tmp_path, '[verdicts]\nbase = "cautious"')
    assert len(spec.cells) == 2 * (1 + 7 * 4)
    assert [(c.lineup, c.seed) for c in spec.cells[:2]] == [(c.lineup, c.seed) for c in plain.cells]
    added = spec.cells[2:]
    assert all(c.paired_with == c.deck_id for c in added)  # cell 0 and cell 1 are the decks' base cells
    assert all(c.seed == spec.cells[c.paired_with].seed for c in added)
    assert spec.games_per_task == 20  # fixed decks: at least 20 blocks per cell for the paired interval


@pytest.mark.parametrize("table, problem", [
    ('base = "nobody"', "verdicts.base"),
    ('base = "random"', "no line-up has a seat playing 'random'"),
    ('base = "cautious"\nwrapper = "hide"', "verdicts.wrapper"),
    ('base = "cautious"\nseats = "some"', "verdicts.seats"),
    ('base = "cautious"\nlevel = 3', "verdicts.level: unknown key"),
])
def test_a_bad_verdicts_table_is_one_line(tmp_path, table, problem):
    with pytest.raises(SpecError, match=problem):
        spec_of(tmp_path, f"[verdicts]\n{table}")
