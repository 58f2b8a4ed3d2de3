#if SnapshotTesting
import Flipbook
import FlipbookImage
import FlipbookPlayer
import FlipbookReport
import Foundation
@_exported import SnapshotTesting

extension Snapshotting where Value: View, Format == RGBAImage {
    /// A view as Flipbook renders it on Linux, as a `#Preview` with `traits` would show it (its ideal
    /// size by default), at scene time `time`, compared with pixelmatch within `tolerance`:
    ///
    ///     assertSnapshot(of: LikeButton(), as: .flipbook)
    ///     assertSnapshot(of: LikeButton(), as: .flipbook(traits: [.fixedLayout(width: 200, height: 80)], at: 0.5))
    @MainActor
    public static var flipbook: Snapshotting { .flipbook() }

    /// See `flipbook`; `scale` overrides the device's pixels per point (3 for iPhones).
    @MainActor
    public static func flipbook(traits: [PreviewTrait<Preview.ViewTraits>] = [.sizeThatFitsLayout], at time: Double = 0,
                                scale: Double? = nil, tolerance: FrameTolerance = .exact) -> Snapshotting {
        Snapshotting<FlipbookScene, RGBAImage>.flipbook(at: time, scale: scale, tolerance: tolerance).pullback { view in
            MainActor.assumeIsolated {
                let shown = UncheckedView(view: view)
                do {
                    return try SnapshotRenderer.shared.previewScene("snapshot", traits: traits) { shown.view }
                } catch {
                    fatalError("flipbook snapshot: \(error)")
                }
            }
        }
    }
}

extension Snapshotting where Value == FlipbookScene, Format == RGBAImage {
    /// A scene's frame at `time` (its start by default), compared with pixelmatch within `tolerance`.
    @MainActor
    public static func flipbook(at time: Double = 0, scale: Double? = nil,
                                tolerance: FrameTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .flipbook(tolerance: tolerance)) { scene in
            MainActor.assumeIsolated {
                let frame = Int((time * Double(scene.fps)).rounded())
                do {
                    return try SnapshotRenderer.shared.renderImages(scene, frames: [frame], scale: scale)[frame]!
                } catch {
                    fatalError("flipbook snapshot of \(scene.name) at \(time) s: \(error)")
                }
            }
        }
    }
}

extension Diffing where Value == RGBAImage {
    /// PNG files compared with pixelmatch within `tolerance`; a failure attaches the diff image.
    public static func flipbook(tolerance: FrameTolerance = .exact) -> Diffing {
        .diff(
            toData: { image in Data((try? PNG.encode(image, options: .standard)) ?? []) },
            fromData: { data in (try? PNG.decode(Array(data))) ?? RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0)) },
            diffV2: { reference, actual in
                guard let (verdict, diff) = try? ImageVerdict.compare(reference, actual, tolerance: tolerance, makeDiff: true)
                else { return ("the images cannot be compared", []) }
                guard !verdict.passes else { return nil }
                let attachments = diff.flatMap { try? PNG.encode($0, options: .standard) }
                    .map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
                return ("\(verdict.reason.rawValue): \(verdict.summary)", attachments)
            })
    }
}

/// The renderer every snapshot shares (loading the pinned fonts takes tens of milliseconds).
@MainActor
private enum SnapshotRenderer {
    static let shared: SceneRenderer = {
        do { return try SceneRenderer() } catch { fatalError("flipbook snapshot: \(error)") }
    }()
}

/// A view handed to a scene, which renders it on the main actor where it was made.
private struct UncheckedView<Shown: View>: @unchecked Sendable {
    let view: Shown
}
#endif
