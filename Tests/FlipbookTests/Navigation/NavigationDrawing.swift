import Foundation
@testable import Flipbook
import FlipbookDisplayList

// What a navigation stack draws, found in its display list by the text it shows.

/// The translation of the groups that hold the text `string`, summed over enclosing groups.
func translation(of string: String, in list: DisplayList) -> CGSize? {
    func search(_ items: [DisplayItem], _ offset: CGSize) -> CGSize? {
        for item in items {
            switch item {
            case .text(let text) where text.layout.string == string: return offset
            case .group(let group):
                let inner = CGSize(width: offset.width + group.transform.tx, height: offset.height + group.transform.ty)
                if let found = search(group.items, inner) { return found }
            default: continue
            }
        }
        return nil
    }
    return search(list.items, .zero)
}

/// The strongest dimming drawn: the largest opacity of a black layer (its colour's alpha times its
/// groups' opacities); 0 when every screen's dimming layer is clear.
func dimming(in list: DisplayList) -> Double {
    func search(_ items: [DisplayItem], _ opacity: Double) -> Double {
        var strongest = 0.0
        for item in items {
            switch item {
            case .shape(let shape):
                guard case .color(let color) = shape.paint, color.red == 0, color.green == 0, color.blue == 0 else { continue }
                strongest = max(strongest, opacity * color.alpha)
            case .group(let group): strongest = max(strongest, search(group.items, opacity * group.opacity))
            default: continue
            }
        }
        return strongest
    }
    return search(list.items, 1)
}

/// How opaque the text `string` is drawn: its colour's alpha times its groups' opacities.
func opacity(of string: String, in list: DisplayList) -> Double? {
    func search(_ items: [DisplayItem], _ opacity: Double) -> Double? {
        for item in items {
            switch item {
            case .text(let text) where text.layout.string == string: return opacity * Double(text.color.alpha)
            case .group(let group): if let found = search(group.items, opacity * group.opacity) { return found }
            default: continue
            }
        }
        return nil
    }
    return search(list.items, 1)
}

func offsetX(of string: String, in list: DisplayList) -> Double? { translation(of: string, in: list).map { Double($0.width) } }

/// Updates and draws every 60th of a second after `start` up to `end`; the drawing at `end`.
@MainActor
func play(_ graph: ViewGraph, from start: Double, to end: Double) -> DisplayList {
    var time = start
    while time + 1.0 / 60 < end {
        time += 1.0 / 60
        graph.update(at: time)
        _ = graph.displayList(at: time)
    }
    graph.update(at: end)
    return graph.displayList(at: end)
}
