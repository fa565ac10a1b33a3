from simkit.games.trickerion.theater_track import setup_track_nb as setup_theater_nb  # noqa: F401
