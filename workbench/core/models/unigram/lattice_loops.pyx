# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Unigram's E step and Viterbi over stored lattices, compiled to C when the package is built.

A shard's lattices are three arrays (see `lattice.Lattices`): each string's length, the number
of edges leaving each position (`fan`, positions of all strings end to end), and each edge's
piece, edges in order of (string, start, length). An edge's end is its start plus its piece's
length. Each string is worked on alone, in buffers as long as the longest string: forward
sums pushed along the edges from each start, left to right, backward sums gathered from each
start, right to left, then each edge's posterior. A string runs on probabilities where no path
sum can underflow (its length x the lowest log-probability is above `lowest_log`), else on logs.
"""

from libc.math cimport INFINITY, exp, isinf, log, log1p
from libc.stdint cimport int32_t, int64_t, uint16_t
from libc.stdlib cimport free, malloc

import numpy as np


cdef inline double _log_add(double a, double b) noexcept nogil:
    """log(exp(a) + exp(b)), -inf where both are."""
    if a < b:
        a, b = b, a
    if isinf(b) and b < 0:
        return a
    return a + log1p(exp(b - a))


cdef class _Buffers:
    """Per-position work space for one string at a time: two sums and where its edges start."""
    cdef double *alpha
    cdef double *beta
    cdef int64_t *at

    def __cinit__(self, Py_ssize_t longest):
        self.alpha = <double *>malloc((longest + 1) * sizeof(double))
        self.beta = <double *>malloc((longest + 1) * sizeof(double))
        self.at = <int64_t *>malloc((longest + 2) * sizeof(int64_t))
        if not self.alpha or not self.beta or not self.at:
            raise MemoryError()

    def __dealloc__(self):
        free(self.alpha)
        free(self.beta)
        free(self.at)


def expected_counts(const int64_t[::1] lengths not None, const uint16_t[::1] fan not None,
                    const int32_t[::1] piece not None, const int64_t[::1] piece_length not None,
                    const double[::1] probabilities not None, const double[::1] logs not None,
                    double lowest, double lowest_log, const double[::1] weights not None,
                    double[::1] counts not None) -> float:
    """Add each piece's expected count over the strings (weighted) to `counts`; return the
    sum of weight x log P(string)."""
    cdef Py_ssize_t s, first_char = 0
    cdef int64_t first_edge = 0, n
    cdef double likelihood = 0.0, z
    cdef _Buffers work = _Buffers(_longest(lengths))
    with nogil:
        for s in range(lengths.shape[0]):
            n = lengths[s]
            if weights[s] != 0 and n > 0:
                if lowest * n > lowest_log:
                    z = _forward_backward(fan, piece, piece_length, probabilities, False,
                                          first_char, first_edge, n, weights[s], counts, work)
                    likelihood += weights[s] * log(z)
                else:
                    likelihood += weights[s] * _forward_backward(
                        fan, piece, piece_length, logs, True, first_char, first_edge, n,
                        weights[s], counts, work)
            first_edge = _edges_after(fan, first_char, n, first_edge)
            first_char += n
    return likelihood


cdef inline int64_t _edges_after(const uint16_t[::1] fan, Py_ssize_t first_char, int64_t n,
                                 int64_t first_edge) noexcept nogil:
    cdef Py_ssize_t i
    for i in range(first_char, first_char + n):
        first_edge += fan[i]
    return first_edge


cdef inline double _times(double x, double y, bint logs) noexcept nogil:
    return x + y if logs else x * y


cdef inline double _plus(double x, double y, bint logs) noexcept nogil:
    return _log_add(x, y) if logs else x + y


cdef double _forward_backward(const uint16_t[::1] fan, const int32_t[::1] piece,
                              const int64_t[::1] piece_length, const double[::1] w,
                              bint logs, Py_ssize_t first_char, int64_t edge, int64_t n,
                              double weight, double[::1] counts, _Buffers work) noexcept nogil:
    """One string's forward-backward, on probabilities (`w`) or on their logs; the string's
    total probability, or its log."""
    cdef double *alpha = work.alpha
    cdef double *beta = work.beta
    cdef int64_t *at = work.at
    cdef int64_t pos, j, q
    cdef double a, b, posterior, scale
    cdef double zero = -INFINITY if logs else 0.0, one = 0.0 if logs else 1.0
    alpha[0] = one
    for pos in range(1, n + 1):
        alpha[pos] = zero
    for pos in range(n):
        at[pos] = edge
        a = alpha[pos]
        for j in range(edge, edge + fan[first_char + pos]):
            q = piece[j]
            alpha[pos + piece_length[q]] = _plus(alpha[pos + piece_length[q]],
                                                 _times(a, w[q], logs), logs)
        edge += fan[first_char + pos]
    at[n] = edge
    beta[n] = one
    for pos in range(n - 1, -1, -1):
        b = zero
        for j in range(at[pos], at[pos + 1]):
            q = piece[j]
            b = _plus(b, _times(w[q], beta[pos + piece_length[q]], logs), logs)
        beta[pos] = b
    if alpha[n] == zero:
        return alpha[n]
    scale = log(weight) - alpha[n] if logs else weight / alpha[n]
    for pos in range(n):
        a = _times(alpha[pos], scale, logs)
        for j in range(at[pos], at[pos + 1]):
            q = piece[j]
            posterior = _times(_times(a, w[q], logs), beta[pos + piece_length[q]], logs)
            counts[q] += exp(posterior) if logs else posterior
    return alpha[n]


def viterbi(const int64_t[::1] lengths not None, const uint16_t[::1] fan not None,
            const int32_t[::1] piece not None, const int64_t[::1] piece_length not None,
            const double[::1] logs not None):
    """Best segmentation of every string that has one: (string, piece) per token, each
    string's tokens last first, and each string's best score (-inf where none exists, 0 for
    the empty string). The course's tie rule: starts are scanned left to right and only a
    strictly better score replaces, so the smallest start wins."""
    cdef Py_ssize_t strings = lengths.shape[0], s, first_char = 0, tokens = 0
    cdef int64_t first_edge = 0, n, pos, j, q, end
    cdef double score
    cdef int64_t longest = _longest(lengths)
    cdef _Buffers work = _Buffers(longest)
    cdef double *best_to = work.alpha
    cdef int64_t *came = work.at
    cdef int64_t[::1] picked = np.empty(longest + 1, np.int64)
    out_strings = np.empty(np.asarray(lengths).sum() if strings else 0, np.int64)
    out_pieces = np.empty(len(out_strings), np.int64)
    best = np.empty(strings, np.float64)
    cdef int64_t[::1] string_of = out_strings
    cdef int64_t[::1] piece_of = out_pieces
    cdef double[::1] best_of = best
    with nogil:
        for s in range(strings):
            n = lengths[s]
            best_to[0] = 0.0
            for pos in range(1, n + 1):
                best_to[pos] = -INFINITY
            for pos in range(n):
                for j in range(first_edge, first_edge + fan[first_char + pos]):
                    q = piece[j]
                    end = pos + piece_length[q]
                    score = best_to[pos] + logs[q]
                    if score > best_to[end]:
                        best_to[end], came[end], picked[end] = score, pos, q
                first_edge += fan[first_char + pos]
            first_char += n
            best_of[s] = best_to[n]
            if n == 0 or isinf(best_to[n]):
                continue
            end = n
            while end:
                string_of[tokens], piece_of[tokens] = s, picked[end]
                tokens += 1
                end = came[end]
    return out_strings[:tokens], out_pieces[:tokens], best


cdef int64_t _longest(const int64_t[::1] lengths) noexcept nogil:
    cdef int64_t longest = 0
    cdef Py_ssize_t s
    for s in range(lengths.shape[0]):
        if lengths[s] > longest:
            longest = lengths[s]
    return longest
