"""What both games' states and games share: immutable values, history, replay.

A ``Frozen`` value lists its fields in ``__slots__``; it is made once with
``make(**fields)`` and never changes: assignment raises ``FrozenStateError``, and
``evolve(**changes)`` is the one way to get a changed copy. Slots whose names start
with ``_`` are caches of derived values (``_legal``): never copied, never compared,
filled in by ``remember(state, name, value)``. Equality and hashing use the fields in ``IDENTITY``
(all of them unless a class names fewer; a hand state names its path: rules, deal
and history). A hand's ``history`` is a tuple of ``Event`` and ``replay`` rebuilds
every state of it from its ``start()``.

Speed: a state is copied at every step of play, so each class gets a straight-line
copy function, generated once here, that writes into a writable twin of the class
(same memory layout) which becomes the frozen class before ``evolve`` returns.
Measured with random Euchre hands (as ``bench/engine_speed.py`` plays them; CPU time,
medians of 5): a loop over the slots plays 46% fewer hands per second than this
copy, which is within 6% of the draft-class code it replaces. This module is the
only place that writes to a state.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, NamedTuple, Self, TypeVar

from .errors import FrozenStateError, GameOverError, IllegalActionError, Reason

if TYPE_CHECKING:   # shapes for the checker only: nothing here exists at run time
    from typing import Protocol

    class _Logged(Protocol):
        """A hand state as ``logged`` reads it."""

        @property
        def history(self) -> tuple[Event, ...]: ...
        @property
        def current_player(self) -> int | None: ...

    class _Replayable(_Logged, Protocol):
        """A hand state as ``replay`` reads it."""

        def start(self) -> Self: ...
        def apply(self, action: Any) -> Self: ...

    class _GameHand(Protocol):
        """The current hand of a game, as ``GameBase`` reads it."""

        @property
        def is_over(self) -> bool: ...
        @property
        def current_player(self) -> int | None: ...
        @property
        def result(self) -> Any: ...   # each game's HandResult (None until the hand is over)
        def legal_actions(self) -> tuple[Any, ...]: ...

    _R = TypeVar("_R", bound=_Replayable)

T = TypeVar("T", bound="Frozen")
_new = object.__new__


class Frozen:
    """An immutable value with slots; see the module docstring."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()      # every slot but the caches
    IDENTITY: ClassVar[tuple[str, ...] | None] = None   # what == compares (None: FIELDS)
    _Draft: ClassVar[type]

    def __init_subclass__(cls, draft: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        slots = tuple(n for k in reversed(cls.__mro__) for n in k.__dict__.get("__slots__", ()))
        if draft or not slots:   # a draft, or a base class with no fields of its own
            return
        cls.FIELDS = tuple(n for n in slots if not n.startswith("_"))
        caches = tuple(n for n in slots if n.startswith("_"))
        if cls.IDENTITY is None:
            cls.IDENTITY = cls.FIELDS
        cls._Draft = type(cls.__name__, (cls,), {
            "__slots__": (), "__setattr__": object.__setattr__,
            "__delattr__": object.__delattr__}, draft=True)
        # the generated functions replace the placeholders below, once per class
        cls.make, cls.evolve = _generate(cls, cls._Draft, cls.FIELDS, caches)  # type: ignore[method-assign]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError(f"a {type(self).__name__} is made by its game's functions "
                        "(deal, from_deal, Game.new), not called directly")

    # ----- the one way to change -------------------------------------------

    @classmethod
    def make(cls, **fields: Any) -> Self:
        """A new value from all of its fields, by keyword (generated per class, below;
        a missing or unknown field is a ``TypeError``)."""
        raise NotImplementedError  # pragma: no cover - replaced in __init_subclass__

    def evolve(self, **changes: Any) -> Self:
        """A copy with ``changes``; ``self`` is untouched (generated per class, below)."""
        raise NotImplementedError  # pragma: no cover - replaced in __init_subclass__

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenStateError(f"{type(self).__name__} never changes, so {name} cannot be "
                               "set: apply() (or evolve()) returns a new one")

    def __delattr__(self, name: str) -> None:
        self.__setattr__(name, None)

    # ----- values, not objects ----------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        # IDENTITY is never None here: __init_subclass__ sets it for every class with fields
        return tuple(getattr(self, n) for n in self.IDENTITY)  # type: ignore[union-attr]

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[Callable[[type[Self], tuple[Any, ...]], Self],
                                  tuple[type[Self], tuple[Any, ...]]]:
        return _rebuild, (type(self), tuple(getattr(self, n) for n in self.FIELDS))

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self


def remember(state: Frozen, name: str, value: Any) -> Any:
    """Keep a derived value in the cache slot ``name`` of ``state`` (not a change of
    state: caches are never compared or copied); returns ``value``."""
    object.__setattr__(state, name, value)
    return value


def _rebuild(cls: type[T], values: tuple[Any, ...]) -> T:
    """Unpickling: the value from its fields, in ``FIELDS`` order."""
    return cls.make(**dict(zip(cls.FIELDS, values)))


_KEEP = object()   # "this field is unchanged" in a generated evolve


def _generate(cls: type, draft: type, fields: tuple[str, ...], caches: tuple[str, ...]
              ) -> tuple[staticmethod[..., Any], Callable[..., Any]]:
    """``make`` and ``evolve`` for ``cls``: the speed trick of the module docstring. A
    keyword per field (no dict of changes), one assignment per slot into the writable
    twin, no loop."""
    nones = "".join(f"    new.{n} = None\n" for n in caches)
    tail = "    new.__class__ = Cls\n    return new\n"
    make = (f"def make(*, {', '.join(fields)}):\n    new = _new(Draft)\n"
            + "".join(f"    new.{n} = {n}\n" for n in fields) + nones + tail)
    evolve = (f"def evolve(self, *, {', '.join(f'{n}=_KEEP' for n in fields)}, _KEEP=_KEEP):\n"
              "    new = _new(Draft)\n"
              + "".join(f"    new.{n} = self.{n} if {n} is _KEEP else {n}\n" for n in fields)
              + nones + tail)
    scope: dict[str, Any] = {"_new": _new, "Draft": draft, "Cls": cls, "_KEEP": _KEEP}
    exec(make + evolve, scope)
    scope["make"].__doc__, scope["evolve"].__doc__ = Frozen.make.__doc__, Frozen.evolve.__doc__
    return staticmethod(scope["make"]), scope["evolve"]


class Event(NamedTuple):
    """One thing a player did: ``seat`` did ``action``. A hand's history is a tuple
    of these, oldest first (a named tuple: one is made at every step of play)."""

    seat: int
    action: Any

    def __str__(self) -> str:
        return f"{self.seat}: {self.action}"


def logged(state: _Logged, action: Any) -> tuple[Event, ...]:
    """``state``'s history with the player to act doing ``action`` appended."""
    return state.history + (_tuple_new(Event, (state.current_player, action)),)


_tuple_new = tuple.__new__   # Event(...) without its Python __new__: one per step of play


def replay(state: _R) -> tuple[_R, ...]:
    """Every state of ``state``'s hand, from its ``start()`` to ``state``, one per
    event of its history (applying each action again, so each is checked)."""
    states = [state.start()]
    for event in state.history:
        states.append(states[-1].apply(event.action))
    return tuple(states)


class GameBase(Frozen):
    """What a whole game of either game shares: the current ``hand``, the finished
    hands in ``past`` and the running ``scores`` (each game adds its own fields)."""

    __slots__ = ()

    if TYPE_CHECKING:   # each game's class declares these slots
        @property
        def hand(self) -> _GameHand: ...
        @property
        def past(self) -> tuple[_GameHand, ...]: ...
        @property
        def scores(self) -> tuple[int, ...]: ...
        @property
        def is_over(self) -> bool: ...

    @property
    def hands(self) -> tuple[_GameHand, ...]:
        """Every hand of the game so far, the current one last."""
        return self.past + (self.hand,)

    @property
    def hand_number(self) -> int:
        return len(self.past)

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.hand.current_player

    def legal_actions(self) -> tuple[Any, ...]:
        return () if self.is_over else self.hand.legal_actions()

    def score_history(self) -> tuple[tuple[int, ...], ...]:
        """The scores after each finished hand, starting from 0s (for a score race)."""
        out = [(0,) * len(self.scores)]
        for h in self.hands:
            if h.is_over:
                out.append(tuple(a + b for a, b in zip(out[-1], h.result.points)))
        return tuple(out)

    def _check_playing(self) -> None:
        if self.is_over:
            raise GameOverError()

    def _check_next_hand(self) -> None:
        self._check_playing()
        if not self.hand.is_over:
            raise IllegalActionError(Reason.of("engine", "hand_not_over"))
