import ArgumentParser
import Flipbook
import FlipbookFigures
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import Foundation

/// `flipbook filmstrip NAME`: an animation on one image, each frame with its time.
struct FilmstripCommand: ParsableCommand, WritesOneFile {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip", abstract: "Lay frames of a scene out on one image, each labelled with its time.",
        discussion: "By default: the start, each scripted tap and two moments after it, and the end.")

    static let outputHelp = "The PNG to write (default: output/NAME-filmstrip.png)."

    @OptionGroup var scene: SceneArgument

    @Option(help: ArgumentHelp("Frames spread evenly over the scene instead.", valueName: "N"))
    var count: Int?

    @Option(help: ArgumentHelp("Exact times in seconds, comma-separated.", valueName: "t1,t2,…"))
    var times: String?

    @Option(help: ArgumentHelp("Frames per row (default: all in one row).", valueName: "N"))
    var columns: Int?

    @OptionGroup var scale: ScaleOption

    @OptionGroup var destination: OutputFileOption<FilmstripCommand>

    func validate() throws {
        if count != nil, times != nil { throw ValidationError("give --count or --times, not both") }
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1") }
    }

    func run() throws {
        let scene = try scene.scene()
        let path = destination.output ?? "output/\(scene.name)-filmstrip.png"
        let image = try MainActor.assumeIsolated {
            try withQuietStandardOutput {
                let chosen: [Double]
                if let count {
                    // The sheet's size is checked before `count` times are made.
                    if let problem = Filmstrip.sizeProblem(scene, frames: count, columns: columns, scale: scale.scale) {
                        throw PlayerError.usage(problem)
                    }
                    chosen = Filmstrip.evenTimes(scene, count: count)
                } else if let times {
                    chosen = try times.split(separator: ",").map { part in
                        guard let time = Double(part.trimmingCharacters(in: .whitespaces)) else {
                            throw PlayerError.usage("--times: \"\(OneLine.echo(part))\" is not a number of seconds")
                        }
                        return time
                    }
                } else {
                    let run = try SceneRun(scene: scene, scale: 1, textMeasurer: NoTextMeasurer())
                    chosen = Filmstrip.aroundEvents(scene, eventTimes: run.scriptTimes)
                }
                let filmstrip = try Filmstrip(scene: scene, times: chosen, columns: columns, scale: scale.scale)
                try OutputLocation.file(path, option: "-o")
                return try filmstrip.render()
            }
        }
        do { try PNG.write(image, to: path, options: .standard) } catch { throw PlayerError.failure("\(error)") }
        print("\(OneLine.echo(path)): \(image.width)×\(image.height) px")
    }
}
