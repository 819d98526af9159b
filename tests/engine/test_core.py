"""The engine core both games share (engine/core.py, engine/errors.py, engine/options.py):
frozen states and games, one API, history and replay, one error family, clear
errors for arguments of the wrong type. Every test runs on both games."""
from __future__ import annotations

import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import ecarte, euchre
from engine.cards import NotationError, parse_cards
from engine.core import Event, Frozen, replay
from engine.errors import (
    DealCodeError,
    DealError,
    EngineError,
    FrozenStateError,
    GameOverError,
    IllegalActionError,
    RulesError,
    SeatError,
)

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"euchre": euchre, "ecarte": ecarte}
PRESET = {"euchre": "standard", "ecarte": "classic"}


def rules_of(game):
    return GAMES[game].preset(PRESET[game])


def played(game, seed=7, steps=None):
    """A seeded hand of ``game`` after ``steps`` random legal actions (all of them: None)."""
    rng = random.Random(seed)
    state = GAMES[game].deal(rules_of(game), 0, seed=seed)
    while not state.is_over and steps != 0:
        state = state.apply(rng.choice(state.legal_actions()))
        steps = None if steps is None else steps - 1
    return state


def finished_game(game, seed=3):
    """A seeded whole game to the target score of 1 (over after a hand or two)."""
    rng = random.Random(seed)
    g = GAMES[game].Game.new(rules_of(game).replace(target_score=1), seed=seed)
    while not g.is_over:
        g = g.next_hand() if g.hand.is_over else g.apply(rng.choice(g.legal_actions()))
    return g


both = pytest.mark.parametrize("game", list(GAMES))


# ----- frozen ------------------------------------------------------------------------

@both
def test_assigning_to_a_hand_state_raises_and_changes_nothing(game):
    state = played(game, steps=3)
    before = (state.current_player, state.hands, state.history)
    for name, value in (("current_player", 1), ("hands", ()), ("history", ()),
                        ("bogus", 1), ("_legal", ())):
        with pytest.raises(FrozenStateError, match="never changes"):
            setattr(state, name, value)
    with pytest.raises(FrozenStateError):
        del state.hands
    assert (state.current_player, state.hands, state.history) == before


@both
def test_assigning_to_a_finished_hands_points_raises(game):
    # The bug this replaces: ``state.points = (9, 9)`` succeeded on an Écarté state.
    state = played(game)
    with pytest.raises(FrozenStateError):
        state.points = (9, 9)
    with pytest.raises(AttributeError):   # a FrozenStateError is an AttributeError too
        state.result.points = (9, 9)


@both
def test_assigning_to_a_game_raises(game):
    g = GAMES[game].Game.new(rules_of(game), seed=1)
    for name in ("scores", "hand", "past", "rules"):
        with pytest.raises(FrozenStateError):
            setattr(g, name, None)
    assert g.hand_number == 0 and g.past == ()


@both
def test_states_and_games_cannot_be_called_into_being(game):
    # Only deal/from_deal and Game.new/from_hand make them (so every field is set).
    with pytest.raises(TypeError, match="made by"):
        GAMES[game].HandState()
    with pytest.raises(TypeError, match="made by"):
        GAMES[game].Game()


@both
def test_evolve_is_the_one_way_to_change_and_leaves_the_original(game):
    state = played(game, steps=2)
    other = state.evolve(current_player=None)
    assert other.current_player is None and state.current_player is not None
    assert isinstance(state, Frozen) and isinstance(GAMES[game].Game.new(rules_of(game), 1), Frozen)
    with pytest.raises(TypeError):
        state.evolve(bogus=1)


@both
def test_states_survive_pickling_equal(game):
    # The Play page's worker process receives states and games by pickle.
    state = played(game, steps=6)
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.legal_actions() == state.legal_actions()
    g = GAMES[game].Game.new(rules_of(game), seed=2)
    assert pickle.loads(pickle.dumps(g)) == g


# ----- one API -------------------------------------------------------------------------

HAND_API = ("rules", "deal", "dealer", "phase", "current_player", "hands", "history", "result",
            "is_over", "players", "legal_actions", "apply", "start", "evolve")
GAME_API = ("rules", "seed", "first_dealer", "hand", "scores", "past", "hands", "hand_number",
            "current_player", "is_over", "winners", "legal_actions", "apply", "next_hand",
            "score_history", "new", "from_hand")
MODULE_API = ("Rules", "preset", "PRESETS", "PRESET_TITLES", "option_docs", "deal",
              "from_deal", "replay", "observe", "position_from_view", "encode_deal",
              "decode_deal", "explain_illegal", "Game", "HandState", "HandResult", "Event",
              "Phase", "Trick", "View", "RulesError", "DealError", "DealCodeError",
              "SeatError", "IllegalActionError", "GameOverError", "EngineError")


@both
def test_the_same_names_exist_in_both_games(game):
    module, state = GAMES[game], played(game)
    g = finished_game(game)
    assert [n for n in MODULE_API if not hasattr(module, n)] == []
    assert [n for n in HAND_API if not hasattr(state, n)] == []
    assert [n for n in GAME_API if not hasattr(g, n)] == []
    assert isinstance(state.result.points, tuple) and isinstance(g.winners, tuple)
    assert module.Event is Event and module.replay is replay


@both
def test_old_names_are_gone(game):
    # One name per concept: current_player (not turn / to_move), winners (not winner),
    # points (not points_by_team), past (not finished).
    state, g = played(game), finished_game(game)
    for old in ("turn", "to_move", "previous", "key"):
        assert not hasattr(state, old), old
    assert not hasattr(state.result, "points_by_team")
    assert not hasattr(g, "winner") and not hasattr(g, "finished")


@both
def test_score_history_starts_at_zero_and_ends_at_the_scores(game):
    g = finished_game(game)
    history = g.score_history()
    assert history[0] == (0,) * len(g.scores) and history[-1] == g.scores
    assert len(history) == 1 + len(g.hands)
    assert max(history[-1]) >= g.rules.target_score and g.winners


# ----- history and replay -------------------------------------------------------------

@both
def test_history_is_a_tuple_of_events(game):
    state = played(game)
    assert type(state.history) is tuple and len(state.history) > 0
    assert all(type(e) is Event for e in state.history)
    assert all(str(e) == f"{e.seat}: {e.action}" for e in state.history)


@both
def test_replay_rebuilds_every_state_from_the_deal(game):
    state = played(game)
    states = replay(state)
    assert len(states) == len(state.history) + 1
    assert states[0] == state.start() and states[0].history == ()
    assert states[-1] == state and states[-1].result == state.result
    assert states[-1].hands == state.hands


@both
def test_states_are_equal_by_deal_and_history(game):
    # Equality is the path (rules, deal, history), the same in both games.
    a, b = played(game, steps=4), played(game, steps=4)
    assert a is not b and a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert played(game, steps=5) != a
    assert played(game, seed=8, steps=4) != a


# ----- one error family ---------------------------------------------------------------

def _faults(game):
    """The same fault, asked of one game: (name, call)."""
    m, rules = GAMES[game], rules_of(game)
    state = m.deal(rules, 0, seed=1)
    over = finished_game(game)
    new_game = m.Game.new(rules, seed=1)
    hands = [h for h in state.hands if h]
    rest = {"euchre": dict(upcard="JH"), "ecarte": dict(turnup="JH", talon="")}[game]
    return {
        "unknown rule option": (RulesError, lambda: m.Rules(bogus=1)),
        "rules that are not rules": (RulesError, lambda: m.deal("standard", 0)),
        "a game of no rules": (RulesError, lambda: m.Game.new("standard")),
        "a game of the wrong game's rules": (RulesError, lambda: m.Game.new(
            rules_of("ecarte" if game == "euchre" else "euchre"))),
        "a card dealt twice": (DealError, lambda: m.from_deal(
            rules, 0, [hands[0], hands[0]] + hands[2:], **rest)),
        "hands that are a number": (DealError, lambda: m.from_deal(rules, 0, 5, **rest)),
        "an unreadable deal code": (DealCodeError, lambda: m.decode_deal("EU-standard-0")),
        "a dealer who is True": (SeatError, lambda: m.deal(rules, dealer=True, seed=1)),
        "a dealer not at the table": (SeatError, lambda: m.deal(rules, dealer=9, seed=1)),
        "an illegal action": (IllegalActionError, lambda: state.apply("play 2X")),
        "an action after the game": (GameOverError, lambda: over.apply("pass")),
        "a hand after the game": (GameOverError, lambda: over.next_hand()),
        "a hand before this one is over": (IllegalActionError, lambda: new_game.next_hand()),
        "a game from a deal code, not a hand": (DealError, lambda: m.Game.from_hand("EU")),
    }


FAULTS = list(_faults("euchre"))


@pytest.mark.parametrize("fault", FAULTS)
def test_the_same_fault_raises_the_same_error_in_both_games(fault):
    raised = {}
    for game in GAMES:
        expected, call = _faults(game)[fault]
        with pytest.raises(EngineError) as err:
            call()
        assert isinstance(err.value, expected), (game, err.value)
        assert isinstance(err.value, ValueError)   # older ``except ValueError`` still works
        raised[game] = type(err.value)
    assert raised["euchre"] is raised["ecarte"], raised


def test_the_old_error_names_are_the_family():
    for cls in (DealCodeError, RulesError, IllegalActionError, GameOverError, SeatError,
                DealError, FrozenStateError, NotationError):
        assert issubclass(cls, EngineError)
    assert issubclass(DealCodeError, DealError) and issubclass(GameOverError, IllegalActionError)
    assert euchre.DealCodeError is ecarte.DealCodeError is DealCodeError


# ----- arguments of the wrong type ----------------------------------------------------

@pytest.mark.parametrize("bad", [5, None, 1.5])
def test_parse_cards_of_a_number_is_a_notation_error(bad):
    with pytest.raises(NotationError, match="not a list of cards"):
        parse_cards(bad)


@both
@pytest.mark.parametrize("bad", [{"bogus": 1}, {"players": 2, "colour": "red"}])
def test_rules_with_an_unknown_option_name_the_options(game, bad):
    with pytest.raises(RulesError, match="is not a rule option of .*: the options are players"):
        GAMES[game].Rules(**bad)
    with pytest.raises(RulesError, match="is not a rule option") as e:
        rules_of(game).replace(**bad)
    assert e.value.problems[0].code == "unknown_options"


@both
@pytest.mark.parametrize("bad", [None, "classic", 4, {"players": 2}])
def test_a_game_of_something_not_rules_is_a_rules_error(game, bad):
    if bad is None and game == "ecarte":   # Écarté's Game.new() defaults to the classic rules
        return
    with pytest.raises(RulesError, match="Rules"):
        GAMES[game].Game.new(bad)


@both
@pytest.mark.parametrize("seat", [1.0, True, "1", -1, 9, None])
def test_observing_a_seat_that_is_not_one_is_a_seat_error(game, seat):
    with pytest.raises(SeatError, match="seat"):
        GAMES[game].observe(played(game, steps=2), seat)


@both
def test_position_from_view_with_hands_of_the_wrong_shape_is_a_deal_error(game):
    state = played(game, steps=3)
    seat = state.current_player
    view = GAMES[game].observe(state, seat)
    if game == "euchre":
        fill = lambda hands: euchre.position_from_view(view, hands, kitty=state.kitty,
                                                      discards=state.discards)
    else:
        fill = lambda hands: ecarte.position_from_view(view, hands, state.talon,
                                                      state.discards)
    assert fill(state.hands).legal_actions() == state.legal_actions()
    for bad in (state.hands[:-1],                                  # a seat missing
                state.hands + ((),),                               # a seat too many
                tuple(h[:-1] if h else h for h in state.hands),    # a card short each
                5, [5, 6], None):                                  # not hands at all
        with pytest.raises(DealError):
            fill(bad)


@both
def test_a_dealer_of_true_never_reaches_a_deal_code(game):
    # Before: euchre.deal(r, dealer=True) wrote 'EU-standard-True…' into a code.
    with pytest.raises(SeatError, match="True"):
        GAMES[game].deal(rules_of(game), dealer=True, seed=1)
    with pytest.raises(SeatError):
        GAMES[game].from_deal(rules_of(game), True, [], "JH", "")


@pytest.mark.parametrize("field", ["players", "target", "stake"])
def test_an_ecarte_deal_code_with_an_empty_number_is_a_deal_code_error(field):
    from engine.dealcode import seal
    code = ecarte.encode_deal(ecarte.deal(ecarte.Rules(target_score=9, stake=3), 0, seed=1))
    body = code[:-2]
    assert "-custom.2.elder.1.1.9.3.32-" in body
    emptied = {"players": "custom..elder.1.1.9.3.32", "target": "custom.2.elder.1.1..3.32",
               "stake": "custom.2.elder.1.1.9..32"}[field]
    with pytest.raises(DealCodeError, match="malformed"):
        ecarte.decode_deal(seal(body.replace("custom.2.elder.1.1.9.3.32", emptied)))
    with pytest.raises(DealCodeError, match="dealer"):
        ecarte.decode_deal(seal(body.replace("-0-", "--")))


# ----- rule options as data -----------------------------------------------------------

def test_the_engine_imports_and_documents_its_options_without_source_files():
    # Where only bytecode is shipped, inspect.getsource fails: the docs must not need it.
    script = ("import inspect\n"
              "def no_source(*a, **k):\n    raise OSError('no source')\n"
              "inspect.getsource = inspect.getsourcelines = no_source\n"
              "from engine import euchre, ecarte\n"
              "assert euchre.option_docs()['stick_the_dealer'].startswith('If everybody passes')\n"
              "assert ecarte.option_docs()['packets'].startswith('How five cards are dealt')\n"
              "print(len(euchre.option_docs()), len(ecarte.option_docs()))\n")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, check=False,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["11", "7"]


@both
def test_every_option_has_its_documentation(game):
    import dataclasses
    names = [f.name for f in dataclasses.fields(GAMES[game].Rules)]
    docs = GAMES[game].option_docs()
    assert list(docs) == names and all(len(d) > 20 and "  " not in d for d in docs.values())
