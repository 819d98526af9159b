"""Quiz values: a ``Question`` with its ``Choice`` s, and the ``Feedback`` for an answer.

A quiz generator is a pure function ``(rules, seed) -> Question``: it builds a
fresh position with the engine and takes the answer key (and every explanation)
from the engine, so questions never run out and never disagree with the rules.
Nothing here knows about Streamlit; ``ui/quiz.py`` draws these values.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Iterable

from engine.cards import Card, Suit
from engine.i18n import N_, _, ngettext

from .text import join


@dataclass(frozen=True)
class Choice:
    """One answer a learner can pick.

    ``key`` is stable within the question (used for widget keys), ``label`` is the
    text read out and shown on the button, ``cards`` are drawn when present,
    ``why`` is the engine's explanation of this choice (shown once the question is over),
    and ``nudge`` is a hint for a learner who picked this wrong choice: what the mistake
    is, without the right answer (empty: a general hint is used).
    """

    key: str
    label: str
    correct: bool
    why: str = ""
    cards: tuple[Card, ...] = ()
    nudge: str = ""


# (No "try another answer" in them: the quiz says "Try again" under every first miss.)
GENERAL_NUDGE = N_("Look at the cards and the question once more: which rule decides it?")
"""The hint for a wrong answer whose choice has no nudge of its own (pass it through ``_()``)."""
NO_CARDS_NUDGE = N_("Read the question once more: which rule decides it?")
"""The same hint for a question that shows no cards (who is whose partner, who plays next)."""
TRIES = 2
"""A question is over after a right answer or this many wrong ones (then the answer is shown)."""


@dataclass(frozen=True)
class Scene:
    """What to draw above a question: the trump, a hand, a trick, an upcard, notes."""

    trump: Suit | None = None
    hand: tuple[Card, ...] = ()
    hand_label: str = ""
    trick: tuple[tuple[str, Card], ...] = ()   # (who, card) in play order
    trick_label: str = ""
    upcard: Card | None = None
    facts: tuple[tuple[str, str], ...] = ()     # small "label: value" lines
    turned_down: Suit | None = None
    upcard_label: str = ""                      # the caption under the upcard ("turn-up" in Écarté)
    game: str | None = None                     # whose marks to draw (a registry id; None: the first game)
    marks: bool = True
    """Draw the cards' role marks (trump border, RIGHT/LEFT/BENNY/ROI badges) with the question.
    ``False`` when the marks would give the answer away (which suit, which card wins, the
    order): the marks are then shown only in the feedback."""


@dataclass(frozen=True)
class Feedback:
    """The verdict on one try. ``final``: the question is over (answered rightly, or missed
    ``TRIES`` times and the answer shown); otherwise the learner tries again with a nudge."""

    correct: bool
    headline: str
    text: str
    details: tuple[tuple[str, bool, str], ...] = ()   # (choice label, was it right, why); only when final
    final: bool = True


@dataclass(frozen=True)
class Question:
    """A quiz question. ``multi``: choose all that apply (answer is a set of keys)."""

    kind: str
    topic: str
    seed: int
    prompt: str
    choices: tuple[Choice, ...]
    explanation: str
    multi: bool = False
    scene: Scene = field(default_factory=Scene)
    source: object = field(default=None, compare=False, repr=False)
    """The engine position the question was built from (for hints and for tests)."""

    def __post_init__(self) -> None:
        keys = [c.key for c in self.choices]
        labels = [c.label for c in self.choices]
        if len(set(keys)) != len(keys) or len(set(labels)) != len(labels):
            raise ValueError(f"{self.kind} question {self.seed}: choices are not distinct: {labels}")
        if not self.multi and sum(c.correct for c in self.choices) != 1:
            raise ValueError(f"{self.kind} question {self.seed}: exactly one choice must be right")
        if len(self.choices) < 2:
            raise ValueError(f"{self.kind} question {self.seed}: needs at least two choices")

    def general_nudge(self) -> str:
        """The hint for a wrong choice without a nudge of its own: "look at the cards" only
        when the question shows some."""
        sc = self.scene
        shows_cards = bool(sc.hand or sc.trick or sc.upcard or any(c.cards for c in self.choices))
        return _(GENERAL_NUDGE) if shows_cards else _(NO_CARDS_NUDGE)

    @property
    def answer(self) -> frozenset[str]:
        return frozenset(c.key for c in self.choices if c.correct)

    def choice(self, key: str) -> Choice:
        for c in self.choices:
            if c.key == key:
                return c
        raise KeyError(key)

    def check(self, answer: str | Iterable[str], attempt: int = 1) -> Feedback:
        """Mark try number ``attempt`` (1 = the first): one key, or for ``multi`` questions an
        iterable of keys. A wrong answer before the last try gets a nudge and keeps the answer
        hidden; at the last try the right answer and the full explanation are given."""
        picked = frozenset([answer]) if isinstance(answer, str) else frozenset(answer)
        unknown = picked - {c.key for c in self.choices}
        if unknown:
            return Feedback(False, _("That is not one of the choices."),
                            _("Pick one of the answers shown."), final=False)
        last_try = attempt >= TRIES
        if not self.multi:
            if len(picked) != 1:
                return Feedback(False, _("Pick exactly one answer."), "", final=False)
            chosen = self.choice(next(iter(picked)))
            if chosen.correct:
                return Feedback(True, _("Right!"), chosen.why or self.explanation)
            if not last_try:
                return Feedback(False, _("Not quite."), chosen.nudge or self.general_nudge(), final=False)
            right = next(c for c in self.choices if c.correct)
            mistake = chosen.why if chosen.why and chosen.why != self.explanation else ""
            answer = _("The answer is **{answer}**.").format(answer=right.label)
            # the explanation once: a mistake that already ends with it is not followed by it again
            explanation = "" if self.explanation and self.explanation in mistake else self.explanation
            text = " ".join(x for x in (mistake, answer, explanation) if x)
            return Feedback(False, _("Not quite."), text, details=((chosen.label, False, chosen.why),))
        details = tuple((c.label, c.correct, c.why) for c in self.choices)
        if picked == self.answer:
            return Feedback(True, _("Right!"), self.explanation, details)
        missed = [c for c in self.choices if c.correct and c.key not in picked]
        wrong = [c for c in self.choices if not c.correct and c.key in picked]
        if not last_try:
            # a nudge against the first wrong pick (its reason, ``why``, could name the cards that
            # must be played: it waits for the last try), else how many were left out
            if wrong:
                bad = wrong[0]
                text = (_("You may not play {cards}: {why}").format(cards=bad.label, why=bad.nudge)
                        if bad.nudge else
                        _("You may not play {cards}. {hint}").format(cards=bad.label, hint=self.general_nudge()))
            else:
                n = len(missed)
                text = ngettext("You left out {n} card that you may play.",
                                "You left out {n} cards that you may play.", n).format(n=n)
            return Feedback(False, _("Not quite."), text, final=False)
        bits = []
        if wrong:
            bits.append(_("You may not play {cards}.").format(cards=join([c.label for c in wrong])))
        if missed:
            bits.append(_("You missed {cards}.").format(cards=join([c.label for c in missed])))
        bits.append(self.explanation)
        return Feedback(False, _("Not quite."), " ".join(bits), details)


def same_question(a: Question, b: Question) -> bool:
    """``b`` is ``a`` over again: its words, its cards and its answers (in any order). A kind with
    few questions ("Who is South's partner?": eight in all) makes the same one from many seeds."""
    return a.prompt == b.prompt and a.scene == b.scene and \
        sorted(c.label for c in a.choices) == sorted(c.label for c in b.choices)


def game_to_one(rules) -> str:
    """The ``Topic.skip`` of "Who wins the game?": with a game to 1 point, whoever scores first
    wins, so the question would give its answer away."""
    if rules.target_score > 1:
        return ""
    return _("The game in Settings is to 1 point: the first point scored wins it, so there is nothing to "
             "work out here. With a higher target in Settings, this quiz asks whether a deal ends the game.")


def shuffle_choices(choices, topic: str, seed: int) -> tuple[Choice, ...]:
    """The choices in an order fixed by the seed, so the right answer's position gives nothing away."""
    import random
    out = list(choices)
    random.Random(f"order:{topic}:{int(seed)}").shuffle(out)
    return tuple(out)


Generator = Callable[..., Question]


@dataclass(frozen=True)
class Topic:
    """A quiz kind that Practice can mix: an id, a title, its lesson and its generator."""

    id: str
    title_en: str     # English, marked with N_(); ``title`` is in the language of the run
    lesson: str
    make: Generator   # (rules, seed) -> Question, choices in the generator's own order
    needs_partners: bool = False   # only makes sense with four players
    # built by the engine's analysis (tens of ms, cached by seed in the generator): the
    # page makes the next question ahead, while the learner reads this one
    slow: bool = False
    skip: Callable[..., str] | None = None
    """``rules -> str``: why this kind has no meaningful question under ``rules`` (every answer
    would be given away), in the language of the run; "" when it has one. See ``skipped``."""

    @property
    def title(self) -> str:
        return _(self.title_en)

    def skipped(self, rules) -> str:
        """Why no question of this kind is asked under ``rules`` ("" when one is): a lesson
        step says so and lets the learner go on, and Practice leaves the topic out."""
        return self.skip(rules) if self.skip is not None else ""

    def generate(self, rules, seed: int) -> Question:
        """The topic's question for ``seed``; a one-answer question has its choices in an order
        fixed by the seed (so where the right answer sits gives nothing away). "Choose all that
        apply" questions keep the order of the hand."""
        q = self.make(rules, seed)
        if q.multi:
            return q
        return replace(q, choices=shuffle_choices(q.choices, self.id, seed))
