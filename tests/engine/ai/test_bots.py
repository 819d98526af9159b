"""Computer players: never an illegal move in any preset, and the rules of thumb."""
from __future__ import annotations

import random

import pytest

from engine import ecarte
from engine.ai import LEVELS, make_bot
from engine.euchre import PRESETS, Rules, deal, from_deal, observe

EUCHRE_TABLES = dict(PRESETS)
EUCHRE_TABLES["cutthroat7"] = Rules(players=3, cutthroat_hand_size=7)
EUCHRE_TABLES["everything"] = Rules(deck=25, stick_the_dealer=True, allow_lone_defender=True,
                                    call_for_best=True, dealer_may_discard_upcard=False,
                                    lone_lead="dealer_left")


def _play_euchre(rules, bots, seed):
    s = deal(rules, seed % rules.players, seed=seed)
    while not s.is_over:
        view = observe(s, s.current_player)
        a = bots[s.current_player].choose(view)
        assert a in s.legal_actions()          # apply() would raise on an illegal action
        s = s.apply(a)
    return s


@pytest.mark.parametrize("name", sorted(EUCHRE_TABLES))
def test_rule_bots_play_every_euchre_preset_legally(name):
    # Novice and intermediate players: many hands, only legal actions, each explained.
    rules = EUCHRE_TABLES[name]
    for seed in range(120):
        rng = random.Random(seed)
        bots = [make_bot(rng.choice(("novice", "intermediate"))) for _ in range(4)]
        _play_euchre(rules, bots, seed)


@pytest.mark.parametrize("name", sorted(EUCHRE_TABLES))
def test_expert_plays_every_euchre_preset_legally(name):
    # The expert (few samples to keep the test quick) at every seat.
    rules = EUCHRE_TABLES[name]
    bots = [make_bot("expert", samples=6, bid_samples=3) for _ in range(4)]
    for seed in range(4):
        _play_euchre(rules, bots, 1000 + seed)


@pytest.mark.parametrize("name", sorted(ecarte.PRESETS) + ["no_trumping", "dealer_may_pass"])
def test_every_level_plays_ecarte_legally(name):
    rules = {"no_trumping": ecarte.Rules(must_trump=False),
             "dealer_may_pass": ecarte.Rules(dealer_must_exchange=False, penalty="classic")
             }.get(name) or ecarte.preset(name)
    for seed in range(40):
        rng = random.Random(seed)
        bots = [make_bot(level, "ecarte", **({"samples": 6, "decision_samples": 3}
                                             if level == "expert" else {}))
                for level in (rng.choice(LEVELS) for _ in range(3))]
        s = ecarte.deal(rules, seed % rules.players, seed=seed)
        while not s.is_over:
            view = ecarte.observe(s, s.current_player)
            a = bots[s.current_player].choose(view)
            assert a in s.legal_actions()
            assert bots[s.current_player].explain(view)
            s = s.apply(a)


def test_levels_are_registered_by_name():
    for level in LEVELS:
        for game in ("euchre", "ecarte"):
            bot = make_bot(level, game)
            assert bot.level == level
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    with pytest.raises(ValueError, match="not a game here"):
        make_bot("novice", "Écarté")     # games go by their registry id


# ----- intermediate rules of thumb (Euchre) -----------------------------------------


def _play_to(state, actions):
    for a in actions.split(","):
        state = state.apply(a.strip())
    return state


def _reason(state):
    bot = make_bot("intermediate")
    view = observe(state, state.current_player)
    action, reason = bot.decide(view)
    assert bot.explain(view) == reason.text
    return action, reason


def test_order_up_with_three_trumps():
    # Three trumps of the upcard's suit: order it up.
    s = from_deal(Rules(), 0, ["9C TC QD KD AD", "JH QH KH 9S TS", "AC KC QC JC 9D",
                               "JS QS KS AS TD"], "AH")
    action, reason = _reason(s)
    assert str(action) == "order" and reason.code == "order_three_trumps"


def test_order_up_with_two_trumps_and_an_off_ace():
    # Two trumps and an off-suit ace are enough.
    s = from_deal(Rules(), 0, ["9C TC QD KD AD", "JH QH AS 9S TS", "AC KC QC JC 9D",
                               "JS QS KS KH TD"], "AH")
    action, reason = _reason(s)
    assert str(action) == "order" and reason.code == "order_two_and_ace"


def test_pass_a_weak_hand():
    s = from_deal(Rules(), 0, ["9C TC QD KD AD", "9H QS KS 9S TS", "AC KC QC JC 9D",
                               "JS JH AS KH TD"], "AH")
    action, reason = _reason(s)
    assert str(action) == "pass" and reason.code == "pass_weak"


def test_lead_trump_when_your_side_made_it():
    # Seat 1 ordered hearts and holds the right bower: lead it.
    s = from_deal(Rules(allow_alone=False), 0,
                  ["9C TC QD KD AD", "JH QH KH 9S AC", "TH KC QC JC 9D", "JS QS KS AS TD"],
                  "AH")
    s = _play_to(s, "order, discard 9C")
    assert s.current_player == 1
    action, reason = _reason(s)
    assert str(action) == "play JH" and reason.code == "lead_trump_makers"


def test_protect_your_left_bower():
    # Makers' side, top trump is the left bower, the right is still out: lead the ace instead.
    s = from_deal(Rules(allow_alone=False), 0,
                  ["9C TC QD KD AD", "JD QH KH 9S AC", "TH KC QC JC 9D", "JS QS KS AS TD"],
                  "AH")
    s = _play_to(s, "order, discard 9C")
    action, reason = _reason(s)
    assert str(action) == "play AC" and reason.code == "protect_left"


def test_dont_trump_your_partners_winning_ace():
    # Partner (seat 1) leads the A♠; seat 3 is void in spades but holds trump: throw low.
    s = from_deal(Rules(allow_alone=False), 0,
                  ["9C TC QD KD AD", "AS AC KC QC 9D", "JH QH KH 9S TS", "9H TH JC TD JD"],
                  "AH")
    s = _play_to(s, "pass, order, discard 9C, play AS, play 9S")
    assert s.current_player == 3
    action, reason = _reason(s)
    assert str(action) == "play TD" and reason.code == "partner_winning"


def test_every_level_explains_its_euchre_choices():
    s = deal(Rules(), 0, seed=11)
    for level in LEVELS:
        bot = make_bot(level, samples=5, bid_samples=3) if level == "expert" else make_bot(level)
        text = bot.explain(observe(s, s.current_player))
        assert isinstance(text, str) and text


# ----- Écarté rules of thumb ------------------------------------------------------


def _ecarte(elder, younger, turnup):
    from ecarte_helpers import make
    return make(elder, younger, turnup)


def test_ecarte_jeu_de_regle_is_played_without_proposing():
    s = _ecarte("KH QH 7H AS 8C", "7S 8S 9S TS JS", "9H")
    bot = make_bot("intermediate", "ecarte")
    a, reason = bot.decide(ecarte.observe(s, s.current_player))
    assert str(a) == "stand" and reason.code == "jeu_de_regle"


def test_ecarte_stand_and_propose_words_say_again_after_an_exchange():
    # The same deal before and after one exchange. After it, "Play without proposing." read
    # as if no proposal had been made, and called the new hand a jeu de règle (a hand as dealt).
    from tests.engine.ai.test_principles import ec
    bot = make_bot("intermediate", "ecarte")
    before = ec("TH JH QH 7S KC", "9S 8S QC JC TC", "8H")
    action, why = bot.decide(ecarte.observe(before, 1))
    assert str(action) == "stand" and why.text == "A jeu de règle: 3 trumps. Play without proposing."
    exchanged = ec("9H 7C 8D 9S TS", "7S 8S QC JC TC", "8H", "propose", "accept",
                   "exchange 7C 8D 9S TS", "exchange 7S")   # the elder draws 8C 9C KC AC
    view = ecarte.observe(exchanged, 1)
    assert view.phase is ecarte.Phase.PROPOSAL and str(view.legal_actions[0]) == "propose"
    action, why = bot.decide(view)
    assert str(action) == "stand" and why.text == (
        "Stand: with a trump and four cards of one suit your hand is as strong as a jeu de "
        "règle. Play without proposing again.")
    weak = ec("9H 7C 8D 9S TS", "7S 8S QC JC TC", "8H", "propose", "accept",
              "exchange 9H 7C 8D 9S", "exchange 7S")   # 8C 9C KC AC and the 10♠: no trump
    action, why = bot.decide(ecarte.observe(weak, 1))
    assert str(action) == "propose" and why.text.startswith("Propose again:")


def test_ecarte_weak_hand_proposes():
    s = _ecarte("7C 8D 9S TS 7H", "KH 8S QS KS JS", "9H")
    a, reason = make_bot("intermediate", "ecarte").decide(ecarte.observe(s, s.current_player))
    assert str(a) == "propose"


def test_ecarte_declares_the_king():
    s = _ecarte("KH QH 7H AS 8C", "7S 8S 9S TS JS", "9H")
    s = s.apply("stand")
    for level in LEVELS:
        assert str(make_bot(level, "ecarte").choose(ecarte.observe(s, s.current_player))) == "declare king"


def test_ecarte_exchange_keeps_trumps_and_kings_only():
    # Cavendish: "throw out all cards except trumps and kings" (a queen beside her king
    # goes too). The dealer holds K♠ Q♠ K♦ J♦ A♣, hearts are trumps.
    from ecarte_helpers import run
    s = _ecarte("7C 8D 9S TS 8H", "KS QS KD JD AC", "9H")
    s = run(s, "propose, accept, exchange 7C 8D 9S TS")
    a, reason = make_bot("intermediate", "ecarte").decide(ecarte.observe(s, s.current_player))
    assert set(map(str, a.cards)) == {"QS", "JD", "AC"}
    assert reason.code == "exchange_keep"


def test_ecarte_expert_leaves_a_close_call_to_its_numbers():
    # The dealer holds 8♣ 9♦ Q♥ K♥ J♠, diamonds trumps, and the elder proposed: guarded
    # in hearts only, with one trump, so Cavendish accepts. 40 samples played out
    # double-dummy put refusing ahead within the sampling error: the hint settles it by
    # the rule of thumb (accept); the expert plays the numbers' best (refuse): settling
    # close calls by the intermediate's rules of thumb made it play as the intermediate
    # just where it could gain on it (s31). With ``principles=True`` it settles as the
    # hint does (the expert of s21-s30).
    from ecarte_helpers import run
    from engine.ai import ecarte_game
    from engine.ai.ecarte_bots import ExpertEcarte
    s = run(_ecarte("7C 7D 7S 8S 9S", "8C 9D QH KH JS", "QD"), "propose")
    view = ecarte.observe(s, 0)
    hint = ecarte_game.hint(view, samples=40, playout="solver")
    assert hint.settled and str(hint.odds[0].action) == "refuse"
    assert hint.principle.code == "ecarte_accept_unguarded"
    same = {"decision_samples": 40, "playout": "solver"}
    assert str(ExpertEcarte(**same).choose(view)) == "refuse" == str(hint.odds[0].action)
    assert str(ExpertEcarte(principles=True, **same).choose(view)) == "accept"
    # its reason then is the rule of thumb, not "the most points on average" (it is not)
    assert ExpertEcarte(principles=True, **same).explain(view) == hint.principle.text


def test_ecarte_expert_decides_before_the_play_by_the_hints_numbers():
    # The expert's proposals, answers and exchanges are the coach's numbers (its samples,
    # play-outs and seed): the hint's best by the numbers, and, with ``principles=True``,
    # the hint's own advice (which settles close calls by principle). Seeded deals, every
    # decision before the play with a real choice.
    from engine.ai import ecarte_game
    from engine.ai.ecarte_bots import ExpertEcarte
    expert, settling = ExpertEcarte(), ExpertEcarte(principles=True)
    compared = set()
    for seed in range(12):
        s = ecarte.deal(ecarte.preset("classic"), dealer=seed % 2, seed=seed)
        while s.phase not in (ecarte.Phase.PLAY, ecarte.Phase.OVER):
            view = ecarte.observe(s, s.current_player)
            action = expert.choose(view)
            if len(view.legal_actions) > 1 and s.phase is not ecarte.Phase.DECLARE:
                hint = ecarte_game.hint(view, samples=expert.decision_samples)
                assert action == hint.odds[0].action, (seed, s.phase, view.hand)
                assert settling.choose(view) == hint.action, (seed, s.phase, view.hand)
                compared.add(s.phase)
            s = s.apply(action)
    assert {ecarte.Phase.PROPOSAL, ecarte.Phase.RESPONSE} <= compared
    assert compared & {ecarte.Phase.ELDER_EXCHANGE, ecarte.Phase.DEALER_EXCHANGE}


def test_ecarte_rollout_choice_is_the_intermediate_players_choice():
    # Rollouts decide from the state's own fields; the player decides from its view:
    # the same rules must give the same action in every phase before the play (the
    # answer to a proposal: the rollouts' "judged" dealer; their default keeps the
    # intermediate's answer before s30, as the coach was measured with it).
    from engine.ai.ecarte_bots import IntermediateEcarte, answer, before_play
    bot = IntermediateEcarte()
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        rules = ecarte.Rules(penalty="classic") if seed % 3 == 0 else ecarte.preset("classic")
        s = ecarte.deal(rules, dealer=seed % 2, seed=seed)
        while s.phase not in (ecarte.Phase.PLAY, ecarte.Phase.OVER):
            seat = s.current_player
            if s.phase is ecarte.Phase.RESPONSE:
                fast = answer(s.hands[seat], s.trump, s.rules.penalty, s.exchanged)[0]
            else:
                fast = before_play(s.phase, s.hands[seat], s.trump, s.legal_actions())[0]
            assert fast == bot.choose(ecarte.observe(s, seat)), (seed, s.phase)
            checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 150


@pytest.mark.parametrize("name", ["standard", "railroad"])
def test_euchre_rollout_choice_is_the_intermediate_players_choice(name):
    # Discard, alone, defend alone, give: from the state's fields as from the view.
    from engine.ai.euchre_bots import _AFTER_TRUMP, IntermediateEuchre, after_trump
    from engine.euchre import Phase
    bot = IntermediateEuchre()
    checked = 0
    for seed in range(80):
        rng = random.Random(seed)
        s = deal(PRESETS[name], dealer=seed % 4, seed=seed)
        while s.phase not in (Phase.PLAY, Phase.OVER):
            if s.phase in _AFTER_TRUMP:
                fast = after_trump(s.phase, s.hands[s.current_player], s.trump, s.legal_actions())[0]
                assert fast == bot.choose(observe(s, s.current_player)), (seed, s.phase)
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 60


# Seat 0 ordered the A♣ into the dealer's hand holding J♣ J♠ K♣ (the dealer threw the Q♦).
ALONE_AT_EIGHT = (["JC KC 9D TD JS", "KD 9H TH JH AS", "9C TC AD QH 9S", "QC QD AH QS KS"],
                  "AC", "TS KH JD")


def test_rule_the_expert_goes_alone_by_the_game_when_the_score_matters():
    # With both black bowers the expert goes alone at 0–0; at 8–8 any march wins the game,
    # and one with the partner is likelier, so it plays with its partner, as the hint
    # advises there, and says why in words of the game.
    from engine.ai import hint
    from engine.euchre import actions as A
    hands, up, kitty = ALONE_AT_EIGHT
    state = from_deal(EUCHRE_TABLES["standard"], 3, hands, up, kitty).apply("order")
    view = observe(state.apply("discard QD"), 0)
    expert = make_bot("expert")
    assert expert.choose(view) == A.ALONE
    assert expert.choose(view, scores=(8, 8)) == A.PARTNER
    assert hint(view, scores=(8, 8)).action == A.PARTNER
    said = expert.explain(view, scores=(8, 8))
    assert said.startswith("Play with partner gives the best chance to win the game at "
                           "this score (") and said.endswith("% over 40 sampled deals)."), said
    # the expert as issue 10 found it plays by the points of the hand alone
    assert make_bot("expert", by_game=False).choose(view, scores=(8, 8)) == A.ALONE
    # the other players take the scores and play by the cards
    for level in ("novice", "intermediate"):
        bot = make_bot(level)
        assert bot.choose(view, scores=(8, 8)) == bot.choose(view)


def test_rule_the_ecarte_expert_stands_by_the_game_at_four_all():
    # The elder holds 10♦ J♦ Q♦ under the A♦ turned: at 0–0 the expert proposes, to
    # improve its hand; at 4–4 the next point wins, a proposal lets the dealer improve
    # too, and the expert stands, as the hint advises there, and says why.
    from engine.ai import ecarte_game
    from engine.ai.ecarte_bots import ExpertEcarte
    talon = ("9D 8H AS 7C KS KC 9C KH 9S TS 7S JC JS AC JH QC 8S QS QH 8D 7H")
    s = ecarte.from_deal(ecarte.preset("classic"), 0, ["TC 7D KD 9H AH", "8C TD JD QD TH"],
                         "AD", talon)
    view = ecarte.observe(s, 1)
    expert = ExpertEcarte()
    assert str(expert.choose(view)) == "propose"
    assert str(expert.choose(view, scores=(4, 4))) == "stand"
    assert str(ecarte_game.hint(view, samples=expert.decision_samples, scores=(4, 4)).action) \
        == "stand"
    said = expert.explain(view, scores=(4, 4))
    assert said.startswith("Stand (play these cards) gives the best chance to win the game at "
                           "this score (") and said.endswith("% over 100 sampled deals)."), said
    assert str(ExpertEcarte(by_game=False).choose(view, scores=(4, 4))) == "propose"


# ----- Cutthroat: no partner, and the maker is a side of one ---------------------------------

def test_a_cutthroat_defender_lets_the_other_defenders_winner_stand_without_a_partner():
    # Seat 2 ordered the A♥ up; seat 1 leads the A♠ and the maker follows with the 9♠.
    # Seat 0 (the other defender, void in spades) keeps its trumps: "the other defender",
    # never "your partner", at a table without partners.
    s = from_deal(Rules(players=3), 0, ["QC KC AC QD AD", "AS 9C TC 9D TD", "JH QH KH 9S KD"],
                  "AH")
    s = _play_to(s, "pass, order, discard QC, play AS, play 9S")
    action, reason = _reason(s)
    assert reason.code == "defender_winning" and str(action) == "play QD"
    assert reason.text == ("The other defender is winning the trick with the A♠: don't trump "
                           "it, play your lowest card, the Q♦."), reason.text
    assert "partner" not in reason.text


def test_a_cutthroat_maker_leads_trump_as_a_side_of_one():
    # Seat 1 ordered the A♥ up with the right bower and leads: "when you made it".
    s = from_deal(Rules(players=3), 0, ["QC KC AC QD AD", "JH QH KH 9S KD", "AS 9C TC 9D TD"],
                  "AH")
    s = _play_to(s, "order, discard QC")
    action, reason = _reason(s)
    assert reason.code == "lead_trump_maker" and str(action) == "play JH"
    assert reason.text == "Lead trump when you made it: the J♥ draws the defenders' trumps."


def test_four_players_keep_the_partner_words():
    s = from_deal(Rules(allow_alone=False), 0, ["9C TC QD KD AD", "JH QH KH 9S TS",
                                                "AC KC QC JC 9D", "JS QS KS AS TD"], "AH")
    s = _play_to(s, "order, discard 9C")
    action, reason = _reason(s)
    assert reason.code == "lead_trump_makers" and "your side made it" in reason.text


# ----- the dealer's order is "Pick it up"; two-handed has one opponent ----------------------

# Dealer 0 holds the J♥ and Q♥ under the A♥; the other three pass to the dealer.
DEALER_PICKS = (["JH QH 9C TC QD", "9S TS KS 9D TD", "AC KC QC JC KD", "JS QS AS AD KH"], "AH")


def test_the_dealers_reason_says_pick_it_up():
    # The dealer's button is "Pick it up": the reason said "you can order it up", and
    # counted the A♥ among "your" trumps before it was taken.
    s = _play_to(from_deal(Rules(), 0, *DEALER_PICKS), "pass, pass, pass")
    action, reason = _reason(s)
    assert str(action) == "order" and reason.code == "pick_three_trumps"
    assert reason.text == "Pick it up: with the A♥ you hold 3 trumps in hearts (J♥ A♥ Q♥)."


def test_the_expert_dealer_says_pick_it_up():
    # The expert's reason named the dealer's order "Order it up", unlike the button.
    s = _play_to(from_deal(Rules(), 0, *DEALER_PICKS), "pass, pass, pass")
    expert = make_bot("expert")
    view = observe(s, 0)
    assert str(expert.choose(view)) == "order"
    said = expert.explain(view)
    assert said.startswith("Pick it up gives the most points on average"), said


def test_a_two_handed_maker_draws_one_opponents_trumps():
    # Seat 0 orders the 9♥ up and leads the right bower: one opponent, not "the defenders".
    s = from_deal(PRESETS["two_handed"], 1, ["JH JD AH 9C 9S", "AC KC TS QS KD"], "9H")
    s = _play_to(s, "order, discard KD")
    action, reason = _reason(s)
    assert str(action) == "play JH" and reason.code == "lead_trump_maker_two"
    assert reason.text == "Lead trump when you made it: the J♥ draws your opponent's trumps."
