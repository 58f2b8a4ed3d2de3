extension Element {
    /// The first value `read` gives in `elements` and below them, outermost first (an element
    /// before its children, siblings in order): how a container reads what a modifier declared on
    /// its resolved content (a title, detents, a search field), the one nearest the content's root
    /// winning.
    /// With `onScreen`, presentations (a sheet, an alert: content that declares for its own
    /// screen, not the presenter's) are not searched.
    static func outermost<Value>(in elements: [Element], onScreen: Bool = false, _ read: (Element) -> Value?) -> Value? {
        for element in elements where !(onScreen && element.isPresentation) {
            if let value = read(element) ?? outermost(in: element.children, onScreen: onScreen, read) { return value }
        }
        return nil
    }

    /// Every value `read` gives in `elements` and below them, outermost first. Below an element
    /// that gives one, the search goes on only with `insideMatches` (toolbars nest; the modifiers
    /// around a button carry the button's own tap target); `onScreen` as for `outermost`.
    static func all<Value>(in elements: [Element], insideMatches: Bool, onScreen: Bool = false, _ read: (Element) -> Value?) -> [Value] {
        var found: [Value] = []
        func visit(_ element: Element) {
            if onScreen && element.isPresentation { return }
            if let value = read(element) {
                found.append(value)
                if !insideMatches { return }
            }
            element.children.forEach(visit)
        }
        elements.forEach(visit)
        return found
    }
}
