import ArgumentParser
import ContentKit

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview", abstract: "placeholder")
    func run() throws {}
}
