# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The pair table's loops over the symbols of words, compiled to C when the package is built.

A merge visits every occurrence of its pair in the words that hold it, and that per-occurrence
work was most of a BPE training in Python: compiled, the interpreter sees one call per merge and
only the pairs whose counts changed. Words are slices of one int32 array of token ids
(`symbols`, each word from `starts[w]`, `lengths[w]` long); a merge rewrites a word in place,
shorter. A pair is the int key left id * max_tokens + right id.
"""

from cpython.list cimport PyList_Append
from libc.stdint cimport int32_t, int64_t, uint64_t
from libc.stdlib cimport free, malloc


cdef struct Slot:
    int64_t key  # -1: an empty slot
    int64_t change  # the pair's count, summed over the merge's occurrences
    Py_ssize_t words  # the pair's place in the list of gained words; -1: it gained none yet
    int64_t last  # the last word listed for the pair


cdef class Changes:
    """The pairs a merge changes: an open-addressing table of pair -> change, and for the pairs
    that gain occurrences, a list of the words they gain them in (visited in ascending order,
    so each list is ascending; each word once)."""

    cdef Slot *slots
    cdef Py_ssize_t size, used
    cdef list lists  # the gained pairs' lists of words

    def __cinit__(self):
        self.size = 256
        self.used = 0
        self.slots = _empty_slots(self.size)
        self.lists = []

    def __dealloc__(self):
        free(self.slots)

    cdef Slot *slot(self, int64_t key) except NULL:
        cdef Py_ssize_t i
        if 2 * (self.used + 1) > self.size:
            self._grow()
        i = _place(self.slots, self.size, key)
        if self.slots[i].key == -1:
            self.slots[i].key = key
            self.slots[i].change = 0
            self.slots[i].words = -1
            self.used += 1
        return &self.slots[i]

    cdef int change(self, int64_t key, int64_t count) except -1:
        self.slot(key).change += count
        return 0

    cdef int gain(self, int64_t key, int64_t count, int64_t word, object listed) except -1:
        """`listed`: the word's index as the int object of the merge's list, which the gained
        lists share (a new int for each entry would be 32 bytes more each)."""
        cdef Slot *slot = self.slot(key)
        slot.change += count
        if slot.words < 0:
            slot.words = len(self.lists)
            self.lists.append([listed])
            slot.last = word
        elif slot.last != word:
            PyList_Append(self.lists[slot.words], listed)
            slot.last = word
        return 0

    cdef int _grow(self) except -1:
        cdef Slot *old = self.slots
        cdef Py_ssize_t old_size = self.size, k
        self.slots = _empty_slots(2 * old_size)
        self.size = 2 * old_size
        for k in range(old_size):
            if old[k].key != -1:
                self.slots[_place(self.slots, self.size, old[k].key)] = old[k]
        free(old)
        return 0

    cdef dict apply(self, dict pair_counts, set touched):
        """Add each change to `pair_counts` (a pair whose count reaches 0 leaves it), each pair
        changed to `touched` (unless None); the gained pairs with their words."""
        cdef dict gained = {}
        cdef int64_t key, total
        cdef Py_ssize_t k
        cdef Slot *slot
        for k in range(self.size):
            slot = &self.slots[k]
            if slot.key == -1:
                continue
            key = slot.key
            total = slot.change + pair_counts.get(key, 0)
            if total:
                pair_counts[key] = total
            else:
                pair_counts.pop(key, None)
            if touched is not None:
                touched.add(key)
            if slot.words >= 0:
                gained[key] = tuple(self.lists[slot.words])
        return gained


cdef Slot *_empty_slots(Py_ssize_t size) except NULL:
    cdef Slot *slots = <Slot *>malloc(size * sizeof(Slot))
    cdef Py_ssize_t k
    if slots == NULL:
        raise MemoryError()
    for k in range(size):
        slots[k].key = -1
    return slots


cdef inline Py_ssize_t _place(const Slot *slots, Py_ssize_t size, int64_t key) noexcept:
    """The slot of `key`, or the empty one where it goes (`size` a power of two)."""
    cdef uint64_t h = <uint64_t>key * 0x9E3779B97F4A7C15ULL
    cdef Py_ssize_t i = <Py_ssize_t>(h ^ (h >> 32)) & (size - 1)
    while slots[i].key != -1 and slots[i].key != key:
        i = (i + 1) & (size - 1)
    return i


cdef class Words:
    """The words' token ids and what a merge needs of the table, over the table's own arrays
    (their changes are seen here and the other way round)."""

    cdef int32_t[::1] symbols
    cdef const int64_t[::1] starts
    cdef int32_t[::1] lengths
    cdef const int64_t[::1] counts
    cdef const int32_t[::1] token_len
    cdef int64_t max_tokens

    def __init__(self, int32_t[::1] symbols, const int64_t[::1] starts, int32_t[::1] lengths,
                 const int64_t[::1] counts, const int32_t[::1] token_len, int64_t max_tokens):
        self.symbols, self.starts, self.lengths = symbols, starts, lengths
        self.counts, self.token_len, self.max_tokens = counts, token_len, max_tokens

    def merge(self, indices, int64_t left, int64_t right, int64_t new, int64_t limit,
              dict pair_counts, set touched, list ints=None):
        """Merge (left, right) into `new` in the words `indices` (ascending; a word that no
        longer holds the pair is passed over), each non-overlapping occurrence left to right as
        str.replace. `indices`: a sequence of word indices (ints), or with `ints` (word index ->
        its int object) an int32 array of them.

        Around each occurrence the pair before it (prev, left) becomes (prev, new) and the pair
        after it (right, next) becomes (new, next), by the word's count, exactly as
        `tokenizers`' BPE trainer; a pair with `new` is only counted if its token is shorter
        than `limit` symbols (limit < 0: any length). The changes go into `pair_counts` (a pair
        whose count reaches 0 leaves it) and each pair they change into `touched` (unless None).
        Returns the pairs that gained occurrences, each with the words it gained them in
        (a tuple, ascending, of the int objects of `indices` or `ints`: smaller than a list,
        and the trainer's heap holds millions), and the weighted occurrences merged.
        """
        cdef Changes changes = Changes()
        cdef int64_t merged = self._merge(indices, ints, left, right, new, limit, changes)
        return changes.apply(pair_counts, touched), merged

    cdef int64_t _merge(self, object words, list ints, int64_t left, int64_t right, int64_t new,
                        int64_t limit, Changes changes) except -1:
        cdef int32_t[::1] symbols = self.symbols
        cdef const int32_t[::1] token_len = self.token_len
        cdef const int32_t[::1] array
        cdef int64_t m = self.max_tokens, merged = 0, count, index, prev, nxt
        cdef int64_t new_len = token_len[new]
        cdef Py_ssize_t k, i, n, at, out, start, end, total
        cdef object listed
        if ints is None:
            total = len(words)
        else:
            array = words
            total = array.shape[0]
        for k in range(total):
            if ints is None:
                listed = words[k]
                index = listed
            else:  # its int object only for the pairs it gains: the array holds its value
                index = array[k]
            start = self.starts[index]
            n = self.lengths[index]
            count = self.counts[index]
            out = start  # where the rewritten word's next token goes
            i = 0
            while i < n:
                at = start + i
                if i + 1 < n and symbols[at] == left and symbols[at + 1] == right:
                    merged += count
                    if i > 0:  # prev: `new` when the occurrences touch, as written at out - 1
                        prev = symbols[out - 1]
                        changes.change(prev * m + left, -count)
                        if limit < 0 or token_len[prev] + new_len < limit:
                            changes.gain(prev * m + new, count, index,
                                         listed if ints is None else ints[index])
                    end = i + 2
                    if end < n:
                        nxt = symbols[at + 2]
                        changes.change(right * m + nxt, -count)
                        if limit < 0 or token_len[nxt] + new_len < limit:
                            changes.gain(new * m + nxt, count, index,
                                         listed if ints is None else ints[index])
                    symbols[out] = <int32_t>new
                    i = end
                else:
                    symbols[out] = symbols[at]
                    i += 1
                out += 1
            self.lengths[index] = <int32_t>(out - start)
        return merged

    def first_holding(self, list indices, int64_t left, int64_t right):
        """The first of the words `indices` that holds (left, right): its place in `indices`
        and the offset, in initial symbols, of its first occurrence there; (-1, 0) if none."""
        cdef Py_ssize_t k, i, start
        cdef int64_t index, offset
        for k in range(len(indices)):
            index = indices[k]
            start = self.starts[index]
            offset = 0
            for i in range(self.lengths[index] - 1):
                if self.symbols[start + i] == left and self.symbols[start + i + 1] == right:
                    return k, offset
                offset += self.token_len[self.symbols[start + i]]
        return -1, 0
