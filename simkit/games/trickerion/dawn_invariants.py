"""Dawn of Technology's state invariants (invariants.check_state_nb's 14): ``check_dawn_nb``
returns 0, or 1 when something breaks: Contraptions built outside 0..4, one Active or in force
that is not built, one both Active and in force; a Signature Trick held by a seat whose Magician
it is not, or a Trick out of the game (a counterpart) still held; without Dawn, any of these
fields set."""

from simkit.engine.jit import kernel
from simkit.games.trickerion.layout import (CONTRAPTION_ACTIVE, CONTRAPTION_IN_FORCE, CONTRAPTIONS, CONTRAPTIONS_BUILT,
                                            DAWN, MAGICIAN, N_PLAYERS, N_TRICKS, TRICK_IN_GAME, TRICK_OWNER,
                                            TRICK_SIGNATURE_OF)


@kernel
def check_dawn_nb(s):
    for p in range(s[N_PLAYERS]):
        built = s[CONTRAPTIONS_BUILT + p]
        if built < 0 or built > CONTRAPTIONS or (s[DAWN] == 0 and built != 0):
            return 1
        for k in range(CONTRAPTIONS):
            active = s[CONTRAPTION_ACTIVE + p * CONTRAPTIONS + k]
            in_force = s[CONTRAPTION_IN_FORCE + p * CONTRAPTIONS + k]
            if (active != 0 or in_force != 0) and (k >= built or active + in_force != 1):
                return 1
    for trick in range(s[N_TRICKS]):
        owner = s[TRICK_OWNER + trick]
        if owner < 0:
            continue
        if s[TRICK_IN_GAME + trick] == 0:
            return 1
        magician = s[TRICK_SIGNATURE_OF + trick]
        if magician >= 0 and magician != s[MAGICIAN + owner]:
            return 1
    return 0
