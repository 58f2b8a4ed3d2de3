/// What each list style draws on an iPhone (iOS 17), and where. The numbers and their sources are
/// in `ListLayoutTests`.
enum ListAppearance: Hashable, Sendable {
    case plain, inset, insetGrouped, grouped, sidebar

    /// Whether sections are cards on the grouped background (rather than rows on the system background).
    var isGrouped: Bool {
        switch self {
        case .insetGrouped, .grouped, .sidebar: true
        case .plain, .inset: false
        }
    }

    /// The colour behind the list: the grouped background, or the system background for plain
    /// and inset lists (and behind a plain list's pinned headers).
    var background: Color { Color(isGrouped ? UIColor.systemGroupedBackground : .systemBackground) }

    /// UIKit's horizontal layout margin: 20 pt on screens at least 414 pt wide (Plus and Max
    /// phones), 16 pt on the others. Rows' content and headers start this far in.
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// How far sections sit in from the list's sides.
    func sectionInset(forWidth width: CGFloat) -> CGFloat {
        switch self {
        case .insetGrouped, .sidebar, .inset: Self.margin(forWidth: width)
        case .plain, .grouped: 0
        }
    }

    /// The corner radius of a section's card.
    var cornerRadius: CGFloat {
        switch self {
        case .insetGrouped, .sidebar, .inset: 10
        case .plain, .grouped: 0
        }
    }

    /// Space above a section without a header: below the list's top or the previous section.
    var sectionSpacing: CGFloat { isGrouped ? 35 : 0 }

    /// Space above a header's text, and between its text and the first row.
    var headerPadding: (top: CGFloat, bottom: CGFloat) { isGrouped ? (22, 6) : (6, 6) }

    /// Space between a section's last row and its footer's text, and below that text.
    var footerPadding: (top: CGFloat, bottom: CGFloat) { (6, isGrouped ? 0 : 6) }

    /// Whether sections have hairlines along their top and bottom edges unless told otherwise.
    var showsSectionSeparators: Bool { self == .grouped }

    /// The font, colour and case of section headers of `prominence`.
    func headerStyle(_ prominence: Prominence) -> (font: Font, color: UIColor, uppercased: Bool) {
        switch self {
        case .insetGrouped where prominence == .increased, .grouped where prominence == .increased: (.title3.bold(), .label, false)
        case .insetGrouped, .grouped: (.footnote, .secondaryLabel, true)
        case .sidebar: (.headline, .label, false)
        case .plain, .inset: (.headline, .secondaryLabel, false)
        }
    }
}

/// Row metrics shared by every style, at a Dynamic Type size: they grow as body text does.
struct ListRowMetrics {
    /// SwiftUI's `defaultMinListRowHeight` on iPhone: 44 pt at the default size.
    let minHeight: CGFloat
    /// Space above and below a row's content: 11 pt at the default size (a 17 pt line in a 44 pt row).
    let verticalInset: CGFloat

    init(dynamicTypeSize: DynamicTypeSize) {
        minHeight = Font.TextStyle.body.scaled(44, at: dynamicTypeSize)
        verticalInset = Font.TextStyle.body.scaled(11, at: dynamicTypeSize)
    }
}
