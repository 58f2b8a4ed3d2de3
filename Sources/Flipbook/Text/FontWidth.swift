extension Font {
    /// How wide a font's glyphs are: UIKit's `UIFont.Width` values, −1 … 1, 0 standard.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest (San Francisco's Compressed): −0.3.
        public static let compressed = Width(-0.3)
        /// Narrow (San Francisco's Condensed): −0.2.
        public static let condensed = Width(-0.2)
        /// The font's usual width: 0.
        public static let standard = Width(0)
        /// Wide (San Francisco's Expanded): 0.2.
        public static let expanded = Width(0.2)
    }
}

private enum FontWidthKey: EnvironmentKey { static var defaultValue: Font.Width? { nil } }

extension EnvironmentValues {
    /// The width `fontWidth(_:)` asked of the fonts here (nil: each font's own).
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}

extension View {
    /// Asks the texts in this view for a wider or narrower design of their font (nil: the font's
    /// own), kept in the environment. Narrower faces make a line shorter (it wraps later), wider
    /// ones longer.
    /// Partial: the pinned Inter has one width, so text draws at its standard width (iOS draws San Francisco's Compressed, Condensed or Expanded faces).
    public func fontWidth(_ width: Font.Width?) -> some View { environment(\.fontWidth, width) }
}
