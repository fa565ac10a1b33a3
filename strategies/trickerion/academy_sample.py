"""What a seat cannot know of Dahlgaard's Academy (RULES §4.3), dealt anew for search's samples:
the order of each of the six face-down tile stacks and of the Secret stack (which also hides,
under P30, which Secrets another seat drew and put back under it). Their contents are public
(the box less what is on the board); each stack keeps its own tiles, sorted by id and shuffled,
so the sample never depends on the true order. Nothing is drawn without the Academy.
"""

import numpy as np

from simkit.engine.jit import lean_kernel
from simkit.engine.stack_arrays import stack_zeros
from simkit.games.trickerion.layout import (ACADEMY, MAX_SECRETS, MAX_STACK, SECRET_STACK, SECRET_STACK_N,
                                            TILE_STACK, TILE_STACK_N, TILE_STACKS)
from simkit.strategies.trickerion.sampling import shuffle_sorted_nb


@lean_kernel
def redeal_academy_nb(sim, streams):
    if sim[ACADEMY] == 0:
        return
    tiles = stack_zeros(MAX_STACK, np.int32)
    for stack in range(TILE_STACKS):
        m = sim[TILE_STACK_N + stack]
        for i in range(m):
            tiles[i] = sim[TILE_STACK + stack * MAX_STACK + i]
        shuffle_sorted_nb(tiles, m, streams)
        for i in range(m):
            sim[TILE_STACK + stack * MAX_STACK + i] = tiles[i]
    secrets = stack_zeros(MAX_SECRETS, np.int32)
    m = sim[SECRET_STACK_N]
    for i in range(m):
        secrets[i] = sim[SECRET_STACK + i]
    shuffle_sorted_nb(secrets, m, streams)
    for i in range(m):
        sim[SECRET_STACK + i] = secrets[i]
