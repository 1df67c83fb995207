"""The fast layer of a Maorider Chess game: the board with its move stack, ``push``/``pop``
(Zobrist ``key`` kept incrementally), attacks, freezing, and the legal move codes.

Search and perft use it directly (no events, no draw detection); :class:`MaoriderState` in
``rules.py`` adds the contract layer on top. Where the rules page is silent: removing a mated
King does not reset the 100-ply count (it is none of the listed events), and with three or more
Kings (only from a position string) "both Kings in check" reads "two or more Kings in check".
"""
from __future__ import annotations

from games.maorider.position import START_POSITION, parse_position
from games.maorider.tables import (
    ADJ, ADJSET, ATTACKS, BLACK, BLACK_BIT, CAMEL, CANNON, CANNON_FROM, ELEPHANT, GOLD, KING,
    LAST_RANK, LEAP, MAO, MAO_T, MAORIDER, NEXT_TO_LAST, NORMAL, OWN, PAWN, PAWN_STEP,
    PROMOTES_TO, RAYS, RECRUIT, RECRUIT_BASE, RECRUITED_TYPE, RIDER_T, ROOK, SHOT_BASE, SHOT_T,
    SILVER, SPAWN, SPECIAL, STEPPERS, SUICIDE, SUICIDE_BASE, VSILVER, WHITE, WIDTH, Z_SIDE, ZK,
)


class Board:
    """A position and the stack of moves that led to it, with the fast move layer."""

    def __init__(self, position: str = START_POSITION) -> None:
        board, side, plies = parse_position(position)
        self.board = board
        self.side = side
        self.halfmove = plies
        self.kings = [[s for s, p in enumerate(board) if p == KING | c * BLACK_BIT]
                      for c in (WHITE, BLACK)]
        key = Z_SIDE if side else 0
        for s, p in enumerate(board):
            if p:
                key ^= ZK[p][s]
        self.key = key
        # One entry a move: (code, piece moved, piece on the target before, halfmove, key before).
        self.stack: list[tuple[int, int, int, int, int]] = []
        self.in_check = False  # set by legal_codes(): a King of the mover is attacked

    # ------------------------------------------------------------ fast layer
    def push(self, code: int) -> None:
        """Play a move code known to be legal: no checks, no events (search and perft)."""
        b = self.board
        key = self.key
        hm = self.halfmove
        c = self.side
        self.side = c ^ 1
        if code < RECRUIT_BASE:  # NORMAL or SHOT: the common case first
            frm = code & 127
            to = (code >> 7) & 127
            if code < SHOT_BASE:
                p = b[frm]
                q = b[to]
                self.stack.append((code, p, q, hm, key))
                zp = ZK[p]
                if SPECIAL[p]:
                    self._push_special(p, q, frm, to, c, key ^ zp[frm], hm)
                    return
                b[frm] = 0
                b[to] = p
                key ^= zp[frm] ^ zp[to] ^ Z_SIDE
                if q:
                    self.key = key ^ ZK[q][to]
                    self.halfmove = 0
                    if q & 15 == KING:
                        self.kings[c ^ 1].remove(to)
                else:
                    self.key = key
                    self.halfmove = hm + 1
                return
            q = b[to]
            self.stack.append((code, b[frm], q, hm, key))
            b[to] = 0
            self.key = key ^ ZK[q][to] ^ Z_SIDE
            self.halfmove = 0
            if q & 15 == KING:
                self.kings[c ^ 1].remove(to)
            return
        if code < SUICIDE_BASE:
            to = (code >> 7) & 127
            q = b[to]
            p = RECRUITED_TYPE.get(q & 15, q & 15) | (BLACK_BIT if c else 0)
            self.stack.append((code, p, q, hm, key))
            b[to] = p
            self.key = key ^ ZK[q][to] ^ ZK[p][to] ^ Z_SIDE
            self.halfmove = hm + 1  # a recruit can be undone by recruiting back: no progress
            return
        frm = code & 127
        p = b[frm]
        self.stack.append((code, p, 0, hm, key))
        b[frm] = 0
        self.key = key ^ ZK[p][frm] ^ Z_SIDE
        self.kings[c].remove(frm)
        self.halfmove = hm + 1

    def _push_special(self, p: int, q: int, frm: int, to: int, c: int, key: int,
                      hm: int) -> None:
        """The part of ``push`` for Kings, pawns and promotions (the clock or Kings change)."""
        b = self.board
        t = p & 15
        np = p
        if to in LAST_RANK[c] and t in PROMOTES_TO:
            np = PROMOTES_TO[t] | (p & BLACK_BIT)
        b[frm] = 0
        b[to] = np
        key ^= ZK[np][to] ^ Z_SIDE
        if q:
            key ^= ZK[q][to]
            if q & 15 == KING:
                self.kings[c ^ 1].remove(to)
        if t == KING:
            ks = self.kings[c]
            ks[ks.index(frm)] = to
            self.halfmove = 0 if q else hm + 1
        else:
            if np == KING | (p & BLACK_BIT):
                self.kings[c].append(to)
            # Progress: a capture, a promotion or a pawn's forward step (not a Silver Pawn's
            # sideways one, nor a Silver General's step: both can be undone).
            forward = t == PAWN or (t == SPAWN and (to - frm) in (WIDTH, -WIDTH))
            self.halfmove = 0 if (q or forward or np != p) else hm + 1
        self.key = key

    def pop(self) -> None:
        """Take back the last ``push``."""
        code, p, q, hm, key = self.stack.pop()
        b = self.board
        self.key = key
        self.halfmove = hm
        c = self.side ^ 1
        self.side = c
        if code < SHOT_BASE:
            frm = code & 127
            to = code >> 7
            np = b[to]
            b[frm] = p
            b[to] = q
            if SPECIAL[p]:
                if p & 15 == KING:
                    ks = self.kings[c]
                    ks[ks.index(to)] = frm
                elif np != p and np & 15 == KING:
                    self.kings[c].remove(to)
            if q and q & 15 == KING:
                self.kings[c ^ 1].append(to)
        elif code < RECRUIT_BASE:
            to = (code >> 7) & 127
            b[to] = q
            if q & 15 == KING:
                self.kings[c ^ 1].append(to)
        elif code < SUICIDE_BASE:
            b[(code >> 7) & 127] = q
        else:
            frm = code & 127
            b[frm] = p
            self.kings[c].append(frm)

    def attacked(self, sq: int, by: int) -> bool:
        """Whether a piece of colour ``by`` attacks ``sq`` (freezing worked out afresh)."""
        b = self.board
        for f, mask, empties in ATTACKS[by][sq]:
            if (mask >> b[f]) & 1:
                if not empties:
                    return True
                for x in empties:
                    if b[x]:
                        break
                else:
                    return True
        cannon = CANNON | (BLACK_BIT if by else 0)
        for f in CANNON_FROM[sq]:
            if b[f] == cannon and not self._frozen_at(f, by):
                return True
        return False

    def _frozen_at(self, sq: int, colour: int) -> bool:
        """Whether a non-King piece of ``colour`` standing on ``sq`` is frozen."""
        near = ADJSET[sq]
        for k in self.kings[colour ^ 1]:
            if k in near:
                for own in self.kings[colour]:
                    if own in near:
                        return False
                return True
        return False

    def _scan(self, sq: int, by: int, pins: set[int]) -> bool:
        """Like :meth:`attacked`, and adds to ``pins`` every lone piece that blocks an attack
        on ``sq`` (moving or shooting it might expose ``sq``)."""
        b = self.board
        hit = False
        for f, mask, empties in ATTACKS[by][sq]:
            if (mask >> b[f]) & 1:
                blocker = -1
                for x in empties:
                    if b[x]:
                        if blocker >= 0:
                            blocker = -2
                            break
                        blocker = x
                if blocker == -1:
                    hit = True
                elif blocker >= 0:
                    pins.add(blocker)
        if not hit:
            cannon = CANNON | (BLACK_BIT if by else 0)
            for f in CANNON_FROM[sq]:
                if b[f] == cannon and not self._frozen_at(f, by):
                    return True
        return hit

    def _safe_after(self, code: int) -> bool:
        """Whether no King of the mover stands attacked after ``code``; the state is unchanged.
        A King's step is tried in place: it lands on an empty square and moves nothing else
        that attacks depend on (the board and the King squares)."""
        c = self.side
        b = self.board
        frm = code & 127
        p = b[frm]
        if code < SHOT_BASE and p & 15 == KING:
            to = code >> 7
            kings = self.kings[c]
            i = kings.index(frm)
            b[frm] = 0
            b[to] = p
            kings[i] = to
            safe = True
            for k in kings:
                if self.attacked(k, c ^ 1):
                    safe = False
                    break
            kings[i] = frm
            b[to] = 0
            b[frm] = p
            return safe
        return not self._kings_hit_after(code)[1]

    def _kings_hit_after(self, code: int) -> tuple[list[int], list[int]]:
        """(the mover's King squares, those attacked) after ``code``; the state is unchanged."""
        c = self.side
        self.push(code)
        kings = list(self.kings[c])
        hit = [k for k in kings if self.attacked(k, c ^ 1)]
        self.pop()
        return kings, hit

    def frozen_squares(self, colour: int) -> set[int]:
        """Squares of the pieces of ``colour`` that are frozen."""
        b = self.board
        mine = BLACK_BIT if colour else 0
        own = self.kings[colour]
        out = set()
        for k in self.kings[colour ^ 1]:
            for a in ADJ[k]:
                p = b[a]
                if p and (p & BLACK_BIT) == mine and p & 15 != KING:
                    near = ADJSET[a]
                    for ok in own:
                        if ok in near:
                            break
                    else:
                        out.add(a)
        return out

    def legal_codes(self) -> list[int]:
        """The legal move codes of the side to move, by the check rules of the rules page
        (draw rules aside: see :meth:`is_over`). Sets ``in_check``."""
        c = self.side
        kings = self.kings[c]
        if not kings:
            self.in_check = False
            return []
        e = c ^ 1
        b = self.board
        own = OWN[c]
        enemy = OWN[e]
        frozen = self.frozen_squares(c) if self.kings[e] else ()
        pins: set[int] = set()
        checked = [self._scan(k, e, pins) for k in kings]
        in_check = self.in_check = True in checked
        risky: list[int] = []
        sure = risky if in_check else []
        leap = LEAP[c]
        last = LAST_RANK[c]
        for s, p in enumerate(b):
            if not own[p] or s in frozen:  # Kings are never frozen
                continue
            t = p & 15
            dst = risky if s in pins else sure
            # The most common kinds first: pawns, then the steppers.
            if t == PAWN:
                step = PAWN_STEP[c][s]
                if not b[step[0]]:
                    dst.append(step[1])
                for to, mc in leap[PAWN][s]:
                    q = b[to]
                    if enemy[q]:
                        dst.append(mc)
            elif t in STEPPERS:
                if t == SILVER and s in NEXT_TO_LAST[c]:
                    dst = risky  # promotes to a King, which must not stand attacked
                for to, mc in leap[t][s]:
                    q = b[to]
                    if not own[q]:
                        if t == SILVER and to in last:
                            risky.append(mc)
                        else:
                            dst.append(mc)
            elif t == ROOK or t == CAMEL or t == ELEPHANT:
                for ray in RAYS[t][s]:
                    for to, mc in ray:
                        q = b[to]
                        if not q:
                            dst.append(mc)
                        else:
                            if enemy[q]:
                                dst.append(mc)
                            break
            elif t == MAO:
                for mid, to, mc in MAO_T[s]:
                    if not b[mid]:
                        q = b[to]
                        if not own[q]:
                            dst.append(mc)
            elif t == MAORIDER:
                for path in RIDER_T[s]:
                    for mid, to, mc in path:
                        if b[mid]:
                            break
                        q = b[to]
                        if not q:
                            dst.append(mc)
                        else:
                            if enemy[q]:
                                dst.append(mc)
                            break
            elif t == CANNON:
                for to, mc in leap[CANNON][s]:
                    if not b[to]:
                        dst.append(mc)
                for to, mc in SHOT_T[s]:
                    q = b[to]
                    if enemy[q]:
                        (risky if to in pins else dst).append(mc)
            else:  # a King: every step is checked for what it exposes
                for to, mc in leap[KING][s]:
                    if not b[to]:
                        risky.append(mc)
        enemy_kings = self.kings[e]
        seen = set()
        for k, hit in zip(kings, checked):
            if hit:
                continue
            for a in ADJ[k]:
                q = b[a]
                if enemy[q] and q & 15 != KING and a not in seen:
                    near = ADJSET[a]
                    for ek in enemy_kings:
                        if ek in near:
                            break
                    else:
                        seen.add(a)
                        sure.append(a | a << 7 | RECRUIT << 14)
        if not in_check:
            legal = sure
            for m in risky:
                if self._safe_after(m):
                    legal.append(m)
            if legal or len(kings) == 1:
                return legal
            # Rule 3 (neither King in check, no safe move): keep one King unattacked.
            return self._check_rules(risky, kings, checked)
        return self._check_rules(risky, kings, checked)

    def tactical_codes(self) -> list[int] | None:
        """For quiescence search: the safe captures, shots, recruits and promotions of the side
        to move, or None when a King of it is in check (then use :meth:`legal_codes`).

        With two Kings and no safe move at all the full rules would allow unsafe moves; this
        list then is empty, which only makes the search's horizon a little shorter."""
        c = self.side
        kings = self.kings[c]
        e = c ^ 1
        b = self.board
        own = OWN[c]
        enemy = OWN[e]
        pins: set[int] = set()
        for k in kings:
            if self._scan(k, e, pins):
                return None
        frozen = self.frozen_squares(c) if self.kings[e] else ()
        out: list[int] = []
        risky: list[int] = []
        leap = LEAP[c]
        last = LAST_RANK[c]
        for s, p in enumerate(b):
            if not own[p]:
                continue
            t = p & 15
            if t == KING or s in frozen:
                continue
            dst = risky if s in pins else out
            if t == PAWN:
                step = PAWN_STEP[c][s]
                if step[0] in last and not b[step[0]]:
                    dst.append(step[1])
                for to, mc in leap[PAWN][s]:
                    q = b[to]
                    if enemy[q]:
                        dst.append(mc)
            elif t == ROOK or t == CAMEL or t == ELEPHANT:
                for ray in RAYS[t][s]:
                    for to, mc in ray:
                        q = b[to]
                        if q:
                            if enemy[q]:
                                dst.append(mc)
                            break
            elif t == MAO:
                for mid, to, mc in MAO_T[s]:
                    q = b[to]
                    if enemy[q] and not b[mid]:
                        dst.append(mc)
            elif t == MAORIDER:
                for path in RIDER_T[s]:
                    for mid, to, mc in path:
                        if b[mid]:
                            break
                        q = b[to]
                        if q:
                            if enemy[q]:
                                dst.append(mc)
                            break
            elif t == CANNON:
                for to, mc in SHOT_T[s]:
                    q = b[to]
                    if enemy[q]:
                        (risky if to in pins else dst).append(mc)
            else:
                promoting = t != VSILVER and t != GOLD and s in NEXT_TO_LAST[c]
                for to, mc in leap[t][s]:
                    q = b[to]
                    if own[q]:
                        continue
                    if promoting and to in last:
                        (risky if t == SILVER else dst).append(mc)
                    elif q:
                        dst.append(mc)
        enemy_kings = self.kings[e]
        for k in kings:
            for a in ADJ[k]:
                q = b[a]
                if enemy[q] and q & 15 != KING:
                    code = a | a << 7 | RECRUIT << 14
                    if code in out:
                        continue
                    near = ADJSET[a]
                    for ek in enemy_kings:
                        if ek in near:
                            break
                    else:
                        out.append(code)
        for m in risky:
            if self._safe_after(m):
                out.append(m)
        return out

    def _check_rules(self, moves: list[int], kings: list[int], checked: list[bool]) -> list[int]:
        """Legal moves when some King of the mover is in check, or none is but every move
        leaves one attacked (rules 1–3 of the page)."""
        after = [(m, *self._kings_hit_after(m)) for m in moves]
        safe = [m for m, _, hit in after if not hit]
        if safe or len(kings) == 1:
            return safe
        if checked.count(True) == 1:
            star = kings[checked.index(True)]
            out = []
            for m, _, hit in after:
                now = (m >> 7) & 127 if (m >> 14 == NORMAL and m & 127 == star) else star
                if now not in hit:
                    out.append(m)
            return out or [star | star << 7 | SUICIDE << 14]
        return [m for m, ks, hit in after if len(hit) < len(ks)]
