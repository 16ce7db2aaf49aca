import ContentCatalogue
import ContentSupport
import SoundKit

/// What a narration clip records it was made from, inside the clip (two ID3v2 `TXXX` frames): the digest of its
/// text and of every setting that shapes its sound, and the text itself, for a person and for the preview. A clip
/// whose digest is not what its text and the settings give now is stale: made from another text, or under other
/// settings. A clip with no record (made elsewhere) has no origin mazegen knows: validate cannot call it stale, and
/// narrate never replaces it without `--force`.
package struct ClipRecord: Sendable, Equatable {
    /// The `TXXX` descriptions, which other tools show as they are.
    package static let digestDescription = "mazegen narration digest"
    package static let textDescription = "mazegen narration text"
    /// Bumped when the way mazegen makes a clip changes in a way `ClipRecipe` does not describe (its steps' order,
    /// what is measured), so every clip becomes stale.
    static let recipeVersion = "2"

    package var digest: String
    package var text: String?

    package init(digest: String, text: String?) {
        self.digest = digest
        self.text = text
    }

    /// The record a clip made now from `text` under `settings` carries.
    package init(madeFrom text: String, settings: NarrationConfig) {
        self.init(madeFrom: text, recipe: ClipRecipe(settings: settings))
    }

    package init(madeFrom text: String, recipe: ClipRecipe) {
        self.init(digest: Self.digest(text: text, recipe: recipe), text: text)
    }

    /// `sha256:` and the hex digest of the recipe version, the whole recipe (`ClipRecipe.description`) and the text.
    package static func digest(text: String, recipe: ClipRecipe) -> String {
        "sha256:" + SHA256.hex("mazegen narration \(recipeVersion)\n\(recipe.description)\n\(text)")
    }

    /// Whether a clip carrying this record says `text` as `settings` would make it now.
    package func isCurrent(for text: String, settings: NarrationConfig) -> Bool {
        isCurrent(for: text, recipe: ClipRecipe(settings: settings))
    }

    package func isCurrent(for text: String, recipe: ClipRecipe) -> Bool {
        digest == Self.digest(text: text, recipe: recipe)
    }

    /// The record at the start of a clip's bytes; nil when it carries none.
    package static func read(_ clip: [UInt8]) throws(ID3v2Error) -> ClipRecord? {
        guard let tag = try ID3v2.read(clip), let digest = tag.userText(digestDescription) else { return nil }
        return ClipRecord(digest: digest, text: tag.userText(textDescription))
    }

    /// `mp3` (an encoder's output) with this record as its ID3v2.4 tag, in place of any tag it had.
    package func tagged(_ mp3: [UInt8]) throws(ID3v2Error) -> [UInt8] {
        var texts = [ID3v2.UserText(description: Self.digestDescription, value: digest)]
        if let text { texts.append(ID3v2.UserText(description: Self.textDescription, value: text)) }
        return try ID3v2.retagged(mp3, userTexts: texts)
    }
}
