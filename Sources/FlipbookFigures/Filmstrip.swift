import Foundation
import Flipbook
import FlipbookDisplayList
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import FlipbookRaster

/// One image showing an animation as a row (or grid) of frames, each with its
/// scene time beneath it.
@MainActor
public struct Filmstrip {
    public let scene: FlipbookScene
    /// The scene times shown, in seconds.
    public let times: [Double]
    public var columns: Int
    public var scale: Double

    /// A filmstrip of `scene` at `times` (each shows the frame nearest to it), `columns` frames a
    /// row (default: one row). Throws a usage error for a time after the last frame, or a sheet
    /// larger than `PNGLimits` allow.
    public init(scene: FlipbookScene, times: [Double], columns: Int? = nil, scale: Double? = nil) throws {
        guard !times.isEmpty else { throw PlayerError.usage("a filmstrip needs at least one time") }
        self.scene = scene
        self.times = times
        self.columns = max(1, min(columns ?? times.count, times.count))
        self.scale = scale ?? scene.scale
        if let problem = Self.sizeProblem(scene, frames: times.count, columns: columns, scale: self.scale) {
            throw PlayerError.usage(problem)
        }
        let last = Double(scene.frameCount - 1) / Double(scene.fps)
        for time in times where !(time.isFinite && time >= 0 && Self.frame(at: time, fps: scene.fps) < scene.frameCount) {
            throw PlayerError.usage("time \(Self.seconds(time)) is outside \(scene.name)'s frames: 0 to \(Self.seconds(last)) s "
                                    + "(frame \(scene.frameCount - 1) is the last)")
        }
    }

    /// Why a filmstrip of `frames` frames of `scene`, `columns` a row, is refused (its sheet is
    /// over `PNGLimits`), checked before anything is rendered; nil when it is accepted.
    public static func sizeProblem(_ scene: FlipbookScene, frames: Int, columns: Int?, scale: Double? = nil) -> String? {
        let perRow = Double(max(1, min(columns ?? frames, frames)))
        let rows = (Double(frames) / perRow).rounded(.up)
        let (width, height) = scene.pixelSize(scale: scale ?? scene.scale)
        let sheetWidth = Double(2 * margin) + perRow * Double(width + gap) - Double(gap)
        let sheetHeight = Double(2 * margin) + rows * Double(height + label + gap) - Double(gap)
        guard sheetWidth > Double(PNGLimits.maximumSide) || sheetHeight > Double(PNGLimits.maximumSide)
            || sheetWidth * sheetHeight > Double(PNGLimits.maximumPixelCount) else { return nil }
        func shown(_ value: Double) -> String { value < 1e15 ? OneLine.grouped(Int(value)) : String(format: "%.3g", value) }
        return "a filmstrip of \(OneLine.grouped(frames)) frames of \(width)×\(height) px, \(shown(perRow)) a row, would be "
            + "\(shown(sheetWidth))×\(shown(sheetHeight)) px, over the limit of \(OneLine.grouped(PNGLimits.maximumSide)) px a side "
            + "and \(OneLine.grouped(PNGLimits.maximumPixelCount)) pixels; use fewer frames, --columns or a smaller --scale"
    }

    private static let gap = 16, label = 22, margin = 16

    private static func frame(at time: Double, fps: Int) -> Int { Int((time * Double(fps)).rounded()) }

    /// `0.983` for 59/60 s, `1` for 1.0.
    private static func seconds(_ value: Double) -> String { String(format: "%g", (value * 1000).rounded() / 1000) }

    /// `count` times spread evenly from the first frame to the last.
    public static func evenTimes(_ scene: FlipbookScene, count: Int) -> [Double] {
        let last = Double(scene.frameCount - 1) / Double(scene.fps)
        guard count > 1 else { return [0] }
        return (0..<count).map { last * Double($0) / Double(count - 1) }
    }

    /// The start, each script event (its frame still shows the old state) with
    /// two moments after it, and the last frame: an animation on one page.
    public static func aroundEvents(_ scene: FlipbookScene, eventTimes: [Double]) -> [Double] {
        let last = Double(scene.frameCount - 1) / Double(scene.fps)
        var times: Set<Double> = [0, last]
        for event in eventTimes {
            for after in [0, 0.1, 0.25] where event + after <= last {
                times.insert((((event + after) * Double(scene.fps)).rounded()) / Double(scene.fps))
            }
        }
        return times.sorted()
    }

    /// Renders the filmstrip.
    public func render() throws -> RGBAImage {
        let renderer = try SceneRenderer()
        let frames = times.map { Self.frame(at: $0, fps: scene.fps) }
        let images = try renderer.renderImages(scene, frames: Array(Set(frames)).sorted(), scale: scale)
        let (width, height) = scene.pixelSize(scale: scale)
        let (gap, label, margin) = (Self.gap, Self.label, Self.margin)
        let rows = (times.count + columns - 1) / columns
        let sheet = Sheet(width: margin * 2 + columns * width + (columns - 1) * gap,
                          height: margin * 2 + rows * (height + label) + (rows - 1) * gap)
        let fonts = try FontSet.pinned()
        let measurer = try PangoTextMeasurer(fonts: fonts)
        var items: [DisplayItem] = []
        var pasted: [(image: RGBAImage, x: Int, y: Int)] = []
        for (index, (time, frame)) in zip(times, frames).enumerated() {
            let x = margin + (index % columns) * (width + gap), y = margin + (index / columns) * (height + label + gap)
            items.append(Sheet.rect(CGRect(x: x - 1, y: y - 1, width: width + 2, height: height + 2),
                                    fill: RGBAColor(red: 0.85, green: 0.85, blue: 0.87, alpha: 1)))
            items.append(Sheet.text(String(format: "t = %.3f s · frame %d", time, frame), x: Double(x) + Double(width) / 2,
                                    top: Double(y + height + 4), anchor: .center, measurer: measurer))
            pasted.append((images[frame]!, x, y))
        }
        return try sheet.render(items, images: pasted, fonts: fonts)
    }
}
