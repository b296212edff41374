# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""BPE's encoding of one word, compiled to C when the package is built: the merges as an
open-addressing table of pair -> (rank, new id), and the merge loop over the word's symbols in C
arrays. In Python, the loop's look-up of every adjacent pair at every merge was most of the time
a batch encoding spent on a new word.
"""

from cpython.list cimport PyList_New, PyList_SET_ITEM
from cpython.ref cimport Py_INCREF
from libc.stdint cimport int32_t, int64_t, uint64_t
from libc.stdlib cimport free, malloc

cdef int64_t _EMPTY = -1
cdef int64_t _RIGHT = (1 << 32) - 1  # a key's low 32 bits: the right id
cdef uint64_t _SPREAD = 0x9E3779B97F4A7C15ULL  # odd: keys spread over the table's high bits


cdef class MergeTable:
    """The merges, from the model's (left id, right id) -> (rank, new id) dict."""

    cdef int64_t *keys  # left id << 32 | right id; _EMPTY: a free slot
    cdef int32_t *ranks
    cdef int32_t *news
    cdef int shift
    cdef Py_ssize_t mask

    def __cinit__(self, dict ranks):
        cdef Py_ssize_t size = 16, i
        cdef int64_t key
        cdef int bits = 4
        while size < 2 * len(ranks):
            size *= 2
            bits += 1
        self.shift = 64 - bits
        self.mask = size - 1
        self.keys = <int64_t *>malloc(size * sizeof(int64_t))
        self.ranks = <int32_t *>malloc(size * sizeof(int32_t))
        self.news = <int32_t *>malloc(size * sizeof(int32_t))
        if not self.keys or not self.ranks or not self.news:
            raise MemoryError()
        for i in range(size):
            self.keys[i] = _EMPTY
        for (left, right), (rank, new) in ranks.items():
            key = (<int64_t>left << 32) | <int64_t>right
            i = self._slot(key)
            self.keys[i] = key
            self.ranks[i] = rank
            self.news[i] = new

    def __dealloc__(self):
        free(self.keys)
        free(self.ranks)
        free(self.news)

    cdef inline Py_ssize_t _slot(self, int64_t key) noexcept nogil:
        """The key's slot, or the free slot where it would go."""
        cdef Py_ssize_t i = <Py_ssize_t>((<uint64_t>key * _SPREAD) >> self.shift)
        while self.keys[i] != key and self.keys[i] != _EMPTY:
            i = (i + 1) & self.mask
        return i

    def merge(self, list symbols):
        """The tokens (id, start, end) of a word's initial symbols ([id, start, end] each)
        once every merge applies: the lowest-ranked pair present first, each of its
        occurrences left to right, until no pair is a merge (`BpeModel._tokenize`)."""
        cdef Py_ssize_t n = len(symbols), i, left
        cdef int64_t *cells = <int64_t *>malloc((3 * n + 1) * sizeof(int64_t))
        if not cells:
            raise MemoryError()
        try:
            for i in range(n):
                symbol = symbols[i]
                cells[i], cells[n + i], cells[2 * n + i] = symbol[0], symbol[1], symbol[2]
            left = self._merge_all(cells, cells + n, cells + 2 * n, n)
            return _tokens(cells, cells + n, cells + 2 * n, left)
        finally:
            free(cells)

    cdef Py_ssize_t _merge_all(self, int64_t *ids, int64_t *starts, int64_t *ends,
                               Py_ssize_t n) noexcept nogil:
        """Merge in place; the number of symbols left."""
        cdef Py_ssize_t i, j, slot, best
        cdef int32_t rank = 0
        cdef int64_t left, right, new
        while n > 1:
            best = -1
            for i in range(n - 1):
                slot = self._slot((ids[i] << 32) | ids[i + 1])
                if self.keys[slot] != _EMPTY and (best < 0 or self.ranks[slot] < rank):
                    best, rank = slot, self.ranks[slot]
            if best < 0:
                break
            left, right, new = self.keys[best] >> 32, self.keys[best] & _RIGHT, self.news[best]
            j = 0
            for i in range(n):
                if j and ids[j - 1] == left and ids[i] == right:
                    ids[j - 1] = new
                    ends[j - 1] = ends[i]
                else:
                    ids[j], starts[j], ends[j] = ids[i], starts[i], ends[i]
                    j += 1
            n = j
        return n


cdef list _tokens(int64_t *ids, int64_t *starts, int64_t *ends, Py_ssize_t n):
    cdef list out = PyList_New(n)
    cdef Py_ssize_t i
    for i in range(n):
        token = (ids[i], starts[i], ends[i])
        Py_INCREF(token)
        PyList_SET_ITEM(out, i, token)
    return out
