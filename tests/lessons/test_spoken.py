"""What a screen reader hears on the Play page (lessons/spoken.py), on real positions:
cards in words with their role, what the others did since the learner's last decision,
each trick's winner, the hand's result from the learner's side, and the table in words."""
from engine import ecarte, euchre
from engine.cards import JOKER, Card, Suit
from lessons.ecarte.spoken import ecarte_news, ecarte_table
from lessons.euchre.spoken import euchre_news, euchre_result, euchre_table
from lessons.spoken import card_name, say

# East (seat 3) deals and hearts are turned up; South (seat 0, the learner) holds the
# top four trumps and bids first.
DEAL_HANDS = ("JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD")
DEAL = euchre.from_deal(euchre.preset("standard"), dealer=3, hands=list(DEAL_HANDS),
                        upcard="9H", kitty="TH QH KD")
READY = DEAL.apply("order").apply("discard JC").apply("partner")
FIRST_TRICK = READY.apply("play JH").apply("play 9C").apply("play AC").apply("play 9H")


def play_first_legal(hand):
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    return hand


def play_out(hand, cards):
    for card in cards:
        hand = hand.apply(f"play {card}")
    return hand


def test_a_card_is_read_in_words_with_its_role_never_as_a_glyph():
    # the jack of the same colour as trump is the left bower
    assert card_name(Card.parse("JD"), Suit.HEARTS) == "jack of diamonds, left bower"
    assert card_name(Card.parse("JH"), Suit.HEARTS) == "jack of hearts, right bower"
    assert card_name(Card.parse("9H"), Suit.HEARTS) == "nine of hearts, trump"
    assert card_name(Card.parse("TS"), Suit.HEARTS) == "ten of spades"
    assert card_name(JOKER, None) == "joker, the Benny, highest trump"
    # in Écarté the king of trumps is marked, and a jack is only a jack
    assert card_name(Card.parse("KD"), Suit.DIAMONDS, "ecarte") == "king of diamonds, king of trumps"
    assert card_name(Card.parse("JH"), Suit.DIAMONDS, "ecarte") == "jack of hearts"
    # a quiz that asks for the role does not say it
    assert card_name(Card.parse("JD"), Suit.HEARTS, marks=False) == "jack of diamonds"


def test_say_turns_glyphs_and_markdown_into_words():
    assert say("**Not quite.** Your J♦ and the 10♣ and :red[**Q♥**]") == \
        "Not quite. Your jack of diamonds and the ten of clubs and queen of hearts"


def test_say_reads_cards_written_one_after_another_as_a_list():
    # the coach's rules of thumb list a hand's trumps by their glyphs, space apart
    assert say("you add the A♠ to your trumps (J♣ Q♠) and throw away") == \
        "you add the ace of spades to your trumps (jack of clubs and queen of spades) and throw away"
    assert say("your trumps would be J♥ Q♦ 9♦, and") == \
        "your trumps would be jack of hearts, queen of diamonds and nine of diamonds, and"
    # a lone card, and cards already joined by words, are unchanged
    assert say("the 10♠ beats the 9♠") == "the ten of spades beats the nine of spades"


def test_the_bidding_is_announced_from_the_learners_last_decision():
    # the learner orders up; the dealer's discard is face down to everyone else
    assert euchre_news(DEAL.apply("order").apply("discard JC"), 0) == [
        "You order up the nine of hearts.", "East discards a card face down."]
    # the dealer picks the card up rather than ordering it
    picked = DEAL.apply("pass").apply("pass").apply("pass").apply("order")
    assert euchre_news(picked, 3) == ["You pick up the nine of hearts."]
    assert euchre_news(picked, 0) == ["You pass.", "West passes.", "North passes.",
                                      "East picks up the nine of hearts."]
    # the dealer sees its own discard
    assert euchre_news(picked.apply("discard JC"), 3) == ["You discard the jack of clubs."]
    assert euchre_news(DEAL.apply("pass").apply("pass").apply("pass"), 3) == [
        "South passes.", "West passes.", "North passes."]


def test_a_played_trick_is_announced_card_by_card_then_its_winner():
    assert euchre_news(FIRST_TRICK, 0) == [
        "You play the jack of hearts, right bower.", "West plays the nine of clubs.",
        "North plays the ace of clubs.", "East plays the nine of hearts, trump.",
        "You win the trick."]
    # West hears the same trick from its own last card on
    assert euchre_news(FIRST_TRICK, 1) == [
        "West plays the nine of clubs.".replace("West plays", "You play"),
        "North plays the ace of clubs.", "East plays the nine of hearts, trump.",
        "South wins the trick."]


def test_the_hands_result_is_said_from_the_learners_side():
    # South leads four trumps and the queen of spades; East's ace of spades takes the last trick
    over = play_out(FIRST_TRICK, ["JD", "TC", "9D", "AD", "AH", "QC", "TD", "KS",
                                  "KH", "9S", "KC", "JS", "QS", "TS", "QD", "AS"])
    assert over.is_over and over.result.points == (1, 0)
    news = euchre_news(over, 0)
    assert news[-3:] == ["East plays the ace of spades.", "East wins the trick.",
                         "You and your partner make it: 1 point."]
    # the other side is "the opponents", as the written result and the scoreboard say
    assert euchre_news(over, 1)[-1] == "The opponents make it: 1 point."
    assert euchre_result(over.rules, over.result, 3) == "The opponents make it: 1 point."


def test_a_euchre_is_said_by_the_defenders():
    # West orders up with no trumps to speak of: North–South take three tricks
    hand = DEAL.apply("pass").apply("order").apply("discard JC").apply("partner")
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    assert hand.result.points[0] == 2
    assert euchre_result(hand.rules, hand.result, 0) == "You and your partner euchre the opponents: 2 points."
    assert euchre_result(hand.rules, hand.result, 1) == "The opponents euchre you and your partner: 2 points."


def test_a_march_and_a_throw_in():
    # South holds the four top trumps and the ace of spades: every trick, 2 points
    march = euchre.from_deal(
        euchre.preset("standard"), dealer=3,
        hands=["JH JD AH KH AS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS QS KS AD"],
        upcard="9H", kitty="TH QH KD").apply("order").apply("discard JC").apply("partner")
    leads = iter(["JH", "JD", "AH", "KH", "AS"])
    while not march.is_over:
        march = march.apply(f"play {next(leads)}" if march.current_player == 0
                            else march.legal_actions()[0])
    assert euchre_news(march, 0)[-2:] == ["You win the trick.",
                                          "You and your partner take every trick: 2 points."]
    # everyone passes twice
    thrown = DEAL
    for _ in range(8):
        thrown = thrown.apply("pass")
    assert euchre_news(thrown, 0)[-1] == ("Everyone passed twice: the deal is thrown in and the "
                                            "player on the dealer's left deals next.")


def test_going_alone_defending_alone_and_the_best_card_are_said_from_each_seat():
    # Railroad: South goes alone, West defends alone, each partner gives its best card
    rail = euchre.from_deal(euchre.preset("railroad"), dealer=3, hands=list(DEAL_HANDS),
                            upcard="9H", kitty="TH QH KD")
    hand = rail.apply("order").apply("discard JC").apply("alone").apply("defend alone")
    assert euchre_news(hand, 0) == ["You go alone.", "West defends alone."]
    assert euchre_news(hand, 2) == ["South orders up the nine of hearts.",
                                    "East discards a card face down.", "South goes alone.",
                                    "West defends alone."]
    hand = hand.apply("give KC")
    assert euchre_news(hand, 2) == ["You give your partner the king of clubs."]
    assert euchre_news(hand, 0)[-1] == "North gives you the king of clubs."   # the lone South
    assert euchre_news(hand, 1) == ["You defend alone.",
                                    "North passes a card face down to their partner."]
    table = euchre_table(hand, 1, (0, 0), 10)
    assert table[1:3] == ["South is going alone.", "You defend alone."]
    assert euchre_table(hand, 0, (0, 0), 10)[1:3] == ["You are going alone.", "West defends alone."]
    # with partners instead
    hand = rail.apply("order").apply("discard JC").apply("partner")
    assert euchre_news(hand, 0) == ["You play with your partner."]
    assert euchre_news(hand, 2)[-1] == "South plays with their partner."
    # the second round: hearts turned down, West calls spades
    round2 = DEAL
    for _ in range(4):
        round2 = round2.apply("pass")
    assert euchre_table(round2, 0, (0, 0), 10)[0] == \
        "No trump yet: second round of bidding; hearts were turned down."
    assert euchre_news(round2.apply("pass").apply("call S"), 0) == ["You pass.", "West calls spades."]
    assert euchre_news(round2.apply("call S"), 0) == ["You call spades."]


def test_two_players_are_named_one_by_one():
    # two-handed Euchre, seed 2: North orders up and South euchres it; seed 4: North marches
    euchred = play_first_legal(euchre.deal(euchre.preset("two_handed"), dealer=0, seed=2).apply("order"))
    assert euchre_result(euchred.rules, euchred.result, 0) == "You euchre North: 2 points."
    assert euchre_result(euchred.rules, euchred.result, 1) == "South euchres you: 2 points."
    march = play_first_legal(euchre.deal(euchre.preset("two_handed"), dealer=0, seed=4).apply("order"))
    assert euchre_result(march.rules, march.result, 0) == "North takes every trick: 2 points."
    assert euchre_result(march.rules, march.result, 1) == "You take every trick: 2 points."
    made = play_first_legal(euchre.deal(euchre.preset("two_handed"), dealer=0, seed=0).apply("order"))
    assert euchre_result(made.rules, made.result, 0) == "North makes it: 1 point."
    assert euchre_result(made.rules, made.result, 1) == "You make it: 1 point."


def test_the_table_in_words():
    table = euchre_table(FIRST_TRICK.apply("play JD"), 0, (3, 5), 10)
    assert table == [
        "Trump: hearts, made by you.", "Dealer: East.",
        "Score, first to 10: you and your partner 3, the opponents 5.",
        "Tricks in this deal: you and your partner 1, the opponents 0.",
        "This trick: You led the jack of diamonds, left bower.",
        "Your hand: ace of hearts, trump; king of hearts, trump; queen of spades."]
    # between tricks the last one is there, with its winner; West sees its own hand
    between = euchre_table(FIRST_TRICK, 1, (0, 0), 10)
    assert between[4] == ("Last trick: South led the jack of hearts, right bower; you played the "
                          "nine of clubs; North played the ace of clubs; East played the nine of "
                          "hearts, trump; South won it.")
    assert between[5] == "Your hand: queen of clubs; ten of clubs; ten of spades; nine of spades."
    # before trump is made: the upcard
    assert euchre_table(DEAL, 0, (0, 0), 10)[0] == \
        "No trump yet: first round of bidding; the upcard is the nine of hearts."


# Classic Écarté, North deals: South is the elder hand, diamonds are trump.
ELDER_SOUTH = ecarte.from_deal(
    ecarte.preset("classic"), dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
    turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D")


def test_ecarte_news_and_table():
    hand = ELDER_SOUTH.apply("propose").apply("accept").apply("exchange 8H 9S")
    assert ecarte_news(hand, 0) == ["You exchange the eight of hearts and nine of spades."]
    hand = hand.apply("exchange 7H")
    # North's exchange is face down to South: only how many cards
    assert ecarte_news(hand, 0) == ["You exchange the eight of hearts and nine of spades.",
                                    "North exchanges 1 card."]
    hand = hand.apply("stand")
    assert ecarte_news(hand, 0) == ["You stand: the hands are played as they are."]
    hand = hand.apply("play TD")
    assert ecarte_table(hand, 1, (2, 1), 5)[:3] == [
        "Trump: diamonds; the turned-up card is the eight of diamonds.",
        "Dealer: you; elder hand: South.", "Score, first to 5: South 2, you 1."]
    assert "This trick: South led the ten of diamonds, trump." in ecarte_table(hand, 1, (2, 1), 5)
    assert ecarte_news(hand, 0) == ["You play the ten of diamonds, trump."]
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    news = ecarte_news(hand, 0)
    assert news[-1].startswith(("You score", "North scores"))
    assert any(s.endswith(("win the trick.", "wins the trick.")) for s in news)


def test_ecarte_proposals_exchanges_and_the_king():
    refused = ELDER_SOUTH.apply("propose").apply("refuse")
    assert ecarte_news(refused, 0) == ["You propose an exchange.", "North refuses the proposal."]
    assert ecarte_news(refused, 1) == ["You refuse the proposal."]
    swapped = ELDER_SOUTH.apply("propose").apply("accept").apply("exchange 9S")
    assert ecarte_news(swapped.apply("exchange 7H 8C"), 0) == [
        "You exchange the nine of spades.", "North exchanges 2 cards."]
    # a dealer who need not exchange may keep every card
    free = ecarte.from_deal(
        ecarte.Rules(dealer_must_exchange=False), dealer=1,
        hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"], turnup="8D",
        talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D",
    ).apply("propose").apply("accept").apply("exchange 9S").apply("exchange")
    assert ecarte_news(free, 0) == ["You exchange the nine of spades.", "North keeps their cards."]
    assert ecarte_news(free, 1) == ["You keep your cards."]
    assert ecarte_news(ELDER_SOUTH.apply("propose").apply("accept"), 0) == [
        "You propose an exchange.", "North accepts the proposal."]
    # South holds the king of trumps (diamonds) and may declare it
    king = ecarte.from_deal(
        ecarte.preset("classic"), dealer=1, hands=["KD QC TD 8H 9S", "8C AC 9D 7H JS"],
        turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH JC AD TC AS 9C 7S 8S TS 9H 7D",
    ).apply("stand")
    assert ecarte_news(king.apply("declare king"), 0) == ["You declare the king of trumps."]
    assert ecarte_news(king.apply("declare king"), 1) == [
        "South stands: the hands are played as they are.", "South declares the king of trumps."]
    assert ecarte_news(king.apply("no declaration"), 0) == ["You do not declare the king."]
    # keeping the king quiet is not shown to the opponent
    assert ecarte_news(king.apply("no declaration"), 1) == ["South stands: the hands are played as they are."]


def test_a_lone_hand_is_said_of_the_lone_player_not_of_the_partnership():
    # South goes alone and takes every trick: the partner sat out, so it is not "you and
    # your partner"; North, the partner who sat out, hears "your partner (South)"
    from engine.ai import make_bot
    bot = make_bot("intermediate", "euchre")
    hand = DEAL.apply("order").apply("discard JC").apply("alone")
    while not hand.is_over:
        hand = hand.apply(bot.choose(euchre.observe(hand, hand.current_player)))
    assert hand.result.row == "lone_march"
    assert euchre_result(hand.rules, hand.result, 0) == "You take every trick: 4 points."
    assert euchre_result(hand.rules, hand.result, 2) == "Your partner (South) takes every trick: 4 points."


def test_ecarte_table_words_say_who_sits_out_with_three_players():
    # The table in words said "Dealer: you; elder hand: West." to a learner sitting out, and
    # nothing of who plays the dealer's part.
    hand = ecarte.from_deal(ecarte.preset("three"), dealer=0, hands=["", "JS AS 8C TD 7H",
                                                                     "KH QH 7C 8D 9S"],
                            turnup="8H", talon="9H TH JH AH 7D 9D JD QD KD AD 7S 8S TS QS KS "
                                               "9C TC JC QC KC AC", scores=(0, 0, 0))
    assert ecarte_table(hand, 0, (0, 0, 0), 5)[1] == (
        "Dealer: you, sitting out; elder hand: West; dealer's part: East.")
