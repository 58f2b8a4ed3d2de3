/// How big a sheet is where there is room for several sizes (`presentationSizing(_:)`).
public protocol PresentationSizing: Sendable {}

/// The system's size for the sheet.
public struct AutomaticPresentationSizing: PresentationSizing {}
/// A page: a large sheet sized for reading (on an iPad or a Mac).
public struct PagePresentationSizing: PresentationSizing {}
/// A form: a sheet sized for a form (on an iPad or a Mac).
public struct FormPresentationSizing: PresentationSizing {}
/// A sheet as big as its content (on an iPad or a Mac).
public struct FittedPresentationSizing: PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// Whether a swipe on a resizable sheet's scrolling content resizes the sheet or scrolls it
/// (`presentationContentInteraction(_:)`).
public struct PresentationContentInteraction: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, resizes, scrolls }
    private let kind: Kind

    /// The system's choice: the sheet resizes first.
    public static let automatic = PresentationContentInteraction(kind: .automatic)
    /// A swipe resizes the sheet before it scrolls the content.
    public static let resizes = PresentationContentInteraction(kind: .resizes)
    /// A swipe scrolls the content.
    public static let scrolls = PresentationContentInteraction(kind: .scrolls)
}

extension View {
    /// The size of the sheet showing this view where several fit. On an iPhone in portrait a sheet
    /// spans the screen's width at its detents whatever the sizing, so it draws as before.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        self
    }

    /// What a swipe on the scrolling content of the sheet showing this view does. Flipbook's
    /// sheets are not resized by a swipe (only by `presentationDetents(_:selection:)`), so a
    /// swipe scrolls the content whatever the setting.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        self
    }
}
