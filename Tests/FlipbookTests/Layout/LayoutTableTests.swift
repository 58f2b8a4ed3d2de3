import Testing
@testable import Flipbook

/// One layout case: a view in a scene of `size`, and the exact frames (scene
/// points, pixel-rounded at 1x) of its shapes in drawing order.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    let size: CGSize
    let expected: [CGRect]
    let make: @MainActor @Sendable () -> AnyView
    var testDescription: String { name }

    init<V: View>(_ name: String, size: CGSize = CGSize(width: 100, height: 100), _ expected: [CGRect],
                  @ViewBuilder _ view: @escaping @MainActor @Sendable () -> V) {
        self.name = name
        self.size = size
        self.expected = expected
        make = { AnyView(view()) }
    }
}

private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

let layoutCases: [LayoutCase] = [
    LayoutCase("Color fills the proposal", [r(0, 0, 100, 100)]) { Color.red },
    LayoutCase("fixed frame is centred", [r(30, 40, 40, 20)]) { Rectangle().frame(width: 40, height: 20) },
    LayoutCase("Circle is a square of the shorter side", size: CGSize(width: 100, height: 60), [r(20, 0, 60, 60)]) { Circle() },
    LayoutCase("Capsule takes its frame", [r(25, 40, 50, 20)]) { Capsule().frame(width: 50, height: 20) },
    LayoutCase("Ellipse fills the proposal", [r(0, 0, 100, 100)]) { Ellipse() },
    LayoutCase("VStack gives the flexible child what is left", [r(0, 0, 100, 10), r(0, 10, 100, 90)]) {
        VStack(spacing: 0) { Color.red.frame(height: 10); Color.blue }
    },
    LayoutCase("HStack splits evenly with explicit spacing", [r(0, 0, 45, 100), r(55, 0, 45, 100)]) {
        HStack(spacing: 10) { Color.red; Color.blue }
    },
    LayoutCase("HStack default spacing is 8", [r(0, 0, 20, 100), r(28, 0, 72, 100)]) {
        HStack { Color.red.frame(width: 20); Color.blue }
    },
    LayoutCase("VStack trailing alignment", [r(50, 40, 20, 10), r(30, 50, 40, 10)]) {
        VStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 40, height: 10) }
    },
    LayoutCase("ZStack top-leading", [r(30, 30, 40, 40), r(30, 30, 20, 20)]) {
        ZStack(alignment: .topLeading) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 20, height: 20) }
    },
    LayoutCase("ZStack bottom-trailing", [r(30, 30, 40, 40), r(50, 50, 20, 20)]) {
        ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 20, height: 20) }
    },
    LayoutCase("Spacer pushes to the bottom", [r(0, 90, 100, 10)]) {
        VStack(spacing: 0) { Spacer(); Color.red.frame(height: 10) }
    },
    LayoutCase("two spacers centre a view", [r(40, 40, 20, 20)]) {
        HStack(spacing: 0) { Spacer(); Color.red.frame(width: 20, height: 20); Spacer() }
    },
    LayoutCase("Spacer minLength is kept", [r(0, 0, 70, 100)]) {
        HStack(spacing: 0) { Color.red; Spacer(minLength: 30) }
    },
    LayoutCase("padding on every edge", [r(10, 10, 80, 80)]) { Color.red.padding(10) },
    LayoutCase("horizontal padding", [r(20, 0, 60, 100)]) { Color.red.padding(.horizontal, 20) },
    LayoutCase("padding with EdgeInsets", [r(10, 5, 70, 80)]) {
        Color.red.padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20))
    },
    LayoutCase("frame(width:) keeps the proposed height", [r(25, 0, 50, 100)]) { Color.red.frame(width: 50) },
    LayoutCase("maxWidth/maxHeight infinity with alignment", [r(80, 80, 20, 20)]) {
        Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
    },
    LayoutCase("minWidth widens the frame, not the child", [r(40, 40, 20, 20)]) {
        Color.red.frame(width: 20, height: 20).frame(minWidth: 60)
    },
    LayoutCase("maxWidth caps a flexible child", [r(35, 0, 30, 100)]) { Color.red.frame(maxWidth: 30) },
    LayoutCase("min and max clamp the proposal", [r(30, 0, 40, 100)]) { Color.red.frame(minWidth: 10, maxWidth: 40) },
    LayoutCase("fixedSize takes the ideal size", [r(15, 35, 70, 30)]) {
        Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize()
    },
    LayoutCase("fixedSize on a Color gives 10 × 10", [r(45, 45, 10, 10)]) { Color.red.fixedSize() },
    LayoutCase("offset moves drawing, not layout", [r(35, 40, 20, 20), r(50, 40, 20, 20)]) {
        HStack(spacing: 0) { Color.red.frame(width: 20, height: 20).offset(x: 5); Color.blue.frame(width: 20, height: 20) }
    },
    LayoutCase("overlay is centred on its view", [r(30, 30, 40, 40), r(45, 45, 10, 10)]) {
        Color.red.frame(width: 40, height: 40).overlay(Color.blue.frame(width: 10, height: 10))
    },
    LayoutCase("a larger background does not change the size", [r(20, 20, 60, 60), r(40, 40, 20, 20)]) {
        Color.red.frame(width: 20, height: 20).background(Color.blue.frame(width: 60, height: 60))
    },
    LayoutCase("aspectRatio 1 fit in a wide scene", size: CGSize(width: 100, height: 60), [r(20, 0, 60, 60)]) {
        Color.red.aspectRatio(1, contentMode: .fit)
    },
    LayoutCase("scaledToFill overflows", [r(-100, 0, 300, 100)]) {
        Color.red.frame(idealWidth: 30, idealHeight: 10).scaledToFill()
    },
    LayoutCase("nested stacks", [r(30, 35, 10, 10), r(40, 35, 30, 10), r(40, 45, 20, 20)]) {
        VStack(spacing: 0) {
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 10) }
            Color.green.frame(width: 20, height: 20)
        }
    },
    LayoutCase("the least flexible child is sized first", [r(34, 0, 66, 100)]) {
        // "abcd" at 17 pt is 34 wide ideally (fake metrics); the Color takes the remaining 66.
        HStack(spacing: 0) { Text("abcd"); Color.red }
    },
    LayoutCase("a custom top guide shifts the view", [r(40, 40, 10, 10), r(50, 50, 10, 10)]) {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -10 }
        }
    },
    LayoutCase("padding then a leading frame", [r(25, 40, 20, 20)]) {
        Color.red.frame(width: 20, height: 20).padding(5).frame(width: 60, alignment: .leading)
    },
    LayoutCase("HStack centre alignment of different heights", [r(35, 40, 10, 20), r(45, 45, 20, 10)]) {
        HStack(spacing: 0) { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 20, height: 10) }
    },
    LayoutCase("VStack bottom spacing from Spacer is 0", [r(0, 0, 100, 20)]) {
        VStack(spacing: nil) { Color.red.frame(height: 20); Spacer() }
    },
    LayoutCase("frame alignment top-leading", [r(0, 0, 10, 10)]) {
        Color.red.frame(width: 10, height: 10).frame(width: 100, height: 100, alignment: .topLeading)
    },
    LayoutCase("three equal columns", size: CGSize(width: 90, height: 10), [r(0, 0, 30, 10), r(30, 0, 30, 10), r(60, 0, 30, 10)]) {
        HStack(spacing: 0) { Color.red; Color.green; Color.blue }
    },
    LayoutCase("a fixed child and two flexible ones", size: CGSize(width: 100, height: 10), [r(0, 0, 40, 10), r(40, 0, 30, 10), r(70, 0, 30, 10)]) {
        HStack(spacing: 0) { Color.red.frame(width: 40); Color.green; Color.blue }
    },
    LayoutCase("a capped child leaves more for the others", size: CGSize(width: 100, height: 10), [r(0, 0, 10, 10), r(10, 0, 45, 10), r(55, 0, 45, 10)]) {
        HStack(spacing: 0) { Color.red.frame(maxWidth: 10); Color.green; Color.blue }
    },
    LayoutCase("ZStack sizes to its largest child", [r(25, 35, 50, 30), r(40, 40, 20, 20)]) {
        ZStack { Color.red.frame(width: 50, height: 30); Color.blue.frame(width: 20, height: 20) }
    },
    LayoutCase("ZStack leading aligns vertical centres", [r(30, 30, 40, 40), r(30, 40, 20, 20)]) {
        ZStack(alignment: .leading) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 20, height: 20) }
    },
    LayoutCase("minHeight centres the child", [r(40, 40, 20, 20)]) {
        Color.red.frame(width: 20, height: 20).frame(minHeight: 60)
    },
    LayoutCase("aspectRatio 2 fit in a wide scene", size: CGSize(width: 100, height: 60), [r(0, 5, 100, 50)]) {
        Color.red.aspectRatio(2, contentMode: .fit)
    },
    LayoutCase("position at the origin centres the view on it", [r(-5, -5, 10, 10)]) {
        Color.red.frame(width: 10, height: 10).position(x: 0, y: 0)
    },
    LayoutCase("a negative priority gets only its minimum", size: CGSize(width: 100, height: 10), [r(0, 0, 20, 10), r(20, 0, 80, 10)]) {
        HStack(spacing: 0) { Color.red.frame(minWidth: 20).layoutPriority(-1); Color.blue }
    },
    LayoutCase("negative padding lets the view overflow its frame", [r(40, 40, 20, 20)]) {
        Color.red.frame(width: 20, height: 20).padding(-5)
    },
    LayoutCase("a zero-width frame", [r(50, 0, 0, 100)]) { Color.red.frame(width: 0) },
    LayoutCase("an HStack inside a fixed frame spreads its flexible children", [r(10, 45, 40, 10), r(50, 45, 40, 10)]) {
        HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 80, height: 10)
    },
]

@MainActor
@Suite struct LayoutTableTests {
    @Test(arguments: layoutCases)
    func layoutCase(_ layout: LayoutCase) {
        let graph = makeGraph(layout.make(), size: layout.size)
        #expect(graph.displayList(at: 0).flattened.filter { $0.kind == "shape" }.map(\.rect) == layout.expected)
    }
}
