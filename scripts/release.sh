#!/usr/bin/env bash
# Makes a release of mazegen for this machine's platform: one statically linked, stripped binary that runs
# without a Swift toolchain, its bash, zsh and fish completions and its man page, in
#   dist/mazegen-<version>-<os>-<arch>/        (laid out like a prefix: bin/, share/…)
#   dist/mazegen-<version>-<os>-<arch>.tar.gz
# The version is what the built binary prints for `--version` (MazegenVersion.current), never a second copy.
# Linux only: on macOS the Swift runtime is part of the system and cannot be linked in; use Mint or
# `swift build -c release` there (docs/COMMANDS.md, "Installing").
set -euo pipefail
cd "$(dirname "$0")/.."

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
if [ "$os" != linux ]; then
    echo "release: $os is not supported; --static-swift-stdlib links the Swift runtime in on Linux only." >&2
    echo "release: on macOS install with \`mint install <repo>\` or \`swift build -c release\`." >&2
    exit 2
fi

# The man page: ArgumentParser's generate-manual plugin, which comes with the swift-argument-parser dependency
# (no new one). It builds the products and reads the commands' help from the built binary. The page depends
# only on the command definitions, so a debug build (usually up to date already) gives the same page as a
# release one without a second release build beside the static one below. The date in the page is the last
# commit's, so the same commit gives the same page.
page_date=$(git log -1 --format=%cs 2>/dev/null || date +%Y-%m-%d)
swift package plugin generate-manual --configuration debug --date "$page_date" --authors "the mazegen authors" >&2
manual=$(find .build/plugins/GenerateManual/outputs -name mazegen.1 -type f | head -1)
if [ -z "$manual" ]; then
    echo "release: the generate-manual plugin wrote no mazegen.1 under .build/plugins/GenerateManual/outputs" >&2
    exit 1
fi

source scripts/release-flags.sh
swift build "${release_flags[@]}" --product mazegen >&2
built=$(swift build "${release_flags[@]}" --show-bin-path)/mazegen

# A binary that still needs the toolchain's shared libraries would only run where Swift is installed.
toolchain_libraries='lib(swift|Foundation|_Foundation|dispatch|BlocksRuntime)[^ ]*\.so'
if ldd "$built" | grep -E "$toolchain_libraries" >&2; then
    echo "release: $built links the Swift toolchain's shared libraries above; it would not run without Swift" >&2
    exit 1
fi

version=$("$built" --version)
if ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "release: \`mazegen --version\` printed '$version', not MAJOR.MINOR.PATCH" >&2
    exit 1
fi

name=mazegen-$version-$os-$arch
stage=dist/$name
rm -rf "$stage" "$stage.tar.gz"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
    "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"

cp "$built" "$stage/bin/mazegen"
strip "$stage/bin/mazegen"
# The stripped binary must still start: Swift keeps its type metadata in sections strip leaves alone.
[ "$("$stage/bin/mazegen" --version)" = "$version" ]

"$stage/bin/mazegen" --generate-completion-script bash > "$stage/share/bash-completion/completions/mazegen"
"$stage/bin/mazegen" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_mazegen"
"$stage/bin/mazegen" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/mazegen.fish"
cp "$manual" "$stage/share/man/man1/mazegen.1"
# The README and the command reference it links to, at the same relative place.
mkdir -p "$stage/docs"
cp README.md "$stage/"
cp docs/COMMANDS.md "$stage/docs/"

# Same commit, same archive: names sorted, no user names, every time stamp the commit's.
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C dist -czf "$stage.tar.gz" "$name"

echo "$stage/"
echo "$stage.tar.gz ($(du -h "$stage.tar.gz" | cut -f1))"
