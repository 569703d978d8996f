#!/usr/bin/env python3
"""`make bench-peers`: Skia and Cairo draw ../shared/bench/scenes.json in the same run as ours, on this machine.

Method (docs/performance.md, "Same-run ratios"):
- Each peer draws every scene through native replay, so Python adds nothing to the timed work: Skia records the
  scene once into an SkPicture and the timed sample is a new raster surface plus `drawPicture`; Cairo records it
  once on a recording surface and the timed sample is a new image surface plus a paint of the recording surface
  (cairo replays a recording-surface source painted onto a clear surface op by op: the same drawing calls).
- A sample is the thread's CPU time (`time.thread_time_ns`, CLOCK_THREAD_CPUTIME_ID, as our bench samples);
  a figure is the median of at least 15 samples after a warm-up, sampling until about 0.4 s, as ours.
- Ours is `widgetrender-bench --scene-raster` (release build): a new pixmap plus every op, glyph masks warm
  and text shaped on every run.
- Runs alternate peers / ours / peers / ... (ROUNDS rounds of ours, one more of the peers), so a neighbour's
  load falls on both sides; each side's figure is the median of its runs' medians.
- Scenes with text also get our figure with the renderer's shaped-paragraph cache warm (a re-render of the same
  text, as a gallery's modes are; the peers' pictures hold their text as glyphs already, so their replay does
  not map characters to glyphs either).
- Prints each scene's raster time per library and ours ÷ the best peer; writes .build/peers/peers.json and
  each peer's picture to .build/peers/<peer>-<scene>.png for a look.

Usage: bench_peers.py --ours PATH_TO_widgetrender-bench [--scenes PATH] [--fonts DIR] [--rounds N]
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time

import cairo
import skia

MIN_SAMPLES = 15
TARGET_SECONDS = 0.4
MAX_SAMPLES = 2000
# Suffix of our figure with the renderer's text caches warm (shaped paragraphs and finished layouts; scenes with text).
CACHED = " (text layout cached)"


def measure(body):
    """Median thread-CPU milliseconds of `body()` after one warm-up call."""
    body()
    samples = []
    start = time.thread_time_ns()
    while len(samples) < MIN_SAMPLES or (time.thread_time_ns() - start < TARGET_SECONDS * 1e9
                                         and len(samples) < MAX_SAMPLES):
        t0 = time.thread_time_ns()
        body()
        samples.append(time.thread_time_ns() - t0)
    return statistics.median(samples) / 1e6


def pixel_size(scene):
    return round(scene["width"] * scene["scale"]), round(scene["height"] * scene["scale"])


def face_file(fonts_dir, weight):
    return os.path.join(fonts_dir, "Inter-SemiBold.otf" if weight >= 550 else "Inter-Regular.otf")


# --- Skia ---------------------------------------------------------------------------------------------------

def skia_color(c):
    r, g, b, a = c
    return skia.ColorSetARGB(int(round(a * 255)), int(r), int(g), int(b))


def skia_picture(scene, fonts_dir):
    w, h = pixel_size(scene)
    recorder = skia.PictureRecorder()
    canvas = recorder.beginRecording(skia.Rect.MakeWH(w, h))
    canvas.scale(scene["scale"], scene["scale"])
    faces = {}
    for op in scene["ops"]:
        kind = op["op"]
        if kind == "rrect":
            paint = skia.Paint(AntiAlias=True, Color=skia_color(op["fill"]))
            g = op.get("gradient")
            if g:
                paint.setShader(skia.GradientShader.MakeLinear(
                    points=[skia.Point(g["x0"], g["y0"]), skia.Point(g["x1"], g["y1"])],
                    colors=[skia_color(c) for _, c in g["stops"]],
                    positions=[t for t, _ in g["stops"]]))
            rect = skia.Rect.MakeXYWH(op["x"], op["y"], op["w"], op["h"])
            if op["r"] > 0:
                canvas.drawRRect(skia.RRect.MakeRectXY(rect, op["r"], op["r"]), paint)
            else:
                canvas.drawRect(rect, paint)
        elif kind == "circle":
            canvas.drawCircle(op["cx"], op["cy"], op["r"], skia.Paint(AntiAlias=True, Color=skia_color(op["fill"])))
        elif kind == "arc":
            paint = skia.Paint(AntiAlias=True, Color=skia_color(op["color"]), Style=skia.Paint.kStroke_Style,
                               StrokeWidth=op["width"])
            if abs(op["sweep"]) >= 360:
                canvas.drawCircle(op["cx"], op["cy"], op["r"], paint)
            else:
                paint.setStrokeCap(skia.Paint.kRound_Cap if op["cap"] == "round" else skia.Paint.kButt_Cap)
                r = op["r"]
                oval = skia.Rect.MakeLTRB(op["cx"] - r, op["cy"] - r, op["cx"] + r, op["cy"] + r)
                canvas.drawArc(oval, op["start"], op["sweep"], False, paint)
        elif kind == "line":
            paint = skia.Paint(AntiAlias=True, Color=skia_color(op["color"]), Style=skia.Paint.kStroke_Style,
                               StrokeWidth=op["width"], StrokeCap=skia.Paint.kButt_Cap)
            canvas.drawLine(op["x0"], op["y0"], op["x1"], op["y1"], paint)
        elif kind == "text":
            path = face_file(fonts_dir, op["weight"])
            if path not in faces:
                faces[path] = skia.Typeface.MakeFromFile(path)
            font = skia.Font(faces[path], op["size"])
            font.setEdging(skia.Font.Edging.kAntiAlias)
            font.setSubpixel(True)
            font.setHinting(skia.FontHinting.kNone)
            canvas.drawString(op["text"], op["x"], op["y"], font,
                              skia.Paint(AntiAlias=True, Color=skia_color(op["color"])))
        else:
            raise SystemExit(f"bench-peers: scene {scene['name']}: unknown op {kind!r}")
    return recorder.finishRecordingAsPicture()


def skia_raster(picture, w, h):
    surface = skia.Surface(w, h)  # N32 premultiplied, like our pixmap
    surface.getCanvas().drawPicture(picture)
    return surface


# --- Cairo --------------------------------------------------------------------------------------------------

def cairo_source(ctx, c):
    r, g, b, a = c
    ctx.set_source_rgba(r / 255, g / 255, b / 255, a)


def cairo_recording(scene):
    w, h = pixel_size(scene)
    recording = cairo.RecordingSurface(cairo.CONTENT_COLOR_ALPHA, cairo.Rectangle(0, 0, w, h))
    ctx = cairo.Context(recording)
    ctx.scale(scene["scale"], scene["scale"])
    for op in scene["ops"]:
        kind = op["op"]
        if kind == "rrect":
            x, y, rw, rh, r = op["x"], op["y"], op["w"], op["h"], op["r"]
            if r > 0:
                ctx.new_sub_path()
                ctx.arc(x + rw - r, y + r, r, -math.pi / 2, 0)
                ctx.arc(x + rw - r, y + rh - r, r, 0, math.pi / 2)
                ctx.arc(x + r, y + rh - r, r, math.pi / 2, math.pi)
                ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
                ctx.close_path()
            else:
                ctx.rectangle(x, y, rw, rh)
            g = op.get("gradient")
            if g:
                pattern = cairo.LinearGradient(g["x0"], g["y0"], g["x1"], g["y1"])
                for t, (cr, cg, cb, ca) in g["stops"]:
                    pattern.add_color_stop_rgba(t, cr / 255, cg / 255, cb / 255, ca)
                ctx.set_source(pattern)
            else:
                cairo_source(ctx, op["fill"])
            ctx.fill()
        elif kind == "circle":
            ctx.new_sub_path()
            ctx.arc(op["cx"], op["cy"], op["r"], 0, 2 * math.pi)
            cairo_source(ctx, op["fill"])
            ctx.fill()
        elif kind == "arc":
            ctx.new_sub_path()
            start = math.radians(op["start"])
            if abs(op["sweep"]) >= 360:
                ctx.arc(op["cx"], op["cy"], op["r"], 0, 2 * math.pi)
                ctx.close_path()
                ctx.set_line_cap(cairo.LINE_CAP_BUTT)
            else:
                end = math.radians(op["start"] + op["sweep"])
                (ctx.arc if op["sweep"] >= 0 else ctx.arc_negative)(op["cx"], op["cy"], op["r"], start, end)
                ctx.set_line_cap(cairo.LINE_CAP_ROUND if op["cap"] == "round" else cairo.LINE_CAP_BUTT)
            ctx.set_line_width(op["width"])
            cairo_source(ctx, op["color"])
            ctx.stroke()
        elif kind == "line":
            ctx.move_to(op["x0"], op["y0"])
            ctx.line_to(op["x1"], op["y1"])
            ctx.set_line_width(op["width"])
            ctx.set_line_cap(cairo.LINE_CAP_BUTT)
            cairo_source(ctx, op["color"])
            ctx.stroke()
        elif kind == "text":
            # Fontconfig finds the project's Inter through FONTCONFIG_FILE (set by main()).
            family = "Inter SemiBold" if op["weight"] >= 550 else "Inter"
            ctx.select_font_face(family, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
            ctx.set_font_size(op["size"])
            options = cairo.FontOptions()
            options.set_hint_style(cairo.HINT_STYLE_NONE)
            options.set_hint_metrics(cairo.HINT_METRICS_OFF)
            options.set_antialias(cairo.ANTIALIAS_GRAY)
            ctx.set_font_options(options)
            ctx.move_to(op["x"], op["y"])
            cairo_source(ctx, op["color"])
            ctx.show_text(op["text"])
        else:
            raise SystemExit(f"bench-peers: scene {scene['name']}: unknown op {kind!r}")
    recording.flush()
    return recording


def cairo_raster(recording, w, h):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)  # premultiplied, like our pixmap
    ctx = cairo.Context(surface)
    ctx.set_source_surface(recording, 0, 0)
    ctx.paint()
    surface.flush()
    return surface


# --- The run ------------------------------------------------------------------------------------------------

def fontconfig_file(fonts_dir, folder):
    """A fontconfig configuration that sees only the two Inter faces of the scenes (Cairo's text). The faces are
    copied under `folder` because fontconfig writes a `.uuid` file into every font directory it scans."""
    faces = os.path.abspath(os.path.join(folder, "fonts"))
    os.makedirs(faces, exist_ok=True)
    for weight in (400, 600):
        shutil.copyfile(face_file(fonts_dir, weight), os.path.join(faces, os.path.basename(face_file(fonts_dir, weight))))
    path = os.path.abspath(os.path.join(folder, "fonts.conf"))
    with open(path, "w") as f:
        f.write(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{faces}</dir>
  <cachedir>{os.path.abspath(folder)}/fontconfig-cache</cachedir>
</fontconfig>
""")
    return path


def peers_run(scenes, prepared):
    figures = {}
    for scene in scenes:
        w, h = pixel_size(scene)
        picture, recording = prepared[scene["name"]]
        figures[scene["name"]] = {
            "skia": measure(lambda: skia_raster(picture, w, h)),
            "cairo": measure(lambda: cairo_raster(recording, w, h)),
        }
    return figures


def ours_run(binary, json_path):
    result = subprocess.run([binary, "--scene-raster", "--json", json_path], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"bench-peers: {binary} --scene-raster failed ({result.returncode}):\n"
                         + result.stdout + result.stderr)
    with open(json_path) as f:
        figures = json.load(f)
    prefix, suffix, cached = "scene ", ": raster", ": raster, text layout cached"
    run = {fig["name"][len(prefix):-len(suffix)]: fig["value"] for fig in figures
           if fig["name"].startswith(prefix) and fig["name"].endswith(suffix)}
    for fig in figures:
        if fig["name"].startswith(prefix) and fig["name"].endswith(cached):
            run[fig["name"][len(prefix):-len(cached)] + CACHED] = fig["value"]
    return run


def load_average():
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", required=True, help="the release widgetrender-bench")
    parser.add_argument("--scenes", default="../shared/bench/scenes.json")
    parser.add_argument("--fonts", default="Fonts/Inter")
    parser.add_argument("--rounds", type=int, default=2, help="runs of ours (the peers run one more)")
    parser.add_argument("--out", default=".build/peers")
    args = parser.parse_args()
    if not os.path.exists(args.scenes):
        raise SystemExit(f"bench-peers: {args.scenes} not found (put shared/ beside the clone)")
    if args.rounds < 1:
        raise SystemExit("bench-peers: --rounds must be at least 1")
    os.makedirs(args.out, exist_ok=True)
    os.environ["FONTCONFIG_FILE"] = fontconfig_file(args.fonts, args.out)
    with open(args.scenes) as f:
        scenes = json.load(f)["scenes"]

    prepared = {}
    for scene in scenes:
        w, h = pixel_size(scene)
        picture, recording = skia_picture(scene, args.fonts), cairo_recording(scene)
        prepared[scene["name"]] = (picture, recording)
        skia_raster(picture, w, h).makeImageSnapshot().save(os.path.join(args.out, f"skia-{scene['name']}.png"))
        cairo_raster(recording, w, h).write_to_png(os.path.join(args.out, f"cairo-{scene['name']}.png"))

    print(f"bench-peers: skia-python {skia.__version__}, pycairo {cairo.version} on cairo {cairo.cairo_version_string()}; "
          f"{args.rounds} runs of ours between {args.rounds + 1} of the peers")
    peer_runs, our_runs = [], []
    for i in range(args.rounds + 1):
        load = load_average()
        peer_runs.append(peers_run(scenes, prepared))
        row = ", ".join(f"{n} skia {v['skia']:.3f} cairo {v['cairo']:.3f}" for n, v in peer_runs[-1].items())
        print(f"  peers run {i + 1} (load {load:.1f}): {row} ms", flush=True)
        if i == args.rounds:
            break
        load = load_average()
        our_runs.append(ours_run(args.ours, os.path.join(args.out, f"ours-{i + 1}.json")))
        row = ", ".join(f"{n} {v:.3f}" for n, v in our_runs[-1].items() if not n.endswith(CACHED))
        print(f"  ours run {i + 1} (load {load:.1f}): {row} ms", flush=True)

    rows = []
    print()
    print("| scene (pixels) | ours ms | Skia ms | Cairo ms | ours ÷ best peer | ours, text layout cached: ms, ÷ best peer |")
    print("|---|---:|---:|---:|---:|---:|")
    for scene in scenes:
        name = scene["name"]
        w, h = pixel_size(scene)
        ours = statistics.median(run[name] for run in our_runs)
        skia_ms = statistics.median(run[name]["skia"] for run in peer_runs)
        cairo_ms = statistics.median(run[name]["cairo"] for run in peer_runs)
        best_name, best = min((("Skia", skia_ms), ("Cairo", cairo_ms)), key=lambda p: p[1])
        ratio = ours / best
        row = {"scene": name, "pixels": f"{w}x{h}", "ours_ms": ours, "skia_ms": skia_ms, "cairo_ms": cairo_ms,
               "best_peer": best_name, "ratio": ratio}
        cached_cell = "–"
        if all(name + CACHED in run for run in our_runs):
            cached_ms = statistics.median(run[name + CACHED] for run in our_runs)
            row.update(cached_ms=cached_ms, cached_ratio=cached_ms / best)
            cached_cell = f"{cached_ms:.3f}, {cached_ms / best:.2f}"
        rows.append(row)
        print(f"| {name} ({w}×{h}) | {ours:.3f} | {skia_ms:.3f} | {cairo_ms:.3f} | **{ratio:.2f}** ({best_name}) | {cached_cell} |")
    with open(os.path.join(args.out, "peers.json"), "w") as f:
        json.dump({"rows": rows, "peer_runs": peer_runs, "our_runs": our_runs}, f, indent=2)
    print(f"\nwrote {args.out}/peers.json; pictures in {args.out}/")


if __name__ == "__main__":
    sys.exit(main())
