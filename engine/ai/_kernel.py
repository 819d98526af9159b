"""The double-dummy search kernel: alpha-beta on int-encoded cards, with a
transposition table at trick boundaries and equivalent-card pruning.

Everything here is plain integer code over flat arrays, so the very same
functions run as pure Python (on lists) or compiled by numba (on int64 numpy
arrays; see ``jit.py``). Nothing outside ``engine.ai`` should call this module:
``solver.py`` encodes states and maps results back to actions.

The context array ``ctx`` (int64) holds the position and the tables for one
trump suit, at the offsets below. Cards are places in the game's deck
(``Deck.index``, 0..n-1 with n = ``ctx[NCARDS]`` <= 63, so a mask never needs the
sign bit) and a hand is a bit mask of them; the tables have room for 64 cards and
every loop runs over the deck's n only. The value searched is the number of tricks
the *maker side* (``team[seat] == 1``) takes from the current trick on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:   # annotations only: numba compiles with the signatures in jit.py
    from typing import TypeAlias

    import numpy as np
    from numpy.typing import NDArray

    # a flat int array: int64 numpy arrays when compiled, lists in pure Python
    Ints: TypeAlias = list[int] | NDArray[np.int64]
    Floats: TypeAlias = list[float] | NDArray[np.float64]

CARDS = 64       # room for this many cards per table (one bit each in an int64 mask)
HANDS = 0        # 4 hand masks (mutated during search, restored after)
NEXT = 4         # next active seat after each seat
TEAM = 8         # 1 for the maker side, 0 for the other
SUITMASK = 12    # mask of each effective suit (0..3)
EFF = 20         # effective suit of each card (CARDS entries)
POWER = 84       # POWER[led * CARDS + card] (4 * CARDS entries)
UP = 340         # next higher card of the same effective suit, or -1 (CARDS entries)
ORDER = 404      # every card of the deck, strongest first (CARDS entries, padded with -1)
NACTIVE = 468    # playing seats
RULE = 469       # 0 Euchre; 1 Écarté (follow, beat, trump); 2 Écarté without must_trump
TRUMP = 470
GEN = 471        # transposition-table generation (bumped per solve)
NCARDS = 472     # cards in the deck: places 0..n-1
CTX_SIZE = 480

TT_BITS = 14
TT_SIZE = 1 << TT_BITS
TT_KEY = 5       # four hands and the leader
TT_VAL = 3       # generation, lower bound, upper bound


def search(ctx: Ints, ttk: Ints, ttv: Ints, turn: int, nplayed: int, led: int, best_pow: int,
           best_seat: int, trick_mask: int, tricks_left: int, alpha: int, beta: int) -> int:
    """Maker tricks from here on with best play by both sides (alpha-beta window)."""
    if nplayed == 0:
        if tricks_left == 0 or beta <= 0:
            return 0
        if alpha >= tricks_left:
            return tricks_left
        if tricks_left == 1:
            # One card each: the last trick plays itself.
            seat = turn
            best_w = turn
            top = -1
            lead_suit = -1
            for _j in range(ctx[NACTIVE]):
                hm = ctx[HANDS + seat]
                c = 0
                while c < CARDS and not (hm >> c) & 1:
                    c += 1
                if lead_suit < 0:
                    lead_suit = ctx[EFF + c]
                p = ctx[POWER + lead_suit * CARDS + c]
                if p > top:
                    top = p
                    best_w = seat
                seat = ctx[NEXT + seat]
            return ctx[TEAM + best_w]
        h0 = ctx[0]
        h1 = ctx[1]
        h2 = ctx[2]
        h3 = ctx[3]
        key = h0 ^ (h1 << 7) ^ (h2 << 14) ^ (h3 << 21) ^ (turn << 2)
        slot = (key ^ (key >> 17) ^ (key >> 31)) & (TT_SIZE - 1)
        kb = slot * TT_KEY
        vb = slot * TT_VAL
        if ttv[vb] == ctx[GEN] and ttk[kb] == h0 and ttk[kb + 1] == h1 and \
                ttk[kb + 2] == h2 and ttk[kb + 3] == h3 and ttk[kb + 4] == turn:
            lo = ttv[vb + 1]
            hi = ttv[vb + 2]
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0 = alpha
        b0 = beta
    hand = ctx[HANDS + turn]
    rule = ctx[RULE]
    legal = hand
    if nplayed > 0:
        follow = hand & ctx[SUITMASK + led]
        if follow != 0:
            legal = follow
            if rule >= 1:
                higher = 0
                for i in range(ctx[NCARDS]):
                    c = ctx[ORDER + i]
                    if (follow >> c) & 1 and ctx[POWER + led * CARDS + c] > best_pow:
                        higher |= 1 << c
                if higher != 0:
                    legal = higher
        elif rule == 1:
            trumps = hand & ctx[SUITMASK + ctx[TRUMP]]
            if trumps != 0:
                legal = trumps
    maximize = ctx[TEAM + turn] == 1
    present = ctx[0] | ctx[1] | ctx[2] | ctx[3] | trick_mask
    zero = turn - turn  # an int64 zero: recursive calls never see int literals
    # Move order: a leader tries strong cards first; a follower whose side is not
    # winning the trick tries its winning cards first (cheapest first), then the rest
    # low to high; a follower whose side is winning plays low to high.
    split = nplayed > 0 and ctx[TEAM + best_seat] != ctx[TEAM + turn]
    best = -1 if maximize else 99
    last = nplayed + 1 == ctx[NACTIVE]
    n = ctx[NCARDS]
    for k2 in range(2 * n):
        ph = 1 if k2 >= n else 0   # not k2 // n: a division in the hottest loop costs
        k = k2 - ph * n
        if ph == 1 and not split:
            break
        i = k if nplayed == 0 else n - 1 - k
        c = ctx[ORDER + i]
        if not (legal >> c) & 1:
            continue
        if split and (ph == 0) != (ctx[POWER + led * CARDS + c] > best_pow):
            continue
        # An equivalent higher card of the same hand stands for this one.
        h = ctx[UP + c]
        while h >= 0 and not (present >> h) & 1:
            h = ctx[UP + h]
        if h >= 0 and (hand >> h) & 1:
            continue
        if nplayed == 0:
            nled = ctx[EFF + c]
            npow = ctx[POWER + nled * CARDS + c]
            nseat = turn
        else:
            nled = led
            p = ctx[POWER + led * CARDS + c]
            if p > best_pow:
                npow = p
                nseat = turn
            else:
                npow = best_pow
                nseat = best_seat
        ctx[HANDS + turn] = hand ^ (1 << c)
        if last:
            won = ctx[TEAM + nseat]
            v = won + search(ctx, ttk, ttv, nseat, zero, zero, zero, zero, zero,
                             tricks_left - 1, alpha - won, beta - won)
        else:
            v = search(ctx, ttk, ttv, ctx[NEXT + turn], nplayed + 1, nled, npow, nseat,
                       trick_mask | (1 << c), tricks_left, alpha, beta)
        ctx[HANDS + turn] = hand
        if maximize:
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
        else:
            if v < best:
                best = v
                if v < beta:
                    beta = v
        if alpha >= beta:
            break
    if nplayed == 0:
        ttk[kb] = ctx[0]
        ttk[kb + 1] = ctx[1]
        ttk[kb + 2] = ctx[2]
        ttk[kb + 3] = ctx[3]
        ttk[kb + 4] = turn
        ttv[vb] = ctx[GEN]
        if best <= a0:
            ttv[vb + 1] = 0
            ttv[vb + 2] = best
        elif best >= b0:
            ttv[vb + 1] = best
            ttv[vb + 2] = tricks_left
        else:
            ttv[vb + 1] = best
            ttv[vb + 2] = best
    return best


def root(ctx: Ints, ttk: Ints, ttv: Ints, turn: int, nplayed: int, led: int, best_pow: int,
         best_seat: int, trick_mask: int, tricks_left: int, out: Ints) -> int:
    """The exact value (maker tricks from the current trick on) of every legal card:
    ``out[card]`` for each legal card, -1 for the others. Returns the best value
    for the player to move."""
    n = ctx[NCARDS]
    for i in range(n):
        out[i] = -1
    hand = ctx[HANDS + turn]
    rule = ctx[RULE]
    legal = hand
    if nplayed > 0:
        follow = hand & ctx[SUITMASK + led]
        if follow != 0:
            legal = follow
            if rule >= 1:
                higher = 0
                for c in range(n):
                    if (follow >> c) & 1 and ctx[POWER + led * CARDS + c] > best_pow:
                        higher |= 1 << c
                if higher != 0:
                    legal = higher
        elif rule == 1:
            trumps = hand & ctx[SUITMASK + ctx[TRUMP]]
            if trumps != 0:
                legal = trumps
    maximize = ctx[TEAM + turn] == 1
    present = ctx[0] | ctx[1] | ctx[2] | ctx[3] | trick_mask
    zero = turn - turn
    last = nplayed + 1 == ctx[NACTIVE]
    best = -1 if maximize else 99
    for i in range(n):
        c = ctx[ORDER + i]
        if not (legal >> c) & 1:
            continue
        h = ctx[UP + c]
        while h >= 0 and not (present >> h) & 1:
            h = ctx[UP + h]
        if h >= 0 and (hand >> h) & 1:
            out[c] = out[h]   # equivalent to the higher card, already searched
            continue
        if nplayed == 0:
            nled = ctx[EFF + c]
            npow = ctx[POWER + nled * CARDS + c]
            nseat = turn
        else:
            nled = led
            p = ctx[POWER + led * CARDS + c]
            if p > best_pow:
                npow = p
                nseat = turn
            else:
                npow = best_pow
                nseat = best_seat
        ctx[HANDS + turn] = hand ^ (1 << c)
        # The exact value by null-window tests (bisection): much cheaper than one
        # full-window search, and the tests share the transposition table.
        lo = zero
        hi = tricks_left
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if last:
                won = ctx[TEAM + nseat]
                v = won + search(ctx, ttk, ttv, nseat, zero, zero, zero, zero, zero,
                                 tricks_left - 1, mid - 1 - won, mid - won)
            else:
                v = search(ctx, ttk, ttv, ctx[NEXT + turn], nplayed + 1, nled, npow, nseat,
                           trick_mask | (1 << c), tricks_left, mid - 1, mid)
            if v >= mid:
                lo = v if v < hi else hi
            else:
                hi = v if v > lo else lo
        v = lo
        ctx[HANDS + turn] = hand
        out[c] = v
        if (maximize and v > best) or (not maximize and v < best):
            best = v
    return best


def value(ctx: Ints, ttk: Ints, ttv: Ints, turn: int, nplayed: int, led: int, best_pow: int,
          best_seat: int, trick_mask: int, tricks_left: int) -> int:
    """The exact value of the position (maker tricks from the current trick on) without
    the value of every card: one full-window search. A rollout needs only this, and
    it costs a fraction of ``root`` (measured: as fast as bisection by null windows)."""
    return search(ctx, ttk, ttv, turn, nplayed, led, best_pow, best_seat, trick_mask,
                  tricks_left, turn - turn - 1, tricks_left + 1)


def _strength(ctx: Ints, c: int) -> int:
    """A card's order within its own effective suit, every trump above every plain card
    (``euchre_bots.strength``)."""
    e = ctx[EFF + c]
    p = ctx[POWER + e * CARDS + c]
    if e == ctx[TRUMP]:
        p += 100
    return p


def policy_card(ctx: Ints, turn: int, nplayed: int, led: int, best_pow: int, best_seat: int,
                played: int, aces: int, left: int) -> int:
    """The intermediate player's card (``IntermediateEuchre._play``), from what ``turn``
    sees only: its own hand, the trick so far, the cards played in the hand, which side
    made trump, and the fixed facts of the deck (``aces``: a mask of the aces; ``left``:
    the left bower's place, or -1). Ties go to the lower place, as there."""
    n = ctx[NCARDS]
    hand = ctx[HANDS + turn]
    legal = hand
    if nplayed > 0:
        follow = hand & ctx[SUITMASK + led]
        if follow != 0:
            legal = follow
    if (legal & (legal - 1)) == 0:      # one card
        c = 0
        while not (legal >> c) & 1:
            c += 1
        return c
    lowest = -1
    low_s = 9999
    highest = -1
    high_s = -1
    for c in range(n):
        if (legal >> c) & 1:
            s = _strength(ctx, c)
            if s < low_s:
                low_s = s
                lowest = c
            if s > high_s:
                high_s = s
                highest = c
    if nplayed > 0:
        if ctx[TEAM + best_seat] == ctx[TEAM + turn]:
            return lowest                  # an ally is winning: play low
        cheap = -1
        cheap_p = 9999
        for c in range(n):
            if (legal >> c) & 1:
                p = ctx[POWER + led * CARDS + c]
                if best_pow < p < cheap_p:
                    cheap_p = p
                    cheap = c
        if cheap >= 0:
            return cheap                   # win as cheaply as possible
        return lowest
    trumps = legal & ctx[SUITMASK + ctx[TRUMP]]
    plain = legal ^ trumps
    if ctx[TEAM + turn] == 1 and trumps != 0:
        # The makers lead their top trump, unless it is the left bower with a higher
        # trump still unseen: then an ace, or the lowest plain card.
        top = -1
        top_s = -1
        for c in range(n):
            if (trumps >> c) & 1:
                s = _strength(ctx, c)
                if s > top_s:
                    top_s = s
                    top = c
        if top == left and plain != 0:
            unseen = ((1 << n) - 1) & ~played & ~hand
            higher = 0
            for c in range(n):
                if (unseen >> c) & 1 and ctx[EFF + c] == ctx[TRUMP] and _strength(ctx, c) > top_s:
                    higher = 1
            if higher == 1:
                if plain & aces:
                    c = 0
                    while not ((plain & aces) >> c) & 1:
                        c += 1
                    return c
                return _lowest_of(ctx, plain)
        return top
    if plain & aces:
        c = 0
        while not ((plain & aces) >> c) & 1:
            c += 1
        return c
    if plain != 0:
        # the lowest card of the shortest plain suit (ties: the lower suit)
        short = -1
        short_n = 99
        for s in range(4):
            k = 0
            m = plain & ctx[SUITMASK + s]
            while m != 0:
                m &= m - 1
                k += 1
            if 0 < k < short_n:
                short_n = k
                short = s
        return _lowest_of(ctx, plain & ctx[SUITMASK + short])
    return highest


def _lowest_of(ctx: Ints, cards: int) -> int:
    low = -1
    low_s = 9999
    for c in range(ctx[NCARDS]):
        if (cards >> c) & 1:
            s = _strength(ctx, c)
            if s < low_s:
                low_s = s
                low = c
    return low


def playout(ctx: Ints, turn: int, nplayed: int, led: int, best_pow: int, best_seat: int,
            tricks_left: int, played: int, aces: int, left: int, out: Ints) -> int:
    """Play the hand out with every seat choosing by ``policy_card`` from its own view
    (no seat ever reads another's hand). Returns the maker tricks from the current trick
    on; ``out`` gets each play as ``seat * CARDS + card``, then -1."""
    k = 0
    maker = 0
    while tricks_left > 0:
        c = policy_card(ctx, turn, nplayed, led, best_pow, best_seat, played, aces, left)
        ctx[HANDS + turn] = ctx[HANDS + turn] ^ (1 << c)
        played |= 1 << c
        out[k] = turn * CARDS + c
        k += 1
        if nplayed == 0:
            led = ctx[EFF + c]
            best_pow = ctx[POWER + led * CARDS + c]
            best_seat = turn
        else:
            p = ctx[POWER + led * CARDS + c]
            if p > best_pow:
                best_pow = p
                best_seat = turn
        nplayed += 1
        if nplayed == ctx[NACTIVE]:
            maker += ctx[TEAM + best_seat]
            tricks_left -= 1
            turn = best_seat
            nplayed = 0
        else:
            turn = ctx[NEXT + turn]
    out[k] = -1
    return maker


def _top_alike(ctx: Ints, c: int, hand: int, present: int) -> int:
    """The highest card of ``hand`` that is equivalent to ``c``: the same effective
    suit with no card between them still out (``present``: the cards not yet played)."""
    h = ctx[UP + c]
    while h >= 0:
        if (present >> h) & 1:
            if not (hand >> h) & 1:
                break
            c = h
        h = ctx[UP + h]
    return c


def play_weights(ctx: Ints, masks: Ints, ndeals: int, plays: Ints, nplays: int, viewer: int,
                 aces: int, left: int, hit: float, out: Floats) -> int:
    """The likelihood of the hand's plays so far under ``policy_card``, for each of
    ``ndeals`` deals: ``masks[4 * k + seat]`` is each seat's hand at the first lead of
    deal ``k``; ``plays[i]`` is ``seat * CARDS + card`` in order. A play by another seat
    than ``viewer`` counts ``hit`` when it is the policy's card (or one equivalent to
    it), else the rest shared by its other distinct choices; a forced play counts 1.
    ``out[k]``: the product for deal ``k`` (floats)."""
    n = ctx[NCARDS]
    for k in range(ndeals):
        for s in range(4):
            ctx[HANDS + s] = masks[4 * k + s]
        w = 1.0
        played = 0
        nplayed = 0
        led = 0
        best_pow = 0
        best_seat = 0
        trick_mask = 0
        for i in range(nplays):
            turn = plays[i] // CARDS
            c = plays[i] - turn * CARDS
            hand = ctx[HANDS + turn]
            if turn != viewer:
                legal = hand
                if nplayed > 0:
                    follow = hand & ctx[SUITMASK + led]
                    if follow != 0:
                        legal = follow
                if (legal & (legal - 1)) != 0:
                    present = ctx[0] | ctx[1] | ctx[2] | ctx[3] | trick_mask
                    choices = 0
                    for d in range(n):
                        if (legal >> d) & 1 and _top_alike(ctx, d, hand, present) == d:
                            choices += 1
                    p = policy_card(ctx, turn, nplayed, led, best_pow, best_seat, played,
                                    aces, left)
                    if _top_alike(ctx, p, hand, present) == _top_alike(ctx, c, hand, present):
                        w *= hit
                    elif choices > 1:
                        w *= (1.0 - hit) / (choices - 1)
            ctx[HANDS + turn] = hand & ~(1 << c)
            played |= 1 << c
            if nplayed == 0:
                led = ctx[EFF + c]
                best_pow = ctx[POWER + led * CARDS + c]
                best_seat = turn
                trick_mask = 1 << c
            else:
                pw = ctx[POWER + led * CARDS + c]
                if pw > best_pow:
                    best_pow = pw
                    best_seat = turn
                trick_mask |= 1 << c
            nplayed += 1
            if nplayed == ctx[NACTIVE]:
                nplayed = 0
                trick_mask = 0
        out[k] = w
    return ndeals


def policy_values(ctx: Ints, ttk: Ints, ttv: Ints, turn: int, nplayed: int, led: int,
                  best_pow: int, best_seat: int, trick_mask: int, tricks_left: int,
                  played: int, aces: int, left: int, policy_tricks: int, out: Ints) -> int:
    """Each legal card of ``turn`` valued with no seat seeing through the cards for a
    while: after the card, every seat plays by ``policy_card`` from its own view until
    ``policy_tricks`` more tricks are complete (the current one counts), then the rest
    is solved double-dummy (``policy_tricks`` >= 1; the hand's tricks left: a play-out
    to the end). ``out[card]``: the maker tricks from the current trick on (-1 for an
    illegal card). Returns the number of legal cards."""
    n = ctx[NCARDS]
    for i in range(n):
        out[i] = -1
    hand = ctx[HANDS + turn]
    legal = hand
    if nplayed > 0:
        follow = hand & ctx[SUITMASK + led]
        if follow != 0:
            legal = follow
    h0 = ctx[0]
    h1 = ctx[1]
    h2 = ctx[2]
    h3 = ctx[3]
    zero = turn - turn
    count = 0
    for c0 in range(n):
        if not (legal >> c0) & 1:
            continue
        count += 1
        c = c0
        seat = turn
        np_ = nplayed
        ld = led
        bp = best_pow
        bs = best_seat
        tm = trick_mask
        tl = tricks_left
        pl = played
        maker = zero
        done = zero
        while tl > 0 and done < policy_tricks:
            ctx[HANDS + seat] = ctx[HANDS + seat] ^ (1 << c)
            pl |= 1 << c
            if np_ == 0:
                ld = ctx[EFF + c]
                bp = ctx[POWER + ld * CARDS + c]
                bs = seat
                tm = 1 << c
            else:
                pw = ctx[POWER + ld * CARDS + c]
                if pw > bp:
                    bp = pw
                    bs = seat
                tm |= 1 << c
            np_ += 1
            if np_ == ctx[NACTIVE]:
                maker += ctx[TEAM + bs]
                tl -= 1
                done += 1
                seat = bs
                np_ = 0
                tm = zero
            else:
                seat = ctx[NEXT + seat]
            if tl > 0 and done < policy_tricks:
                c = policy_card(ctx, seat, np_, ld, bp, bs, pl, aces, left)
        if tl > 0:
            maker += search(ctx, ttk, ttv, seat, np_, ld, bp, bs, tm, tl, zero - 1, tl + 1)
        out[c0] = maker
        ctx[0] = h0
        ctx[1] = h1
        ctx[2] = h2
        ctx[3] = h3
    return count
