#!/usr/bin/env bash
# Builds a throwaway package that depends on this one by path, as the app does, imports LabyrinthKit alone,
# and reads a content folder through it: the shelf of every pack (free or locked) and each pack at every level.
# Usage: scripts/app-package-check.sh [CONTENT_DIR]   (default: content/labyrinths)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
content=$(cd "${1:-$root/content/labyrinths}" && pwd)
# SwiftPM names a package added by path after its folder.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT

mkdir -p "$app/Sources/AppShelf"
cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "AppShelf",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "AppShelf", dependencies: [.product(name: "LabyrinthKit", package: "$identity")])]
)
SWIFT
cat > "$app/Sources/AppShelf/main.swift" <<'SWIFT'
import Foundation
import LabyrinthKit

let loader = LabyrinthLoader(folder: URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true))
let manifest = try loader.manifest()
var failures = 0
for pack in manifest.packs ?? [] {
    let shelf = loader.stories(inPack: pack, manifest: manifest)
    failures += shelf.failures.count
    let locked = shelf.values.filter { pack.access(toStory: $0.number, packOwned: false) == .locked }.count
    print("\(pack.id): \(shelf.values.count) stories, \(shelf.values.count - locked) free, \(locked) locked")
    for level in DifficultyLevel.allCases {
        guard let shown = loader.labyrinths(inPack: pack, at: level, manifest: manifest) else { continue }
        failures += shown.failures.count
        print("  \(level.rawValue): \(shown.labyrinths.count) labyrinths at \(shown.level.rawValue)")
    }
}
for entry in manifest.labyrinths {
    do { _ = try loader.labyrinth(id: entry.id) } catch { failures += 1; print("not decoded: \(error)") }
}
print("\(manifest.labyrinths.count) labyrinths decoded, \(failures) failures")
exit(failures == 0 ? 0 : 1)
SWIFT
cd "$app"
swift build --product AppShelf >&2
"$(swift build --show-bin-path)/AppShelf" "$content"
