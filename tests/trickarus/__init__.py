"""Trickarus's tests. Its kernels ask a seat through the decision point its strategies bind
(simkit.games.players.load_players): bound here, before any test compiles a kernel."""

from simkit.games.players import load_players
from simkit.games.trickarus import GAME

load_players(GAME)
