import Foundation

/// How a group's layer combines with what is drawn beneath it (the Porter–Duff and
/// separable/non-separable blend modes of PDF and SwiftUI; SwiftUI's `plusLighter` is `add`).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, add
}
