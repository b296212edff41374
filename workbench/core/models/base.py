"""What every model shares: the token triple and byte-fallback tokens."""

from __future__ import annotations

Token = tuple[int, int, int]  # (id, start, end), offsets in characters of the word


def byte_token_ids(ids: dict[str, int], text: str) -> list[int] | None:
    """The ids of the byte tokens <0x00>..<0xFF> spelling `text` in UTF-8, or None if one is
    missing (byte fallback, as in `tokenizers` and SentencePiece)."""
    found = [ids.get(f"<0x{byte:02X}>") for byte in text.encode("utf-8")]
    return None if None in found else found  # type: ignore[return-value]
