from simkit.games.trickerion.theater_set_up import can_reschedule_nb, can_set_up_nb, reschedule_nb, set_up_nb  # noqa: F401
