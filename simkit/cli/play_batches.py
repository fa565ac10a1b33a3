"""``simkit play`` for any number of games: chunks of games, reduced as they finish.

Game g of a seed is the same game in any batch (the engine seeds it from (seed, g)), so the
games are played as chunks ``first .. first + count - 1``, on this process or on worker
processes, and each chunk is reduced to running sums (simkit.play_summary) as it finishes:
memory stays flat and the summary is the same for any chunking or number of workers.
"""

from __future__ import annotations

import time
from concurrent.futures import FIRST_COMPLETED, wait

MAX_PLAY_GAMES = 10**10  # ~6 days at 20,000 games/s: beyond that, a typo (or an experiment spec)
CHUNK_SECONDS = 0.5  # aim for chunks of about this much play, for progress and Ctrl-C
MIN_CHUNK, MAX_CHUNK = 200, 50_000  # games: a chunk's arrays stay a few tens of megabytes


def play_chunk(game_name: str, setup, seed: int, first: int, count: int):
    """Games ``first .. first + count - 1`` of ``seed``, reduced (runs in a worker process too)."""
    from simkit.games.registry import get_game
    return get_game(game_name).summarise(setup, seed=seed, games=count, first_game=first)


class _Quiet:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def advance(self, games: int) -> None:
        pass


def _progress(total: int, show: bool):
    if not show:
        return _Quiet()
    from simkit.experiments.progress import RichProgress
    return RichProgress(total, 0)


def play_games(game, setup, games: int, seed: int, pool=None, show_progress: bool = False):
    """The summary of games 0 .. games-1 of ``seed``; ``pool``: an experiments.executors.Pool
    (None: this process). Returns (summary, wall seconds)."""
    start = time.perf_counter()
    summary, next_game, size = None, 0, MIN_CHUNK
    in_flight = {}
    slots = 1 if pool is None else pool.slots
    with _progress(games, show_progress) as progress:
        while next_game < games or in_flight:
            while next_game < games and len(in_flight) < 2 * slots:
                count = min(size, games - next_game)
                if pool is None:
                    began = time.perf_counter()
                    part = play_chunk(game.name, setup, seed, next_game, count)
                    summary = part if summary is None else summary.merge(part)
                    progress.advance(count)
                    elapsed = time.perf_counter() - began
                    size = max(MIN_CHUNK, min(MAX_CHUNK, int(count * CHUNK_SECONDS / max(elapsed, 1e-6))))
                else:
                    future = pool.executor.submit(play_chunk, game.name, setup, seed, next_game, count)
                    in_flight[future] = count
                    size = min(MAX_CHUNK, size * 2)
                next_game += count
            if in_flight:
                done, _ = wait(in_flight, return_when=FIRST_COMPLETED)
                for future in done:
                    count = in_flight.pop(future)
                    part = future.result()
                    summary = part if summary is None else summary.merge(part)
                    progress.advance(count)
    return summary, time.perf_counter() - start
