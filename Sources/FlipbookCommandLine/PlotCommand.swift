import ArgumentParser
import FlipbookCurves
import FlipbookFigures
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import Foundation

/// `flipbook plot ANIMATION…`: value-against-time curves of animations.
struct PlotCommand: ParsableCommand, WritesOneFile {
    static let configuration = CommandConfiguration(
        commandName: "plot", abstract: "Plot animation curves (progress 0 → 1 against time).",
        discussion: """
            Animations are written as in Swift: linear, easeInOut(duration: 1), timingCurve(0.68, -0.6, 0.32, 1.6), \
            spring(response: 0.5, dampingFraction: 0.6), spring(duration: 0.5, bounce: 0.3), smooth, snappy, bouncy, \
            interpolatingSpring(stiffness: 100, damping: 10), default.
            """)

    static let outputHelp = "The PNG to write (default: output/plot.png)."

    @Argument(help: "Animations to plot.")
    var animations: [String]

    @Flag(help: "Also plot each curve's velocity (dashed).")
    var velocity = false

    @OptionGroup var destination: OutputFileOption<PlotCommand>

    /// The PNG to write.
    private var output: String { destination.output ?? "output/plot.png" }

    func validate() throws {
        if animations.isEmpty { throw ValidationError("name at least one animation, e.g. `flipbook plot linear easeInOut bouncy`") }
    }

    func run() throws {
        let specs: [AnimationSpec]
        do { specs = try animations.map(AnimationSpec.init) } catch { throw PlayerError.usage("\(error)") }
        let image = try MainActor.assumeIsolated {
            do {
                let plot = try CurvePlot(animations: specs, showsVelocity: velocity)
                try OutputLocation.file(output, option: "-o")
                return try plot.render()
            } catch let error as AnimationSpecError {
                throw PlayerError.usage("\(error)")
            }
        }
        do { try PNG.write(image, to: output, options: .standard) } catch { throw PlayerError.failure("\(error)") }
        print("\(OneLine.echo(output)): \(specs.count) curve\(specs.count == 1 ? "" : "s"), \(image.width)×\(image.height) px")
    }
}
