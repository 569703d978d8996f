#!/usr/bin/env python3
"""Writes custom.diamond.svg, a custom-symbol template laid out as the SF Symbols app exports one for Xcode
(template format 3: a 3300×2200 artboard, notes, guides with Baseline/Capline lines per scale and margins
per glyph, and the three small-scale masters Ultralight-S, Regular-S, Black-S under <g id="Symbols">), by
hand: a diamond outline whose stroke thickens with the weight (4, 10, 20 units at point size 100). Output goes
to Tests/AssetCatalogTests/Fixtures/Xcode.xcassets/custom.diamond.symbolset.
"""

BASELINES = {"S": 696, "M": 1126, "L": 1556}
CAP = 70.459
MASTERS = [("Ultralight", 4, 559.5), ("Regular", 10, 1391.0), ("Black", 20, 2253.0)]


def fmt(value):
    text = "%.4f" % value
    return text.rstrip("0").rstrip(".")


def diamond(thickness):
    mid, width = -CAP / 2, 70.0
    k = thickness * 1.4142
    outer = [(width / 2, -CAP), (width, mid), (width / 2, 0), (0, mid)]
    inner = [(width / 2, -CAP + k), (k, mid), (width / 2, -k), (width - k, mid)]
    def sub(points):
        head, rest = points[0], points[1:]
        return "M%s %s" % (fmt(head[0]), fmt(head[1])) + "".join("L%s %s" % (fmt(x), fmt(y)) for x, y in rest) + "Z"
    return sub(outer) + sub(inner)


def template():
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
             '<!--Generator: make-symbol.py (hand-made fixture in the SF Symbols template layout)-->',
             '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">',
             ' <!--glyph: "", point size: 100.0, template writer version: "fixture"-->',
             ' <style>.SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}',
             '</style>',
             ' <g id="Notes">',
             '  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>',
             '  <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;font-weight:bold;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>',
             ' </g>',
             ' <g id="Guides">']
    for scale, y in BASELINES.items():
        style = 'style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"'
        lines.append('  <line id="Baseline-%s" %s x1="263" x2="3036" y1="%s" y2="%s"/>' % (scale, style, y, y))
        lines.append('  <line id="Capline-%s" %s x1="263" x2="3036" y1="%s" y2="%s"/>' % (scale, style, fmt(y - CAP), fmt(y - CAP)))
    for name, _, x in MASTERS:
        style = 'style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;"'
        y = BASELINES["S"]
        lines.append('  <line id="left-margin-%s-S" %s x1="%s" x2="%s" y1="%s" y2="%s"/>' % (name, style, fmt(x), fmt(x), y - 96, y + 24))
        lines.append('  <line id="right-margin-%s-S" %s x1="%s" x2="%s" y1="%s" y2="%s"/>' % (name, style, fmt(x + 76), fmt(x + 76), y - 96, y + 24))
    lines.append(' </g>')
    lines.append(' <g id="Symbols">')
    for name, thickness, x in MASTERS:
        lines.append('  <g id="%s-S" transform="matrix(1 0 0 1 %s %s)">' % (name, fmt(x + 3), BASELINES["S"]))
        lines.append('   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="%s"/>' % diamond(thickness))
        lines.append('  </g>')
    lines.append(' </g>')
    lines.append('</svg>')
    return "\n".join(lines) + "\n"


CONTENTS = """{
  "info" : {
    "author" : "xcode",
    "version" : 1
  },
  "symbols" : [
    {
      "filename" : "custom.diamond.svg",
      "idiom" : "universal"
    }
  ]
}
"""

if __name__ == "__main__":
    import os
    folder = "../../AssetCatalogTests/Fixtures/Xcode.xcassets/custom.diamond.symbolset"
    os.makedirs(folder, exist_ok=True)
    with open(folder + "/custom.diamond.svg", "w") as handle:
        handle.write(template())
    with open(folder + "/Contents.json", "w") as handle:
        handle.write(CONTENTS)
