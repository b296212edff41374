"""Batch Viterbi (unigram/viterbi_many.py) against brute force: every segmentation of every word,
the best by total score, ties as SPEC section 3 breaks them (scan start positions left to right,
replace only on a strictly better score: the path whose last piece starts first, then the same
rule for the rest of it), runs of unknown characters joined into one token."""

import random

import numpy as np

from workbench.core.models.unigram.model import UnigramModel
from workbench.core.models.unigram.viterbi_many import PieceTrie, viterbi_many

UNKNOWN = 0
UNK_SCORE = -6.5


def every_path(word: str, ids: dict[str, int], start: int = 0):
    """(score, tokens) of every segmentation of word[start:]: pieces, and a one-character
    unknown token wherever no one-character piece is. Scores are added left to right."""
    if start == len(word):
        yield 0.0, []
        return
    arcs = [(ids[word[start:end]], end) for end in range(start + 1, len(word) + 1)
            if word[start:end] in ids]
    if word[start] not in ids:
        arcs.append((UNKNOWN, start + 1))
    for piece_id, end in arcs:
        for rest, tokens in every_path(word, ids, end):
            yield rest, [(piece_id, start, end), *tokens]


def brute_force(word: str, ids: dict[str, int], scores: list[float],
                unk_score: float = UNK_SCORE) -> list[tuple]:
    paths = []
    for _, tokens in every_path(word, ids):
        total = 0.0
        for piece_id, _, _ in tokens:
            total += unk_score if piece_id == UNKNOWN else scores[piece_id]
        paths.append((total, tokens))
    best = max(total for total, _ in paths)
    # the tie rule: the last piece's start smallest, then the one before it, and so on
    tokens = min((tokens for total, tokens in paths if total == best),
                 key=lambda tokens: [start for _, start, _ in reversed(tokens)])
    fused: list[tuple] = []
    for token in tokens:
        if fused and token[0] == UNKNOWN == fused[-1][0]:
            fused[-1] = (UNKNOWN, fused[-1][1], token[2])
        else:
            fused.append(token)
    return fused


def random_case(rng: random.Random):
    """Pieces over "abcé" (up to 4 characters) with scores that are sums of halves, so every
    path's total is exact and equal paths tie exactly; words over "abcéx" ("x": no piece)."""
    text = lambda alphabet, low, high: "".join(rng.choices(alphabet, k=rng.randint(low, high)))
    pieces = list(dict.fromkeys(text("abcé", 1, 4) for _ in range(rng.randint(1, 20))))
    ids = {"<unk>": UNKNOWN, **{piece: i + 1 for i, piece in enumerate(pieces)}}
    scores = [0.0, *rng.choices([-0.5, -1.0, -1.5, -2.0, -3.0, -4.5], k=len(pieces))]
    words = [text("abcéx", 0, 8) for _ in range(rng.randint(0, 12))]
    return ids, scores, words


def test_each_words_path_is_the_best_segmentation_with_the_specs_tie_rule():
    rng = random.Random(11)
    for _ in range(400):
        ids, scores, words = random_case(rng)
        expected = [brute_force(word, ids, scores) for word in words]
        assert viterbi_many(PieceTrie(ids), np.array(scores), UNKNOWN, UNK_SCORE,
                            words) == expected, (ids, scores, words)


def test_pieces_are_never_found_across_two_words():
    """"ab" then "c": the joined text holds "bc" and "abc", which neither word does."""
    ids = {"<unk>": 0, "a": 1, "b": 2, "c": 3, "bc": 4, "abc": 5, "ab": 6}
    scores = np.array([0.0, -5.0, -5.0, -5.0, -1.0, -1.0, -12.0])
    assert viterbi_many(PieceTrie(ids), scores, 0, -20.0, ["ab", "c", "", "a", "bc"]) == [
        [(1, 0, 1), (2, 1, 2)], [(3, 0, 1)], [], [(1, 0, 1)], [(4, 0, 2)]]


def test_the_model_segments_a_batch_as_brute_force():
    """`UnigramModel.tokenize_many`: the unknown score is 10 below the lowest piece's (as in
    `tokenizers`)."""
    pieces = ["<unk>", "a", "b", "ab", "ba", "aba", "c"]
    scores = [0.0, -2.0, -2.5, -3.0, -3.0, -5.5, -1.0]
    ids = {piece: i for i, piece in enumerate(pieces)}
    words = ["abab", "xxab", "", "abxxcx", "babab", "x"]
    expected = [brute_force(word, ids, scores, -5.5 - 10) for word in words]
    paths = UnigramModel(pieces, scores, 0).tokenize_many(words)
    assert paths == expected
    # ids are ints (a float id equals an int in a tuple, but indexes no list)
    assert [[pieces[i] for i, _, _ in path] for path in paths] == [
        [pieces[i] for i, _, _ in path] for path in expected]


def test_without_pieces_every_run_of_characters_is_one_unknown_token():
    assert viterbi_many(PieceTrie({}), np.zeros(0), 7, -1.0, ["ab", "", "c"]) == [
        [(7, 0, 2)], [], [(7, 0, 1)]]


def test_a_piece_of_id_0_is_a_piece_like_any_other():
    """The unknown token need not be id 0 (`tokenizers` takes any unk_id). By hand: "a" + "b"
    (-2) beats "ab" (-3); "x" is no piece."""
    ids = {"a": 0, "b": 1, "ab": 2, "<unk>": 3}
    scores = np.array([-1.0, -1.0, -3.0, 0.0])
    assert viterbi_many(PieceTrie(ids), scores, 3, -10.0, ["abxa"]) == [
        [(0, 0, 1), (1, 1, 2), (3, 2, 3), (0, 3, 4)]]


def test_no_unknown_token_where_a_character_is_a_piece_whatever_their_scores():
    """As `UnigramModel._viterbi` (and `tokenizers`): the unknown arc exists only past a
    character that no one-character piece is, even scoring above the piece."""
    ids = {"<unk>": 0, "a": 1}
    assert viterbi_many(PieceTrie(ids), np.array([0.0, -5.0]), 0, -1.0, ["a", "ax"]) == [
        [(1, 0, 1)], [(1, 0, 1), (0, 1, 2)]]


def test_control_characters_are_characters_like_any_other():
    """U+0001 spells a trie key of 1 (state 0 times 0x110000, plus 1). By hand: "\\x01" is no
    piece, "\\x01b" is one."""
    ids = {"<unk>": 0, "a": 1, "\x01b": 2}
    assert viterbi_many(PieceTrie(ids), np.array([0.0, -1.0, -1.0]), 0, -20.0,
                        ["\x01a", "\x01b", "\x00a"]) == [
        [(0, 0, 1), (1, 1, 2)], [(2, 0, 2)], [(0, 0, 1), (1, 1, 2)]]
