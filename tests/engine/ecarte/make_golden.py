"""Golden transcripts of whole Écarté hands. Run to regenerate the files:

    python3 tests/engine/ecarte/make_golden.py

``test_ecarte_golden.py`` renders the same hands and diffs them with the files.
Each hand below was checked by hand against RULES.md (see the comments).
"""
from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)

from engine.ecarte import Rules, encode_deal, preset, transcript  # noqa: E402
from ecarte_helpers import make, run  # noqa: E402

GOLDEN_DIR = os.path.join(HERE, "golden")


def exchanges_and_declared_king():
    # Spades trump. Two rounds of exchanges, then the elder stands (no penalty after an
    # exchange), declares the K♠ (1) and takes 3 tricks: the point (1). Elder 2.
    state = make("7C 8C 7D QH 8S", "KC TD JD 7H JS", "9S", "QS AC KS 9H TC 8D", dealer=0)
    return run(state, "propose, accept, exchange 7C 8C 7D, exchange 7H, propose, accept, "
                      "exchange QH, exchange TD, stand, declare king, play KS, play JS, "
                      "play QS, play 8D, play 8S, play 9H, play AC, play KC, play JD, play TC")


def stand_and_vole_with_penalty():
    # Clubs trump. The elder stands at once and loses every trick: with the elder
    # penalty the dealer's vole scores 3 instead of 2. Nobody holds the K♣.
    state = make("KD QD 7S 8S 9H", "JC AC KS QS KH", "8C", dealer=1)
    return run(state, "stand, play KD, play AC, play KS, play 7S, play QS, play 8S, "
                      "play KH, play 9H, play JC, play QD")


def three_players_refusal():
    # Three players, seat 2 deals and sits out: seat 0 (left) is elder, seat 1 (right)
    # plays the dealer's part. First proposal refused, elder keeps the K♥ silent and takes
    # 2 tricks: the dealer's part scores 2 for the point (elder penalty).
    state = make("KH JH 9D 7C 8C", "QH AD KD 9C TC", "TH", rules=preset("three"), dealer=2)
    return run(state, "propose, refuse, no declaration, play KH, play QH, play JH, play 9C, "
                      "play 9D, play KD, play AD, play 7C, play TC, play 8C")


def classic_refusal_dealer_fails():
    # Diamonds trump, classic penalty. The dealer refuses the first proposal and the
    # elder takes 4 tricks: the dealer bears the risk, the elder scores 2.
    state = make("KD QD JD 7S KC", "AD 8S 9S TS 8C", "7D", rules=Rules(penalty="classic"),
                 dealer=0)
    return run(state, "propose, refuse, no declaration, play KD, play AD, play QD, play 8C, "
                      "play JD, play 8S, play KC, play 9S, play 7S, play TS")


HANDS = {
    "exchanges_and_declared_king": exchanges_and_declared_king,
    "stand_and_vole_with_penalty": stand_and_vole_with_penalty,
    "three_players_refusal": three_players_refusal,
    "classic_refusal_dealer_fails": classic_refusal_dealer_fails,
}


def render(name: str) -> str:
    state = HANDS[name]()
    history = "\n".join(str(step) for step in state.history)
    return (f"# {name}\nDeal code: {encode_deal(state)}\n\n{transcript(state)}\n"
            f"History (seat: action):\n{history}\n")


def main() -> None:
    os.makedirs(GOLDEN_DIR, exist_ok=True)
    for name in HANDS:
        with open(os.path.join(GOLDEN_DIR, name + ".txt"), "w", encoding="utf-8") as f:
            f.write(render(name))
        print("wrote", name)


if __name__ == "__main__":
    main()
