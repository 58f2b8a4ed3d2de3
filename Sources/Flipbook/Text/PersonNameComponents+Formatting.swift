import Foundation

/// `PersonNameComponents.formatted(_:)` and `.name(style:)`, which Linux's Foundation lacks:
/// names in the order an English-speaking locale writes them.
extension PersonNameComponents {
    /// Formats a person's name in one of four styles.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the name is shown.
        public struct Style: Codable, Hashable, Sendable {
            private enum Kind: Codable, Hashable, Sendable { case short, medium, long, abbreviated }
            private let kind: Kind

            /// The given name alone, or the nickname when there is one: "Grace".
            public static let short = Style(kind: .short)
            /// Given and family names: "Grace Hopper".
            public static let medium = Style(kind: .medium)
            /// Every part: prefix, given, middle, family names and suffix: "Rear Adm. Grace Brewster Hopper".
            public static let long = Style(kind: .long)
            /// Initials of the given and family names: "GH".
            public static let abbreviated = Style(kind: .abbreviated)

            func format(_ name: PersonNameComponents) -> String {
                let parts: [String?] = switch kind {
                case .short: [name.nickname ?? name.givenName ?? name.familyName]
                case .medium: [name.givenName, name.familyName]
                case .long: [name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix]
                case .abbreviated: [name.givenName, name.familyName].map { $0?.first.map(String.init) }
                }
                return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: kind == .abbreviated ? "" : " ")
            }
        }

        public var style: Style
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> String { style.format(value) }

        /// This style in `locale` (the order of the parts stays an English-speaking one).
        public func locale(_ locale: Locale) -> FormatStyle {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The name in `style` ("Grace Hopper").
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }

    /// The name in the medium style: given and family names.
    public func formatted() -> String { formatted(FormatStyle()) }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name in `style` (`name.formatted(.name(style: .abbreviated))` → "GH").
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}
extension PersonNameComponents.FormatStyle: LocaleFormatStyle {}
