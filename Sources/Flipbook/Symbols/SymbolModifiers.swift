/// How a symbol's layers are painted: `monochrome` (every layer in the foreground style),
/// `hierarchical` (an enclosure at the tertiary level of the foreground, its glyph at full
/// strength), `palette` (the second layer in the secondary style of `foregroundStyle(_:_:)`) and
/// `multicolor` (a symbol's layers in their own colours, such as a yellow sun and a white cloud;
/// a symbol without a multicolor variant in the foreground style).
///
/// Partial: Flipbook's stand-ins have at most two palette layers, and multicolor variants for weather symbols and `exclamationmark.triangle.fill` only (`scripts/make-symbol-table.py`).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind

    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

/// Variants of a symbol picked by the views around it: `.symbolVariant(.fill)` turns `heart`
/// into `heart.fill`, `.circle` into `heart.circle`.
public struct SymbolVariants: Hashable, Sendable {
    /// The name suffixes in SF's order (shape before fill).
    let suffixes: [String]

    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: [".fill"])
    public static let circle = SymbolVariants(suffixes: [".circle"])
    public static let square = SymbolVariants(suffixes: [".square"])
    public static let slash = SymbolVariants(suffixes: [".slash"])

    public var fill: SymbolVariants { adding(".fill") }
    public var circle: SymbolVariants { adding(".circle") }
    public var square: SymbolVariants { adding(".square") }
    public var slash: SymbolVariants { adding(".slash") }

    private func adding(_ suffix: String) -> SymbolVariants {
        let order = [".slash", ".circle", ".square", ".fill"]
        return SymbolVariants(suffixes: Set(suffixes + [suffix]).sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
    }

    /// `name` with these variants, when the symbol table has that form; else `name` itself.
    func applied(to name: String) -> String {
        let varied = suffixes.reduce(name) { $0.hasSuffix($1) ? $0 : $0 + $1 }
        return SymbolTable.design(for: varied) != nil ? varied : name
    }
}

extension EnvironmentValues {
    /// The scale of symbol images relative to their font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbol images paint their layers (nil: monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variants symbol images take.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private enum ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private enum SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private enum SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension View {
    /// Scales the symbol images in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Sets how the symbol images in this view paint their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }

    /// Makes the symbol images in this view take `variant` (`.fill`, `.circle`…) where it exists.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}
