import ArgumentParser
import Flipbook
import FlipbookMessages
import FlipbookPlayer
import Foundation

/// The `flipbook` command line over a package's own previews and scenes: a user's executable
/// target is
///
///     import FlipbookCommandLine
///     import MyViews
///     FlipbookCommandLine.main()
///
/// and offers `list`, `render`, `gif`, `filmstrip`, `plot`, `layout`, `track`, `compare`, `verify`, `report` and `bench` over
/// every `#Preview` and `PreviewProvider` linked into it, plus the `scenes` it is given.
public enum FlipbookCommandLine {
    /// Parses the process's arguments and runs the command over the previews and `scenes`, then
    /// exits with Flipbook's exit codes (0 done or match, 1 failure or difference, 2 bad usage or
    /// unreadable input, 130 stopped by Ctrl-C) and, on failure, one line on standard error.
    /// `previewModules` limits previews to those modules (all linked modules' when nil).
    @MainActor
    public static func main(scenes: [FlipbookScene] = [], previewModules: Set<String>? = nil) -> Never {
        main(arguments: Array(CommandLine.arguments.dropFirst()), scenes: scenes, previewModules: previewModules)
    }

    /// Runs the command line on `arguments` (without the program name) over the previews and `scenes`.
    @MainActor
    public static func main(arguments: [String], scenes: [FlipbookScene], previewModules: Set<String>? = nil) -> Never {
        CrashReport.install()
        do {
            let previews = try SceneRenderer().previewScenes(in: previewModules, beforeRunning: CrashReport.measuring)
            SceneLibrary.current = SceneLibrary(scenes + previews)
            var command = try FlipbookCommand.parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let error as PlayerError {
            fail(error.description, code: error.exitCode)
        } catch let code as ExitCode {
            // A result already printed (compare: 1 different, 2 unreadable input).
            Foundation.exit(code.rawValue)
        } catch {
            let code = FlipbookCommand.exitCode(for: error)
            if code == .success {
                print(FlipbookCommand.fullMessage(for: error))
                Foundation.exit(0)
            }
            fail(FlipbookCommand.message(for: error), code: code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// Prints `message` as one line on standard error (after what standard output holds) and exits.
    private static func fail(_ message: String, code: Int32) -> Never {
        fflush(nil)
        FileHandle.standardError.write(Data("flipbook: \(OneLine.message(message))\n".utf8))
        Foundation.exit(code)
    }
}

/// `flipbook`: renders Flipbook scenes to PNG frames.
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Render SwiftUI-style animated scenes to PNG frames.",
        discussion: """
            Exit codes: 0 done (compare: within tolerance), 1 failure (compare: different), \
            2 bad usage or unreadable input, 130 stopped by Ctrl-C.
            """,
        subcommands: [ListCommand.self, RenderCommand.self, GIFCommand.self, FilmstripCommand.self, PlotCommand.self,
                      LayoutCommand.self, TrackCommand.self, CompareCommand.self, VerifyCommand.self, ReportCommand.self,
                      BenchCommand.self]
    )
}

extension PlayerError {
    var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        }
    }
}
