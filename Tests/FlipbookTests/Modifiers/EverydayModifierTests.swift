import FlipbookDisplayList
import Testing
@testable import Flipbook

/// `minimumScaleFactor`, `hidden`, `badge`, size classes and `scrollIndicators`.
@MainActor
@Suite struct EverydayModifierTests {
    /// The font size and frame of the text showing `string`.
    private func text(_ string: String, in graph: ViewGraph) -> (size: Double, frame: CGRect)? {
        var found: (Double, CGRect)?
        func visit(_ items: [DisplayItem], dx: Double, dy: Double) {
            for item in items {
                switch item {
                case .text(let text) where text.layout.string == string:
                    let frame = graph.elementFrame(ofText: string) ?? .zero
                    found = (text.layout.font.size, CGRect(x: text.origin.x + dx, y: text.origin.y + dy, width: frame.width, height: frame.height))
                case .group(let group): visit(group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty)
                default: break
                }
            }
        }
        visit(graph.displayList(at: graph.time).items, dx: 0, dy: 0)
        return found
    }

    @Test func textShrinksToFitItsLineBeforeItIsTruncated() throws {
        // Ideal width 10 × 0.5 × 20 = 100 points (the fake measurer's).
        func shrunk(toWidth width: CGFloat, lineLimit: Int? = 1) throws -> (size: Double, frame: CGRect) {
            let graph = makeGraph(Text("ABCDEFGHIJ").font(.system(size: 20)).lineLimit(lineLimit).minimumScaleFactor(0.5).frame(width: width))
            return try #require(text("ABCDEFGHIJ", in: graph))
        }
        let fits = try shrunk(toWidth: 100)
        #expect(fits.size == 20)
        #expect(fits.frame.size == CGSize(width: 100, height: 25))
        let shrinks = try shrunk(toWidth: 60)
        #expect(shrinks.size == 12)
        #expect(shrinks.frame.size == CGSize(width: 60, height: 15))
        // Half the size is the least: then it is truncated.
        let truncated = try shrunk(toWidth: 30)
        #expect(truncated.size == 10)
        #expect(truncated.frame.size == CGSize(width: 30, height: 13))  // 12.5 on the pixel grid
        // Text that may wrap wraps instead.
        let wraps = try shrunk(toWidth: 60, lineLimit: nil)
        #expect(wraps.size == 20)
        #expect(wraps.frame.size == CGSize(width: 60, height: 50))
    }

    @Test func hiddenViewsKeepTheirPlaceAndCannotBeTapped() throws {
        let graph = makeGraph(VStack(spacing: 0) {
            Button("Top") {}
            Button("Hidden") {}.hidden()
            Text("Bottom")
        })
        #expect(graph.buttonLabels == ["Top"])
        #expect(graph.elementFrame(ofText: "Bottom")?.minY == graph.elementFrame(ofText: "Hidden").map { $0.maxY })
        #expect(throws: RenderError.self) { try graph.tap("Hidden", at: 0.1) }
    }

    private struct SizeClasses: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View { Text(verbatim: "\(horizontal == .compact) \(vertical == .regular)") }
    }

    @Test func sizeClassesAreThoseOfAnIPhoneInPortrait() {
        #expect(makeGraph(SizeClasses()).displayList(at: 0).flattened.first?.kind == "text:true true")
        let regular = makeGraph(SizeClasses().environment(\.horizontalSizeClass, .regular))
        #expect(regular.displayList(at: 0).flattened.first?.kind == "text:false true")
    }

    @Test func aRowBadgeIsATrailingCountInTheSecondaryColour() throws {
        let graph = makeGraph(List { Text("Inbox").badge(12) })
        let inbox = try #require(graph.elementFrame(ofText: "Inbox"))
        let count = try #require(graph.elementFrame(ofText: "12"))
        #expect(count.midY == inbox.midY)
        // At the row's trailing inset: 400 − 16 (the card's margin) − 16 (the row's).
        #expect(count.maxX == 368)
        let color = graph.displayList(at: 0).flattened.first { $0.kind == "text:12" }?.color
        #expect(color == Color(UIColor.secondaryLabel).rgba)
        #expect(makeGraph(List { Text("Inbox").badge(0) }).elementFrame(ofText: "0") == nil)
    }

    @Test func aTabBadgeIsARedCapsuleOverTheIcon() throws {
        let graph = makeGraph(TabView {
            Text("Mail").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Text("Other").badge("new").tabItem { Label("Sent", systemImage: "paperplane") }
        }, size: CGSize(width: 390, height: 844))
        let shapes = graph.displayList(at: 0).flattened.filter { $0.kind == "shape" && $0.color == Color.red.rgba }
        #expect(shapes.map { $0.rect.height } == [18, 18])
        let three = try #require(graph.elementFrame(ofText: "3"))
        let inbox = try #require(graph.elementFrame(ofText: "Inbox"))
        // Leading edge 5 points right of the icon's centre (97.5 + 5, on the pixel grid at scale
        // 1), 2 points above the item; "new" is 19.5 points wide (20 on the pixel grid), padded by 5
        // on either side.
        #expect(inbox.midX == 97.5)
        #expect(shapes.map(\.rect) == [CGRect(x: 103, y: 798, width: 18, height: 18), CGRect(x: 298, y: 798, width: 30, height: 18)])
        // The count centred in the capsule (6.5 × 16.25 points, 7 × 17 on the pixel grid, in 18 × 18).
        #expect(three.size == CGSize(width: 7, height: 17))
        #expect(graph.displayList(at: 0).origin(ofText: "3") == CGPoint(x: 108, y: 799))
        #expect(graph.displayList(at: 0).flattened.first { $0.kind == "text:3" }?.color == Color.white.rgba)
    }
}
