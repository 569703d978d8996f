"""Ink boxes of dark (black) content on a flat background, to a fraction of a pixel.

A pixel's coverage is how far its luminance falls from the background's towards black (0 … 1). A column's
(row's) coverage is its largest pixel coverage; the box runs from the first to the last column (row) whose
coverage reaches `floor`, and each end is moved inwards by (1 − that column's coverage), so an edge pixel
half covered counts as half a pixel (the usual sub-pixel edge estimate of anti-aliased images).
"""


def luminance(rgb):
    r, g, b = rgb
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def coverage(rgb, background):
    bg = luminance(background)
    return 0.0 if bg <= 0 else max(0.0, min(1.0, (bg - luminance(rgb)) / bg))


def _edges(profile, floor):
    hits = [i for i, c in enumerate(profile) if c >= floor]
    if not hits:
        return None
    first, last = hits[0], hits[-1]
    return first + (1 - profile[first]), last + profile[last]


def ink_box(rows, box, background, floor=0.08):
    """(left, top, right, bottom) in pixels of the ink inside box = (x0, y0, x1, y1), or None."""
    x0, y0, x1, y1 = box
    columns = [0.0] * (x1 - x0)
    lines = [0.0] * (y1 - y0)
    for y in range(y0, y1):
        row = rows[y]
        for x in range(x0, x1):
            c = coverage(row[x], background)
            if c > columns[x - x0]:
                columns[x - x0] = c
            if c > lines[y - y0]:
                lines[y - y0] = c
    horizontal, vertical = _edges(columns, floor), _edges(lines, floor)
    if horizontal is None or vertical is None:
        return None
    return (x0 + horizontal[0], y0 + vertical[0], x0 + horizontal[1], y0 + vertical[1])


def split_columns(rows, box, background, floor=0.08, gap=2):
    """The column ranges of ink separated by at least `gap` empty columns (e.g. a symbol, then a word)."""
    x0, y0, x1, y1 = box
    filled = []
    for x in range(x0, x1):
        filled.append(any(coverage(rows[y][x], background) >= floor for y in range(y0, y1)))
    parts, start, empty = [], None, 0
    for i, f in enumerate(filled):
        if f:
            if start is None:
                start = i
            empty = 0
            end = i
        elif start is not None:
            empty += 1
            if empty >= gap:
                parts.append((x0 + start, x0 + end + 1))
                start = None
    if start is not None:
        parts.append((x0 + start, x0 + end + 1))
    return parts
