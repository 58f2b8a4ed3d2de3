extension Font {
    /// This font at Dynamic Type size `size`: a text style's font takes the point size iOS gives
    /// that style there; a custom size relative to a style grows in the same proportion; a fixed
    /// size stays.
    func scaled(to size: DynamicTypeSize) -> Font {
        guard let style = dynamicStyle, size != .large else { return self }
        let sizes = style.pointSizes
        var font = self
        font.size = self.size / sizes[DynamicTypeSize.large.index] * sizes[size.index]
        return font
    }
}

extension Font.TextStyle {
    /// `value` (a length at the default size, `.large`) grown at Dynamic Type size `size` in the
    /// proportion this style's point size grows, as `UIFontMetrics.scaledValue(for:)` grows it.
    func scaled<Value: BinaryFloatingPoint>(_ value: Value, at size: DynamicTypeSize) -> Value {
        guard size != .large else { return value }
        let sizes = pointSizes
        return value * Value(sizes[size.index]) / Value(sizes[DynamicTypeSize.large.index])
    }

    /// The style's point size at each Dynamic Type size, `.xSmall` to `.accessibility5`: the iOS
    /// table of Apple's Human Interface Guidelines (Typography › Dynamic Type sizes).
    var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
