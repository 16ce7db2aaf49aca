import Foundation
import TestSupport
import Testing

/// `mazegen figure add --preview PAGE.html`: the page alone is written, whether the figure would be added or
/// refused; the stories folder is left as it was, byte for byte.
@Suite("mazegen figure add --preview, end to end", .serialized)
struct FigurePreviewCommandLineTests {
    /// Every file under `folder` but `except`, with its bytes.
    static func files(in folder: URL, except: Set<String> = []) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.resolvingSymlinksInPath().path.dropFirst(folder.resolvingSymlinksInPath().path.count))
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true, !except.contains(path)
            else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func aFigureThatWouldBeAddedWritesOnlyThePage() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let svg = try FigureAddCommandLineTests.write(FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: folder)
        let before = try Self.files(in: folder)
        let page = folder.appendingPathComponent("leaf-preview.html")

        let run = try Mazegen.run(["figure", "add", "oak_leaf", svg, "--preview", page.path, "--config", config])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(
            run.stdout
                == "wrote \(page.path): figure `oak_leaf` would be added, drawn at easy, medium, hard; nothing added, "
                + "\(content.path)/figures.yaml untouched\n")
        #expect(try Self.files(in: folder, except: ["/leaf-preview.html"]) == before, "nothing else written")
        let html = try String(contentsOf: page, encoding: .utf8)
        let encoded = try Data(contentsOf: URL(fileURLWithPath: svg)).base64EncodedString()
        #expect(html.contains("src=\"data:image/svg+xml;base64,\(encoded)\""))
        #expect(html.contains("<h1>Figure oak_leaf (Oak leaf) <span class=\"muted\">from leaf.svg</span></h1>"))
        #expect(html.components(separatedBy: "<path class=\"organic-path\"").count == 4, "one path a level")

        // The same drawing, the same page.
        let again = try Mazegen.run(["figure", "add", "oak_leaf", svg, "--preview", page.path, "--config", config])
        #expect(again.status == 0)
        #expect(try String(contentsOf: page, encoding: .utf8) == html)
    }

    @Test func aFigureThatWouldBeRefusedWritesThePageThatSaysWhy() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let svg = try FigureAddCommandLineTests.write(FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: folder)
        let before = try Self.files(in: folder)
        let page = folder.appendingPathComponent("leaf.html")

        // The shipped library has a `leaf` already.
        let run = try Mazegen.run(["figure", "add", "leaf", svg, "--preview", page.path, "--config", config])
        #expect(run.status == 2)
        #expect(
            run.stdout
                == "wrote \(page.path): figure `leaf` would be refused (1 reason); nothing added, "
                + "\(content.path)/figures.yaml untouched\n")
        #expect(
            run.stderr
                == "error: \(content.path)/figures.yaml: already has a figure `leaf`; choose another name, or remove "
                + "that one first\nerror: figure `leaf` not added; only the page was written\n")
        #expect(try Self.files(in: folder, except: ["/leaf.html"]) == before, "nothing else written")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h2>Not added: 1 reason</h2>"))
        #expect(html.contains("already has a figure `leaf`"))
        // Refused for its name only: the drawing and its levels are still shown.
        #expect(html.components(separatedBy: "<path class=\"organic-path\"").count == 4)
    }

    /// A file mazegen cannot read as lines (here, letters) is still shown as the file has it, beside the reason:
    /// the page once said it "could not be read".
    @Test func aDrawingThatCannotBeReadIsShownAsItsFileHasIt() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let text = "<svg xmlns='http://www.w3.org/2000/svg'>\n<text x='1' y='2'>oak</text>\n</svg>\n"
        let svg = try FigureAddCommandLineTests.write(text, "letters.svg", in: folder)
        let page = folder.appendingPathComponent("letters.html")
        let run = try Mazegen.run(["figure", "add", "letters", svg, "--preview", page.path, "--config", config])
        #expect(run.status == 2)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains(Data(text.utf8).base64EncodedString()), "the file's bytes embedded")
        #expect(!html.contains("could not be read"))
        #expect(html.contains("letters are not read as lines"))
    }

    @Test func thePageMustBeAnHTMLFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let svg = try FigureAddCommandLineTests.write(FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: folder)
        let before = try Self.files(in: folder)
        let library = content.appendingPathComponent("figures.yaml").path
        let run = try Mazegen.run(["figure", "add", "oak_leaf", svg, "--preview", library, "--config", config])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--preview expects the page's file name, ending .html or .htm"), "\(run.stderr)")
        #expect(try Self.files(in: folder) == before)
    }
}
