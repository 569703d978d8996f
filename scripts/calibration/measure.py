#!/usr/bin/env python3
"""Text widths and symbol ink boxes: our renders against the iOS calibration set (set.json).

Usage:
  measure.py ios DIR            re-measures the iOS images (fetched from set.json's sources into DIR, named
                                <source>[-<category>].png) and prints their ink widths, to check set.json.
  measure.py ours BINARY [OUT]  renders every calibration string with the widgetrender BINARY (at scale 3,
                                black on white) and prints ours ÷ iOS per string and per weight, the residual
                                summary and the least-squares factor per family and weight (WidthCalibration),
                                as a factor on what is rendered now (multiply the table's values by it).

Ink widths come from inkbox.py; the tracking between clusters (the SF table at the size) is taken out of
both widths before the fit, as WidthCalibration's header describes.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

import inkbox
import pngread

HERE = os.path.dirname(os.path.abspath(__file__))
SCALE = 3
# The SF Pro tracking table of WIDGETKIT.md §5.2 (1/1000 em), interpolated linearly (TrackingTable.swift).
TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (22, -12), (24, 3), (28, 14), (34, 12),
            (48, 8), (80, 0)]


def tracking_em(size):
    if size <= TRACKING[0][0]:
        return TRACKING[0][1]
    for (a, ta), (b, tb) in zip(TRACKING, TRACKING[1:]):
        if size <= b:
            return ta + (size - a) / (b - a) * (tb - ta)
    return 0


def family(entry):
    if entry.get("design") == "rounded":
        return "quicksand"
    return "interDisplay" if entry["size"] >= 20 else "inter"


def document(entry, body):
    return {"name": "calibration", "families": ["systemMedium"], "bodies": {"systemMedium": body}}


def text_body(entry):
    font = {"system": {"size": entry["size"], "weight": entry["weight"]}}
    if entry.get("design"):
        font["system"]["design"] = entry["design"]
    return {"Text": entry["string"], "modifiers": [{"font": font}, "fixedSize",
                                                   {"foregroundStyle": {"Color": {"white": 0}}},
                                                   {"containerBackground": {"Color": {"white": 1}}}]}


def symbol_body(entry):
    font = {"system": {"size": entry["size"], "weight": entry["weight"]}}
    return {"Image": {"systemName": entry["name"]},
            "modifiers": [{"font": font}, {"imageScale": entry.get("scale", "medium")},
                          {"foregroundStyle": {"Color": {"white": 0}}},
                          {"containerBackground": {"Color": {"white": 1}}}]}


def render(binary, body, folder, name):
    source = os.path.join(folder, name + ".json")
    target = os.path.join(folder, name + ".png")
    with open(source, "w") as handle:
        json.dump(document(None, body), handle)
    subprocess.run([binary, source, "--family", "systemMedium", "--scale", str(SCALE), "-o", target],
                   check=True, capture_output=True)
    width, height, rows = pngread.read(target)
    # The widget's corners are clipped to transparent (white here); the margins keep the ink off them.
    box = inkbox.ink_box(rows, (0, 0, width, height), (255, 255, 255))
    return None if box is None else ((box[2] - box[0]) / SCALE, (box[3] - box[1]) / SCALE)


def tracking_points(entry):
    clusters = len(entry["string"])
    per = tracking_em(entry["size"]) / 1000 * entry["size"] if entry.get("design") is None else 0
    return per * (clusters - 1)


# The optical-size ramp of WidthCalibration: f = a + b × (clamp(size, RAMP_LOW, RAMP_HIGH) − RAMP_LOW).
RAMP_LOW, RAMP_HIGH = 20.0, 28.0


def ramp(size):
    return min(max(size, RAMP_LOW), RAMP_HIGH) - RAMP_LOW


def solve(rows):
    """Least squares of i ≈ (a + b·r)·u over rows of (u, i, r); b = 0 when every r is 0."""
    suu = sum(u * u for u, _, _ in rows)
    sui = sum(u * i for u, i, _ in rows)
    if all(r == 0 for _, _, r in rows):
        return sui / suu, 0.0
    s_ur = sum(u * u * r for u, _, r in rows)
    s_rr = sum(u * u * r * r for u, _, r in rows)
    s_ri = sum(u * i * r for u, i, r in rows)
    det = suu * s_rr - s_ur * s_ur
    return (sui * s_rr - s_ur * s_ri) / det, (suu * s_ri - s_ur * sui) / det


def ours(binary, out):
    with open(os.path.join(HERE, "set.json")) as handle:
        calibration = json.load(handle)
    folder = out or tempfile.mkdtemp(prefix="calibration-")
    os.makedirs(folder, exist_ok=True)
    # Rounded entries are iOS renders of SF Pro Rounded itself (since 3 December 2026; the earlier assumption that
    # it shares SF Pro's advances did not hold: its letters are narrower than Quicksand's and its digits wider).
    entries = list(calibration["text"])
    rows, fits = [], {}
    for index, entry in enumerate(entries):
        measured = render(binary, text_body(entry), folder, f"text-{index}")
        if measured is None:
            print(f"text {index} {entry['string']!r}: no ink", file=sys.stderr)
            continue
        target = entry["ink"]
        ratio = measured[0] / target
        rows.append((entry, measured[0], ratio))
        track = tracking_points(entry)
        key = (family(entry), entry["weight"])
        # Quicksand has one optical size, so its fit has no ramp.
        size_ramp = 0 if entry.get("design") == "rounded" else ramp(entry["size"])
        fits.setdefault(key, []).append((measured[0] - track, target - track, size_ramp))
        print(f"{entry['string']:>10} {entry['size']:>3} {entry['weight']:<9} {entry.get('design', 'default'):<8}"
              f" ours {measured[0]:7.2f}  iOS {target:7.2f}  ratio {ratio:.3f}")
    print()
    for key in sorted(fits):
        ratios = [r for e, _, r in rows if (family(e), e["weight"]) == key]
        a, b = solve(fits[key])
        print(f"{key[0]:<13} {key[1]:<9} n={len(ratios):2d} median {statistics.median(ratios):.3f}"
              f" min {min(ratios):.3f} max {max(ratios):.3f}  least squares: × ({a:.4f} {b:+.5f} × ramp)")
    for design in ("default", "rounded"):
        ratios = [r for e, _, r in rows if e.get("design", "default") == design]
        print(f"all {design:<9} n={len(ratios)} median {statistics.median(ratios):.3f}"
              f" min {min(ratios):.3f} max {max(ratios):.3f}")
    for index, entry in enumerate(calibration.get("symbols", [])):
        try:
            measured = render(binary, symbol_body(entry), folder, f"symbol-{index}")
        except subprocess.CalledProcessError:
            print(f"symbol {entry['name']}: not in our catalogue")
            continue
        print(f"symbol {entry['name']} {entry['size']} {entry['weight']} {entry.get('scale', 'medium')}: ours "
              f"{measured[0]:.2f} × {measured[1]:.2f}  iOS {entry['ink'][0]:.2f} × {entry['ink'][1]:.2f}")


def ios(folder):
    with open(os.path.join(HERE, "set.json")) as handle:
        calibration = json.load(handle)
    for entry in calibration["text"]:
        if not entry["source"].startswith("pf-"):
            continue  # measured by hand on the other sources' images (set.json "about")
        name = entry["source"] + ("-" + entry["category"] if "category" in entry else "") + ".png"
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            continue
        width, height, rows = pngread.read(path)
        if entry["source"] == "pf-traits":
            regions = {"What's": (0, 0, width, int(height * 0.3)),
                       "the": (0, int(height * 0.3), width // 2, int(height * 0.7)),
                       "point": (width // 2, int(height * 0.3), width, int(height * 0.7))}
            box = inkbox.ink_box(rows, regions[entry["string"]], (255, 255, 255))
            scale = 3
        else:
            # The blue label: the text is the second ink group after the symbol.
            background = rows[24][24]
            parts = inkbox.split_columns(rows, (22, 22, width - 22, 80), background, gap=6)
            box = inkbox.ink_box(rows, (parts[-1][0] - 1, 22, parts[-1][1] + 1, 80), background)
            scale = 2
        print(f"{name:<50} {entry['string']:>8} ink {(box[2] - box[0]) / scale:.2f} (set.json {entry['ink']})")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "ios":
        ios(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "ours":
        ours(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    else:
        print(__doc__)
        sys.exit(64)
