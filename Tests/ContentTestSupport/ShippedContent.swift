import ContentCatalogue
import ContentGenerate
import Foundation
import TestSupport

/// The shipped config and stories, generated in memory.
package enum ShippedContent {
    package static let contentFolder = LegacyFixture.repositoryRoot.appendingPathComponent("content").path

    package static func catalogue() throws -> StoryCatalogue {
        try StoryCatalogue.load(from: contentFolder, expectedUniverse: MazegenConfig.defaults.universe)
    }

    package static func generate(
        seed: UInt64? = nil, only: Set<Int> = [], parallelism: Int = 2,
        config: MazegenConfig = .defaults
    ) async throws -> GeneratedContent {
        try ContentGenerator(config: config, catalogue: try catalogue(), seed: seed)
            .generate(onlyStories: only, parallelism: parallelism)
    }
}
