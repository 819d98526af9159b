"""What a profile keeps between visits, as JSON text: its settings and its game in progress.

Settings are the rules in force per game (every option by name), the chosen game, the
language and the four-colour deck. A game in
progress is kept as what made it: the game's seed (or the deal code of the hand it began
with), its rules, the computer players' levels, every action of every hand as text and
where the learner decided. ``read_game`` replays those actions through the engine, so a
saved game is checked move by move and never trusted as an object. Grades are not kept:
they depend only on the position and its seed, so the coach works them out again.

Anything that cannot be read or replayed raises ``SavedError``; the caller drops it.
"""
from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from typing import Any

from engine import games
from engine.errors import EngineError
from lessons.coach import LEVELS, CoachedGame, Decision

FORMAT = 1
MOST_ACTIONS = 20_000
"""More actions than any game could hold: a saved game beyond this is refused unread."""
LANGUAGE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")


class SavedError(ValueError):
    """A saved item that cannot be read or replayed; ``str()`` says what (for the log)."""


@dataclass(frozen=True)
class Settings:
    """A learner's settings: the chosen game, the rules value per game id, the language
    and the four-colour deck."""
    game: str
    rules: dict[str, Any]
    language: str = "en"
    four_colour: bool = False


def rules_data(rules: Any) -> dict[str, Any]:
    """The rules as JSON-ready data: the game's id and every option by name."""
    return {"game": games.of(rules).id,
            "options": {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)}}


def read_rules(data: Any) -> Any:
    """The rules ``rules_data`` wrote, validated by the game's own ``Rules``."""
    if not isinstance(data, dict) or not isinstance(data.get("options"), dict):
        raise SavedError("rules: not an object with options")
    options = data["options"]
    if not all(isinstance(k, str) and isinstance(v, (bool, int, str)) for k, v in options.items()):
        raise SavedError("rules: an option is not a plain value")
    try:
        rules = games.get(data.get("game")).rules_type(**options)
        # options saved where they cannot apply (an older Settings kept them) go to their
        # defaults: play is the same, and the rules are the preset they play as
        settled = getattr(rules, "settled", None)
        return settled() if callable(settled) else rules
    except (ValueError, TypeError) as exc:
        raise SavedError(f"rules: {exc}") from exc


def settings_text(s: Settings) -> str:
    return json.dumps({"format": FORMAT, "game": s.game, "language": s.language,
                       "four_colour": s.four_colour,
                       "rules": {g: rules_data(r) for g, r in sorted(s.rules.items())}},
                      sort_keys=True)


def read_settings(text: str) -> Settings:
    """The settings in ``text``. A game this app no longer has is left out; anything else
    that makes no sense refuses the whole text (``SavedError``)."""
    data = _load(text)
    rules = {}
    for game_id, value in _get(data, "rules", dict).items():
        if game_id in games.ids():
            r = read_rules(value)
            if games.of(r).id != game_id:
                raise SavedError(f"rules: {game_id} holds another game's rules")
            rules[game_id] = r
    game = _get(data, "game", str)
    if game not in games.ids():
        game = games.default().id
    language = _get(data, "language", str)
    if not LANGUAGE.match(language):
        raise SavedError(f"language: {language[:20]!r}")
    return Settings(game, rules, language, _get(data, "four_colour", bool))


def game_text(cg: CoachedGame) -> str:
    """``cg`` as text: enough to replay it exactly (``SavedError`` if it cannot be, for
    instance a game begun from a deal that has no code)."""
    spec = games.of(cg.game.rules)
    engine = spec.load("engine")
    hands = cg.game.hands
    start = None
    if engine.Game.new(cg.game.rules, seed=cg.game.seed).hand != hands[0].start():
        try:   # a game begun from a shared deal: that deal, as its code
            start = engine.encode_deal(hands[0])
        except EngineError as exc:
            raise SavedError(f"the first deal has no code: {exc}") from exc
    return json.dumps({
        "format": FORMAT, "game": spec.id, "rules": rules_data(cg.game.rules),
        "seed": cg.game.seed, "start": start, "me": cg.me, "opponents": cg.opponents,
        "partner": cg.partner, "grading": cg.grading, "samples": cg.samples,
        "hands": [[str(e.action) for e in h.history] for h in hands],
        "decisions": [list(d.key) for d in cg.decisions]}, sort_keys=True)


def read_game(text: str) -> CoachedGame:
    """The game ``game_text`` wrote, replayed action by action (each one checked by the
    engine), with its decisions and its undo steps; their grades are left to redo."""
    data = _load(text)
    spec = games.get(_get(data, "game", str)) if _get(data, "game", str) in games.ids() else None
    if spec is None:
        raise SavedError("game: not one this app knows")
    engine = spec.load("engine")
    rules = read_rules(data.get("rules"))
    if games.of(rules).id != spec.id:
        raise SavedError("rules: another game's")
    seed, me, samples = (_get(data, k, int) for k in ("seed", "me", "samples"))
    opponents, partner = _get(data, "opponents", str), _get(data, "partner", str)
    if opponents not in LEVELS or partner not in LEVELS or not 0 <= me < rules.players \
            or not 1 <= samples <= 10_000:
        raise SavedError("players: a level, seat or sample count out of range")
    hands = _get(data, "hands", list)
    if not hands or not all(isinstance(h, list) and all(isinstance(a, str) for a in h) for h in hands) \
            or sum(map(len, hands)) > MOST_ACTIONS:
        raise SavedError("hands: not lists of actions")
    keys = [tuple(k) for k in _get(data, "decisions", list)
            if isinstance(k, list) and len(k) == 2 and all(type(x) is int for x in k)]
    if len(keys) != len(data["decisions"]) or keys != sorted(set(keys)):
        raise SavedError("decisions: not in order")
    try:
        start = data.get("start")
        if start is None:
            game = engine.Game.new(rules, seed=seed)
        elif isinstance(start, str):
            game = engine.Game.from_hand(engine.decode_deal(start), seed)
            if game.rules != rules:
                raise SavedError("start: a deal under other rules")
        else:
            raise SavedError("start: not a deal code")
        before: dict[tuple[int, int], Any] = {}   # the game just before each decision
        decisions = []
        wanted = set(keys)
        for h, actions in enumerate(hands):
            if h:
                game = game.next_hand()
            for n, text_action in enumerate(actions):
                if (h, n) in wanted:
                    if game.hand.current_player != me:
                        raise SavedError(f"decision {h}:{n} is not the learner's")
                    before[h, n] = game
                game = game.apply(text_action)
                if (h, n) in wanted:
                    decisions.append(Decision(h, before[h, n].hand, game.hand.history[-1].action, None))
    except SavedError:
        raise
    except (ValueError, TypeError) as exc:   # the engine refused a step (EngineError and kin)
        raise SavedError(f"replay: {exc}") from exc
    if len(decisions) != len(keys):
        raise SavedError("decisions: some are not in the hands")
    return CoachedGame(game, me, opponents, partner, _get(data, "grading", bool), samples,
                       tuple(decisions), tuple((before[k], i) for i, k in enumerate(keys))).advance()


def _load(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise SavedError(f"not JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedError("not a saved item of this version")
    return data


def _get(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    # bool is an int in Python: a true/false is never taken for a number, nor a number for one
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SavedError(f"{key}: not a {kind.__name__}")
    return value
