// Scenes write `import Flipbook` and get the whole SwiftUI-compatible surface,
// including the animation maths and the CoreGraphics-style value types.
@_exported import FlipbookAnimation
@_exported import Foundation
@_exported import Observation
