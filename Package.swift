// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mazegen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "mazegen", targets: ["mazegen"]),
        .library(name: "LabyrinthKit", targets: ["LabyrinthKit"]),
        .library(name: "MazeKit", targets: ["MazeKit"]),
        .library(name: "ContentKit", targets: ["ContentKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The app's side of the content contract: Foundation only, so the app can import it as it is.
        .target(name: "LabyrinthKit"),
        .target(name: "MazeKit"),
        .target(
            name: "ContentKit",
            dependencies: ["LabyrinthKit", "MazeKit", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "mazegen",
            dependencies: ["ContentKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "LabyrinthKitTests", dependencies: ["LabyrinthKit"]),
        .testTarget(name: "MazeKitTests", dependencies: ["MazeKit"]),
        .testTarget(name: "ContentKitTests", dependencies: ["ContentKit", "LabyrinthKit", "MazeKit"]),
        .testTarget(name: "MazegenCLITests", dependencies: ["ContentKit", "LabyrinthKit"]),
    ],
    swiftLanguageModes: [.v6]
)
