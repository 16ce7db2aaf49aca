import ContentCatalogue
import ContentSupport
import LabyrinthKit

extension ContentGenerator {
    /// One labyrinth file of the catalogue, as `generate` writes it at this generator's seed (nil: an id the
    /// catalogue does not make). The studio rerolls one level with it: the same seed, story and level give the
    /// bytes `generate` gives, so a rerolled level differs from its neighbours by its seed alone.
    package func labyrinth(id: String) throws(GenerationError) -> PlannedFile? {
        guard
            let job = LabyrinthJobs.inManifestOrder(config: config, catalogue: catalogue).first(where: { $0.id == id })
        else { return nil }
        return try labyrinthFile(job)
    }
}
