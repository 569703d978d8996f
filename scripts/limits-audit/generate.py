#!/usr/bin/env python3
"""Writes the worst-case widget documents of docs/limits.md ("The worst accepted inputs") and the PNG
images they draw into a folder (default .build/limits-audit), for scripts/limits-audit/measure.sh.

Each document sits just under one limit (views, JSON values, layout nodes, resolve depth, the text
budget, glyph sizes, the work budget, the decoded-pixel budget, path elements, offscreen memory) or, for
the rows marked "refused", just over it. Deterministic: Python 3 standard library only, fixed seeds, so
the same files come out on every machine. The images are written with zlib + struct (no Pillow).

usage: generate.py [FOLDER]
"""
import json
import os
import random
import struct
import sys
import zlib

FAMILIES = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"]
WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut "
         "labore et dolore magna aliqua").split()
COLOURS = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"]
STOPS = [COLOURS[i % len(COLOURS)] for i in range(256)]  # the 256-stop gradient limit
N5 = 19999  # five texts of 19 999 characters: just under the 100 000-character text budget


def prose(n):
    """n characters of lorem-ipsum words, the same for the same n."""
    rng = random.Random(n)
    out = []
    while sum(len(x) + 1 for x in out) < n:
        out.append(rng.choice(WORDS))
    return " ".join(out)[:n]


def png(width, height, rows):
    """An 8-bit RGBA PNG (colour type 6) from unfiltered rows of width × 4 bytes."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b""))


def noise_png(seed):
    """2048 × 2048 pixels of noise (the 4 Mi-pixel decode limit), about 16 MB: it barely compresses."""
    rng = random.Random(seed)
    return png(2048, 2048, [rng.randbytes(2048 * 4) for _ in range(2048)])


def flat_png(k):
    """2048 × 2048 pixels of one colour, distinct for each k < 64 (small files, 4 Mi decoded pixels)."""
    row = bytes([4 * k, 64, 128, 255]) * 2048
    return png(2048, 2048, [row] * 2048)


def documents():
    """(name, body, families) of every document measure.sh renders."""
    docs = []

    def doc(name, body, families=FAMILIES):
        docs.append((name, body, families))

    # Views and document: 4096 views, the 100 000-value file, 94 000 layout nodes, 800 resolve levels.
    doc("t-many-views", {"VStack": [{"Text": prose(24 - (i % 3))} for i in range(4095)]})
    doc("views-shapes", {"ZStack": [{"RoundedRectangle": {"cornerRadius": 20, "style": "continuous"},
                                     "modifiers": [{"fill": "red"}, {"padding": (i % 100)}]} for i in range(2047)]})
    doc("json-values", {"VStack": [{"Text": "a", "modifiers": [{"padding": 1}] * 62} for _ in range(760)]})
    doc("nodes-pad", {"VStack": [{"Color": "red", "modifiers": ["padding"] * 64} for _ in range(1450)]})
    nest = {"Text": "deep"}
    for _ in range(6):
        nest = {"VStack": [nest], "modifiers": [{"padding": 1}] * 64}
    doc("deep6", nest)

    # Text: the 100 000-character budget in several shapes; 49 texts of 20 000 (the 1 MiB file) are refused.
    rng = random.Random(7)
    cjk = "".join(chr(0x4E00 + rng.randrange(20000)) for _ in range(20000))
    alt = "".join(("a", "α", "б", "ب", "א", "अ", "ก", "☃")[i % 8] for i in range(20000))
    doc("t5-prose", {"VStack": [{"Text": prose(N5 - i)} for i in range(5)]})
    doc("t5-unbroken", {"VStack": [{"Text": "m" * (N5 - i)} for i in range(5)]})
    doc("t5-markdown", {"VStack": [{"Text": ("*" + prose(N5 - 2 - i) + "*")} for i in range(5)]})
    doc("t5-cjk", {"VStack": [{"Text": (cjk[i:] + cjk[:i])[:N5]} for i in range(5)]})
    doc("t5-scripts", {"VStack": [{"Text": (alt[i:] + alt[:i])[:N5]} for i in range(5)]})
    doc("t5-rotated", {"VStack": [{"Text": prose(N5 - i), "modifiers": [{"rotationEffect": {"angle": {"degrees": 1}}}]}
                                  for i in range(5)]})
    shrink = [{"minimumScaleFactor": 0.01}, {"lineLimit": 1000}, {"allowsTightening": True}]
    doc("t1-scaled", {"VStack": [{"Text": prose(9999), "modifiers": shrink}]})
    doc("t5-scaled-2000", {"VStack": [{"Text": prose(1999 - i), "modifiers": shrink} for i in range(5)]})
    doc("text-fifty", {"VStack": [{"Text": prose(20000 - i)} for i in range(49)]})

    # Glyphs: many distinct glyphs on one line, huge glyphs, many symbols.
    chars = "".join(chr(c) for c in list(range(0x21, 0x7F)) + list(range(0xA1, 0x250))
                    + list(range(0x391, 0x3CA)) + list(range(0x410, 0x450)))
    doc("distinct-line-130", {"Text": chars, "modifiers": [{"font": {"system": {"size": 130}}},
                                                           {"fixedSize": {"horizontal": True, "vertical": False}}]})
    alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    for size in (1000, 2000, 4096):
        doc(f"glyphs-{size}", {"Text": alpha, "modifiers": [{"font": {"system": {"size": size}}}, {"fixedSize": {}},
                                                            {"lineLimit": 1000}]})
    doc("symbols-many", {"VStack": [{"Image": {"systemName": "cloud.rain.fill"},
                                     "modifiers": [{"font": {"system": {"size": 20}}}]} for _ in range(4000)]})

    # Paint and raster: the work budget, the decoded-pixel budget, path elements, offscreen memory.
    doc("gradients", {"ZStack": [{"AngularGradient": {"colors": STOPS, "center": "center"},
                                  "modifiers": [{"opacity": 0.5}]} for _ in range(15)]})
    images = ["systemSmall", "systemExtraLarge"]
    full = {"Image": {"path": "noise.png"}, "modifiers": ["resizable", {"opacity": 0.5}]}
    doc("image-one", {"Image": {"path": "noise.png"}, "modifiers": ["resizable"]})
    doc("images8", {"ZStack": [full] * 8}, images)
    rotated = {"Image": {"path": "noise.png"},
               "modifiers": ["resizable", {"opacity": 0.5}, {"rotationEffect": {"angle": {"degrees": 7}}}]}
    doc("images8r", {"ZStack": [rotated] * 8}, images)
    small = ["resizable", {"frame": {"width": 100, "height": 100}}]
    doc("images4s", {"ZStack": [full] + [{"Image": {"path": name}, "modifiers": small}
                                         for name in ("noise.png", "noise2.png", "noise3.png", "noise4.png")]}, images)
    doc("many-images", {"VStack": [{"Image": {"path": f"i{k}.png"},
                                    "modifiers": ["resizable", {"frame": {"width": 5, "height": 5}}]}
                                   for k in range(60)]}, images)
    doc("radials", {"ZStack": [{"RadialGradient": {"colors": STOPS, "center": "center", "startRadius": 0,
                                                   "endRadius": 2000}, "modifiers": [{"opacity": 0.5}]}
                               for _ in range(23)]})
    doc("linears", {"ZStack": [{"LinearGradient": {"colors": STOPS, "startPoint": "top", "endPoint": "bottomTrailing"},
                                "modifiers": [{"opacity": 0.5}]} for _ in range(31)]})
    doc("solids", {"ZStack": [{"Rectangle": {}, "modifiers": [{"fill": {"Color": COLOURS[i % 12], "opacity": 0.5}}]}
                              for i in range(90)]})

    def rings(n, dash):
        return {"ZStack": [{"Circle": {}, "modifiers": [
            {"stroke": {"style": {"lineWidth": 0.5, "lineCap": "butt", "dash": dash}}},
            {"frame": {"width": 370 - 8 * i, "height": 370 - 8 * i}}]} for i in range(n)]}
    doc("dashes-ring", rings(1, [0.005, 0.01]))
    doc("dr32", rings(32, [0.04, 0.08]))
    doc("layers", {"Rectangle": {}, "modifiers": [{"fill": "blue"}] + ["compositingGroup"] * 5})
    blurred = {"Rectangle": {}, "modifiers": [{"fill": "blue"}, {"blur": 100}]}
    doc("blur-one", {"ZStack": [blurred]})
    doc("blur-two", {"ZStack": [blurred] * 2})
    return docs


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else ".build/limits-audit"
    os.makedirs(folder, exist_ok=True)
    for name, body, families in documents():
        text = json.dumps({"name": name, "families": families, "body": body}, separators=(",", ":"),
                          ensure_ascii=False)
        with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as file:
            file.write(text)
    pictures = [(f"noise{'' if n == 1 else n}.png", lambda n=n: noise_png(n)) for n in range(1, 5)]
    pictures += [(f"i{k}.png", lambda k=k: flat_png(k)) for k in range(60)]
    for name, make in pictures:
        path = os.path.join(folder, name)
        if not os.path.exists(path):  # deterministic, so an existing file is already right
            with open(path + ".tmp", "wb") as file:
                file.write(make())
            os.replace(path + ".tmp", path)
    print(f"limits-audit: {len(documents())} documents and {len(pictures)} images in {folder}")


if __name__ == "__main__":
    main()
