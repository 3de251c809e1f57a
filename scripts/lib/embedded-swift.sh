# What scripts/build-web and scripts/build-wasm share: compiling Fingerplay's Swift sources as one
# Embedded Swift module for WebAssembly, with the small C runtime, shrunk by wasm-opt. Sourced
# by them from the repository's root, after `set -euo pipefail`.

# Debian's binaryen (wasm-opt), installed when missing.
scripts/install binaryen

swift_flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern -wmo -parse-as-library -package-name Fingerplay
             -Osize -Xfrontend -disable-stack-protector)
# The page builds (build-web; page-instructions counts the same code natively): size over speed
# where the two part: the engine's step helpers kept out of line
# (FINGERPLAY_SMALL_CODE) and LLVM's inliner off — 1.6 KB less gzipped, the same time per event
# on a page within the measurement's noise (docs/benchmarks.md). The page keeps its recognizers'
# names itself: the engine's are never set, so the code that stores names is left
# out (FINGERPLAY_UNNAMED; names take no part in deciding in either build) — 2 KB less.
# Loops are not unrolled either (0.15 KB). What a page cannot reach is left out too
# (FINGERPLAY_PAGE): its views are elements, whose own listeners hear the DOM's events (no view
# has a touch handler for the engine to deliver to), whose CSS transforms are already in the
# boxes the page gives (no view transform, hit region, opacity or interaction switch: one it
# hides is hidden), the host's clock is the browser's
# (no callback scheduled on the engine's) and the page tells a surface of a gap itself (no gap
# check in the input loop) — 1.7 KB less.
page_size_flags=(-D FINGERPLAY_SMALL_CODE -D FINGERPLAY_UNNAMED -D FINGERPLAY_PAGE -Xllvm -inline-threshold=0 -Xllvm -sil-disable-pass=loop-unroll)
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")

# stub_modules OUT MODULE…: empty modules of those names in OUT/stubs, which the sources'
# `import` lines meet (the modules themselves are compiled into the one module).
stub_modules() {
  local out=$1; shift
  mkdir -p "$out/stubs"
  for module in "$@"; do
    : > "$out/stubs/$module.swift"
    swiftc "${swift_flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/stubs/$module.swiftmodule" \
      "$out/stubs/$module.swift"
  done
}

# compile_runtime OUT: Wasm/Runtime's C runtime as OUT/runtime.o.
compile_runtime() {
  "$toolchain/bin/clang" --target=wasm32-unknown-unknown -O2 -nostdlib -ffreestanding -c Wasm/Runtime/runtime.c -o "$1/runtime.o"
}

# internal_copy OUT FILE: writes FILE with `public`, `open` and `package` taken out under OUT/internal and
# prints the copy's path. Compiled so, everything is internal to the one module — nothing outside
# it calls in but the entry points, which stay public — and the compiler may drop what no code
# calls, above all the methods and accessors an open class must keep in its vtable for
# subclasses elsewhere. The copies' paths are fixed, so the builds stay reproducible.
internal_copy() {
  mkdir -p "$1/internal/$(dirname "$2")"
  sed -E -e 's/\b(public|open|package) //g' -e 's/\b(internal|package)\(set\) //g' "$2" > "$1/internal/$2"
  echo "$1/internal/$2"
}

# optimize IN OUT [PASS…]: wasm-opt for size. The data starts at 1 KB (both builds link with
# --global-base=1024): nothing lives below, so constant offsets may be folded into loads and
# stores (--low-memory-unused); the passes run until they gain nothing more (--converge); then
# the passes given, if any, and the size passes again.
optimize() {
  local in=$1 out=$2; shift 2
  local more=()
  [ $# -gt 0 ] && more=("$@" -Oz --converge)
  wasm-opt --low-memory-unused -Oz --converge "${more[@]}" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$in" -o "$out"
}
