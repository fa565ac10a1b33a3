"""The option encodings of the decisions the core kernels ask (setup, turn, placement, Downtown,
Market Row, Workshop). An option is one int32 in ``s[OPTIONS:]``; the kind of the decision is
``s[CTX_KIND]`` (layout.DECIDE_*), the deciding seat ``s[CTX_SEAT]``. The Theater's kinds
(DECIDE_SET_UP, DECIDE_LINK_PAYMENT, DECIDE_RESCHEDULE, DECIDE_PERFORM_CARD) are documented in
theater_options.py.

Where an option carries two parts they are packed as ``a * PACK + b`` (``pack_nb``/``unpack``).

| kind | when | one option is | helpers |
|---|---|---|---|
| DECIDE_MAGICIAN (D1) | setup, seat order (G9) | a Magician id whose category no seat took | |
| DECIDE_START_TRICK (D3) | setup, per seat | a level-1 Trick id of the seat's Favourite category, unowned | |
| DECIDE_START_COMPONENTS (D2) | setup, after the Trick (G7) | a component type to take next, price <= the value left; asked again while a type is affordable (free components are always taken, so no "stop") | |
| DECIDE_SPECIALIST (D4) | setup, per seat | a Specialist character type | |
| DECIDE_MANAGER_COMPONENTS (D4) | the Manager's bonus (G6) | a component type, as D2, onto the Manager's slots | |
| DECIDE_ENGINEER_TRICK (D4) | after every seat took its first Trick (G6) | a level-1 Trick id of any category, unowned | |
| DECIDE_ADVERTISE (D5) | initiative order, Coins >= cost (G16) | 0 no, 1 advertise | |
| DECIDE_ASSIGN (D7) | Assignment, per home character (character-slot order) | ``pack(character, location + 1)``; location + 1 = 0: idle; LOC_THEATER for the Theater | ``assign_parts`` |
| DECIDE_PLACE_CHARACTER (D9) | a seat's placement turn (G22) | a character slot with a free legal slot at its card's location | |
| DECIDE_SLOT (D10) | after D9 | board location: its slot index; Workshop: the seat's own slot 0..1; Theater: ``weekday * THEATER_SLOTS + slot`` (0 stage, Magician only) | |
| DECIDE_SHARD_AP (D12) | after D10, Shards >= 1, not the Theater (G26) | 0 no, 1 pay a Shard for +1 AP | |
| DECIDE_ANYTIME (D21) | start of each of the seat's placements (G17), repeated until 0 | 0 none; ``pack(ANYTIME_DISCARD, trick)``; ``pack(ANYTIME_RETURN, component type)`` (one token) | ``anytime_parts`` |
| DECIDE_ACTION (D13) | before each action | ACT_STOP, or an ACT_* the placed character can afford and legally take | |
| DECIDE_LEARN_TRICK (D14) | Learn | a Trick id: in a category deck, of an allowed category (a die, ``Any``, the Favourite), Coins cover the Fame deficit (G35) | |
| DECIDE_LEARN_DIE | Learn, a non-Favourite Trick (G34) | a die index showing the Trick's category or Any | |
| DECIDE_HIRE | Hire | a character type shown on an Inn die that the seat may own one more of (G33) | |
| DECIDE_HIRE_DIE | Hire | a die index showing that type | |
| DECIDE_BANK_DIE | Take Coins | a Bank die index not showing X | |
| DECIDE_REROLL_DIE | Reroll Die | a die index (any, G37) | |
| DECIDE_SET_DIE | Set Die | a die index (any) | |
| DECIDE_SET_FACE | Set Die | a face value of that die (distinct values; X = FACE_X = -1 included, G37) | |
| DECIDE_BUY | Buy (joint) | ``pack(market source, count)``; market source 0..3 a Buy slot, MARKET_QUICK (4) the Quick Order slot, with card effects MARKET_ORDER_AREA + i Order slot i (P04), MARKET_OWNED + type a type the seat holds (A45); count 1..3 (Shoplifting, A40: 1, from a Buy slot) | ``buy_parts`` |
| DECIDE_BARGAIN | Buy | Bargain AP 0..(AP left after the Buy, the price), enough to afford it (G39) | |
| DECIDE_ORDER | Order (joint) | ``pack(component type, order slot)`` | ``order_parts`` |
| DECIDE_QUICK_ORDER | Quick Order | a component type not in the Buy area (G42) | |
| DECIDE_PREPARE | Prepare | a Trick id (owned, components met, card empty, a free marker, AP enough) | |
| DECIDE_MOVE_TRICK | Move Trick (Engineer) | an owned Trick id not on the Engineer's slot: it goes there, swapping | |
| DECIDE_MOVE_COMPONENTS | Move Components (Manager) | ``pack(component type on the board, Manager slot)``: the pile goes there, swapping | ``move_components_parts`` |
| DECIDE_MOVE_APPRENTICE | Move Apprentice (Assistant) | the character slot of an Apprentice not on the Assistant's slot | |
| DECIDE_BUY_COPY | A36 Component Sale's Buy, A32 Investments' purchases after Take Coins: repeated, one copy each | NONE (-1, not before a Buy's first copy), or a market source (as DECIDE_BUY's) whose next copy the seat may hold and afford | |
| DECIDE_REFILL | A40 Shoplifting, after the Buy | a Basic component type in no other Buy slot: it fills the emptied Buy slot | |
| DECIDE_OVERHAUL | A29 Trick Overhaul, after D14, the learned Trick's components met | NONE (-1, only with a free Symbol marker: a plain Learn), or an owned Trick id: the learned Trick takes its Symbol, markers and slot | |
| DECIDE_EFFECT_USE | A26 Mass Recruitment after hiring an Apprentice (Coins and a free slot enough); A42 Traveling Merchants after each Order (Coins and room enough) | 0 no, 1 yes: hire a second Apprentice; receive one copy of the ordered type | |
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import MAX_COMPONENTS, MAX_MARKET

PACK = 256  # the second part of a packed option is 0..255
MARKET_QUICK = 4  # DECIDE_BUY's market slot of the Quick Order component
# more market sources card effects open (market_nb.py): a source is where a Buy takes copies from
MARKET_ORDER_AREA = MARKET_QUICK + 1  # Order slot i is MARKET_ORDER_AREA + i (buy_from_order_area, P04)
MARKET_OWNED = MARKET_ORDER_AREA + MAX_MARKET  # a type k the seat holds is MARKET_OWNED + k (owned_types_in_stock, A45)
N_SOURCES = MARKET_OWNED + MAX_COMPONENTS
NONE = -1  # DECIDE_BUY_COPY's and DECIDE_OVERHAUL's "none"
ANYTIME_NONE = 0
ANYTIME_DISCARD = 1  # discard a Trick (G18)
ANYTIME_RETURN = 2  # return one component token to the supply
NO = 0
YES = 1


@leaf
def pack_nb(a, b):
    return a * PACK + b


def pack(a: int, b: int) -> int:
    return a * PACK + b


def unpack(option: int) -> tuple[int, int]:
    return option // PACK, option % PACK


def assign_parts(option: int) -> tuple[int, int]:
    """DECIDE_ASSIGN: (character slot, location or -1 idle)."""
    character, loc = unpack(option)
    return character, loc - 1


def anytime_parts(option: int) -> tuple[int, int]:
    """DECIDE_ANYTIME: (ANYTIME_* what, Trick or component type)."""
    return unpack(option)


def buy_parts(option: int) -> tuple[int, int]:
    """DECIDE_BUY: (market source: a Buy slot 0..3, MARKET_QUICK, MARKET_ORDER_AREA + i, MARKET_OWNED + type; count)."""
    return unpack(option)


def order_parts(option: int) -> tuple[int, int]:
    """DECIDE_ORDER: (component type, order slot)."""
    return unpack(option)


def move_components_parts(option: int) -> tuple[int, int]:
    """DECIDE_MOVE_COMPONENTS: (component type, Manager slot)."""
    return unpack(option)
