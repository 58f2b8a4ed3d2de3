import ArgumentParser
import FlipbookPlayer
import Foundation

/// `flipbook`: renders Flipbook scenes to PNG frames.
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Render SwiftUI-style animated scenes to PNG frames.",
        discussion: "Exit codes: 0 done, 1 render failure (compare: different), 2 bad usage.",
        subcommands: [ListCommand.self, RenderCommand.self, GIFCommand.self, FilmstripCommand.self, PlotCommand.self,
                      LayoutCommand.self, CompareCommand.self,
                      BenchCommand.self]
    )

    /// Parses and runs the command line, mapping errors to Flipbook's exit codes
    /// with a one-line message.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as PlayerError {
            fail(error.description, code: error.exitCode)
        } catch let code as ExitCode {
            // A result already printed (compare: 1 different, 2 unreadable input).
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            fail(message(for: error), code: code == .validationFailure ? 2 : code.rawValue)
        }
    }

    private static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("flipbook: \(message)\n".utf8))
        Foundation.exit(code)
    }
}
