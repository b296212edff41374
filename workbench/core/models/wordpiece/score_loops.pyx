# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The WordPiece trainer's scores of every live pair and its pick of the best, compiled to C when
the package is built.

A merge of (a, b) into n changes the frequencies of a, b and n only, and the counts only of pairs
that hold one of them (the pairs around each merged occurrence): so only those pairs' scores
change. Each token keeps the rows of the live pairs that hold it, and a merge rescores the rows of
its three tokens; the best score is found through the maxima of blocks of BLOCK rows and of
blocks of BLOCK blocks, of which a merge recomputes only those it rescored.

A pair is live while it occurs at least `min_count` times; the others score -inf (skipped, not the
end of training, until a merge raises their count again) and leave their tokens' rows when these
are next rescored. Scores are count / (freq(left) * freq(right)), one float64 division each, so
ties are exact, and they are broken on one int64 key per row: the pair's key (left id, right id)
for lowest-id; for first-seen, the pair's first occurrence (word index, offset), asked of the pair
table only when the pair ties for the best score and kept until its count changes.
"""

from libc.math cimport INFINITY
from libc.stdint cimport int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport free, malloc, realloc

cdef enum:
    BLOCK = 64  # rows per block, blocks per block of blocks
    UNKNOWN = -1  # a first-seen tie key not worked out yet
    LEFT_LISTED = 1  # the row is among its left token's rows
    RIGHT_LISTED = 2  # ... among its right token's (a pair of a token with itself: left only)


cdef struct Rows:  # a token's rows: a growable array of row numbers
    int32_t *rows
    int32_t size, room


cdef class Scores:
    """The live pairs' scores over the token frequencies; `first_seen`: the pair -> (word index,
    offset) of its first occurrence, for the first-seen rule, or None for lowest-id."""

    cdef int64_t max_tokens, min_count, n_tokens
    cdef int64_t[::1] freq
    cdef object first_seen
    # row -> the pair, its count, score, tie key and which of its tokens list it
    cdef int64_t *pair
    cdef int64_t *count
    cdef double *score
    cdef int64_t *tie
    cdef uint8_t *listed
    cdef Py_ssize_t n_rows
    cdef readonly Py_ssize_t room  # rows made room for
    cdef double *block_best  # block -> the best score of its rows
    cdef double *top_best  # block of blocks -> the best score of its blocks
    cdef uint8_t *dirty  # block -> rescored since its best was last worked out
    cdef Py_ssize_t *dirty_blocks
    cdef Py_ssize_t n_dirty
    cdef Rows *rows_of  # token id -> the rows that hold it
    cdef int64_t *slot_key  # open addressing: pair -> row; -1 an empty slot
    cdef int32_t *slot_row
    cdef Py_ssize_t n_slots

    def __cinit__(self):
        self.pair = self.count = self.tie = NULL
        self.score = self.block_best = self.top_best = NULL
        self.listed = self.dirty = NULL
        self.dirty_blocks = NULL
        self.rows_of = NULL
        self.slot_key = NULL
        self.slot_row = NULL

    def __init__(self, int64_t[::1] freq, const int64_t[::1] pairs, const int64_t[::1] counts,
                 int64_t max_tokens, int64_t min_count, first_seen=None, Py_ssize_t room=0):
        """`freq`: token id -> its frequency (the array is kept and updated); `pairs`, `counts`:
        every pair that occurs, with its count; `room`: rows to start with (more are made as
        pairs come alive)."""
        cdef Py_ssize_t k
        self.freq, self.max_tokens, self.min_count = freq, max_tokens, min_count
        self.n_tokens = freq.shape[0]
        self.first_seen = first_seen
        self.rows_of = <Rows *>_alloc(self.n_tokens * sizeof(Rows))
        for k in range(self.n_tokens):
            self.rows_of[k].rows, self.rows_of[k].size, self.rows_of[k].room = NULL, 0, 0
        self.n_slots = 1024
        while self.n_slots < 4 * pairs.shape[0]:
            self.n_slots *= 2
        self.slot_key = <int64_t *>_alloc(self.n_slots * sizeof(int64_t))
        self.slot_row = <int32_t *>_alloc(self.n_slots * sizeof(int32_t))
        for k in range(self.n_slots):
            self.slot_key[k] = -1
        self.n_rows, self.room = 0, 0
        self._grow(room)
        for k in range(pairs.shape[0]):
            self._set_count(pairs[k], counts[k])
        for k in range(self.n_rows):
            self._rescore(k)
        self._settle()

    def __dealloc__(self):
        cdef Py_ssize_t k
        if self.rows_of != NULL:
            for k in range(self.n_tokens):
                free(self.rows_of[k].rows)
        free(self.rows_of)
        free(self.pair)
        free(self.count)
        free(self.score)
        free(self.tie)
        free(self.listed)
        free(self.block_best)
        free(self.top_best)
        free(self.dirty)
        free(self.dirty_blocks)
        free(self.slot_key)
        free(self.slot_row)

    def update(self, changed, dict pair_counts, int64_t left, int64_t right, int64_t new,
               int64_t merged):
        """After `merged` occurrences of (left, right) became `new`: the pairs `changed` take
        their counts from `pair_counts` (0 if not there), and the pairs of the three tokens
        are rescored."""
        cdef int64_t key
        self.freq[left] -= merged
        self.freq[right] -= merged
        self.freq[new] += merged
        for pair in changed:
            key = pair
            self._set_count(key, pair_counts.get(pair, 0))
        self._rescore_token(left)
        if right != left:
            self._rescore_token(right)
        self._rescore_token(new)
        self._settle()

    def best(self):
        """(pair, score) of the best live pair, ties broken by the rule; None if none is live."""
        cdef double best = -INFINITY
        cdef Py_ssize_t t, b, r, row = -1, n_blocks = self.room // BLOCK
        cdef Py_ssize_t n_top = (n_blocks + BLOCK - 1) // BLOCK
        cdef int64_t key
        cdef bint tied = False
        for t in range(n_top):
            if self.top_best[t] > best:
                best = self.top_best[t]
        if best == -INFINITY:
            return None
        for t in range(n_top):
            if self.top_best[t] != best:
                continue
            for b in range(t * BLOCK, min((t + 1) * BLOCK, n_blocks)):
                if self.block_best[b] != best:
                    continue
                for r in range(b * BLOCK, (b + 1) * BLOCK):
                    if self.score[r] != best:
                        continue
                    if row < 0:
                        row = r
                        continue
                    if not tied:
                        self._tie_key(row)
                        tied = True
                    if self._tie_key(r) < self.tie[row]:
                        row = r
        return self.pair[row], best

    cdef int64_t _tie_key(self, Py_ssize_t row) except? -2:
        cdef int64_t index, offset
        if self.tie[row] == UNKNOWN:
            index, offset = self.first_seen(self.pair[row])
            self.tie[row] = index << 32 | offset  # ordered as (index, offset)
        return self.tie[row]

    cdef int _set_count(self, int64_t key, int64_t count) except -1:
        """Record a pair's count, with a row of its own once it is live."""
        cdef Py_ssize_t slot = self._slot(key)
        cdef Py_ssize_t row
        cdef int64_t left, right
        if self.slot_key[slot] == -1:
            if count < self.min_count:
                return 0
            if self.n_rows == self.room:
                self._grow(2 * self.room)
            if 2 * (self.n_rows + 1) > self.n_slots:
                self._grow_slots()
                slot = self._slot(key)
            row = self.n_rows
            self.n_rows += 1
            self.slot_key[slot], self.slot_row[slot] = key, <int32_t>row
            self.pair[row], self.listed[row] = key, 0
        else:
            row = self.slot_row[slot]
        self.count[row] = count
        self.tie[row] = UNKNOWN if self.first_seen is not None else key
        if count >= self.min_count:
            left, right = key // self.max_tokens, key % self.max_tokens
            if not self.listed[row] & LEFT_LISTED:
                self._list(left, row)
                self.listed[row] |= LEFT_LISTED
            if right != left and not self.listed[row] & RIGHT_LISTED:
                self._list(right, row)
                self.listed[row] |= RIGHT_LISTED
        return 0

    cdef int _list(self, int64_t token, Py_ssize_t row) except -1:
        cdef Rows *of = &self.rows_of[token]
        if of.size == of.room:
            of.room = 4 if of.room == 0 else 2 * of.room
            of.rows = <int32_t *>_resize(of.rows, of.room * sizeof(int32_t))
        of.rows[of.size] = <int32_t>row
        of.size += 1
        return 0

    cdef void _rescore_token(self, int64_t token) noexcept:
        """Rescore the token's rows; those no longer live leave them."""
        cdef Rows *of = &self.rows_of[token]
        cdef Py_ssize_t k = 0, row
        while k < of.size:
            row = of.rows[k]
            self._rescore(row)
            if self.count[row] < self.min_count:
                self.listed[row] &= ~(LEFT_LISTED if self.pair[row] // self.max_tokens == token
                                      else RIGHT_LISTED)
                of.size -= 1
                of.rows[k] = of.rows[of.size]
            else:
                k += 1

    cdef void _rescore(self, Py_ssize_t row) noexcept:
        # with products below 2**53 (exact in float64) this is the float of the exact quotient
        cdef int64_t key = self.pair[row], count = self.count[row]
        cdef Py_ssize_t block = row // BLOCK
        if count >= self.min_count:
            self.score[row] = <double>count / <double>(
                self.freq[key // self.max_tokens] * self.freq[key % self.max_tokens])
        else:
            self.score[row] = -INFINITY
        if not self.dirty[block]:
            self.dirty[block] = 1
            self.dirty_blocks[self.n_dirty] = block
            self.n_dirty += 1

    cdef void _settle(self) noexcept:
        """Work out the best of each block rescored, then of each of their blocks of blocks."""
        cdef Py_ssize_t k, r, b, top, n_blocks = self.room // BLOCK
        cdef double best
        for k in range(self.n_dirty):
            b = self.dirty_blocks[k]
            best = -INFINITY
            for r in range(b * BLOCK, (b + 1) * BLOCK):
                if self.score[r] > best:
                    best = self.score[r]
            self.block_best[b] = best
        for k in range(self.n_dirty):
            b = self.dirty_blocks[k]
            self.dirty[b] = 0
            top = b // BLOCK
            best = -INFINITY
            for r in range(top * BLOCK, min((top + 1) * BLOCK, n_blocks)):
                if self.block_best[r] > best:
                    best = self.block_best[r]
            self.top_best[top] = best
        self.n_dirty = 0

    cdef int _grow(self, Py_ssize_t rows) except -1:
        """Room for at least `rows` rows (one block at least), a whole number of blocks; the new
        rows, blocks and blocks of blocks score -inf."""
        cdef Py_ssize_t old = self.room, k
        cdef Py_ssize_t room = max(1, (rows + BLOCK - 1) // BLOCK) * BLOCK
        cdef Py_ssize_t old_top = (old // BLOCK + BLOCK - 1) // BLOCK
        cdef Py_ssize_t top = (room // BLOCK + BLOCK - 1) // BLOCK
        self.pair = <int64_t *>_resize(self.pair, room * sizeof(int64_t))
        self.count = <int64_t *>_resize(self.count, room * sizeof(int64_t))
        self.score = <double *>_resize(self.score, room * sizeof(double))
        self.tie = <int64_t *>_resize(self.tie, room * sizeof(int64_t))
        self.listed = <uint8_t *>_resize(self.listed, room * sizeof(uint8_t))
        self.block_best = <double *>_resize(self.block_best, room // BLOCK * sizeof(double))
        self.top_best = <double *>_resize(self.top_best, top * sizeof(double))
        self.dirty = <uint8_t *>_resize(self.dirty, room // BLOCK * sizeof(uint8_t))
        self.dirty_blocks = <Py_ssize_t *>_resize(self.dirty_blocks,
                                                  room // BLOCK * sizeof(Py_ssize_t))
        for k in range(old, room):
            self.score[k] = -INFINITY
        for k in range(old // BLOCK, room // BLOCK):
            self.block_best[k] = -INFINITY
            self.dirty[k] = 0
        for k in range(old_top, top):
            self.top_best[k] = -INFINITY
        self.room = room
        return 0

    cdef int _grow_slots(self) except -1:
        cdef int64_t *keys = self.slot_key
        cdef int32_t *rows = self.slot_row
        cdef Py_ssize_t old = self.n_slots, k, slot
        self.n_slots = 2 * old
        self.slot_key = <int64_t *>_alloc(self.n_slots * sizeof(int64_t))
        self.slot_row = <int32_t *>_alloc(self.n_slots * sizeof(int32_t))
        for k in range(self.n_slots):
            self.slot_key[k] = -1
        for k in range(old):
            if keys[k] != -1:
                slot = self._slot(keys[k])
                self.slot_key[slot], self.slot_row[slot] = keys[k], rows[k]
        free(keys)
        free(rows)
        return 0

    cdef inline Py_ssize_t _slot(self, int64_t key) noexcept:
        """The slot of `key`, or the empty one where it goes (n_slots a power of two)."""
        cdef uint64_t h = <uint64_t>key * 0x9E3779B97F4A7C15ULL
        cdef Py_ssize_t mask = self.n_slots - 1
        cdef Py_ssize_t i = <Py_ssize_t>(h ^ (h >> 32)) & mask
        while self.slot_key[i] != -1 and self.slot_key[i] != key:
            i = (i + 1) & mask
        return i


cdef void *_alloc(size_t size) except NULL:
    cdef void *p = malloc(size if size else 1)
    if p == NULL:
        raise MemoryError()
    return p


cdef void *_resize(void *p, size_t size) except NULL:
    cdef void *q = realloc(p, size if size else 1)
    if q == NULL:
        raise MemoryError()
    return q
