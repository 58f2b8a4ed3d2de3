import FlipbookDisplayList

/// How a view's pixels combine with what is drawn beneath it, within the nearest compositing group.
/// SwiftUI's `plusDarker` is missing: cairo has no such operator.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusLighter

    var displayMode: FlipbookDisplayList.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusLighter: .add
        }
    }
}

extension View {
    /// Blends the view, as one layer, with what is drawn beneath it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(LayerEffectModifier(key: "blendMode", value: EmptyAnimatableData()) { _, _, items in
            GroupDrawing(items: items, blendMode: blendMode.displayMode)
        })
    }

    /// Composites the view offscreen as one layer: blend modes inside it blend only with each other,
    /// and opacity and effects applied outside act on the flattened result.
    public func compositingGroup() -> some View {
        modifier(LayerEffectModifier(key: "compositingGroup", value: EmptyAnimatableData()) { _, _, items in
            GroupDrawing(items: items, isolated: true)
        })
    }

    /// Renders the view offscreen as one flattened layer before compositing it: in Flipbook, which
    /// draws everything with cairo, the same as `compositingGroup()`. `opaque` and `colorMode` change
    /// nothing (the layer is composited in 8-bit sRGB, as `.nonLinear` is).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { compositingGroup() }
}
