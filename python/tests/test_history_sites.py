"""handrank.read_phh against pokerkit on the sites' hands written as PHH (`handrank
convert --to phh`: tests/data/converted/): pokerkit replays each to the nets handrank
settles the site text to. pokerkit's known errors: test_history.py."""

import pytest

import handrank
from pokerkit_oracle import (
    DATA,
    pokerkit_net,
    assert_same_nets,
)

pokerkit = pytest.importorskip("pokerkit")


SITES = DATA.parent / "sites"
CONVERTED = DATA.parent / "converted" / "pokerstars.phhs"


def read_both(name, count):
    """handrank's hands of the site text tests/data/sites/NAME.txt and pokerkit's of its
    conversion, tests/data/converted/NAME.phhs: `count` each."""
    ours = list(handrank.read_phh(SITES / f"{name}.txt", all_in_ev=False))
    with open(DATA.parent / "converted" / f"{name}.phhs", "rb") as file:
        theirs = list(pokerkit.HandHistory.load_all(file))
    assert len(ours) == len(theirs) == count
    return ours, theirs


def assert_settled_alike(ours, theirs):
    """Each hand named and seated alike, and replayed by pokerkit to handrank's nets."""
    for hand, history in zip(ours, theirs):
        assert str(hand["section"]) == str(history.hand)
        assert hand["players"] == list(history.players)
        assert_same_nets(hand["net"], pokerkit_net(history), hand["section"])


def test_pokerstars_hands_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """`handrank convert --to phh` of the project's PokerStars text (tests/data/converted/,
    checked byte for byte by the CLI tests) replayed by pokerkit: each hand's nets as
    handrank settles the site text. Not compared: a board run twice (PHH, and so pokerkit,
    has no notation for it: handrank writes the further board as its own `_runs` field) and
    pot-limit Omaha hi-lo (`PO/8`, a code handrank adds: the standard has none)."""
    site = [SITES / "pokerstars_cash.txt", SITES / "pokerstars_tournament.txt"]
    ours = list(handrank.read_phh(site, all_in_ev=False))
    with open(CONVERTED, "rb") as file:
        theirs = list(pokerkit.HandHistory.load_all(file))
    assert len(ours) == len(theirs) == 8
    compared = 0
    for hand, history in zip(ours, theirs):
        assert hand["section"] == history.hand
        assert hand["players"] == list(history.players)
        if "_runs" in history.user_defined_fields or history.variant == "PO/8":
            continue
        assert_same_nets(hand["net"], pokerkit_net(history), hand["section"])
        compared += 1
    assert compared == 6
    # The converted file reads back to the same hands in handrank.
    again = list(handrank.read_phh(CONVERTED, all_in_ev=False))
    assert [h["net"] for h in again] == [h["net"] for h in ours]
    assert [h["rake"] for h in again] == [h["rake"] for h in ours]


@pytest.mark.filterwarnings("ignore:There is no reason")
def test_pokerstars_posts_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """A big blind from another seat (and the live part of `posts small & big blinds`
    there) is written as a post, a negative `blinds_or_straddles` entry: pokerkit replays
    the converted hands to the nets handrank settles the site text to."""
    ours, theirs = read_both("pokerstars_posts", 3)
    assert all(any(b < 0 for b in history.blinds_or_straddles) for history in theirs)
    assert_settled_alike(ours, theirs)
    assert [h["net"] for h in ours] == [
        [-0.5, -3.0, 11.5, -8.0],
        [-0.5, 20.0, -19.5, 0.0],
        [-1.0, -4.0, -1.0, 6.0, 0.0],
    ]


@pytest.mark.parametrize("name, count", [("stud", 5), ("draw", 3)])
def test_pokerstars_stud_and_draw_hands_written_as_phh_settle_in_pokerkit(name, count):
    """The project's PokerStars stud, stud hi-lo and razz hands, and its triple draw,
    badugi and single draw hands, converted (tests/data/converted/, checked byte for byte
    by the CLI tests): pokerkit replays each to the nets handrank settles the site text
    to."""
    assert_settled_alike(*read_both(f"pokerstars_{name}", count))


def test_ggpoker_hands_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """`handrank convert --to phh` of the project's GGPoker text replayed by pokerkit: each
    hand's nets as handrank settles the site text (a straddle, a tournament with antes and
    a side pot, a record that does not add up: the nets are the cards'). Not compared: the
    boards run twice and three times (`_runs`) and five-card Omaha (pokerkit's `PO` deals
    four)."""
    ours, theirs = read_both("ggpoker", 6)
    compared = []
    for hand, history in zip(ours, theirs):
        assert hand["section"] == history.hand
        assert hand["players"] == list(history.players)
        dealt = [a for a in history.actions if a.startswith("d dh")]
        if "_runs" in history.user_defined_fields or any(len(a.split()[-1]) > 8 for a in dealt):
            continue
        assert_same_nets(hand["net"], pokerkit_net(history), hand["section"])
        compared.append(hand["section"])
    assert compared == ["HD1001", "TM2001", "HD1006"]


def test_ggpoker_bomb_pots_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """GGPoker's bomb pots (antes, no pre-flop betting: PHH's pre-flop round checked by
    everyone with chips) and a big-blind ante, converted: pokerkit replays each to the
    nets handrank settles the site text to."""
    ours, theirs = read_both("ggpoker_bomb", 3)
    assert_settled_alike(ours, theirs)
    assert [h["net"] for h in ours] == [
        [-0.5, -4.0, -0.5, 5.0],
        [0.6, -0.7, 0.3, -0.2],
        [-100.0, 4900.0, 0.0, -4800.0],
    ]


def test_ggpoker_header_variants_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """GGPoker's `(ante 10, 40/80)` tournament header and `($0.05/$0.10 USD)` cash
    header, converted: pokerkit replays each to the nets handrank settles the site text to."""
    ours, theirs = read_both("ggpoker_headers", 2)
    assert_settled_alike(ours, theirs)
    assert [h["net"] for h in ours] == [[-50.0, -250.0, 300.0], [10.1, -0.1, -10.0]]
    assert [h["rake"] for h in ours] == [0.0, 0.6]


def test_poker888_hands_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """The project's 888poker text (a walk, raises written as what they put in, a
    pot-limit Omaha side pot), converted: pokerkit replays each to the nets handrank
    settles the site text to."""
    ours, theirs = read_both("poker888", 3)
    assert_settled_alike(ours, theirs)
    assert [h["net"] for h in ours] == [
        [-0.01, 0.01, 0.0],
        [-0.06, 1.34, -1.28],
        [-3.4, 2.8, 0.6],
    ]


def test_partypoker_hands_written_as_phh_settle_in_pokerkit_as_the_site_text_does():
    """The project's PartyPoker text (a hold'em showdown with raises written as what they
    put in, a pot-limit Omaha all-in with a side pot, a walk), converted: pokerkit replays
    each to the nets handrank settles the site text to; the rake PartyPoker does not write
    is inferred, and the converted PHH infers the same."""
    ours, theirs = read_both("partypoker", 3)
    assert_settled_alike(ours, theirs)
    assert [h["net"] for h in ours] == [
        [21.0, -0.5, -20.5],
        [5.6, 2.2, -7.8],
        [-0.25, 0.25, 0.0],
    ]
    assert [h["rake"] for h in ours] == [2.0, 0.4, 0.0]
    assert not any(h["mismatch"] for h in ours)
    again = list(handrank.read_phh(DATA.parent / "converted" / "partypoker.phhs", all_in_ev=False))
    assert [h["rake"] for h in again] == [h["rake"] for h in ours]
