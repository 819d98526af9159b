"""The guided hand's bidding advice counts only the suits the round can make: round 1 the
upcard's suit (with the upcard when the learner deals), round 2 any suit but the turned-down one."""
from engine import euchre
from lessons.euchre import guided

STANDARD = euchre.preset("standard")


def test_round_one_counts_only_the_upcards_suit():
    # South holds three spades but the upcard is a heart: only hearts can be made now.
    s = euchre.from_deal(STANDARD, dealer=3, hands=["JS QS KS AS TC", "9C 9S QC 9D TD",
                                                     "AC KC JD QD KD", "AD 9H TH QH KH"],
                         upcard="JH", kitty="AH JC TS")
    why = guided.decide(s, "pass").text
    assert "hearts, the only suit you can make this round" in why
    assert "a pass is reasonable" in why and "making it would also be fine" not in why


def test_round_one_the_dealer_counts_the_upcard():
    # South deals with two hearts; the J♥ turned up would be the third.
    s = euchre.from_deal(STANDARD, dealer=0, hands=["AH KH 9C TC QS", "9S TS JS AS KS",
                                                     "AC KC JD QD KD", "AD 9H TH QH JC"],
                         upcard="JH", kitty="9D TD QC")
    for bid in ("pass", "pass", "pass"):
        s = s.apply(bid)
    why = guided.decide(s, "pass").text
    assert "You would hold 3 trumps (the upcard you would pick up included) in hearts" in why


def test_round_two_never_counts_the_turned_down_suit():
    s = euchre.from_deal(STANDARD, dealer=3, hands=["AH KH QH 9C TC", "9S TS JS AS KS",
                                                     "AC KC JD QD KD", "AD 9H TH QS JC"],
                         upcard="JH", kitty="9D TD QC")
    for bid in ("pass", "pass", "pass", "pass"):
        s = s.apply(bid)
    assert s.phase is euchre.Phase.BID2
    why = guided.decide(s, "pass").text
    # three hearts, but hearts were turned down: the best suit left is clubs, with two
    assert "With 2 trumps in clubs, your best suit this round, a pass is reasonable." in why



def test_the_hand_over_line_says_one_trick_not_one_tricks():
    from lessons.euchre import guided as G
    s = euchre.from_deal(STANDARD, dealer=3, hands=["JD QD 9H KH TS", "9C KD AD JH 9S",
                                                     "QC KC AC TD QH", "TC JC TH AH JS"],
                         upcard="KS", kitty="QS 9D AS")
    line = ("pass pass pass pass pass pass|call C|partner|play KH|play JH|play QH|play AH|"
            "play JS|play 9H|play 9C|play QC|play JC|play TS|play 9S|play KC|play TH|play JD|"
            "play KD|play AC|play TD|play TC|play QD").replace(" pass", "|pass").split("|")
    for a in line:
        s = s.apply(a)
    after = s.apply("play AD")
    assert after.result.maker_tricks == 1
    assert G._after(s, after)[-1] == "Deal over: the makers took 1 trick. East–West +2."
