"""The Euchre course: eight lessons of short steps, and every quiz topic."""
from __future__ import annotations

from ..course import Course, Lesson, Step
from ..quiz import Topic
from . import examples as ex
from . import l1_bowers as l1
from . import l5_play as l5
from . import l6_scoring as l6

TOPICS: dict[str, Topic] = {t.id: t for t in (
    Topic("rank", "Rank the cards", "bowers", l1.gen_rank),
    Topic("suit", "Which suit is it?", "bowers", l1.gen_suit),
    Topic("trick", "Which card wins?", "bowers", l1.gen_trick),
    Topic("legal", "Which cards may you play?", "play", l5.gen_legal),
    Topic("winner", "Who wins this trick?", "play", l5.gen_winner),
    Topic("points", "How many points, to whom?", "scoring", l6.gen_points),
    Topic("game", "Who wins the game?", "scoring", l6.gen_game),
)}

L1 = Lesson("bowers", "The deck and the bowers",
            "Which cards are in the pack, and how choosing trump turns two jacks into the top cards.",
            (
                Step("The pack",
                     "Euchre uses a short pack: **9, 10, J, Q, K, A** in each of the four suits, 24 cards. "
                     "Some tables add the joker (25 cards, British Euchre), or the 8s (28) or the 7s and 8s (32). "
                     "Every hand, one suit is chosen as **trump**: any trump beats any card of another suit."),
                Step("The bowers",
                     "Choosing trump changes the order of the cards. The **jack of trump** becomes the highest "
                     "card: the **right bower**. The **other jack of the same colour** becomes the second highest: "
                     "the **left bower**. It leaves its own suit and *is a trump* for the whole hand.\n\n"
                     "Pick a trump suit below and watch the two jacks move. Try the other packs too.",
                     explorer="ranking"),
                Step("The left bower belongs to trump",
                     "Because the left bower is a trump, it follows trump and never follows its printed suit. "
                     "This is the rule beginners miss most.", example=ex.left_bower_follow),
                Step("Quiz: rank the cards", "Put trumps in order, bowers included.", quiz=("rank",)),
                Step("Quiz: which suit?", "Which suit does a card belong to *this hand*?", quiz=("suit",)),
                Step("Quiz: which card wins?",
                     "The highest trump wins; with no trump, the highest card of the suit led. "
                     "Cards of other suits never win.", explorer="beats", quiz=("trick",)),
            ))

L5 = Lesson("play", "Following suit and winning tricks",
            "What you may play, and who takes the trick.",
            (
                Step("Follow suit",
                     "The leader plays any card. Everyone else **must follow the suit led** if they can, "
                     "counting the left bower (and the Benny) as trumps. With no card of that suit, you may play "
                     "anything: a trump to win, or a low card to throw away."),
                Step("Who wins", "The highest trump wins the trick. If nobody played a trump, the highest "
                     "card of the suit led wins. The winner leads the next trick.", example=ex.trick_example),
                Step("Quiz: which cards may you play?",
                     "Tick every card you may play, then check. Each card gets the engine's reason.",
                     quiz=("legal",)),
                Step("Quiz: who wins this trick?", "Tricks from real deals.", quiz=("winner",)),
            ))

L6 = Lesson("scoring", "Scoring",
            "Points for every result, the game to 10, and how players keep score with a 6 and a 4.",
            (
                Step("The scoring table",
                     "Only one side scores each hand. The makers need a majority of the tricks (3 of 5). "
                     "Fail, and they are **euchred**: the defenders score instead. The chart shows every row "
                     "for the rules you chose in Settings.", explorer="points_chart"),
                Step("Quiz: how many points?", "Read the result, then choose the score.", quiz=("points",)),
                Step("The game", "Points add up hand after hand until one side reaches the target "
                     "(10 unless Settings say otherwise). Below: the score race of a whole sample game "
                     "played by the engine.", explorer="score_race"),
                Step("The 6 and the 4", "Traditionally each side keeps score with two spare cards, a 6 and a 4, "
                     "one covering pips of the other. Move the slider to see each score.", explorer="counters"),
                Step("Quiz: who wins the game?", "Add the hand's points to the score.", quiz=("game",)),
            ))

LESSONS = (L1, L5, L6)

COURSE = Course("euchre", LESSONS, TOPICS)
