"""The Academy's part of the `setup` event (RULES §1.4 steps 6, 9, 16, 18; §1.18; G11, G12, G52, G56, G59): the six
tile stacks by kind and level, the Secret stack and its two face-up Secrets, 12 Banners a seat, and the Prophecy bag
of 20 Dark Alley Prophecies and the 7 blue ones [S L40]. The starting Fame, Coins and hand are the ruleset's rows,
checked by the base setup."""

from __future__ import annotations

from .academy import AcademyState
from .academy_data import stack_key
from .errors import require


class AcademySetup:
    def setup_academy(self, e: dict) -> None:
        d = self.data
        self.ac = AcademyState(d)
        self.anjali_turn = {}
        a = e["academy"]
        stacks = a["tile_stacks"]
        want_keys = sorted(stack_key(k, lv) for k in ("classroom", "practice_room") for lv in (1, 2, 3))
        require(sorted(stacks) == want_keys, f"six tile stacks, Classroom and Practice Room x level 1-3: {want_keys}")
        for key in want_keys:
            kind, lv = key.rsplit(" ", 1)
            want = sorted(n for n, t in d.tiles.items() if t["kind"] == kind and t["level"] == int(lv))
            got = list(stacks[key])
            require(sorted(got) == want, f"the {key} stack holds exactly its {len(want)} tiles (RULES §1.4 step 6)")
            self.ac.stacks[key] = got
        face_up, stack = list(a["academy_secrets"]), list(a["secret_stack"])
        require(len(face_up) == 2, "2 Secrets face up at setup [S L19] (G55)")
        every = face_up + stack
        require(sorted(every) == sorted(d.secrets) and len(set(every)) == len(every),
                "the Secret stack and the 2 face-up Secrets hold every Secret once")
        self.ac.face_up, self.ac.stack = face_up, stack
        require(list(a["banners"]) == [d.banners_per_seat] * d.players,
                f"{d.banners_per_seat} Banners a seat (G52)")

    def check_academy_bag(self, bag: list, pending: list) -> None:
        """[S L40]: 7 random Dark Alley Prophecies removed, the 7 blue ones in (G11)."""
        d = self.data
        every = bag + pending
        blue = sorted(n for n, p in d.prophecies.items() if p.get("set") == "academy")
        require(len(set(every)) == len(every) and set(every) <= set(d.prophecies),
                "the Prophecy bag and the Pending ones hold Prophecies of the ruleset's sets, each once")
        require(set(blue) <= set(every), "the 7 blue Prophecies are in the bag [S L40]")
        require(len(every) == len(d.prophecies) - d.prophecies_removed,
                f"{d.prophecies_removed} random Dark Alley Prophecies are removed [S L40]: "
                f"{len(d.prophecies) - d.prophecies_removed} in all")

    def academy_assumed(self, comp: dict) -> list:
        """R67: the Academy's sections whose `source` is `assumed` that the game uses (the 10-room side only with 10
        rooms)."""
        d = self.data
        if not d.academy:
            return []
        used = ["academy_location", "academy", "academy_tiles", "secrets", "protege"]
        if d.rooms != len(comp["academy"]["space"]):
            used.append("academy_ten_rooms")
        return [s for s in used if comp.get(s, {}).get("source") == "assumed"]
