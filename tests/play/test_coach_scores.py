"""The coach hands the game's score to an AI that judges decisions by the chance of
winning the game (Euchre and Écarté), as it stood before the decision's hand."""
from dataclasses import replace

from engine import ecarte, euchre
from lessons.coach import CoachedGame, run_job

SAMPLES = 120


def test_jobs_carry_the_score_before_the_decisions_hand():
    c = CoachedGame.new(euchre.preset("standard"), seed=4, opponents="novice",
                        partner="novice", grading=False, samples=8)
    while len(c.game.past) < 3 or not c.my_turn:   # three hands in, the learner to act
        if c.hand.is_over:
            c = c.next_hand()
        else:
            c = c.act(str(c.hand.legal_actions()[0]))
    history = c.game.score_history()          # after each finished hand, from 0-0
    if c.has_odds:
        assert c.odds_job().scores == c.hint_job().scores
    assert c.hint_job().scores == c.game.scores == history[len(c.game.past)]
    for d in c.decisions:
        assert c.grade_job(d).scores == history[d.hand_number]
    assert any(c.grade_job(d).scores != c.game.scores for d in c.decisions)


def test_ecarte_jobs_carry_the_score_before_the_hand_without_its_king():
    # The king turned up scores the dealer 1 at once; the coach's analysis counts it
    # among the hand's points (``ecarte_odds``), so the job's scores are those before it.
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QH 7C 8D 9S TS", "JS AS 8C TD 7H"],
                            "KH", "9H TH JH AH 7D 9D JD QD KD AD 7S 8S QS KS 9C TC JC QC KC "
                            "AC 8H")
    c = CoachedGame.from_hand(hand, me=1, grading=False, samples=8)
    assert c.game.scores == (1, 0)
    assert c.hint_job().scores == c.odds_job().scores == (0, 0)
    assert c.hint().text


def test_the_hint_in_play_speaks_of_the_score_when_it_matters():
    # The dealer's partner (the learner, seat 1) holds both black bowers with the J♠ turned:
    # alone scores more, but with the learner's side at 8 the partner's help wins the game.
    hand = euchre.from_deal(euchre.preset("standard"), 3,
                            ["AC QD TH KS AS", "JC QH AH 9S QS", "TC KC TD KD 9H",
                             "9C QC 9D JH KH"], "JS", "AD JD TS").apply("pass")
    c = CoachedGame.from_hand(hand, me=1, grading=True, samples=SAMPLES)
    level = run_job(c.hint_job())
    assert "score" not in level.text
    late = replace(c, game=c.game.evolve(scores=(7, 8)))    # per team: the learner's is 8
    assert late.hint_job().scores == (7, 8)
    text = late.hint().text
    assert text.startswith("The score matters: with your side at 8 and theirs at 7, "
                           "Order it up gives you the best chance to win the game")
    after = late.act("order")
    assert after.decisions[-1].grade.by_game and after.decisions[-1].grade.label == "Best"


def test_the_ecarte_hint_in_play_speaks_of_the_score_when_it_matters():
    # The elder (the learner, seat 1) holds two small trumps, the jack and nine of clubs
    # and the ten of spades: by the points of the hand, propose; with the dealer at 4,
    # stand (the penalty for standing no longer counts: any point of the dealer's ends
    # the game). Valued with the coach's own play-outs (each seat from its own view).
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QC AC JD KD 8S", "9C JC 8H TH TS"],
                            "AH", "KH TD 9D 9H 7H TC QD KS QH 7D 8C AD JH 8D KC 7C JS 9S QS "
                            "AS 7S")
    c = CoachedGame.from_hand(hand, me=1, grading=True, samples=SAMPLES)
    plain = c.hint().text
    assert plain.startswith("Propose an exchange") and "The score matters" not in plain
    late = replace(c, game=c.game.evolve(base_scores=(4, 2)))
    assert late.hint_job().scores == (4, 2)
    text = late.hint().text
    assert text.startswith("The score matters: with you at 2 and your opponent at 4, "
                           "Stand (play these cards) gives you the best chance to win the game")
    after = late.act("stand")
    assert after.decisions[-1].grade.by_game and after.decisions[-1].grade.label == "Best"


def test_the_computer_players_get_the_score_before_their_hand(monkeypatch):
    # The experts judge by the game as the hint does: each computer player's choice gets
    # the scores as they stood before its hand (an Écarté king turned up not counted).
    import lessons.coach as coach
    from engine.ai import make_bot as real_make_bot
    seen: list[tuple] = []

    class Recorder:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, view, scores=None):
            seen.append(scores)
            return self.inner.choose(view, scores=scores)

    monkeypatch.setattr(coach, "make_bot", lambda level, game: Recorder(real_make_bot(level, game)))
    c = CoachedGame.new(euchre.preset("standard"), seed=4, opponents="novice",
                        partner="novice", grading=False, samples=8)
    replies = 0
    while len(c.game.past) < 3 or not c.my_turn:
        if c.hand.is_over:
            c = c.next_hand()
        else:
            before, seen[:] = c.game.scores, []
            c = c.act(str(c.hand.legal_actions()[0]))
            assert all(s == before for s in seen), (before, seen)
            replies += len(seen)
    assert replies > 20 and c.game.scores != (0, 0)
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QH 7C 8D 9S TS", "JS AS 8C TD 7H"],
                            "KH", "9H TH JH AH 7D 9D JD QD KD AD 7S 8S QS KS 9C TC JC QC KC "
                            "AC 8H")
    seen[:] = []
    e = CoachedGame.from_hand(hand, me=0, grading=False, samples=8)   # the elder replies
    assert e.game.scores == (1, 0) and seen and all(s == (0, 0) for s in seen), seen


def test_an_ecarte_grade_read_off_a_hint_is_the_grade_itself():
    # The Play page reads a decision's grade off the hint asked just before it: that must
    # be Écarté's own reading, not Euchre's. Here the dealer (the learner) holds the K♦ of
    # trumps at 0-4: keeping quiet is a Mistake by the chance of winning the game (a point
    # narrows the gap), a Blunder by the points alone.
    hand = ecarte.from_deal(ecarte.Rules(), 0, ["KD 9H AH 9S AS", "TC QC 7D TD QH"], "JD",
                            "AC KC TH KH 8D TS JC JS 9C QD 7S 8S KS 9D QS 7H 7C 8H 8C AD JH")
    for action in ("propose", "accept", "exchange TC QC QH", "exchange 9H AH 9S AS", "stand"):
        hand = hand.apply(action)
    c = CoachedGame.from_hand(hand, me=0, grading=True, samples=SAMPLES)
    c = replace(c, game=c.game.evolve(base_scores=(0, 4)))
    hint = c.hint()
    for action in ("no declaration", "declare king"):
        after = c.act(action)          # graded at once, by its own analysis
        d = after.decisions[-1]
        read = after.grade_from_hint(d, hint, c.position)
        assert read is not None
        assert (read.label, read.by_game, read.reason) == \
            (d.grade.label, d.grade.by_game, d.grade.reason), action
    quiet = c.act("no declaration")
    assert quiet.grade_from_hint(quiet.decisions[-1], hint, c.position).label == "Mistake"
