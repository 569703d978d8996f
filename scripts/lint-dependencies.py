#!/usr/bin/env python3
# Lint rule 8 (scripts/lint.sh): each target's declared dependencies equal its imports. Reads Package.swift as
# text (it cannot be run here without building it): every `.target`, `.executableTarget`, `.testTarget` and
# `.macro` call with its name, path, exclude list, dependencies (a quoted name is one of our targets;
# `.product(name:package:)` a product of another package, imported by its name) and whether it is compiled with
# `.unsafeFlags(platformAliases)` (then `import UIKit` means the module the alias names). The Linux-only targets of
# the `#if os(Linux)` block are read like the others. Then, for each target, the `import`s of its .swift files
# (outside its excluded paths; any attribute, `#if` or not) are compared with the list:
#  - a declared dependency no file imports fails, except where it is used without an import: a macro target
#    (`#externalMacro(module: "M", …)`), an overlay module linked only for the compiler (`linkOnly` below);
#  - an import of one of our modules (or of a declared product) the target does not declare fails.
# A target whose folder holds PlatformConditionsPlugin's `platform-conditions.swift` is checked with the files of
# the `sources:` folder it names (the plugin compiles their copies). Imports of modules we do not build
# (Foundation, Glibc, XCTest …) are not ours to check.
# Prints one "lint: …" line per finding; exits 1 if there is any.
import os
import re
import sys

# Declared, never imported, by design: WidgetRenderUIKit links `_Testing_UIKit`, the empty Swift Testing
# cross-import overlay the compiler finds by the aliased name UIKit; WidgetRenderOS and WidgetRenderUIKit carry
# the module maps of their submodules (`import os.log`, `import UIKit.UIImage`), which only their users' imports name.
linkOnly = {("WidgetRenderUIKit", "_Testing_UIKit"), ("WidgetRenderOS", "WidgetRenderOSSubmodules"),
            ("WidgetRenderUIKit", "WidgetRenderUIKitSubmodules")}

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
os.chdir(root)
text = open("Package.swift", encoding="utf-8").read()
# Drop comments so that a commented-out name is not read as a dependency.
code = re.sub(r"//[^\n]*", "", text)


def call_body(start):
    """The text between the parentheses of the call whose `(` is at `start`."""
    depth = 0
    for i in range(start, len(code)):
        c = code[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return code[start + 1:i]
    raise SystemExit("lint: Package.swift: unbalanced parentheses after offset %d" % start)


def bracket_list(body, label):
    """The text of `label: [ … ]` in a call's body (nested brackets kept), or ''."""
    m = re.search(r"\b" + label + r"\s*:\s*\[", body)
    if not m:
        return ""
    depth = 0
    for i in range(m.end() - 1, len(body)):
        if body[i] == "[":
            depth += 1
        elif body[i] == "]":
            depth -= 1
            if depth == 0:
                return body[m.end():i]
    return ""


def aliases():
    """`platformAliases`: Apple's name → our module name."""
    m = re.search(r"let\s+platformAliases[^=]*=\s*\[(.*?)\]", code, re.S)
    if not m:
        return {}
    return dict(re.findall(r'"([A-Za-z_]+)=([A-Za-z_]+)"', m.group(1)))


alias = aliases()
targets = {}
for m in re.finditer(r"\.(target|executableTarget|testTarget|macro|systemLibrary)\s*\(", code):
    kind = m.group(1)
    body = call_body(m.end() - 1)
    name = re.search(r'\bname\s*:\s*"([^"]+)"', body).group(1)
    deps_text = bracket_list(body, "dependencies")
    products = set(re.findall(r'\.product\s*\(\s*name\s*:\s*"([^"]+)"', deps_text))
    plain = set(re.findall(r'"([^"]+)"', re.sub(r"\.product\s*\([^)]*\)", "", deps_text)))
    path_m = re.search(r'\bpath\s*:\s*"([^"]+)"', body)
    path = path_m.group(1) if path_m else os.path.join("Tests" if kind == "testTarget" else "Sources", name)
    excludes = [os.path.join(path, e) for e in re.findall(r'"([^"]+)"', bracket_list(body, "exclude"))]
    targets[name] = {
        "kind": kind, "targets": plain, "products": products, "path": path, "exclude": excludes,
        "aliased": "platformAliases" in body,
    }

ours = set(targets)
external_products = set().union(*(t["products"] for t in targets.values()))
findings = []
import_re = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
macro_re = re.compile(r'#externalMacro\s*\(\s*module\s*:\s*"([^"]+)"')

for name in sorted(targets):
    t = targets[name]
    if t["kind"] == "systemLibrary":
        continue
    imported, macro_modules, where = set(), set(), {}
    # A target of PlatformConditionsPlugin compiles the sources its `platform-conditions.swift` names.
    folders = [t["path"]]
    settings = os.path.join(t["path"], "platform-conditions.swift")
    if os.path.isfile(settings):
        folders += [os.path.normpath(os.path.join(t["path"], s.strip()))
                    for s in re.findall(r"^//\s*sources:(.*)$", open(settings, encoding="utf-8").read(), re.M)]
    for folder, dirs, files in (entry for top in folders for entry in os.walk(top)):
        dirs[:] = sorted(d for d in dirs if os.path.join(folder, d) not in t["exclude"])
        for f in sorted(files):
            p = os.path.join(folder, f)
            if not f.endswith(".swift") or p in t["exclude"]:
                continue
            in_string = False  # inside a multi-line string literal: source written for another program
            for n, line in enumerate(open(p, encoding="utf-8"), 1):
                if line.count('"""') % 2 == 1:
                    in_string = not in_string
                    continue
                im = None if in_string else import_re.match(line)
                if im:
                    mod = im.group(1)
                    if t["aliased"]:
                        mod = alias.get(mod, mod)
                    imported.add(mod)
                    where.setdefault(mod, "%s:%d" % (p, n))
                macro_modules.update(macro_re.findall(line))
    for dep in sorted(t["targets"]):
        if dep in imported or (name, dep) in linkOnly:
            continue
        if targets.get(dep, {}).get("kind") == "macro" and dep in macro_modules:
            continue
        findings.append("Package.swift: %s declares a dependency on %s, which none of its files imports "
                        "(remove it; a module's also from docs/architecture.md and lint.sh's allowed table)" % (name, dep))
    for dep in sorted(t["products"] - imported):
        findings.append("Package.swift: %s declares the product %s, which none of its files imports" % (name, dep))
    for mod in sorted(imported):
        if mod == name or mod in t["targets"] or mod in t["products"]:
            continue
        if mod in ours or mod in external_products:
            findings.append("%s imports %s, which %s does not declare in Package.swift" % (where[mod], mod, name))

for f in findings:
    print("lint: " + f)
sys.exit(1 if findings else 0)
