#!/usr/bin/env python3
"""Prints the warnings the Swift compiler left in serialized-diagnostics files (.dia) about our sources.

Every compile job of a SwiftPM build writes a `.dia` file beside its object file (and one per module's
emit-module job, one per plugin); it is rewritten whenever the file is compiled again, so the set of them
says which warnings the current sources have even when a warm build recompiles nothing and prints none.

Format: clang's serialized diagnostics, an LLVM bitstream ("DIAG" magic; llvm/docs/BitCodeFormat.rst and
clang/include/clang/Frontend/SerializedDiagnostics.h). The reader below decodes the bitstream generically
(blocks, BLOCKINFO abbreviations, fixed/VBR/array/char6/blob operands) and keeps two records: FILENAME
(code 6: id, size, mtime, name) and DIAG (code 2: severity, file id, line, column, offset, category, flag,
message). Severity 2 is a warning.

Usage: dia-warnings.py ROOT DIR...  — prints `path:line:column: warning: message` for each warning whose
file is under ROOT/{Sources,Tests,Plugins,Examples,Benchmarks} and still exists; exit status 0 either way.
Left out as stale: a .dia its folder's output-file-map.json no longer names, and a warning about a file
modified after the .dia that holds it was written.
"""
import json
import os
import sys

OUR_FOLDERS = ("Sources", "Tests", "Plugins", "Examples", "Benchmarks")
WARNING = 2
RECORD_DIAG, RECORD_FILENAME = 2, 6


class Bits:
    """Little-endian bit reader over 32-bit words, as LLVM's BitstreamCursor."""

    def __init__(self, data):
        self.data, self.pos = data, 0  # pos in bits

    def at_end(self):
        return self.pos >= len(self.data) * 8

    def read(self, width):
        value = 0
        for i in range(width):
            byte = self.data[(self.pos + i) >> 3] if (self.pos + i) >> 3 < len(self.data) else 0
            value |= ((byte >> ((self.pos + i) & 7)) & 1) << i
        self.pos += width
        return value

    def vbr(self, width):
        value, shift, high = 0, 0, 1 << (width - 1)
        while True:
            chunk = self.read(width)
            value |= (chunk & (high - 1)) << shift
            shift += width - 1
            if not chunk & high:
                return value

    def align32(self):
        self.pos = (self.pos + 31) & ~31


def read_operand(bits, op):
    kind, width = op
    if kind == "fixed":
        return bits.read(width)
    if kind == "vbr":
        return bits.vbr(width)
    if kind == "char6":
        return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"[bits.read(6)]
    raise ValueError(kind)


def read_abbreviated(bits, abbrev):
    fields, i = [], 0
    while i < len(abbrev):
        op = abbrev[i]
        if op[0] == "literal":
            fields.append(op[1])
        elif op[0] == "array":
            element = abbrev[i + 1]
            fields.append([read_operand(bits, element) for _ in range(bits.vbr(6))])
            i += 1
        elif op[0] == "blob":
            length = bits.vbr(6)
            bits.align32()
            start = bits.pos >> 3
            fields.append(bytes(bits.data[start:start + length]))
            bits.pos += length * 8
            bits.align32()
        else:
            fields.append(read_operand(bits, op))
        i += 1
    return fields


def read_abbrev_definition(bits):
    ops, count = [], bits.vbr(5)
    while len(ops) < count:
        if bits.read(1):
            ops.append(("literal", bits.vbr(8)))
            continue
        encoding = bits.read(3)
        if encoding == 1:
            ops.append(("fixed", bits.vbr(5)))
        elif encoding == 2:
            ops.append(("vbr", bits.vbr(5)))
        elif encoding == 3:
            ops.append(("array", 0))
        elif encoding == 4:
            ops.append(("char6", 0))
        elif encoding == 5:
            ops.append(("blob", 0))
        else:
            raise ValueError("bad abbreviation encoding %d" % encoding)
    return ops


def records(data):
    """Every record of the file as (block id, code, fields); the first field of an abbreviated record is
    its code."""
    bits = Bits(data[4:])
    blockinfo = {}  # block id -> abbreviations from BLOCKINFO
    stack = [(None, 2, [])]  # (block id, abbrev width, abbreviations)
    current_info_block = None
    while not bits.at_end():
        block, width, abbrevs = stack[-1]
        abbrev_id = bits.read(width)
        if abbrev_id == 0:  # END_BLOCK
            bits.align32()
            stack.pop()
            if not stack:
                return
            continue
        if abbrev_id == 1:  # ENTER_SUBBLOCK
            new_block, new_width = bits.vbr(8), bits.vbr(4)
            bits.align32()
            bits.read(32)  # block length in words
            stack.append((new_block, new_width, list(blockinfo.get(new_block, []))))
            continue
        if abbrev_id == 2:  # DEFINE_ABBREV
            definition = read_abbrev_definition(bits)
            if block == 0:
                blockinfo.setdefault(current_info_block, []).append(definition)
            else:
                abbrevs.append(definition)
            continue
        if abbrev_id == 3:  # UNABBREV_RECORD
            code, count = bits.vbr(6), bits.vbr(6)
            fields = [bits.vbr(6) for _ in range(count)]
        else:
            fields = read_abbreviated(bits, abbrevs[abbrev_id - 4])
            code, fields = fields[0], fields[1:]
        if block == 0 and code == 1:  # BLOCKINFO SETBID
            current_info_block = fields[0]
            continue
        yield block, code, fields


def text(field):
    if isinstance(field, bytes):
        return field.decode("utf-8", "replace")
    if isinstance(field, list):
        return "".join(chr(c) if isinstance(c, int) else c for c in field)
    return str(field)


def warnings(path, ours):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:4] != b"DIAG":
        return []
    names, found = {}, []
    for _block, code, fields in records(data):
        if code == RECORD_FILENAME and len(fields) >= 5:
            names[fields[0]] = text(fields[4])
        elif code == RECORD_DIAG and len(fields) >= 9 and fields[0] == WARNING:
            name = names.get(fields[1], "")
            if ours(name):
                found.append("%s:%d:%d: warning: %s" % (name, fields[2], fields[3], text(fields[8])))
    return found


def current_files(folder):
    """The .dia files the target folder's output-file-map.json names (what the current sources compile to);
    None where there is no map (read every .dia). A .dia left by a source file since deleted is not named."""
    path = os.path.join(folder, "output-file-map.json")
    if not os.path.exists(path):
        return None
    with open(path) as handle:
        entries = json.load(handle)
    return {os.path.realpath(value) for entry in entries.values() for key, value in entry.items()
            if key.endswith("diagnostics")}


def main():
    root = os.path.realpath(sys.argv[1])
    prefixes = tuple(os.path.join(root, folder) + os.sep for folder in OUR_FOLDERS)

    def ours(name):
        return name.startswith(prefixes) and os.path.exists(name)

    seen = set()
    for directory in sys.argv[2:]:
        for folder, _dirs, files in os.walk(directory):
            named = current_files(folder)
            for file in sorted(files):
                if not file.endswith(".dia"):
                    continue
                if named is not None and os.path.realpath(os.path.join(folder, file)) not in named:
                    continue
                try:
                    found = warnings(os.path.join(folder, file), ours)
                except (ValueError, IndexError) as error:
                    print("%s: unreadable diagnostics file (%s)" % (os.path.join(folder, file), error),
                          file=sys.stderr)
                    continue
                written = os.path.getmtime(os.path.join(folder, file))
                for line in found:
                    # A warning about a file changed since this .dia was written is stale (batch mode can
                    # write one file's warning into another file's .dia, which is not rewritten with it).
                    if os.path.getmtime(line.split(":", 1)[0]) > written:
                        continue
                    if line not in seen:
                        seen.add(line)
                        print(line)


if __name__ == "__main__":
    main()
