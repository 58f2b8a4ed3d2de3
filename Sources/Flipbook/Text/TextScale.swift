extension Text {
    /// A logical size of text relative to its font (`textScale(_:isEnabled:)`): `.secondary` for
    /// the smaller parts of a text (a currency sign, the cents of a price) beside `.default` text.
    public struct Scale: Hashable, Sendable {
        /// How much the font's size is multiplied by.
        let sizeFactor: Double

        /// Text at its font's size.
        public static let `default` = Scale(sizeFactor: 1)
        /// Text at the secondary size: 0.8 of its font's (an estimate: Apple documents no ratio).
        public static let secondary = Scale(sizeFactor: 0.8)
    }
}
