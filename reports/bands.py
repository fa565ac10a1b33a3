"""The bands a designer cares about: how large a difference must be to matter, not only to exist.

With hundreds of thousands of games any difference is "significant"; a verdict says whether an
effect is larger than a band. Every band is in points of win share (percentage points) and
scales with the fair share 1/players, so it means the same at every table size:

- HERO_BAND_OF_FAIR: a hero (item) is *too strong* or *too weak* when its value to its player
  differs from the typical item's (the median item of the player count) by more than this
  fraction of the fair share, with the whole corrected interval outside the band. 0.1 at 4
  players is 2.5 points of win share: a tenth of what a seat wins on average.
- SEAT_BAND_OF_FAIR: seat order *matters* when a seat's share differs from the fair share by more
  than this fraction of it (the interval outside the band), 0.1 again.

A designer sets either in points with `simkit report --band` / `--seat-band` (docs/reports.md).
"""

from __future__ import annotations

from dataclasses import dataclass

HERO_BAND_OF_FAIR = 0.10  # a tenth of a fair seat's win share
SEAT_BAND_OF_FAIR = 0.10


@dataclass(frozen=True)
class Bands:
    """Bands in points of win share (None: the default fraction of the fair share)."""
    hero_points: float | None = None
    seat_points: float | None = None

    def hero(self, fair_share: float) -> float:
        """Half-width of the hero band as a win-share fraction, at a fair share (e.g. 0.25)."""
        return self.hero_points / 100 if self.hero_points is not None else HERO_BAND_OF_FAIR * fair_share

    def seat(self, fair_share: float) -> float:
        return self.seat_points / 100 if self.seat_points is not None else SEAT_BAND_OF_FAIR * fair_share

    def describe(self, words) -> str:
        """Both bands in a sentence, the items in the game's words (reports/vocabulary.py)."""
        hero = (f"+-{self.hero_points:g} points of win share" if self.hero_points is not None
                else f"+-{HERO_BAND_OF_FAIR:.0%} of the fair share (2.5 points of win share at 4 players)")
        seat = (f"+-{self.seat_points:g} points of win share" if self.seat_points is not None
                else f"+-{SEAT_BAND_OF_FAIR:.0%} of the fair share")
        return f"{words.items} {hero} around the typical {words.item}'s value; seats {seat} around the fair share"


DEFAULT_BANDS = Bands()
