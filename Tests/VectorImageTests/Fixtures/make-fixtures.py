#!/usr/bin/env python3
"""Writes the PDF icons the vector-image tests and the catalog fixtures use, by hand (no PDF library):
each file is a catalogue, one page, its content stream (Flate-compressed with zlib where asked) and any
resources, followed by a correct cross-reference table. Run from this folder; the output is deterministic.

  badge.pdf  24×24 pt: a blue rounded square (c curves), a white star (even-odd ring inside it), a stroked
             orange circle, a half-transparent green bar (ExtGState /ca), a clipped corner, and a Form XObject
             drawing a small red square — Flate-compressed, as Xcode-bound icons exported from design tools are.
  glyph.pdf  16×16 pt, uncompressed, black only: an arrow for template rendering (tinted by foregroundStyle).

The catalog fixtures hold copies: Widget.xcassets/Document.imageset/doc.pdf (badge.pdf) and
Xcode.xcassets's Badge and Glyph image sets (Tests/AssetCatalogTests/Fixtures).
"""
import zlib


def pdf(objects, compress_content):
    """objects: list of (dictionary text, stream bytes or None); object 1 is the catalogue."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, (dictionary, stream) in enumerate(objects, start=1):
        offsets.append(len(out))
        if stream is None:
            out += b"%d 0 obj\n%s\nendobj\n" % (number, dictionary.encode())
        else:
            data = zlib.compress(stream, 9) if compress_content else stream
            filter_entry = " /Filter /FlateDecode" if compress_content else ""
            out += b"%d 0 obj\n<< /Length %d%s %s >>\nstream\n" % (number, len(data), filter_entry.encode(),
                                                                   dictionary.encode())
            out += data + b"\nendstream\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


BADGE = b"""q
0.0 0.478 1.0 rg
4 0 m 20 0 l 22.2 0 24 1.8 24 4 c 24 20 l 24 22.2 22.2 24 20 24 c 4 24 l 1.8 24 0 22.2 0 20 c
0 4 l 0 1.8 1.8 0 4 0 c h f
1 1 1 rg
12 21 m 14.1 14.9 l 20.6 14.9 l 15.3 11 l 17.3 4.9 l 12 8.7 l 6.7 4.9 l 8.7 11 l 3.4 14.9 l 9.9 14.9 l h
12 15 m 13 12 l 11 12 l h f*
1 0.58 0 RG 1.5 w 1 J 1 j
18 12 m 18 15.3 15.3 18 12 18 c 8.7 18 6 15.3 6 12 c 6 8.7 8.7 6 12 6 c 15.3 6 18 8.7 18 12 c S
/Half gs 0.2 0.78 0.35 rg 2 2 20 3 re f
Q
q 0 0 6 6 re W n 0 0 0 rg 0 0 12 12 re f Q
q 1 0 0 1 18 18 cm /Mark Do Q
"""

MARK = b"1 0 0 rg 0 0 4 4 re f\n"

GLYPH = b"""0 g
8 15 m 14 9 l 10 9 l 10 1 l 6 1 l 6 9 l 2 9 l h f
"""


def badge():
    return pdf([
        ("<< /Type /Catalog /Pages 2 0 R >>", None),
        ("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", None),
        ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R "
         "/Resources << /ExtGState << /Half 5 0 R >> /XObject << /Mark 6 0 R >> >> >>", None),
        ("", BADGE),
        ("<< /Type /ExtGState /ca 0.5 /CA 0.5 >>", None),
        ("/Type /XObject /Subtype /Form /BBox [0 0 4 4]", MARK),
    ], compress_content=True)


def glyph():
    return pdf([
        ("<< /Type /Catalog /Pages 2 0 R >>", None),
        ("<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 16 16] >>", None),
        ("<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>", None),
        ("", GLYPH),
    ], compress_content=False)


if __name__ == "__main__":
    catalogs = "../../AssetCatalogTests/Fixtures/"
    for name, data in [("badge.pdf", badge()), ("glyph.pdf", glyph()),
                       (catalogs + "Widget.xcassets/Document.imageset/doc.pdf", badge()),
                       (catalogs + "Xcode.xcassets/Badge.imageset/badge.pdf", badge()),
                       (catalogs + "Xcode.xcassets/Glyph.imageset/glyph.pdf", glyph())]:
        with open(name, "wb") as handle:
            handle.write(data)
