"""Every Trick and every Performance card of the default composition against the data notes'
tables (DATA Appendix A and B), copied here row by row: Trick | category | level | components
(Wo Me Gl Fa, Ro Pe Sa An, Pa Mi Di Co) | prep AP | markers | yield F/C/S; card | slots | links
(* the Shard circle) | bonus F/C/S."""

import pytest

from simkit.games.trickerion.composition import load_composition
from simkit.games.trickerion.vocabulary import CATEGORIES, GRID_SLOTS

C = load_composition()
ABBREVIATIONS = {"Wo": "Wood", "Me": "Metal", "Gl": "Glass", "Fa": "Fabric", "Ro": "Rope", "Pe": "Petroleum",
                 "Sa": "Saw", "An": "Animal", "Pa": "Padlock", "Mi": "Mirror", "Di": "Disguise", "Co": "Cog"}

APPENDIX_A = [
    "Linking Rings | Mechanical | 1 | 2Me | 1 | 2 | 0/2/0",
    "Living Piano | Mechanical | 1 | 1Wo 1Gl 1An | 1 | 3 | 1/1/0",
    "Chinese Sticks | Mechanical | 1 | 2Wo 2Ro | 1 | 2 | 1/2/0",
    "Levitation | Mechanical | 1 | 3Gl 1Ro 2Pe | 1 | 2 | 2/3/0",
    "Mechanical Hornet | Mechanical | 2 | 3Me 1Pe 1Co | 2 | 2 | 4/3/0",
    "Sawing the Assistant in Half | Mechanical | 2 | 3Wo 3Sa | 1 | 3 | 1/5/0",
    "Vanishing Bird Cage | Mechanical | 2 | 2Fa 2An 1Co | 1 | 2 | 2/3/1",
    "Bullet Catch | Mechanical | 2 | 2Me 2Ro 2Pe | 2 | 3 | 3/4/0",
    "Aztec Lady | Mechanical | 3 | 2Gl 1Sa 1Pa 2Co | 2 | 3 | 5/5/0",
    "Horror Saws | Mechanical | 3 | 3Wo 2Sa 2Co | 2 | 2 | 4/8/0",
    "Automaton | Mechanical | 3 | 3Me 3Pe 3Co | 1 | 1 | 7/7/0",
    "Hellhound | Mechanical | 3 | 3Fa 1Pe 2An 2Pa | 2 | 2 | 6/5/1",
    "Enchanted Butterflies | Optical | 1 | 2Fa | 1 | 2 | 2/0/0",
    "Rabbit from the Top Hat | Optical | 1 | 1Me 1Fa 1An | 1 | 1 | 3/1/0",
    "Pub-In-A-Bottle | Optical | 1 | 3Gl 1Ro 1Sa | 1 | 2 | 2/2/0",
    "Card Manipulation | Optical | 1 | 3Wo 3Fa | 1 | 2 | 1/1/1",
    "Self Decapitation | Optical | 2 | 3Me 1Sa 1Di | 1 | 3 | 3/2/0",
    "Paper Shred | Optical | 2 | 3Fa 2Sa 1Mi | 2 | 2 | 4/2/1",
    "Shattered Mirror | Optical | 2 | 3Wo 3Gl 2Mi | 2 | 2 | 5/3/0",
    "Fishing in the Air | Optical | 2 | 3Wo 2Ro 3An | 2 | 3 | 3/4/1",
    "Mutilation | Optical | 3 | 2Gl 3Fa 2Sa 1Di | 2 | 2 | 6/5/0",
    "Stairs of Water | Optical | 3 | 3Gl 2Pe 1Mi 1Co | 3 | 3 | 5/4/2",
    "Beast Within | Optical | 3 | 3Me 3An 1Mi 1Di | 2 | 2 | 7/3/1",
    "Vanishing Elephant | Optical | 3 | 3Gl 2An 2Pa 1Mi | 2 | 2 | 9/4/0",
    "Barricaded Barrels | Escape | 1 | 2Wo | 1 | 2 | 1/1/0",
    "Stocks Escape | Escape | 1 | 2Wo 2Me | 1 | 2 | 0/1/1",
    "Burning Mummy | Escape | 1 | 3Fa 1Pe | 1 | 1 | 2/2/0",
    "Water Tank Escape | Escape | 1 | 2Me 2Gl 1Ro | 1 | 2 | 1/2/1",
    "Prison Break | Escape | 2 | 3Me 2Di | 1 | 2 | 3/3/0",
    "Zig Zag Lady | Escape | 2 | 3Wo 1Fa 1Pe | 1 | 3 | 2/3/0",
    "Walled | Escape | 2 | 3Wo 3Me 1Pa | 1 | 2 | 3/2/1",
    "Wolf Cage | Escape | 2 | 2Me 1Pe 2An | 1 | 1 | 3/3/1",
    "Buried Alive | Escape | 3 | 3Wo 3Pa | 1 | 2 | 4/4/0",
    "Assistant's Revenge | Escape | 3 | 3Gl 2Sa 2Mi | 1 | 1 | 6/6/0",
    "Iron Maiden | Escape | 3 | 3Me 3Sa 2Pa | 2 | 2 | 5/5/1",
    "Transported Man | Escape | 3 | 3Fa 2Pe 2Di | 2 | 2 | 5/3/2",
    "Mind Reading | Spiritual | 1 | 2Gl | 1 | 3 | 0/0/1",
    "Breath of Life | Spiritual | 1 | 1Me 2Fa 1Sa | 1 | 1 | 2/3/0",
    "Spirit Hand | Spiritual | 1 | 3Fa 1Ro 1An | 1 | 2 | 2/1/1",
    "Window to the Otherworld | Spiritual | 1 | 2Me 1Pe 1Mi | 1 | 2 | 3/2/0",
    "Floating Table | Spiritual | 2 | 3Wo 3Fa 3Ro 1Pe | 2 | 2 | 5/2/1",
    "Future Sight | Spiritual | 2 | 2Me 2Fa 1Mi | 1 | 1 | 4/1/0",
    "Pepper's Ghost | Spiritual | 2 | 2Gl 2Sa 2Di | 2 | 2 | 4/5/0",
    "Ghost Trap | Spiritual | 2 | 3Wo 3Gl 3Fa 3An | 2 | 3 | 3/3/1",
    "Balsamo's Skull | Spiritual | 3 | 3Me 2Ro 1Pa | 2 | 3 | 4/3/2",
    "Séance | Spiritual | 3 | 3Wo 2Gl 2Pe 2Mi | 2 | 2 | 7/5/1",
    "Skeleton Dance | Spiritual | 3 | 3Gl 2Ro 2Co | 3 | 3 | 6/4/0",
    "Metamorphosis | Spiritual | 3 | 3Gl 3Fa 3Ro 3Di | 3 | 3 | 10/4/0",
]

APPENDIX_B = [
    "Riverside 1 | ABC | AB* BC | 0/0/1",
    "Riverside 2 | ABE | AB BE* | 1/1/0",
    "Riverside 3 | ABEF | AB BE EF* | 1/0/0",
    "Riverside 4 | ADEF | AD* DE EF | 1/0/0",
    "Riverside 5 | CDEF | CF* DE EF | 1/0/0",
    "Riverside 6 | ABCF | AB BC* CF | 0/1/0",
    "Riverside 7 | ABCD | AB* AD BC | 0/1/0",
    "Riverside 8 | ABCE | AB BC BE* | 1/1/0",
    "Riverside 9 | BCDE | BC BE DE* | 0/1/0",
    "Riverside 10 | ADE | AD DE* | 2/0/0",
    "Riverside 11 | ABD | AB AD* | 0/2/0",
    "Riverside 12 | BDE | BE DE* | 0/0/1",
    "Grand Magorian 1 | ABCDE | AD BC BE* DE | 2/0/0",
    "Grand Magorian 2 | ABCDE | AB AD BC* DE | 2/0/0",
    "Grand Magorian 3 | ABCEF | AB* BE CF EF | 0/3/0",
    "Grand Magorian 4 | ABCEF | AB* BC CF EF | 0/3/0",
    "Grand Magorian 5 | ABDE | AB AD* BE | 2/1/0",
    "Grand Magorian 6 | ABDE | AD BE* DE | 2/1/0",
    "Grand Magorian 7 | BDEF | BE DE* EF | 1/0/1",
    "Grand Magorian 8 | ABCE | AB BC BE* | 3/0/0",
    "Magnus Pantheon 1 | ABCDEF | AD BC BE CF DE* | 3/0/0",
    "Magnus Pantheon 2 | ABCDEF | AB AD BE CF* EF | 3/0/0",
    "Magnus Pantheon 3 | ABCDEF | AB BC CF DE EF* | 0/5/0",
    "Magnus Pantheon 4 | ABCDEF | AB* AD BC DE EF | 0/5/0",
    "Magnus Pantheon 5 | ABCDE | AB AD BC* DE | 2/2/0",
    "Magnus Pantheon 6 | ABDEF | AB AD* BE EF | 2/0/1",
    "Magnus Pantheon 7 | BCDEF | BE* CF DE EF | 4/0/0",
    "Magnus Pantheon 8 | ABCEF | AB BC* BE CF | 0/0/2",
]


def test_the_tables_are_complete_and_in_file_order():
    assert [row.split(" | ")[0] for row in APPENDIX_A] == list(C.tricks.names)
    assert [row.split(" | ")[0] for row in APPENDIX_B] == list(C.performance_cards.names)


@pytest.mark.parametrize("row", APPENDIX_A, ids=[r.split(" | ")[0] for r in APPENDIX_A])
def test_trick_matches_appendix_a(row):
    name, category, level, components, prep, markers, yields = row.split(" | ")
    t, tricks = C.tricks.id(name), C.tricks
    needs = {C.components.names[k]: int(n) for k, n in enumerate(tricks.components[t]) if n}
    assert needs == {ABBREVIATIONS[token[1:]]: int(token[0]) for token in components.split()}
    assert CATEGORIES[tricks.category[t]] == category and tricks.level[t] == int(level)
    assert (tricks.prepare_ap[t], tricks.markers[t]) == (int(prep), int(markers))
    assert tricks.yields[t].tolist() == [int(v) for v in yields.split("/")]


@pytest.mark.parametrize("row", APPENDIX_B, ids=[r.split(" | ")[0] for r in APPENDIX_B])
def test_performance_card_matches_appendix_b(row):
    name, slots, links, bonus = row.split(" | ")
    cards = C.performance_cards
    c = cards.id(name)
    assert "".join(s for i, s in enumerate(GRID_SLOTS) if cards.slots[c, i]) == slots
    assert " ".join(f"{a}{b}{'*' if shard else ''}" for a, b, shard in cards.links(c)) == links
    assert cards.bonus[c].tolist() == [int(v) for v in bonus.split("/")]
    assert cards.venues[cards.venue[c]] == name.rsplit(" ", 1)[0]
