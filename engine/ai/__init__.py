"""Computer players, the double-dummy solver and the analysis behind hints,
grading and odds charts. Pure Python (numba speeds up the solver when installed);
never imports Streamlit."""
from .jit import is_compiled, kernel, warm_up
from .solver import Solution, solve, solve_ecarte
