"""pokerkit 0.7.7 as the oracle of the PHH tests (test_history*.py): its nets for a hand,
with the pots its hi-lo error halves paid as the rule pays them, and the comparison to the
cent. Its known errors are told in test_history.py."""

import pathlib

import pytest

pokerkit = pytest.importorskip("pokerkit")

DATA = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "history"


def pokerkit_state(history):
    """pokerkit's state at the end of the hand."""
    state = None
    for state in history:
        pass
    return state


def pokerkit_net(history):
    state = pokerkit_state(history)
    return [end - start for end, start in zip(state.stacks, state.starting_stacks)]


def pokerkit_hi_lo_errors(state):
    """pokerkit 0.7.7's pushes of a hi-lo pot's low half to players none of whom has a
    low (its pot-halving error), as ChipsPushing operations."""
    if state.hand_type_count != 2:
        return []
    return [
        op for op in state.operations
        if isinstance(op, pokerkit.ChipsPushing) and op.hand_type_index == 1
        and all(
            state.get_hand(i, op.board_index, 1) is None
            for i, amount in enumerate(op.amounts) if amount
        )
    ]


def pokerkit_corrected(state):
    """pokerkit's nets with each pot it halved wrongly paid whole to its high hand, evenly
    with the odd chips to the first winner (as pokerkit pays a pot with no low at the
    table)."""
    net = [end - start for end, start in zip(state.stacks, state.starting_stacks)]
    for pot_index in sorted({op.pot_index for op in pokerkit_hi_lo_errors(state)}):
        pushes = [
            op for op in state.operations
            if isinstance(op, pokerkit.ChipsPushing) and op.pot_index == pot_index
        ]
        players = state._pots[pot_index].player_indices  # pokerkit's pot after killing
        if not players:
            continue  # every player of the pot folded: the hand is compared as unsettled
        board = pushes[0].board_index
        for op in pushes:
            net = [n - a for n, a in zip(net, op.amounts)]
        best = max(state.get_hand(i, board, 0) for i in players)
        winners = [i for i in players if state.get_hand(i, board, 0) == best]
        share, odd = divmod(sum(sum(op.amounts) for op in pushes), len(winners))
        for i in winners:
            net[i] += share + (odd if i == winners[0] else 0)
    return net


def project_hands():
    """(file name, section, pokerkit HandHistory) for every hand pokerkit can read."""
    for path in sorted(DATA.iterdir()):
        if path.suffix == ".phhs":
            with open(path, "rb") as file:
                for section, history in enumerate(pokerkit.HandHistory.load_all(file), 1):
                    yield path.name, section, history
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
