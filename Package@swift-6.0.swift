// swift-tools-version: 6.0
import PackageDescription

// The architecture, bottom to top. A target depends only on targets below it, so an arrow back up (the format
// reading the catalogue, validate calling migrate) would close a cycle, which SwiftPM refuses: a build error,
// not a review comment.
//
//   mazegen (CLI)
//     ContentGenerate, ContentMigrate, ContentImport, ContentReview, ContentNarrate
//       ContentValidate (the one rulebook: generate, migrate, import and review ask it)
//       ContentRead (a content folder read in one place: labyrinths' facts, manifest, samples, clips and their state)
//       ContentCatalogue (config.yaml, stories, figures, kept drawings)
//         ContentFormat (the app's files: keys, documents, the app-style writer)
//           ContentJSON (JSON read with positions, fast; JSONValue, JSONPointer; the app's documents decoded)
//             ContentSupport (files, folder reading and locking, the parallel map, coding-path keys, version)
//               LabyrinthKit (the app's contract)   MazeKit (the maze)   SoundKit (the clips' sound)
let yams = Target.Dependency.product(name: "Yams", package: "Yams")
// optimized: begin
// Toolchains 6.0 and 6.1 refuse a versioned dependency whose targets carry unsafe flags, so this manifest (theirs)
// compiles debug builds plainly; Package.swift (6.2 and later) is the map, and this file differs only here.
let optimized: [SwiftSetting] = []
// optimized: end

let package = Package(
    name: "mazegen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "mazegen", targets: ["mazegen"]),
        .library(name: "LabyrinthKit", targets: ["LabyrinthKit"]),
        .library(name: "MazeKit", targets: ["MazeKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The studio's HTTP server (StudioHTTP alone imports it): no packages of its own, tools version 6.0, about
        // 22 s of first build. README's dependencies say why.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    ],
    targets: [
        // The app's side of the content contract: Foundation only, so the app can import it as it is.
        .target(name: "LabyrinthKit"),
        // The maze: pure and seeded, no file I/O.
        .target(name: "MazeKit", swiftSettings: optimized),
        // The narration clips' sound: pure, no file I/O, no Foundation (WAV, BS.1770 loudness, trim, gain, pace,
        // MP3 frames, ID3 user texts), each file's contract written at its top.
        .target(name: "SoundKit", swiftSettings: optimized),

        .target(name: "ContentSupport", dependencies: ["LabyrinthKit"], path: "Sources/ContentKit/Support"),
        // The reader tuned for validate's speed, and the decoder of the app's documents: the contract it keeps is
        // written at the top of JSONReader.swift, so a change of a document need not open it.
        .target(
            name: "ContentJSON", dependencies: ["ContentSupport", "LabyrinthKit"], path: "Sources/ContentKit/JSON",
            swiftSettings: optimized),
        .target(
            name: "ContentFormat",
            dependencies: ["ContentJSON", "ContentSupport", "LabyrinthKit", "MazeKit"],
            path: "Sources/ContentKit/Format", swiftSettings: optimized
        ),
        .target(
            name: "ContentCatalogue",
            dependencies: ["ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit", "MazeKit", yams],
            path: "Sources/ContentKit/Catalogue", swiftSettings: optimized
        ),
        // A content folder read in one place, below the rulebook: the labyrinths' facts, the manifest and samples,
        // the clips with their records and state. Validate's rules judge what it read; narrate, review and the
        // studio read it directly.
        .target(
            name: "ContentRead",
            dependencies: [
                "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit", "MazeKit",
                "SoundKit",
            ],
            path: "Sources/ContentKit/Read", swiftSettings: optimized
        ),
        .target(
            name: "ContentGenerate",
            // ContentValidate: generate checks what it is about to write with validate's rules (one rulebook).
            dependencies: [
                "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport",
                "LabyrinthKit",
                "MazeKit",
            ],
            path: "Sources/ContentKit/Generate", swiftSettings: optimized
        ),
        .target(
            name: "ContentValidate",
            dependencies: [
                "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit",
                "MazeKit",
                "SoundKit",
            ],
            path: "Sources/ContentKit/Validate", swiftSettings: optimized
        ),
        .target(
            name: "ContentMigrate",
            dependencies: [
                "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport",
                "LabyrinthKit",
                "MazeKit",
            ],
            path: "Sources/ContentKit/Migrate", swiftSettings: optimized
        ),
        .target(
            name: "ContentImport",
            // Yams: the stories folder's files are edited as text, a key put in where the YAML's own layout says.
            dependencies: [
                "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport",
                "LabyrinthKit",
                "MazeKit", yams,
            ],
            path: "Sources/ContentKit/Import", swiftSettings: optimized
        ),
        .target(
            name: "ContentNarrate",
            // ContentRead: the clips' script and records, read as validate's audio rules read them.
            dependencies: [
                "ContentRead", "ContentCatalogue", "ContentFormat", "ContentSupport", "LabyrinthKit", "SoundKit",
            ],
            path: "Sources/ContentKit/Narrate", swiftSettings: optimized
        ),
        .target(
            name: "ContentReview",
            dependencies: [
                "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport",
                "LabyrinthKit",
                "MazeKit", "SoundKit",
            ],
            path: "Sources/ContentKit/Review", swiftSettings: optimized
        ),
        // The studio's HTTP as values (request, response) and the one file that serves them with FlyingFox, so the
        // server library can be swapped without touching the studio.
        .target(
            name: "StudioHTTP",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Sources/ContentKit/StudioHTTP"),
        // `mazegen studio`: routes as functions of a request value, the drafts, the save; the page it serves.
        .target(
            name: "ContentStudio",
            dependencies: [
                "ContentGenerate", "ContentNarrate", "ContentReview", "ContentValidate", "ContentRead",
                "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit", "StudioHTTP",
                yams,
            ],
            path: "Sources/ContentKit/Studio"
        ),
        .executableTarget(
            name: "mazegen",
            dependencies: [
                "ContentGenerate", "ContentValidate", "ContentMigrate", "ContentImport", "ContentReview",
                "ContentNarrate", "ContentRead", "ContentStudio", "StudioHTTP", "ContentCatalogue", "ContentFormat",
                "ContentSupport", "LabyrinthKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What more than one test target needs (Foundation only).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The folders more than one ContentKit test target builds (a valid folder, the shipped content, a stories
        // folder, the app's layout, a folder of every story kind). Plain imports and `package` access, no
        // `@testable`: `swift build -c release` builds this target too.
        .target(
            name: "ContentTestSupport",
            dependencies: [
                "ContentGenerate", "ContentValidate", "ContentCatalogue", "ContentFormat", "ContentJSON",
                "ContentSupport", "LabyrinthKit",
                "TestSupport",
            ],
            path: "Tests/ContentTestSupport"
        ),
        // One test target a source target, each listing what its tests import.
        .testTarget(name: "LabyrinthKitTests", dependencies: ["LabyrinthKit", "TestSupport"]),
        .testTarget(name: "MazeKitTests", dependencies: ["MazeKit", "TestSupport"]),
        .testTarget(name: "SoundKitTests", dependencies: ["SoundKit"]),
        .testTarget(name: "ContentSupportTests", dependencies: ["ContentSupport", "TestSupport"]),
        .testTarget(
            name: "ContentJSONTests",
            // The upper targets give the tests their documents (validate's example labyrinth, manifest and samples;
            // a file as mazegen writes it) and the duplicate-key rule the reader's note saves a walk for; MazeKit
            // its seeded random numbers.
            dependencies: [
                "ContentJSON", "ContentFormat", "ContentValidate", "ContentRead", "ContentSupport", "LabyrinthKit",
                "MazeKit",
                "ContentTestSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentFormatTests",
            dependencies: [
                "ContentFormat", "ContentJSON", "LabyrinthKit", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentCatalogueTests",
            dependencies: [
                "ContentCatalogue", "MazeKit", "ContentTestSupport", "TestSupport", yams,
            ]
        ),
        .testTarget(
            name: "ContentReadTests",
            dependencies: [
                "ContentRead", "ContentCatalogue", "ContentJSON", "ContentSupport", "LabyrinthKit",
                "ContentTestSupport",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentValidateTests",
            dependencies: [
                "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport",
                "LabyrinthKit", "MazeKit", "ContentTestSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentGenerateTests",
            dependencies: [
                "ContentGenerate", "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON",
                "ContentSupport", "LabyrinthKit", "MazeKit", "ContentTestSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentMigrateTests",
            dependencies: [
                "ContentMigrate", "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON",
                "ContentSupport", "LabyrinthKit", "ContentTestSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentImportTests",
            // ContentGenerate and ContentReview: an import is checked by generating the folder back and comparing it.
            dependencies: [
                "ContentImport", "ContentGenerate", "ContentReview", "ContentValidate", "ContentRead",
                "ContentCatalogue",
                "ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit", "MazeKit", "ContentTestSupport",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentReviewTests",
            dependencies: [
                "ContentReview", "ContentValidate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentJSON",
                "ContentSupport", "LabyrinthKit", "MazeKit", "ContentTestSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentStudioTests",
            dependencies: [
                "ContentStudio", "StudioHTTP", "ContentGenerate", "ContentValidate", "ContentCatalogue",
                "ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit", "ContentTestSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ContentNarrateTests",
            dependencies: [
                "ContentNarrate", "ContentRead", "ContentCatalogue", "ContentFormat", "ContentSupport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "MazegenCLITests",
            // The command line, run as the built binary; and what holds across commands (every command's output, the
            // package map).
            dependencies: [
                "ContentGenerate", "ContentValidate", "ContentRead", "ContentMigrate", "ContentImport", "ContentReview",
                "ContentCatalogue", "ContentFormat", "ContentJSON", "ContentSupport", "LabyrinthKit",
                "ContentTestSupport", "TestSupport", "SoundKit",
            ],
            // The speech engines the narration tests run (scripts, not sources).
            exclude: ["Engines"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
