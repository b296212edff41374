# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Unigram's Viterbi over many words, compiled to C when the package is built: for each word, the
scan of `UnigramModel._viterbi` (start positions left to right, the pieces from each found by
walking the pieces' trie, a strictly better path replacing), then the path read back with each
run of unknown tokens joined into one.
"""

from cpython.list cimport PyList_Append
from libc.stdint cimport int64_t
from libc.stdlib cimport free, malloc


def best_paths(const int64_t[::1] keys not None, const int64_t[::1] children not None,
               const int64_t[::1] spelled not None, int64_t chars, Py_ssize_t depth,
               const double[::1] scores not None, int64_t unknown, double unk_score,
               list words not None):
    """Each word's best path as (id, start, end) tokens. The trie (see `PieceTrie`): `keys`
    sorted, an edge's key its parent state * `chars` + the character, `children[i]` the state
    edge i leads to, `spelled[state]` the piece the state spells (-1: none)."""
    cdef Py_ssize_t room = 0, n
    cdef Py_UCS4 *codes = NULL
    cdef double *best = NULL
    cdef int64_t *came = NULL
    cdef int64_t *picked = NULL
    cdef list out = []
    try:
        for word in words:
            n = len(<str>word)
            if n >= room:  # room for the word, and its nodes one more
                _free(codes, best, came, picked)
                room = 2 * n + 16
                codes = <Py_UCS4 *>malloc(room * sizeof(Py_UCS4))
                best = <double *>malloc((room + 1) * sizeof(double))
                came = <int64_t *>malloc((room + 1) * sizeof(int64_t))
                picked = <int64_t *>malloc((room + 1) * sizeof(int64_t))
                if not codes or not best or not came or not picked:
                    raise MemoryError()
            _codes(<str>word, codes)
            _scan(keys, children, spelled, chars, depth, scores, unknown, unk_score, codes, n,
                  best, came, picked)
            PyList_Append(out, _read_back(came, picked, n, unknown))
        return out
    finally:
        _free(codes, best, came, picked)


cdef void _free(Py_UCS4 *codes, double *best, int64_t *came, int64_t *picked) noexcept:
    free(codes)
    free(best)
    free(came)
    free(picked)


cdef void _codes(str word, Py_UCS4 *codes):
    cdef Py_ssize_t i = 0
    cdef Py_UCS4 char
    for char in word:
        codes[i] = char
        i += 1


cdef Py_ssize_t _edge(const int64_t[::1] keys, int64_t key) noexcept nogil:
    """The edge with this key, or -1."""
    cdef Py_ssize_t low = 0, high = keys.shape[0], middle
    while low < high:
        middle = (low + high) >> 1
        if keys[middle] < key:
            low = middle + 1
        else:
            high = middle
    return low if low < keys.shape[0] and keys[low] == key else -1


cdef void _scan(const int64_t[::1] keys, const int64_t[::1] children,
                const int64_t[::1] spelled, int64_t chars, Py_ssize_t depth,
                const double[::1] scores, int64_t unknown, double unk_score,
                const Py_UCS4 *codes, Py_ssize_t n, double *best, int64_t *came,
                int64_t *picked) noexcept nogil:
    """`came[end]`: where the best path to `end` starts its last piece; `picked[end]`: that
    piece. Every position is reached, the unknown arc past a character no piece is."""
    cdef Py_ssize_t start, end, edge, last
    cdef int64_t state, piece
    cdef double base, score
    cdef bint single
    best[0], came[0], picked[0] = 0.0, 0, 0
    for end in range(1, n + 1):
        came[end] = -1
    for start in range(n):
        base = best[start]
        single = False
        state = 0
        last = min(n, start + depth)
        for end in range(start + 1, last + 1):
            edge = _edge(keys, state * chars + <int64_t>codes[end - 1])
            if edge < 0:  # no piece starts so: none longer either
                break
            state = children[edge]
            piece = spelled[state]
            if piece < 0:
                continue
            if end == start + 1:
                single = True
            score = base + scores[piece]
            if came[end] < 0 or score > best[end]:
                best[end], came[end], picked[end] = score, start, piece
        if not single:
            end = start + 1
            score = base + unk_score
            if came[end] < 0 or score > best[end]:
                best[end], came[end], picked[end] = score, start, unknown


cdef list _read_back(const int64_t *came, const int64_t *picked, Py_ssize_t n, int64_t unknown):
    """The tokens of the best path to `n`, in order, a run of unknown ones joined."""
    cdef list tokens = []
    cdef Py_ssize_t end = n, start, joined_end
    while end:
        start = came[end]
        joined_end = end
        while picked[end] == unknown and start and picked[start] == unknown:
            end = start
            start = came[end]
        PyList_Append(tokens, (picked[joined_end], start, joined_end))
        end = start
    tokens.reverse()
    return tokens
