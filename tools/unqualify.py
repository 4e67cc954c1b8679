#!/usr/bin/env python3
"""Replace inline fully-qualified type names (java.*, javax.*, com.gpurental.*) in Java code by imports.

Skips comments and string/char literals, import/package lines, and any simple name that would clash (declared in the
file, a class of the same package, or already imported from elsewhere). Usage: unqualify.py ROOT...
"""
import os
import re
import sys

FQN = re.compile(r'\b((?:java|javax|com\.gpurental)(?:\.[a-z_][a-z0-9_]*)+)\.([A-Z][A-Za-z0-9_]*)')
DECL = re.compile(r'\b(?:class|interface|record|enum)\s+([A-Z][A-Za-z0-9_]*)')
IMPORT = re.compile(r'^import\s+(static\s+)?([\w.]+)\s*;', re.M)


def code_spans(src):
    """Yield (start, end) of code outside comments and literals."""
    i, n, start = 0, len(src), 0
    while i < n:
        c = src[i]
        if src.startswith('//', i):
            yield start, i
            j = src.find('\n', i)
            i = n if j < 0 else j
            start = i
        elif src.startswith('/*', i):
            yield start, i
            j = src.find('*/', i + 2)
            i = n if j < 0 else j + 2
            start = i
        elif src.startswith('"""', i):
            yield start, i
            j = src.find('"""', i + 3)
            i = n if j < 0 else j + 3
            start = i
        elif c == '"' or c == "'":
            yield start, i
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == '\\' else 1
            i = j + 1
            start = i
        else:
            i += 1
    yield start, n


def process(path, same_pkg_names):
    src = open(path, encoding='utf-8').read()
    m = re.search(r'^package\s+([\w.]+)\s*;', src, re.M)
    pkg = m.group(1) if m else ''
    imported = {}
    for im in IMPORT.finditer(src):
        if not im.group(1):
            name = im.group(2)
            imported[name.rsplit('.', 1)[1]] = name
    declared = set(DECL.findall(src))
    header_end = 0
    for im in IMPORT.finditer(src):
        header_end = max(header_end, im.end())
    if not header_end and m:
        header_end = m.end()
    wanted = {}  # simple -> fqn
    edits = []
    for s, e in code_spans(src):
        if e <= header_end:
            continue
        s = max(s, header_end)
        for f in FQN.finditer(src, s, e):
            p, simple = f.group(1), f.group(2)
            fqn = p + '.' + simple
            if f.start() > 0 and src[f.start() - 1] in '.@' and src[f.start() - 1] != '@':
                continue
            if p == pkg:
                ok = simple not in imported or imported[simple] == fqn
            elif p == 'java.lang':
                ok = simple not in imported and simple not in declared and simple not in same_pkg_names
            else:
                ok = (imported.get(simple) == fqn) or (
                    simple not in imported and simple not in declared and simple not in same_pkg_names
                    and wanted.get(simple, fqn) == fqn)
                if ok and imported.get(simple) != fqn:
                    wanted[simple] = fqn
            if ok:
                edits.append((f.start(), f.start() + len(p) + 1))
    if not edits:
        return 0
    out = []
    last = 0
    for a, b in sorted(edits):
        out.append(src[last:a])
        last = b
    out.append(src[last:])
    new = ''.join(out)
    adds = ''.join('import %s;\n' % fqn for fqn in sorted(set(wanted.values())))
    if adds:
        ims = list(IMPORT.finditer(new))
        if ims:
            at = ims[-1].end() + 1
        else:
            pm = re.search(r'^package\s+[\w.]+\s*;\n', new, re.M)
            at = pm.end()
            adds = '\n' + adds
        new = new[:at] + adds + new[at:]
    open(path, 'w', encoding='utf-8').write(new)
    return len(edits)


def main(roots):
    total = files = 0
    for root in roots:
        for d, _, fs in os.walk(root):
            names = {f[:-5] for f in fs if f.endswith('.java')}
            for f in fs:
                if f.endswith('.java'):
                    n = process(os.path.join(d, f), names)
                    if n:
                        total += n
                        files += 1
    print('replaced %d names in %d files' % (total, files))


if __name__ == '__main__':
    main(sys.argv[1:])
