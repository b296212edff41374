"""Writing a SentencePiece `.model` and `.vocab`, fast: small models made by `tokenizers` on a
few sentences, written by us and loaded by the `sentencepiece` package, which must encode them
as we do, with the pieces, types, scores and special ids we mean; what a `.model` cannot hold is
refused saying why (texts by hand). The round trips of trained models on the sample slice are in
test_exporters.py."""

import io
import json
import re
from dataclasses import replace

import pytest
import sentencepiece
from sentencepiece import sentencepiece_model_pb2 as pb
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, pre_tokenizers, trainers
from tokenizers import normalizers as hf_normalizers

from support import MULTILINGUAL, SENTENCES
from workbench.core.formats import tokenizer_json
from workbench.core.formats.exporters import ExportError, export_files
from workbench.core.formats.sentencepiece_model import RepresentationError, check_representable
from workbench.core.pipeline import build_normalizer

BYTES = [f"<0x{byte:02X}>" for byte in range(256)]
TEXTS = [*SENTENCES, MULTILINGUAL, "", "two  spaces ", "Zebra ∂ 🤗 quick"]
CORPUS = SENTENCES * 4 + ["the fox the dog quick brown lazy jumps"] * 3


def unigram(specials=("<unk>", "<s>", "</s>", "<pad>"), prepend_scheme="always", unk="<unk>"):
    hf = HfTokenizer(models.Unigram())
    hf.pre_tokenizer = pre_tokenizers.Metaspace(prepend_scheme=prepend_scheme)
    hf.decoder = decoders.Metaspace(prepend_scheme=prepend_scheme)
    hf.train_from_iterator(CORPUS, trainers.UnigramTrainer(
        vocab_size=150, special_tokens=list(specials), unk_token=unk, show_progress=False))
    return hf


def bpe(byte_fallback=False, **options):
    hf = HfTokenizer(models.BPE(unk_token="<unk>", fuse_unk=True, byte_fallback=byte_fallback,
                                **options))
    hf.pre_tokenizer = pre_tokenizers.Metaspace()
    hf.decoder = decoders.Metaspace()
    hf.train_from_iterator(CORPUS, trainers.BpeTrainer(
        vocab_size=150 + 256 * byte_fallback, show_progress=False, limit_alphabet=40,
        special_tokens=["<unk>", "</s>", *(BYTES if byte_fallback else [])]))
    return hf


def ours_of(hf: HfTokenizer, edit=None):
    data = json.loads(hf.to_str())
    if edit:
        edit(data)
    return tokenizer_json.from_dict(data)


def written(ours) -> tuple[sentencepiece.SentencePieceProcessor, list[tuple[str, float]]]:
    files = export_files(ours, "sentencepiece")
    processor = sentencepiece.SentencePieceProcessor(model_proto=files["tokenizer.model"])
    assert_spec_says_what_sentencepiece_finds(ours, files["tokenizer.model"], processor)
    lines = re.findall(r"(.+?)\t(\S+)\n", files["tokenizer.vocab"], flags=re.DOTALL)
    assert "".join(f"{piece}\t{score}\n" for piece, score in lines) == files["tokenizer.vocab"]
    return processor, [(piece, float(score)) for piece, score in lines]


def assert_spec_says_what_sentencepiece_finds(ours, model: bytes, processor) -> None:
    """The TrainerSpec names the role pieces SentencePiece finds by name (as its trainer writes
    them: -1 for a role without a piece), the size, the model type and byte fallback; the
    NormalizerSpec says "identity" without compiled rules, spaces escaped and kept."""
    proto = pb.ModelProto.FromString(model)
    spec = proto.trainer_spec
    roles = {"unk": processor.unk_id(), "bos": processor.bos_id(), "eos": processor.eos_id(),
             "pad": processor.pad_id()}
    assert {role: getattr(spec, f"{role}_id") for role in roles} == roles
    assert {role: getattr(spec, f"{role}_piece") for role, i in roles.items() if i >= 0} == \
        {role: processor.id_to_piece(i) for role, i in roles.items() if i >= 0}
    assert spec.vocab_size == processor.vocab_size()
    assert pb.TrainerSpec.ModelType.Name(spec.model_type) == ours.algorithm.upper()
    assert spec.byte_fallback == any(processor.is_byte(i) for i in range(processor.vocab_size()))
    normalizer = proto.normalizer_spec
    if not normalizer.precompiled_charsmap:
        assert normalizer.name == "identity"
    assert (normalizer.remove_extra_whitespaces, normalizer.escape_whitespaces) == (False, True)


def assert_encodes_as_sentencepiece(ours, processor) -> None:
    unk = ours.token_to_id(ours.unk_token)
    for text in TEXTS:
        ids = processor.encode(text)
        mine = ours.encode(text)
        assert mine.ids == ids, text
        assert [t for t, i in zip(mine.tokens, ids) if i != unk] == \
            [processor.id_to_piece(i) for i in ids if i != unk], text


def test_a_unigram_model_is_written_with_its_pieces_types_scores_and_special_ids():
    hf = unigram()
    ours = ours_of(hf)
    processor, lines = written(ours)
    pieces = json.loads(hf.to_str())["model"]["vocab"]
    assert processor.vocab_size() == len(pieces) == len(lines)
    assert [processor.id_to_piece(i) for i in range(len(pieces))] == [p for p, _ in pieces]
    assert (processor.unk_id(), processor.bos_id(), processor.eos_id(), processor.pad_id()) == \
        (0, 1, 2, 3)
    assert [i for i in range(len(pieces)) if processor.is_control(i)] == [1, 2, 3]
    assert not any(processor.is_byte(i) or processor.is_unused(i) for i in range(len(pieces)))
    # reserved pieces score 0 (as SentencePiece writes them), the others their log-probability
    expected = [(p, 0.0 if i < 4 else score) for i, (p, score) in enumerate(pieces)]
    assert lines == [(p, pytest.approx(score, rel=1e-9)) for p, score in expected]
    assert [processor.get_score(i) for i in range(len(pieces))] == \
        pytest.approx([score for _, score in expected], rel=1e-6)
    assert_encodes_as_sentencepiece(ours, processor)


def test_a_model_without_the_role_tokens_has_none_and_no_prefix_when_the_scheme_is_never():
    hf = unigram(specials=("<unk>", "<mask>"), prepend_scheme="never")
    ours = ours_of(hf)
    processor, _ = written(ours)
    assert (processor.unk_id(), processor.bos_id(), processor.eos_id(), processor.pad_id()) == \
        (0, -1, -1, -1)
    assert processor.is_control(1) and processor.id_to_piece(1) == "<mask>"
    assert not processor.encode("the fox", out_type=str)[0].startswith("\u2581")  # none put in front
    assert_encodes_as_sentencepiece(ours, processor)


def test_a_bpe_model_is_written_with_minus_the_rank_of_the_merge_making_each_piece():
    hf = bpe()
    ours = ours_of(hf)
    processor, lines = written(ours)
    data = json.loads(hf.to_str())["model"]
    vocab = sorted(data["vocab"], key=data["vocab"].get)
    rank = {}
    for r, (left, right) in enumerate(data["merges"]):
        rank.setdefault(left + right, r)
    # the alphabet below every merge, each a score of its own: -(merged pieces + 1 + id)
    expected = [0.0 if piece in ("<unk>", "</s>") else
                -float(rank[piece]) if piece in rank else -float(len(rank) + 1 + i)
                for i, piece in enumerate(vocab)]
    assert lines == [(piece, score) for piece, score in zip(vocab, expected)]
    assert (processor.unk_id(), processor.bos_id(), processor.eos_id()) == (0, -1, 1)
    assert_encodes_as_sentencepiece(ours, processor)


def _bytes_not_added(data):
    data["added_tokens"] = [t for t in data["added_tokens"] if t["content"] not in BYTES]


def test_a_bpe_model_with_byte_fallback_has_byte_pieces_and_falls_back_as_we_do():
    ours = ours_of(bpe(byte_fallback=True), _bytes_not_added)
    processor, lines = written(ours)
    byte_ids = [ours.token_to_id(piece) for piece in BYTES]
    assert all(processor.is_byte(i) for i in byte_ids)
    assert [s for p, s in lines if p in BYTES] == [0.0] * 256
    assert sum(processor.is_byte(i) for i in range(processor.vocab_size())) == 256
    assert any(processor.id_to_piece(i).startswith("<0x") for i in processor.encode(MULTILINGUAL))
    assert_encodes_as_sentencepiece(ours, processor)


def test_added_special_tokens_past_the_models_pieces_are_control_pieces_scoring_0():
    def add(data):
        size = len(data["model"]["vocab"])
        data["added_tokens"].append({"id": size, "content": "<extra>", "single_word": False,
                                     "lstrip": False, "rstrip": False, "normalized": False,
                                     "special": True})
    ours = ours_of(unigram(), add)
    processor, lines = written(ours)
    assert processor.vocab_size() == len(ours.vocab) == len(lines)
    assert processor.is_control(len(ours.vocab) - 1)
    assert lines[-1] == ("<extra>", 0.0)
    assert_encodes_as_sentencepiece(ours, processor)


def _set(section, **fields):
    return lambda data: data[section].update(fields) if section == "model" else \
        data.__setitem__(section, fields)


def _flag_of_s(**flags):
    def edit(data):
        for token in data["added_tokens"]:
            if token["content"] == "<s>":
                token.update(flags)
    return edit


def _piece(piece):
    return lambda data: data["model"]["vocab"].append([piece, -20.0])


HOLDS = "SentencePiece BPE has no continuing-subword prefix, end-of-word suffix or ignore_merges"
ADDED = ("SentencePiece has control symbols only, not added tokens that are normalized, stripped "
         "or not special")
REFUSALS = {  # name: (model, edit of its tokenizer.json, the refusal)
    "whitespace": (unigram, _set("pre_tokenizer", type="Whitespace"),
                   "SentencePiece splits text only as the metaspace pre-tokenizer does, not as "
                   "'whitespace'; export 'tokenizer-json' instead"),
    "lowercase": (unigram, _set("normalizer", type="Lowercase"),
                  "a .model normalizes only with SentencePiece's own compiled rules: train with "
                  "--normalizer spm-nmt-nfkc or spm-nfkc (its NFKC), or none, or export "
                  "'tokenizer-json'"),
    "no-unknown": (unigram, _set("model", unk_id=None),
                   "SentencePiece needs an unknown token; train with --unk-token"),
    "unfused": (bpe, _set("model", fuse_unk=False),
                "SentencePiece makes a run of unknown characters one piece; train BPE with "
                "--fuse-unk to export it"),
    "prefix": (bpe, _set("model", continuing_subword_prefix="##"), HOLDS),
    "suffix": (bpe, _set("model", end_of_word_suffix="</w>"), HOLDS),
    "ignore-merges": (bpe, _set("model", ignore_merges=True), HOLDS),
    "not-special": (unigram, _flag_of_s(special=False), ADDED),
    "normalized": (unigram, _flag_of_s(normalized=True), ADDED),
    "lstrip": (unigram, _flag_of_s(lstrip=True), ADDED),
    "rstrip": (unigram, _flag_of_s(rstrip=True), ADDED),
    "metaspace-inside": (unigram, _piece("x\u2581y"),
                         "a piece holds '\u2581' after its start, which SentencePiece would let "
                         "cross the word boundaries the metaspace pre-tokenizer makes"),
    "missing-bytes": (bpe, _set("model", byte_fallback=True),
                      "SentencePiece byte fallback needs all 256 <0xXX> pieces"),
}


@pytest.mark.parametrize("name", REFUSALS)
def test_what_a_model_file_cannot_hold_is_refused_saying_why(name):
    make, edit, message = REFUSALS[name]
    ours = ours_of(make(), edit)
    with pytest.raises(ExportError) as refused:
        export_files(ours, "sentencepiece")
    assert str(refused.value) == message


def test_a_metaspace_inside_a_piece_is_written_when_the_pre_tokenizer_does_not_split():
    def edit(data):
        data["pre_tokenizer"]["split"] = False
        _piece("x\u2581y")(data)
    ours = ours_of(unigram(), edit)
    processor, _ = written(ours)
    assert processor.piece_to_id("x\u2581y") == len(ours.vocab) - 1


def test_sentencepiece_has_no_wordpiece_model():
    hf = HfTokenizer(models.WordPiece(unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Metaspace()
    hf.train_from_iterator(CORPUS, trainers.WordPieceTrainer(vocab_size=80, special_tokens=["[UNK]"],
                                                             show_progress=False))
    with pytest.raises(RepresentationError, match="^SentencePiece has no WordPiece model; export "
                                                  "'bert' instead$"):
        check_representable(ours_of(hf))


def test_sentencepiece_own_compiled_rules_are_written_under_their_name():
    ours = replace(ours_of(unigram()), normalizer=build_normalizer(["spm-nmt-nfkc"]))
    processor, _ = written(ours)
    normalizer = pb.ModelProto.FromString(export_files(ours, "sentencepiece")["tokenizer.model"]
                                          ).normalizer_spec
    theirs = pb.NormalizerSpec.FromString(sentencepiece.SentencePieceNormalizer(
        rule_name="nmt_nfkc").serialized_normalizer_spec())
    assert (normalizer.name, normalizer.precompiled_charsmap) == ("nmt_nfkc",
                                                                  theirs.precompiled_charsmap)
    for text in ["Ｆｕｌｌｗｉｄｔｈ ﬁ ① ㎏ Å quick", *SENTENCES]:
        assert ours.encode(text).ids == processor.encode(text), text


def test_compiled_rules_without_a_name_are_written_under_the_name_sentencepiece_gives_its_own(tmp_path):
    """Rules from a tokenizer.json (Precompiled has no name) are named as sentencepiece names
    rules it compiles from a TSV file; the file's Unigram model normalizes as sentencepiece."""
    corpus, rules = tmp_path / "corpus.txt", tmp_path / "rules.tsv"
    corpus.write_text("\n".join(CORPUS).upper() + "\n" + "\n".join(CORPUS), encoding="utf-8")
    rules.write_text("41\t61\n", encoding="utf-8")  # A -> a
    model = io.BytesIO()
    sentencepiece.SentencePieceTrainer.train(input=str(corpus), model_writer=model, vocab_size=100,
                                             normalization_rule_tsv=str(rules), minloglevel=2)
    theirs = pb.ModelProto.FromString(model.getvalue()).normalizer_spec
    data = json.loads(unigram().to_str())
    data["normalizer"] = json.loads(hf_normalizers.Precompiled(theirs.precompiled_charsmap).__getstate__())
    ours = tokenizer_json.from_dict(data)
    processor, _ = written(ours)
    normalizer = pb.ModelProto.FromString(export_files(ours, "sentencepiece")["tokenizer.model"]
                                          ).normalizer_spec
    assert (normalizer.name, normalizer.precompiled_charsmap) == (theirs.name, theirs.precompiled_charsmap)
    for text in ["A QUICK BROWN FOX", *SENTENCES]:
        assert ours.encode(text).ids == processor.encode(text), text


def test_a_role_piece_that_is_not_special_is_a_normal_piece_without_its_role():
    ours = ours_of(unigram(specials=("<unk>",)), _piece("<s>"))
    processor, _ = written(ours)
    bos = len(ours.vocab) - 1
    assert processor.id_to_piece(bos) == "<s>" and not processor.is_control(bos)
    assert processor.bos_id() == -1
    for text in ["<s>", "the <s>"]:
        assert processor.encode(text) == ours.encode(text).ids
