"""The trace's first event, its JSON form, and the replay text."""

import json

from simkit.games.trickarus import GAME


def test_trace_starts_with_the_game_event_and_is_json():
    setup = GAME.make_setup("trickarus", 2, None, ["climber", "flipper"])
    events = GAME.trace(setup, 42, 3)
    head = events[0]
    assert {k: head[k] for k in ("event", "family", "ruleset", "players", "composition", "strategies", "seed",
                                 "game")} == {"event": "game", "family": "trickarus", "ruleset": "trickarus",
                                              "players": 2, "composition": "trickarus-assumed-v2",
                                              "strategies": ["climber", "flipper"], "seed": 42, "game": 3}
    assert "version" in head and len(head["cards"]) == 40
    assert json.loads(json.dumps(events)) == events
    assert events[-1]["event"] == "end"
    deals = [e for e in events if e["event"] == "deal"]
    assert len(deals[0]["saved"]) == 20


def test_replay_text_tells_the_game():
    setup = GAME.make_setup("trickarus-coop", 3, None, "coop")
    text = GAME.render(GAME.trace(setup, 1, 0))
    assert text.startswith("Trickarus, trickarus-coop, 3 players")
    assert "Round 1: Day; seat 0 leads" in text and "out of the game: Pink 0/Blue 0" in text
    assert "Final heights" in text and ("the team landed everyone" in text or "the team failed" in text)
