"""Experiment specs: what a spec expands to, and every named problem as one line, exit code 2, nothing run."""

from itertools import combinations
from math import comb
from pathlib import Path

import pytest

from cli_run import run

from simkit.games.trickster.deck_sweep import deck_of_rank, sample_decks
from simkit.experiments.lineups import field_lineups, rotations
from simkit.experiments.spec import SpecError, cell_seed, load_spec

REPO = Path(__file__).resolve().parent.parent
GOOD = """\
ruleset = "cot"
players = [4]
games = 100
seed = 1
out = "OUT"

[decks]
named = ["beginner"]

[[lineups]]
seats = ["cautious", "random", "random", "random"]
"""


def write(tmp_path, text, name="spec.toml"):
    path = tmp_path / name
    path.write_text(text.replace("OUT", str(tmp_path / "out")))
    return path


def test_rotations_drop_repeats_and_start_with_the_line_up():
    assert rotations(("c", "r", "r", "r")) == [("c", "r", "r", "r"), ("r", "c", "r", "r"), ("r", "r", "c", "r"),
                                              ("r", "r", "r", "c")]
    assert rotations(("c", "r", "c", "r")) == [("c", "r", "c", "r"), ("r", "c", "r", "c")]
    assert rotations(("r", "r", "r")) == [("r", "r", "r")]


def test_a_field_gives_every_mix_of_its_strategies():
    assert field_lineups(["c", "r"], 3) == [("c", "c", "c"), ("c", "c", "r"), ("c", "r", "r"), ("r", "r", "r")]


def test_deck_of_rank_is_the_lexicographic_combination():
    pool = [f"h{i}" for i in range(10)]
    every = list(combinations(pool, 7))
    assert [deck_of_rank(pool, rank) for rank in range(len(every))] == every


def test_a_sample_is_distinct_sorted_and_depends_on_its_seed_only():
    pool = [f"h{i:02d}" for i in range(21)]
    decks = sample_decks(pool, 500, seed=3)
    assert len(set(decks)) == 500 and decks == sorted(decks) and all(len(set(d)) == 7 for d in decks)
    assert decks == sample_decks(pool, 500, seed=3) and decks != sample_decks(pool, 500, seed=4)
    assert len(sample_decks(pool[:8], 8, seed=0)) == comb(8, 7)  # the whole pool when asked for all of it


def test_a_spec_expands_into_cells_with_seeds_from_master_seed_and_cell_only(tmp_path):
    text = GOOD.replace('players = [4]', 'players = [3, 4]').replace(
        'named = ["beginner"]', 'named = ["beginner", "strategist", "Strategist"]\n'
        'pool = ["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary", "Scion"]\nall = true')
    text = text.replace('seats = ["cautious", "random", "random", "random"]', 'seats = ["Cautious"]\n'
                        '[[lineups]]\nseats = ["cautious", "random", "random"]\nrotate = true')
    spec = load_spec(write(tmp_path, text))
    # beginner, strategist, then the 8 decks of the pool less the one equal to beginner
    assert len(spec.decks) == 2 + 8 - 1  # the repeated strategist deck and the pool's beginner deck: once each
    assert spec.decks[:2] == (("Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"),
                              ("Archivist", "Doctor", "Explorer", "Inventor", "Scavenger", "Scion", "Witness"))
    assert all("Scion" in deck for deck in spec.decks[2:])
    assert spec.lineups == {3: (("cautious",) * 3, ("cautious", "random", "random"), ("random", "cautious", "random"),
                                ("random", "random", "cautious")),
                            4: (("cautious",) * 4,)}
    assert len(spec.cells) == 9 * 4 + 9 * 1
    assert [c.cell for c in spec.cells] == list(range(len(spec.cells)))
    assert spec.cells[5].seed == cell_seed(1, 5) != cell_seed(2, 5)
    assert len({c.seed for c in spec.cells}) == len(spec.cells)


def test_the_shipped_specs_are_valid():
    sizes = {}
    for name in ("quickstart", "beginner-vs-strategist", "cot-all-decks-sample", "fantasy-player-counts"):
        spec = load_spec(REPO / "experiments" / f"{name}.toml")
        sizes[name] = len(spec.cells) * spec.games
    assert sizes["cot-all-decks-sample"] == 100_000_000 and sizes["quickstart"] <= 200_000


POOL5 = '["Brigand", "Guard", "Magician", "Nomad", "Peddler"]'
BAD_SPECS = [
    (('games = 100', 'gmaes = 100'), "gmaes: unknown key"),
    (('named = ["beginner"]', 'named = ["beginner"]\nsamples = 3'), "decks.samples: unknown key"),
    (('seats = ["cautious", "random", "random", "random"]', 'seats = ["cautious"]\nrotation = true'),
     "lineups[0].rotation: unknown key"),
    (('named = ["beginner"]', 'lists = [["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Wizard"]]'),
     "decks.lists[0]: unknown hero 'Wizard'"),
    (('named = ["beginner"]', 'pool = ["Brigand", "Wizard"]\nall = true'), "decks.pool: unknown hero 'Wizard'"),
    (('named = ["beginner"]', 'named = ["fancy"]'), "decks.named[0]: unknown deck 'fancy'"),
    (('named = ["beginner"]', 'named = ["random"]'), "decks.named[0]: a 'random' deck changes every game"),
    (('"cautious", "random", "random", "random"', '"cautious", "genius", "random", "random"'),
     "lineups[0].seats: unknown strategy 'genius'"),
    (('named = ["beginner"]', f'pool = {POOL5}\nall = true'), "decks.pool: a pool needs at least 7 heroes, got 5"),
    (('named = ["beginner"]', 'sample = 3\npool = ' + POOL5[:-1] + ', "Soldier", "Scion"]'),
     "decks.sample: the pool of 7 heroes has 1 decks, not 3"),
    (('named = ["beginner"]', 'sample = 3\nall = true'), "decks.sample: give all = true or sample = N, not both"),
    (('named = ["beginner"]', f'pool = {POOL5}'), "decks.pool: a pool needs all = true or sample = N"),
    (('players = [4]', 'players = [4, 7]'), "players: Trickster: Champions of Time is for 2-6 players, not 7"),
    (('players = [4]', 'players = []'), "players: empty"),
    (('named = ["beginner"]', ''), "decks: the sweep is empty"),
    (('seats = ["cautious", "random", "random", "random"]', 'seats = ["cautious", "random", "random"]'),
     "lineups[0].seats: 3 seats, but players is [4]"),
    (('players = [4]', 'players = [4, 5]'), "lineups: no line-up for 5 players"),
    (('seed = 1', ''), "seed: missing"),
    (('seed = 1', 'seed = -1'), "seed: expected an integer >= 0"),
    (('games = 100', 'games = 0'), "games: expected a number of games >= 1, got 0"),
    (('games = 100', 'games = 100\ngames_per_task = 1_000_000'), "games_per_task: at most 250,000"),
    (('ruleset = "cot"', 'ruleset = "poker"'), "ruleset: unknown ruleset 'poker'"),
    (('ruleset = "cot"', 'ruleset = "cot"\ncatalogs = ["nowhere.toml"]'), "catalogs: no such hero file 'nowhere.toml'"),
    (('seed = 1', 'seed = 1 ='), "not valid TOML"),
]


@pytest.mark.parametrize("change, message", BAD_SPECS)
def test_a_bad_spec_is_one_line_naming_file_key_and_reason_and_nothing_runs(tmp_path, capsys, change, message):
    old, new = change
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    code, out, err = run(capsys, "run", str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"simkit: error: {path}: ") and message in err, err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_bad_command_lines(tmp_path, capsys):
    code, _, err = run(capsys, "run", str(tmp_path / "missing.toml"))
    assert code == 2 and "missing.toml: no such spec file" in err
    path = write(tmp_path, GOOD.replace('out = "OUT"\n', ""))
    code, _, err = run(capsys, "run", str(path))
    assert code == 2 and "out: missing (or give --out)" in err
    code, _, err = run(capsys, "run", str(path), "--workers", "2", "--scheduler", "tcp://127.0.0.1:1")
    assert code == 2 and "--workers is for local runs" in err
    code, _, err = run(capsys, "run", str(path), "--workers", "0")
    assert code == 2 and "--workers" in err
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "notes.txt").write_text("mine")
    code, _, err = run(capsys, "run", str(path), "--out", str(tmp_path / "taken"))
    assert code == 2 and "not empty and not a simkit results folder" in err
    assert sorted(p.name for p in (tmp_path / "taken").iterdir()) == ["notes.txt"]


def test_any_name_make_setup_takes_is_a_strategy_in_a_spec(tmp_path):
    text = GOOD.replace('"cautious", "random", "random", "random"',
                        '"dumper", "heuristic:hunter:dump=2", "restricted:cautious:Brigand", "noeffect:random:Guard"')
    (lineup,) = load_spec(write(tmp_path, text)).lineups[4]
    assert lineup[0] == "dumper" and lineup[2:] == ("restricted:cautious:Brigand", "noeffect:random:Guard")
    assert lineup[1].startswith("heuristic:") and "dump=2" in lineup[1]  # make_setup's canonical spelling


COMPOSITION_SPEC = """
ruleset = "trickarus"
players = [3, 4]
games = 10
seed = 1
compositions = ["trickarus-assumed-v1", "mine.toml"]
[[lineups]]
seats = "random"
"""


def test_a_card_list_game_sweeps_compositions_and_hashes_a_designer_file(tmp_path):
    import simkit.games.trickarus as trickarus
    shipped = Path(trickarus.__file__).parent / "compositions" / "trickarus-assumed-v1.toml"
    (tmp_path / "mine.toml").write_text(shipped.read_text())
    (tmp_path / "spec.toml").write_text(COMPOSITION_SPEC)
    spec = load_spec(tmp_path / "spec.toml")
    assert [c.deck for c in spec.cells] == ["trickarus-assumed-v1", "mine.toml"] * 2
    assert spec.design_files == {"mine.toml": (tmp_path / "mine.toml").resolve()}
    assert set(spec.catalog_hashes()) == {"mine.toml"}  # the resume check sees an edit of the file
    assert spec.setup_of(spec.cells[1]).deck == str((tmp_path / "mine.toml").resolve())


@pytest.mark.parametrize("change, message", [
    (("mine.toml", "missing.toml"), "compositions[1]: no such file 'missing.toml'"),
    (('compositions = ["trickarus-assumed-v1", "mine.toml"]', '[decks]\nnamed = ["beginner"]'),
     "decks: trickarus has no hero decks: give compositions = [...]"),
    (('ruleset = "trickarus"', 'ruleset = "trickarus"\ngame = "trickster"'),
     "game: ruleset 'trickarus' is a ruleset of 'trickarus', not 'trickster'"),
])
def test_composition_spec_problems_are_one_line(tmp_path, change, message):
    (tmp_path / "mine.toml").write_text("not = = toml")
    (tmp_path / "spec.toml").write_text(COMPOSITION_SPEC.replace(*change))
    with pytest.raises(SpecError) as caught:
        load_spec(tmp_path / "spec.toml")
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_a_broken_composition_file_is_named(tmp_path):
    (tmp_path / "mine.toml").write_text("not = = toml")
    (tmp_path / "spec.toml").write_text(COMPOSITION_SPEC)
    with pytest.raises(SpecError) as caught:
        load_spec(tmp_path / "spec.toml")
    assert "compositions[1]" in str(caught.value) and "mine.toml" in str(caught.value)
