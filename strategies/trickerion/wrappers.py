"""Restricted play around any base Trickerion strategy (registry: ``restricted:<base>:<what>``).

A restricted seat's strategy word carries ids.RESTRICTED; what it sets aside is its parameter
row's PARAM_RESTRICT (RESTRICT_*) and PARAM_RESTRICT_ARG (a category id or a character type):

- ``nolearn=<category>``: never takes a Trick of the category by choice: not at Learn (D14),
  not as the Engineer's bonus Trick (D4), not as the starting Trick (D3), and it drafts a
  Magician whose Favourite is another category (D1). At an action (D13) Learn is set aside when
  every Trick it could learn is of the category, so Learn never leads to one;
- ``nohire=<specialist>``: never chooses the Specialist at setup (D4) nor hires it (D14); Hire
  is set aside at D13 when the Specialist is the only type it could hire;
- ``noadvertise``: never Advertises (D5);
- ``noacademy``: never sends a character to the Academy: no Assignment card of the Academy (D7, P31's
  late assignment, Hypnotic Motivation's card) and no Freelancer going there; its Protégé works
  elsewhere or stays idle. Without the Academy it restricts nothing.

The options set aside are taken out of the list before the base strategy chooses, the full list
waiting in FILTER_SCRATCH (the tail of the options area, beyond any list these decisions write);
``put_back_nb`` (strategies/wrappers.py) restores it. When every option would be set aside the
restriction yields (the list is left whole), as Trickarus' ``lightning`` does; in the base game
that happens only at setup: the starting Trick of a Magician whose Favourite is the category (a
random or given Magician, or the last seat of a draft) (docs/trickerion.md, T49).
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.downtown_nb import DIE_INN, hireable_nb, learnable_nb
from simkit.games.trickerion.layout import (ACADEMY, ACADEMY_LOC, DECIDE_ASSIGN, DECIDE_FREELANCE_LOCATION,
                                            DECIDE_HIRED_CARD, DECIDE_LATE_ASSIGN, SA_LOC, SA_OPTION, ACT_HIRE, ACT_LEARN, CTX_KIND, DECIDE_ACTION, DECIDE_ADVERTISE,
                                            DECIDE_ENGINEER_TRICK, DECIDE_HIRE, DECIDE_LEARN_TRICK, DECIDE_MAGICIAN,
                                            DECIDE_SPECIALIST, DECIDE_START_TRICK, DICE, DIE_KIND, MAGICIAN_CATEGORY,
                                            MAX_OPTIONS, N_DICE, N_OPTIONS, N_TRICKS, OPTIONS, TRICK_CATEGORY)
from simkit.games.trickerion.vocabulary import FACE_X
from simkit.games.trickerion.options import PACK
from simkit.strategies.trickerion.ids import (PARAM_RESTRICT, PARAM_RESTRICT_ARG, RESTRICT_NOACADEMY, RESTRICT_NOADVERTISE,
                                              RESTRICT_NOHIRE, RESTRICT_NOLEARN)
from simkit.strategies.wrappers import put_back_nb

MAX_FILTERED = 64  # the longest list a restriction filters (Tricks: MAX_TRICKS = 60)
FILTER_SCRATCH = OPTIONS + MAX_OPTIONS - MAX_FILTERED  # the full list while the base chooses


@leaf
def restricts_kind_nb(kind):
    return (kind == DECIDE_LEARN_TRICK or kind == DECIDE_START_TRICK or kind == DECIDE_ENGINEER_TRICK
            or kind == DECIDE_MAGICIAN or kind == DECIDE_ACTION or kind == DECIDE_HIRE
            or kind == DECIDE_SPECIALIST or kind == DECIDE_ADVERTISE or kind == DECIDE_ASSIGN
            or kind == DECIDE_LATE_ASSIGN or kind == DECIDE_HIRED_CARD or kind == DECIDE_FREELANCE_LOCATION)


@leaf
def assigned_location_nb(s, option):
    """The location a DECIDE_ASSIGN-encoded option sends its character to (-1 idle or stop)."""
    if option < 0:
        return -1
    part = option % PACK
    if part >= SA_OPTION:
        return s[SA_LOC + part - SA_OPTION]
    return part - 1


@leaf
def set_aside_nb(s, w, seat, kind, option):
    """Whether the seat's restriction sets ``option`` of a ``kind`` decision aside."""
    what = int(w[seat, PARAM_RESTRICT])
    arg = int(w[seat, PARAM_RESTRICT_ARG])
    if what == RESTRICT_NOLEARN:
        if kind == DECIDE_LEARN_TRICK or kind == DECIDE_START_TRICK or kind == DECIDE_ENGINEER_TRICK:
            return s[TRICK_CATEGORY + option] == arg
        if kind == DECIDE_MAGICIAN:
            return s[MAGICIAN_CATEGORY + option] == arg
        if kind == DECIDE_ACTION and option == ACT_LEARN:
            for t in range(s[N_TRICKS]):
                if s[TRICK_CATEGORY + t] != arg and learnable_nb(s, seat, t):
                    return False
            return True
        return False
    if what == RESTRICT_NOHIRE:
        if kind == DECIDE_HIRE or kind == DECIDE_SPECIALIST:
            return option == arg
        if kind == DECIDE_ACTION and option == ACT_HIRE:
            for d in range(s[N_DICE]):
                ctype = s[DICE + d]
                if s[DIE_KIND + d] == DIE_INN and ctype != FACE_X and ctype != arg and hireable_nb(s, seat, ctype):
                    return False
            return True
        return False
    if what == RESTRICT_NOADVERTISE:
        return kind == DECIDE_ADVERTISE and option == 1
    if what == RESTRICT_NOACADEMY:
        if s[ACADEMY] == 0:
            return False
        if kind == DECIDE_ASSIGN or kind == DECIDE_LATE_ASSIGN or kind == DECIDE_HIRED_CARD:
            return assigned_location_nb(s, option) == s[ACADEMY_LOC]
        if kind == DECIDE_FREELANCE_LOCATION:
            return option == s[ACADEMY_LOC]
        return False
    return False


@leaf
def restrict_nb(s, w, seat, n):
    """Set the restricted options aside (module docstring): the count the base strategy sees, ``n``
    when nothing is set aside (none is restricted, or all are: the restriction yields)."""
    kind = s[CTX_KIND]
    if n > MAX_FILTERED or not restricts_kind_nb(kind):
        return n
    kept = 0
    for i in range(n):
        if not set_aside_nb(s, w, seat, kind, s[OPTIONS + i]):
            kept += 1
    if kept == 0 or kept == n:
        return n
    k = 0
    for i in range(n):
        option = s[OPTIONS + i]
        s[FILTER_SCRATCH + i] = option
        if not set_aside_nb(s, w, seat, kind, option):
            s[OPTIONS + k] = option
            k += 1
    s[N_OPTIONS] = k
    return k


@leaf
def unrestrict_nb(s, n, index):
    """Put the full list of ``n`` options back; the index of the chosen option in it."""
    return put_back_nb(s, n, index, OPTIONS, N_OPTIONS, FILTER_SCRATCH)
