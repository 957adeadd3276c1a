"""handrank.read_phh against pokerkit, the PHH standard's reference implementation: every
hand of the project's PHH files that pokerkit can replay, and of randomly played hands,
settles to the same net amounts to the cent. (hilo.phhs [3], a side pot without a low
among its players, agrees too: pokerkit kills the losing hand and the side pot has one
player left. Random hi-lo hands have equal stacks, so no side pots, where pokerkit 0.7.7
halves a pot when any player at the table has a low. pokerkit 0.7.7 sizes FO/8's bets as
pot-limit; the standard's FO/8 is fixed-limit, so its random hands bet the fixed size.)"""

import decimal
import gzip
import pathlib
import random

import pytest

import handrank

pokerkit = pytest.importorskip("pokerkit")

DATA = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "history"

def pokerkit_net(history):
    state = None
    for state in history:
        pass
    return [end - start for end, start in zip(state.stacks, state.starting_stacks)]


def project_hands():
    """(file name, section, pokerkit HandHistory) for every hand pokerkit can read."""
    for path in sorted(DATA.iterdir()):
        if path.suffix == ".phhs":
            with open(path, "rb") as file:
                for section, history in enumerate(pokerkit.HandHistory.load_all(file), 1):
                    yield path.name, str(section), history
        elif path.suffix == ".phh":
            with open(path, "rb") as file:
                yield path.name, None, pokerkit.HandHistory.load(file)


def cents(amounts):
    return [round(a * 100) for a in amounts]


def assert_same_nets(ours, theirs, context):
    """Equal to the cent. pokerkit splits a pot of decimal amounts finer than the file
    writes (1.135 each of 2.27), where handrank pays the odd cent to the first winner:
    there, each differs by less than a cent and the totals agree."""
    if all(float(x) * 100 == round(float(x) * 100) for x in theirs):
        assert cents(ours) == cents(float(x) for x in theirs), context
    else:
        assert all(abs(a - float(b)) < 0.01 for a, b in zip(ours, theirs)), context
        assert round(sum(ours), 6) == round(float(sum(theirs)), 6), context


def test_project_files_settle_as_pokerkit_does():
    ours = {(pathlib.Path(h["file"]).name, h["section"]): h for h in handrank.read_phh(DATA)}
    compared = 0
    for name, section, history in project_hands():
        hand = ours[(name, section)]
        if hand["net"] is None:
            continue  # unsettled here (cards not shown): nothing to compare
        try:
            expected = pokerkit_net(history)
        except (ValueError, decimal.InvalidOperation):
            continue  # a hand pokerkit 0.7.7 cannot replay (it cannot "repair" it)
        assert_same_nets(hand["net"], expected, (name, section))
        compared += 1
    assert compared >= 16  # all but every_action.phh (pokerkit reads no inf) and one unsettled


AUTOMATIONS = tuple(
    getattr(pokerkit.Automation, name)
    for name in (
        "ANTE_POSTING", "BET_COLLECTION", "BLIND_OR_STRADDLE_POSTING", "CARD_BURNING",
        "HOLE_DEALING", "BOARD_DEALING", "RUNOUT_COUNT_SELECTION",
        "HOLE_CARDS_SHOWING_OR_MUCKING", "HAND_KILLING", "CHIPS_PUSHING", "CHIPS_PULLING",
    )
)


def random_hand(rng, variant):
    """A hand played with random legal actions by pokerkit, as PHH text. Hi-lo hands have
    equal stacks, so no side pot (where pokerkit's hi-lo rule is wrong). A hand pokerkit
    cannot finish (an internal assertion of 0.7.7 when a pot of antes alone has no player
    left) is played again. In stud, the down cards of players who fold are written
    unknown (`????7s`), as a site's history writes them."""
    while True:
        try:
            text = play(rng, variant)
        except AssertionError:
            continue
        return hide_folded_down_cards(text) if variant in STUD else text


STUD = ("F7S", "F7S/8", "FR")


def game_of(rng, variant):
    mode = pokerkit.Mode.CASH_GAME
    antes = rng.choice([0, 0, 1])
    if variant == "NT":
        return pokerkit.NoLimitTexasHoldem(AUTOMATIONS, False, antes, (1, 2), 2, mode=mode)
    if variant == "PO":
        return pokerkit.PotLimitOmahaHoldem(AUTOMATIONS, False, antes, (1, 2), 2, mode=mode)
    if variant == "FO/8":
        return pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter(
            AUTOMATIONS, False, antes, (1, 2), 2, 4, mode=mode
        )
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
    if variant in ("FO/8", "F7S/8"):
        stacks = [rng.choice([30, 200])] * n
    else:
        stacks = [rng.randint(3, 300) for _ in range(n)]
    game = game_of(rng, variant)
    state = game(stacks, n)
    while state.status:
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


@pytest.mark.parametrize("variant", ["NT", "PO", "FO/8", *STUD])
def test_random_hands_settle_as_pokerkit_does(tmp_path, variant):
    seed = 2024 + len(variant) + 10 * (variant in STUD) + (variant == "FR")
    rng = random.Random(seed)
    random.seed(seed)  # pokerkit shuffles its deck with the global generator
    texts = [random_hand(rng, variant) for _ in range(150)]
    path = tmp_path / "random.phhs.gz"
    body = "".join(f"[{i}]\n{text}\n" for i, text in enumerate(texts, 1))
    path.write_bytes(gzip.compress(body.encode()))
    hands = list(handrank.read_phh(path, all_in_ev=False))
    assert len(hands) == len(texts)
    for text, hand in zip(texts, hands):
        expected = pokerkit_net(pokerkit.HandHistory.loads(text))
        assert hand["net"] is not None, (text, hand["unsettled"])
        assert_same_nets(hand["net"], expected, text)
        assert sum(cents(hand["net"])) == 0


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


def test_bad_hands_raise_or_are_skipped(tmp_path):
    path = tmp_path / "bad.phhs"
    good = (DATA / "site.phhs").read_text()
    path.write_text(good + "\n[9]\nvariant = 'XX'\nantes = [0, 0]\nstarting_stacks = [1, 1]\nactions = []\n")
    with pytest.raises(handrank.HistoryFileError) as error:
        list(handrank.read_phh(path))
    assert error.value.section == "9" and error.value.file == str(path)
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
