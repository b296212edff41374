"""The script of a character as `tokenizers`' UnicodeScripts pre-tokenizer sees it.

`tokenizers` (like SentencePiece) looks scripts up in a table of an older Unicode version; we ask
the `regex` module, which knows the current one. The two agree on every character assigned in
both with the same script; characters added since (unassigned there, so "Any") and the few whose
script Unicode changed since (e.g. U+0589 ARMENIAN FULL STOP, Common then, Armenian now) split
differently.
"""

from __future__ import annotations

import functools

import regex

ANY = "Any"  # neither starts nor ends a run: a space, or a character with no script
_SCRIPTS = (  # ISO 15924 codes of Unicode's scripts, as the `regex` module names them
    "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi "
    "Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba "
    "Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr "
    "Hira Hluw Hmng Hmnp Hung Ital Java Jurc Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi "
    "Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc "
    "Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck "
    "Onao Orkh Orya Osge Osma Ougr Palm Pauc Pcun Perm Phag Phli Phlp Phnx Prti Rjng Rohg Runr "
    "Samr Sarb Saur Seal Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo "
    "Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr "
    "Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb Zinh Zyyy"
).split()
_LOOKUP = regex.compile("|".join(rf"(?P<{script}>\p{{Script={script}}})" for script in _SCRIPTS))
_AS_HAN = {"Hira", "Kana"}  # SentencePiece counts Japanese kana as Han, and U+30FC too


@functools.cache
def script_of(char: str) -> str:
    """The character's script code (e.g. "Latn"), "Hani" for kana, ANY for a space or none."""
    if char == " ":
        return ANY
    if char == "\u30fc":
        return "Hani"
    match = _LOOKUP.match(char)
    if match is None:
        return ANY
    return "Hani" if match.lastgroup in _AS_HAN else match.lastgroup  # type: ignore[return-value]
