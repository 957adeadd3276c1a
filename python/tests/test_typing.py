"""The type stub: mypy's stubtest keeps it true to the module (run-tests.sh runs it); here
mypy checks that typical calls get the types they should (arrays in, arrays out)."""

import inspect
import textwrap

import pytest

import handrank

mypy_api = pytest.importorskip("mypy.api")

USES = textwrap.dedent(
    """
    import numpy as np
    import numpy.typing as npt
    import handrank

    hands: npt.NDArray[np.uint8] = np.zeros((3, 7), dtype=np.uint8)
    strengths = handrank.evaluate(hands)
    shape: tuple[int, ...] = strengths.shape
    wide = handrank.evaluate(np.zeros((3, 7), dtype=np.int64))
    lists = handrank.evaluate([[0, 4, 8, 12, 17]])
    # np.array of strings is NDArray[Any]: the result is then Any, which still type-checks.
    texts = handrank.evaluate(np.array(["Ah Kh Qh Jh Th"])).shape
    one: int = handrank.evaluate("Ah Kh Qh Jh Th")
    also_one: int = handrank.evaluate(["Ah", "Kh", "Qh", "Jh", "Th"])
    row: np.ndarray[tuple[int], np.dtype[np.uint8]] = np.zeros(7, dtype=np.uint8)
    from_row: int = handrank.evaluate(row)
    categories: npt.NDArray[np.uint8] = handrank.category(strengths)
    words: list[str] = handrank.describe(strengths)
    category: handrank.Category = handrank.category(7462)
    omaha = handrank.evaluate_omaha(np.zeros((2, 4), np.uint8), np.zeros((2, 5), np.uint8))
    lows = handrank.omaha_low(np.zeros((2, 4), np.uint8), np.zeros((2, 5), np.uint8))
    low_words: list[str | None] = handrank.describe_low(lows)
    low: str | None = handrank.omaha_low("Ah 2h 9c Kd", "3s 4d 8c Qh Js")
    result = handrank.equity(["AhKh", "QQ"], trials=1e6)
    version: str = handrank.__version__
    reveal_type(strengths)
    reveal_type(wide)
    reveal_type(lists)
    reveal_type(omaha)
    reveal_type(lows)
    """
)


def test_calls_type_check(tmp_path):
    (tmp_path / "uses.py").write_text(USES)
    out, err, status = mypy_api.run(
        ["--strict", "--no-incremental", "--python-version", "3.11", str(tmp_path / "uses.py")]
    )
    assert status == 0, out + err
    revealed = [line.split("Revealed type is ")[1] for line in out.splitlines() if "Revealed" in line]
    assert len(revealed) == 5, out
    assert all(r.startswith('"numpy.ndarray[') for r in revealed), out
    assert all("16Bit" in r for r in revealed[:4]) and "8Bit" in revealed[4], out


def test_signatures_show_real_defaults():
    parameters = inspect.signature(handrank.breakdown).parameters
    assert parameters["by"].default == "combo"
    assert inspect.signature(handrank.describe_low).parameters["game"].default == "omaha-hilo"
    for function in (handrank.equity, handrank.breakdown, handrank.evaluate, handrank.hits):
        for parameter in inspect.signature(function).parameters.values():
            assert parameter.default is not Ellipsis, (function, parameter)
