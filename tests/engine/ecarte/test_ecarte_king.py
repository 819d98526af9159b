"""The king of trumps: turned up (a point to the dealer), declared (a point), undeclared (none)."""
from engine.ecarte import Phase, Rules, observe, preset
from ecarte_helpers import make, play_cards, run, texts, to_play


def test_turned_king_scores_one_for_the_dealer():
    # Rule: if the turned-up card is a king, the dealer scores 1 point at once.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "KH", dealer=0)
    assert state.points == (1, 0)
    assert [a.code for a in state.awards] == ["turned_king"]
    assert state.phase is Phase.PROPOSAL


def test_turned_king_scores_for_the_dealers_part_with_three_players():
    # Rule (three players): the player on the dealer's right scores a turned-up king.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "KD", rules=preset("three"), dealer=0)
    assert state.points == (0, 0, 1)


def test_turned_king_is_not_declared_again():
    # Rule: a turned-up king counts for the dealer instead; nobody holds it to declare.
    state = to_play(make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "KH"))
    assert state.phase is Phase.PLAY and state.points == (1, 0)


def test_holder_of_king_of_trumps_is_asked_before_the_first_lead():
    # Rule: the holder may declare the king once the exchanges are over, before the first lead.
    state = run(make("KH 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H"), "stand")
    assert state.phase is Phase.DECLARE and state.current_player == state.elder
    assert texts(state.legal_actions()) == ["declare king", "no declaration"]


def test_declared_king_scores_one_point():
    # Rule: declaring the king of trumps scores 1 point to the holder.
    state = run(make("7C 8C 9C 7D 8D", "KH 8S 9S TS JS", "7H"), "stand")
    assert state.current_player == state.younger == 0
    state = state.apply("declare king")
    assert state.points == (1, 0) and state.declared == 0
    assert state.phase is Phase.PLAY and state.current_player == state.elder


def test_undeclared_king_scores_nothing():
    # Rule: undeclared, the king of trumps scores nothing.
    state = run(make("KH QH JH AH TH", "7C 8C 9C 7D 8D", "7H"), "stand, no declaration")
    state = play_cards(state, "KH 7C QH 8C JH 9C AH 7D TH 8D")
    assert state.result.points == (0, 2)
    assert [a.code for a in state.result.awards] == ["vole"]


def test_declared_king_adds_to_the_points_of_the_hand():
    # Rule: a declared king and the vole both count.
    state = run(make("KH QH JH AH TH", "7C 8C 9C 7D 8D", "7H"), "stand, declare king")
    state = play_cards(state, "KH 7C QH 8C JH 9C AH 7D TH 8D")
    assert state.result.points == (0, 3)
    assert [a.code for a in state.result.awards] == ["declared_king", "vole"]


def test_king_is_asked_once_only():
    # Rule: the holder is asked once.
    state = run(make("KH 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H"), "stand, no declaration")
    assert state.phase is Phase.PLAY
    assert "declare king" not in texts(state.legal_actions())


def test_king_drawn_in_an_exchange_can_be_declared():
    # Rule: the holder is asked when the exchanges are over, so a king drawn counts.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H", talon_top="KH")
    state = run(state, "propose, accept, exchange 7C, exchange 7S, stand")
    assert state.phase is Phase.DECLARE and state.current_player == state.elder


def test_king_discarded_is_not_declared():
    # Rule: a king thrown away in an exchange cannot be declared.
    state = make("KH 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H")
    state = run(state, "propose, accept, exchange KH, exchange 7S, stand")
    assert state.phase is Phase.PLAY


def test_no_question_when_the_king_is_in_the_talon():
    # Rule: only a player holding the king of trumps is asked.
    state = run(make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H"), "propose, refuse")
    assert state.phase is Phase.PLAY


def test_silent_no_declaration_is_hidden_from_the_opponent():
    # View: the opponent does not learn that the king was held and not declared.
    state = run(make("KH 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H"), "stand")
    assert observe(state, 0).current_player is None and observe(state, 1).to_act
    state = state.apply("no declaration")
    assert "no declaration" not in [str(s.action) for s in observe(state, 0).history]
    assert "no declaration" in [str(s.action) for s in observe(state, 1).history]


def test_declared_king_ends_the_game_before_play():
    # Rule: points count as soon as scored: a declared king can reach the target.
    state = make("KH 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H", scores=(0, 4))
    state = run(state, "stand, declare king")
    assert state.is_over and state.game_winner == 1
    assert state.result.points == (0, 1) and state.tricks_played == ()


def test_turned_king_ends_the_game_before_play():
    # Rule: a turned-up king can end the game at the deal.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "KH", scores=(4, 3))
    assert state.is_over and state.game_winner == 0 and state.legal_actions() == ()


def test_must_trump_option_does_not_change_the_king():
    # Rule: the king's point does not depend on the play options.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "KH", rules=Rules(must_trump=False))
    assert state.points == (1, 0)
