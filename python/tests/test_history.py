"""handrank.read_phh against pokerkit, the PHH standard's reference implementation: every
hand of the project's PHH files that pokerkit can replay, and of randomly played hands,
settles to the same net amounts to the cent, except where pokerkit 0.7.7 is wrong.

Its known errors: in hi-lo, when any live player at the table has a low, pokerkit halves
every pot, and a pot none of whose players has a low gives its low half to all of them (a
"low" of nothing ties); the rule is that such a pot goes whole to its high hand
(hilo_side_pot.phh shows it). `pokerkit_hi_lo_errors` (pokerkit_oracle.py) finds the pots where that happens
from pokerkit's own pushes, and `pokerkit_corrected` pays them as pokerkit pays a pot with
no low at the table; everything else is compared as pokerkit gives it. And where the last
players of a side pot both fold with nothing to call, pokerkit pays that pot to no one:
handrank leaves the hand unsettled. pokerkit 0.7.7 also sizes FO/8's bets as pot-limit; the
standard's FO/8 is fixed-limit, so its random hands bet the fixed size. The draw games'
random hands discard at random too, and a triple draw's stub often runs out: pokerkit then
deals the thrown cards again, as handrank follows it."""

import decimal
import gzip
import os
import pathlib
import random
import re
import tomllib

import pytest

import handrank
from pokerkit_oracle import (
    DATA,
    pokerkit_state,
    pokerkit_net,
    pokerkit_hi_lo_errors,
    pokerkit_corrected,
    project_hands,
    cents,
    assert_same_nets,
)

pokerkit = pytest.importorskip("pokerkit")


def test_project_files_settle_as_pokerkit_does():
    ours = {(pathlib.Path(h["file"]).name, h["section"]): h for h in handrank.read_phh(DATA)}
    compared = 0
    halved = []
    skipped = []
    for name, section, history in project_hands():
        hand = ours[(name, section)]
        if hand["net"] is None:
            skipped.append((name, section, "unsettled"))
            continue  # unsettled here (cards not shown): nothing to compare
        try:
            state = pokerkit_state(history)
            expected = pokerkit_corrected(state)
        except (ValueError, decimal.InvalidOperation):
            skipped.append((name, section, "pokerkit"))
            continue  # a hand pokerkit 0.7.7 cannot replay (it cannot "repair" it)
        assert_same_nets(hand["net"], expected, (name, section))
        compared += 1
        if pokerkit_hi_lo_errors(state):
            paid = [end - start for end, start in zip(state.stacks, state.starting_stacks)]
            halved.append((name, section, expected != paid))
    # All but three: every_action.phh (pokerkit reads no inf), a showdown whose cards are
    # not shown, and a razz hand that names its bring-in with no up card known (pokerkit
    # takes p1 then, and cannot open a later street without up cards).
    assert compared == len(ours) - 3 == 40
    assert skipped == [
        ("every_action.phh", None, "pokerkit"),
        ("site.phhs", 4, "unsettled"),
        ("stud_unknown.phhs", 3, "pokerkit"),
    ]
    # In hilo.phhs [3] the wrongly halved side pot has one player left (pokerkit killed
    # the other), who gets both halves: the amounts are right.
    assert halved == [("hilo.phhs", 3, False), ("hilo_side_pot.phh", None, True)]


def test_a_hi_lo_side_pot_without_a_low_goes_to_its_high_hand_where_pokerkit_halves_it():
    # p1 (all in for 4) has the only low; p2 (all in for 10) the best high, kings; p3
    # queens; p4 jacks. Main pot 16: 8 high to p2, 8 low to p1. Side pot 18 (p2, p3, p4),
    # no low among them: all 18 to p2. Side pot 12 (p3, p4): p3.
    path = DATA / "hilo_side_pot.phh"
    (hand,) = handrank.read_phh(path)
    assert hand["winnings"] == [8, 26, 12, 0]
    assert hand["net"] == [4, 16, -4, -16]
    with open(path, "rb") as file:
        state = pokerkit_state(pokerkit.HandHistory.load(file))
    pushes = [(op.pot_index, op.hand_type_index, op.amounts)
              for op in state.operations if isinstance(op, pokerkit.ChipsPushing)]
    # pokerkit kills p4 (who can win nothing), halves the 18 and splits its low half
    # between p2 and p3, neither of whom has a low: p3 gets 4 chips of p2's.
    assert pushes == [
        (0, 0, (0, 8, 0, 0)), (0, 1, (8, 0, 0, 0)),
        (1, 0, (0, 9, 0, 0)), (1, 1, (0, 5, 4, 0)),
        (2, 0, (0, 0, 6, 0)), (2, 1, (0, 0, 6, 0)),
    ]
    assert [end - start for end, start in zip(state.stacks, state.starting_stacks)] == [
        4, 12, 0, -16,
    ]
    # The last side pot's low half is wrongly halved too, but to p3 alone.
    errors = pokerkit_hi_lo_errors(state)
    assert [(op.pot_index, op.amounts) for op in errors] == [(1, (0, 5, 4, 0)), (2, (0, 0, 6, 0))]
    assert pokerkit_corrected(state) == hand["net"]


AUTOMATIONS = tuple(
    getattr(pokerkit.Automation, name)
    for name in (
        "ANTE_POSTING", "BET_COLLECTION", "BLIND_OR_STRADDLE_POSTING", "CARD_BURNING",
        "HOLE_DEALING", "BOARD_DEALING", "RUNOUT_COUNT_SELECTION",
        "HOLE_CARDS_SHOWING_OR_MUCKING", "HAND_KILLING", "CHIPS_PUSHING", "CHIPS_PULLING",
    )
)


def random_hand(rng, variant):
    """A hand played with random legal actions by pokerkit, as PHH text. Stacks are
    unequal, so all-ins make side pots (fixed-limit hi-lo's small ones often). A hand
    pokerkit cannot finish (an internal assertion of 0.7.7 when a pot of antes alone has no
    player left) is played again. In stud, the down cards of players who fold are written
    unknown (`????7s`), as a site's history writes them."""
    while True:
        try:
            text = play(rng, variant)
        except AssertionError:
            continue
        return hide_folded_down_cards(text) if variant in STUD else text


STUD = ("F7S", "F7S/8", "FR")
DRAW = ("N2L1D", "F2L3D", "FB")
HI_LO = ("FO/8", "F7S/8")

# The games with blinds (1, 2), and the fixed-limit ones' big bet.
BLIND_GAMES = {
    "NT": (pokerkit.NoLimitTexasHoldem, ()),
    "PO": (pokerkit.PotLimitOmahaHoldem, ()),
    "FO/8": (pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter, (4,)),
    "N2L1D": (pokerkit.NoLimitDeuceToSevenLowballSingleDraw, ()),
    "F2L3D": (pokerkit.FixedLimitDeuceToSevenLowballTripleDraw, (4,)),
    "FB": (pokerkit.FixedLimitBadugi, (4,)),
}


def game_of(rng, variant):
    mode = pokerkit.Mode.CASH_GAME
    if variant in BLIND_GAMES:
        antes = rng.choice([0, 0, 1])
        game, big_bet = BLIND_GAMES[variant]
        return game(AUTOMATIONS, False, antes, (1, 2), 2, *big_bet, mode=mode)
    stud = {
        "F7S": pokerkit.FixedLimitSevenCardStud,
        "F7S/8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
        "FR": pokerkit.FixedLimitRazz,
    }[variant]
    antes = rng.choice([0, 1])
    bring_in = rng.choice([1, 1, 0 if antes else 1])  # pokerkit needs one forced bet
    return stud(AUTOMATIONS, False, antes, bring_in, 2, 4, mode=mode)


def play(rng, variant):
    n = rng.randint(2, 8 if variant in STUD else 6)
    fixed_limit = variant == "FO/8" or variant in STUD  # small bets: short stacks all-in
    stacks = [rng.randint(3, 30 if fixed_limit else 300) for _ in range(n)]
    game = game_of(rng, variant)
    state = game(stacks, n)
    while state.status:
        if state.can_stand_pat_or_discard():
            # Random discards: pokerkit deals the replacements, shuffling the thrown cards
            # into a new stub when it runs out.
            hole = state.hole_cards[state.stand_patter_or_discarder_index]
            state.stand_pat_or_discard(rng.sample(hole, rng.randint(0, len(hole))))
            continue
        moves = []
        if state.can_check_or_call():
            moves += ["cc", "cc"]
        if state.can_post_bring_in():
            moves += ["pb", "pb"]
        if state.can_fold():
            moves.append("f")
        if state.can_complete_bet_or_raise_to() and (
            variant != "FO/8" or state.completion_betting_or_raising_count < 4
        ):
            moves += ["cbr", "cbr"]
        move = rng.choice(moves)
        if move == "f":
            state.fold()
        elif move == "cc":
            state.check_or_call()
        elif move == "pb":
            state.post_bring_in()
        else:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            if variant == "FO/8":
                high = low  # pokerkit 0.7.7 sizes FO/8 as pot-limit: play the fixed-limit size
            state.complete_bet_or_raise_to(rng.choice([low, high, rng.randint(low, high)]))
    return pokerkit.HandHistory.from_game_state(game, state).dumps()


def redeals(text):
    """Whether a hand deals a card twice: a thrown card after the stub ran out."""
    dealt = re.findall(r"d dh p\d+ ([2-9TJQKA][cdhs](?:[2-9TJQKA][cdhs])*)", text)
    cards = [d[i : i + 2] for d in dealt for i in range(0, len(d), 2)]
    return len(cards) != len(set(cards))


def hide_folded_down_cards(text):
    """A stud hand with the down cards of the players who fold written `??`."""
    history = pokerkit.HandHistory.loads(text)
    folded = {action.split()[0] for action in history.actions if action.endswith(" f")}
    dealt = {}
    actions = []
    for action in history.actions:
        words = action.split()
        if words[:2] == ["d", "dh"] and words[2] in folded:
            cards = [words[3][i : i + 2] for i in range(0, len(words[3]), 2)]
            first = dealt.get(words[2], 0)
            cards = ["??" if k in (0, 1, 6) else c for k, c in enumerate(cards, first)]
            dealt[words[2]] = first + len(cards)
            action = f"d dh {words[2]} {''.join(cards)}"
        actions.append(action)
    history.actions = actions
    return history.dumps()


# Hands of each variant; more for a longer run (`PHH_RANDOM_HANDS=2000`).
RANDOM_HANDS = int(os.environ.get("PHH_RANDOM_HANDS", "150"))


# pokerkit warns when a replay deals a card again (the thrown cards shuffled into a new
# stub, legitimate in the draws), and when a pot's players all fold and it burns the chips
# (compared below).
@pytest.mark.filterwarnings(
    "ignore:A card being dealt", "ignore:Returning reserved", "ignore:.*chips will be burned"
)
@pytest.mark.parametrize("variant", ["NT", "PO", "FO/8", *DRAW, *STUD])
def test_random_hands_settle_as_pokerkit_does(tmp_path, variant):
    seed = 2024 + len(variant) + 10 * (variant in STUD) + (variant == "FR")
    rng = random.Random(seed)
    random.seed(seed)  # pokerkit shuffles its deck with `random`
    texts = [random_hand(rng, variant) for _ in range(RANDOM_HANDS)]
    path = tmp_path / "random.phhs.gz"
    body = "".join(f"[{i}]\n{text}\n" for i, text in enumerate(texts, 1))
    path.write_bytes(gzip.compress(body.encode()))
    hands = list(handrank.read_phh(path, all_in_ev=False))
    assert len(hands) == len(texts)
    side_pots = corrected = 0
    for text, hand in zip(texts, hands):
        state = pokerkit_state(pokerkit.HandHistory.loads(text))
        expected = pokerkit_corrected(state)
        if sum(expected) != 0:
            # The last players of a side pot both fold (pokerkit lets a player fold with
            # nothing to call): pokerkit pays that pot to no one, handrank leaves the hand
            # unsettled.
            assert hand["unsettled"] == "a pot has no player left to win it", text
            continue
        assert hand["net"] is not None, (text, hand["unsettled"])
        assert_same_nets(hand["net"], expected, text)
        assert sum(cents(hand["net"])) == 0
        side_pots += len(state._pots) > 1
        corrected += expected != pokerkit_net(pokerkit.HandHistory.loads(text))
    # No-limit and pot-limit all-ins, and fixed-limit's short stacks, make side pots often;
    # the fixed-limit draws seldom.
    assert side_pots >= (1 if variant in DRAW else 10), side_pots
    # pokerkit's hi-lo error changes the amounts of hi-lo hands only (in these hands at
    # fixed-limit sizes, not of any FO/8 one; hilo_side_pot.phh shows it).
    assert corrected == 0 or variant in HI_LO, corrected
    if variant == "F2L3D":  # the stub runs out: a thrown card is dealt again
        assert any(redeals(text) for text in texts), "no hand ran the stub out"


def test_hands_and_players_as_columns_and_frames():
    hands = list(handrank.read_phh([DATA / "side_pots.phh", DATA / "site.phhs"]))
    columns = handrank.hand_columns(hands)
    assert len(columns["file"]) == len(hands) == 5
    assert columns["settled"].count(False) == 1  # site.phhs: a loser's cards not shown
    players = handrank.player_columns(hands)
    settled_seats = sum(len(h["players"]) for h in hands if h["net"] is not None)
    assert len(players["player"]) == settled_seats
    for net, adjusted, luck in zip(players["net"], players["adjusted_net"], players["luck"]):
        assert net - adjusted == pytest.approx(luck)
    all_in = [h for h in hands if h["all_in_ev"] is not None]
    assert all_in, "side_pots.phh is an all-in before the flop"
    assert sum(all_in[0]["all_in_ev"]) == pytest.approx(sum(all_in[0]["put_in"]))
    pandas = pytest.importorskip("pandas")
    frame = handrank.players_frame(hands)
    assert isinstance(frame, pandas.DataFrame)
    assert frame.groupby("player")["luck"].sum().abs().sum() > 0
    assert len(handrank.hands_frame(hands)) == 5
    # As `handrank history site.phhs --summary --format csv` (tests/cli/history.rs); then p1 to
    # p4 of side_pots.phh, one all-in each, luck the net less the adjusted net.
    summary = handrank.player_summary(frame)
    assert summary.index.tolist() == ["ann", "bob", "cid", "p1", "p2", "p3", "p4"]
    first = ["hands", "all_ins", "net", "adjusted_net", "luck"]
    assert summary.loc["ann", first].tolist() == [3, 0, 8.5, 8.5, 0]
    assert summary.loc["bob", first].tolist() == [3, 0, -8.5, -8.5, 0]
    assert summary.loc["cid", first].tolist() == [1, 0, 0, 0, 0]
    # The tracker's columns, the library's (as tests/cli/history.rs checks the command's).
    rates = ["net_bb", "showdown", "non_showdown", "vpip", "pfr", "wtsd", "wsd"]
    assert summary.loc["ann", rates].tolist() == [8.5, 7, 1.5, 2 / 3 * 100, 1 / 3 * 100, 100, 100]
    assert summary.loc["bob", rates].tolist() == [-8.5, -7, -1.5, 1 / 3 * 100, 1 / 3 * 100, 100, 0]
    assert summary.loc["cid", ["wtsd", "wsd"]].isna().all()
    assert summary.loc["ann", "bb_per_100"] == 8.5 * 100 / 3
    assert summary.loc[["p1", "p2", "p3", "p4"], "all_ins"].tolist() == [1] * 4
    assert (summary["net"] - summary["adjusted_net"] - summary["luck"]).abs().max() < 1e-9


def test_site_text_is_read_as_the_command_reads_it():
    sites = DATA.parent / "sites"
    hands = list(handrank.read_history(sites))
    assert [h["file"] for h in hands] == [h["file"] for h in handrank.read_phh(sites)]
    assert {pathlib.Path(h["file"]).name for h in hands} == {p.name for p in sites.glob("*.txt")}
    assert all(h["error"] is None and h["winnings"] is not None for h in hands)
    cash = [h for h in hands if pathlib.Path(h["file"]).name == "pokerstars_cash.txt"]
    first = cash[0]  # ann raises, checks down and wins; $0.50/$1
    assert (first["big_blind"], first["players"][0]) == (1.0, "ann")
    assert first["vpip"][:3] == [True, False, True]
    assert first["went_to_showdown"][:3] == [False, False, False]


def test_the_readme_graph_script_runs(tmp_path, monkeypatch):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    readme = (DATA.parents[2] / "python" / "README.md").read_text()
    script = next(block.split("```")[0] for block in readme.split("```python\n")
                  if "matplotlib" in block.split("```")[0])
    monkeypatch.chdir(DATA.parents[2])
    picture = tmp_path / "ann.png"
    exec(compile(script.replace('"ann.png"', repr(str(picture))), "README.md", "exec"), {})
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bad_hands_raise_or_are_skipped(tmp_path):
    path = tmp_path / "bad.phhs"
    good = (DATA / "site.phhs").read_text()
    path.write_text(good + "\n[9]\nvariant = 'XX'\nantes = [0, 0]\nstarting_stacks = [1, 1]\nactions = []\n")
    with pytest.raises(handrank.HistoryFileError) as error:
        list(handrank.read_phh(path))
    assert error.value.section == 9 and error.value.file == str(path)
    assert "XX" in str(error.value)
    hands = list(handrank.read_phh(str(path), skip_invalid=True))
    assert [h["error"] is None for h in hands] == [True] * 4 + [False]
    with pytest.raises(handrank.HistoryFileError):
        list(handrank.read_phh(tmp_path / "missing.phh"))


def test_bet_sizes_the_structure_forbids_are_refused_as_pokerkit_refuses_them():
    """Each hand of bet_sizes.phhs ends with one action its betting structure forbids (a
    short raise, an over-pot raise, a fixed-limit size or cap, a missing bring-in, a raise
    no one can call): an error here, a hand pokerkit cannot replay, and without that last
    action a legal hand for both."""
    path = DATA.parent / "history-invalid" / "bet_sizes.phhs"
    with open(path, "rb") as file:
        histories = list(pokerkit.HandHistory.load_all(file))
    hands = list(handrank.read_phh(path, skip_invalid=True))
    assert len(hands) == len(histories) == 12
    for history, hand in zip(histories, hands):
        assert hand["error"] is not None and history.actions[-1] in hand["error"]
        with pytest.raises(ValueError):
            pokerkit_net(history)
        history.actions = history.actions[:-1]
        pokerkit_net(history)


def test_strings_read_as_tomllib_reads_them():
    """Every string form TOML has (toml_strings.phhs writes them all, in every field): the
    players' names as Python's TOML reader reads them, hand by hand."""
    compared = 0
    for path in sorted(DATA.iterdir()):
        document = tomllib.loads(path.read_text(encoding="utf-8"))
        tables = [document[k] for k in document] if path.suffix == ".phhs" else [document]
        hands = list(handrank.read_phh(path, all_in_ev=False))
        assert len(hands) == len(tables), path
        for table, hand in zip(tables, hands):
            assert hand["variant"] == table["variant"]
            if "players" in table:
                assert hand["players"] == table["players"], path
                compared += 1
    assert compared >= 8
    hands = list(handrank.read_phh(DATA / "toml_strings.phhs"))
    assert hands[0]["players"] == ["Amy \"the Ave\" O'Neil", "Bob\\Smith"]
    assert hands[1]["players"] == ["\u00c9lodie", "Bj\u00f6rn", "Chen \u9648"]


def with_actions(path, section, change):
    """The text of one hand of a project file with its actions changed."""
    with open(path, "rb") as file:
        history = list(pokerkit.HandHistory.load_all(file))[section - 1]
    history.actions = change(list(history.actions))
    return history


def both_refuse(tmp_path, history, expected):
    """pokerkit cannot replay the hand, and handrank refuses it naming the action."""
    with pytest.raises(ValueError):
        pokerkit_net(history)
    path = tmp_path / "hand.phh"
    path.write_text(history.dumps())
    with pytest.raises(handrank.HistoryFileError) as error:
        list(handrank.read_phh(path))
    assert expected in str(error.value)


@pytest.mark.filterwarnings("ignore:There is no reason")
def test_posts_count_as_pokerkit_counts_them(tmp_path):
    """A negative blind is a post: a live bet (p4 checks its option), never returned, and no
    blind for the order of play (p3 acts first, after the big blind)."""
    path = DATA / "posts.phhs"
    hands = list(handrank.read_phh(path, all_in_ev=False))
    # p4's post: called on, raised over (the raise back down to it), folded, folded.
    assert [h["put_in"][3] for h in hands[:4]] == [6, 2, 2, 2]
    assert hands[4]["put_in"] == [2, 2]  # heads-up: p2 posts beside p1's big blind
    with open(path, "rb") as file:
        states = [pokerkit_state(h) for h in pokerkit.HandHistory.load_all(file)]
    for state in states:
        posted = [op for op in state.operations if isinstance(op, pokerkit.BlindOrStraddlePosting)]
        assert sum(op.amount for op in posted) == sum(abs(b) for b in state.blinds_or_straddles)
    out_of_turn = with_actions(path, 1, lambda actions: actions[:5] + ["p5 f"] + actions[6:])
    both_refuse(tmp_path, out_of_turn, "'p5 f': p5 acts out of turn: p3 is to act")


def test_a_show_after_the_pot_is_won_is_accepted_as_pokerkit_accepts_it(tmp_path):
    """A winner who shows every card after the others folded: recorded, changing nothing.
    A muck there, or a show keeping cards hidden, pokerkit refuses, and so does handrank."""
    path = DATA / "shows.phhs"
    (hand,) = [h for h in handrank.read_phh(path) if h["section"] == 3]
    assert hand["hole"][0] == "AsTd" and hand["net"] == [2, -2]
    for show in ["p1 sm", "p1 sm As??"]:
        history = with_actions(path, 3, lambda actions: actions[:-1] + [show])
        both_refuse(tmp_path, history, "may only show every card")


def test_inconsistent_hands_are_refused(tmp_path):
    """A raise below the minimum: both refuse it. A fold missing from the actions: handrank
    refuses the action out of turn, where pokerkit "repairs" the history by folding the
    player whose turn it was; with that fold written, both settle it alike."""
    path = DATA.parent / "history-invalid" / "inconsistent.phhs"
    hands = list(handrank.read_phh(path, skip_invalid=True))
    assert [h["error"].split(": ", 2)[-1][:30] for h in hands] == [
        "'p1 cbr 8': a raise to 8 is le",
        "'p4 cc': p4 acts out of turn: ",
    ]
    with open(path, "rb") as file:
        short_raise, missing_fold = pokerkit.HandHistory.load_all(file)
    with pytest.raises(ValueError):
        pokerkit_net(short_raise)
    repaired = pokerkit_net(missing_fold)
    missing_fold.actions = missing_fold.actions[:4] + ["p3 f"] + missing_fold.actions[4:]
    assert pokerkit_net(missing_fold) == repaired
    fixed = tmp_path / "fixed.phh"
    fixed.write_text(missing_fold.dumps())
    (hand,) = handrank.read_phh(fixed)
    assert hand["unsettled"] is not None  # the history stops with p1 to act
    assert hand["put_in"] == [1, 2, 0, 2]
