extension Subscribers {
    /// How many values a subscriber asks for. Flipbook's publishers deliver values as they
    /// happen without being asked, so demand only appears where Combine's API names it:
    /// `flatMap(maxPublishers:)`.
    public struct Demand: Equatable, Hashable, Sendable {
        /// The number asked for; `nil` for no limit.
        public let max: Int?

        /// As many as there are.
        public static let unlimited = Demand(max: nil)
        /// None.
        public static let none = Demand(max: 0)

        /// At most `value` (`.max(1)`: one at a time).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand is never negative")
            return Demand(max: value)
        }

        private init(max: Int?) { self.max = max }
    }
}
