"""Computer players, the double-dummy solver and the analysis behind hints,
grading and odds charts, for Euchre and Écarté. Pure Python; numba compiles the
solver's kernel when installed (``warm_up()`` does it in the background, cached
on disk). Never imports Streamlit.

Euchre: ``analyse``, ``hint``, ``grade``, ``bidding_odds`` take an
``engine.euchre.View``; while bidding all four come from the same plans (pass,
order/pick it up, call, each maybe alone), so for the same samples and seed they
quote the same numbers under the learner's button labels, and
``grade_from_odds(action, hint.odds)`` grades without a second analysis; Écarté: the ``ecarte_*`` functions take an
``engine.ecarte.View``. ``hint`` and ``grade`` of both games name the principle behind the
numbers when one applies (``principles``).
"""
from .analysis import (GRADE_LIMITS, GRADES, ActionOdds, BiddingOdds, BidOption, Grade, Hint,
                       analyse, bidding_odds, grade_from_odds)
from .bots import LEVELS, make_bot
from .ecarte_analysis import analyse as ecarte_analyse
from .ecarte_analysis import expert_exchange as ecarte_expert_exchange
from .ecarte_game import grade as ecarte_grade
from .ecarte_game import hint as ecarte_hint
from .euchre_game import grade, hint   # (both name the principle behind the numbers)
from .ecarte_analysis import proposal_odds as ecarte_proposal_odds
from .jit import is_compiled, kernel, numba_available, warm_up
from .solver import Solution, solve, solve_ecarte

__all__ = [
    "ActionOdds", "BiddingOdds", "BidOption", "Grade", "GRADES", "GRADE_LIMITS", "Hint",
    "analyse", "bidding_odds", "grade", "grade_from_odds", "hint", "LEVELS", "make_bot",
    "ecarte_analyse", "ecarte_expert_exchange", "ecarte_grade", "ecarte_hint",
    "ecarte_proposal_odds", "is_compiled", "kernel", "numba_available", "warm_up",
    "Solution", "solve", "solve_ecarte",
]
