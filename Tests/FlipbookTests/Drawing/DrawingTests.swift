import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Display lists of gradients, insets and drawing effects (a 40×20 view centred in 100×50).
@MainActor
@Suite struct DrawingTests {
    private let red = "rgba(1, 0.231, 0.188, 1)"
    private let blue = "rgba(0, 0.478, 1, 1)"
    private let frame = "M 30,15 L 70,15 L 70,35 L 30,35 Z"

    private func list(_ view: some View, width: CGFloat = 40, height: CGFloat = 20) -> String {
        makeGraph(view.frame(width: width, height: height), size: CGSize(width: 100, height: 50)).displayList(at: 0).description
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() {
        #expect(list(Rectangle().strokeBorder(.red, lineWidth: 4))
            == "stroke \(red) width 4 cap butt join miter miterLimit 10 dash [] phase 0 M 32,17 L 68,17 L 68,33 L 32,33 Z")
        // A negative width draws nothing: the stroke is clamped to 0, which renderers skip.
        #expect(list(Rectangle().strokeBorder(.red, lineWidth: -4))
            == "stroke \(red) width 0 cap butt join miter miterLimit 10 dash [] phase 0 \(frame)")
        // An inset beyond the centre collapses the frame to its centre.
        #expect(list(Circle().inset(by: 30).fill(.red)).hasSuffix("M 50,25 C 50,25 50,25 50,25 C 50,25 50,25 50,25 C 50,25 50,25 50,25 C 50,25 50,25 50,25 Z"))
    }

    @Test func insetRoundedRectangleShrinksItsCorners() {
        // Both frames are centred at (50, 25): the inset one is 34×14 with 2 pt corners.
        #expect(list(RoundedRectangle(cornerRadius: 5, style: .circular).inset(by: 3).fill(.red))
            == list(RoundedRectangle(cornerRadius: 2, style: .circular).fill(.red), width: 34, height: 14))
    }

    @Test func gradientsUseUnitPointsInTheShapesFrame() {
        #expect(list(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottomTrailing)))
            == "fill nonZero linear(\(red) 0, \(blue) 1 from (50, 15) to (70, 35)) \(frame)")
        #expect(list(Rectangle().stroke(RadialGradient(colors: [.red], center: .center, startRadius: 1, endRadius: 9)))
            == "stroke radial(\(red) 0 at (50, 25) r 1…9) width 1 cap butt join miter miterLimit 10 dash [] phase 0 \(frame)")
        #expect(list(Color.clear.background(EllipticalGradient(colors: [.red, .blue]))).hasPrefix(
            "fill nonZero elliptical(\(red) 0, \(blue) 1 at (50, 25) in 40×20 r 0…0.5) \(frame)"))
        // Equal angles sweep a full turn.
        #expect(list(AngularGradient(colors: [.red, .blue], center: .top))
            == "fill nonZero angular(\(red) 0, \(blue) 1 at (50, 15) 0…6.283 rad) \(frame)")
        #expect(list(Rectangle().fill(Color.red.gradient))
            == "fill nonZero linear(rgba(1, 0.347, 0.31, 1) 0, \(red) 1 from (50, 15) to (50, 35)) \(frame)")
    }

    @Test func aMeshGradientPlacesItsUnitPointsInTheFrame() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [0.5, 1]],
                                colors: [.red, .blue, .blue, .red], background: .white, smoothsColors: false)
        let vertices = "\(red) at (30, 15), \(blue) at (70, 15), \(blue) at (30, 35), \(red) at (50, 35)"
        #expect(list(mesh) == "fill nonZero mesh(2×2 \(vertices) on rgba(1, 1, 1, 1) bilinear) \(frame)")
        // A circle's element is the 20-point square centred in the frame; the background is clear by default.
        #expect(list(Circle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [0.5, 1]],
                                                colors: [.red, .blue, .blue, .red]))).hasPrefix(
            "fill nonZero mesh(2×2 \(red) at (40, 15), \(blue) at (60, 15), \(blue) at (40, 35), \(red) at (50, 35) "
                + "on rgba(0, 0, 0, 0)) M 60,25"))
    }

    @Test func gradientTextIsTheGradientSeenThroughTheGlyphs() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        // "Hi": 2 × 8.5 = 17 × 21.25 (fake measurer), centred in 40 × 20 at (30, 15), its frame
        // rounded to whole pixels: (42, 14) 17 × 22.
        let expected = [
            "group transform (1, 0, 0, 1, 0, 0) opacity 1",
            "  fill nonZero linear(\(red) 0, \(blue) 1 from (42, 25) to (59, 25)) M 42,14 L 59,14 L 59,36 L 42,36 Z",
            "  mask",
        ]
        let viaText = list(Text("Hi").foregroundStyle(gradient)).split(separator: "\n").map(String.init)
        let viaModifier = list(Text("Hi").padding(0).foregroundStyle(gradient)).split(separator: "\n").map(String.init)
        #expect(Array(viaText.prefix(3)) == expected)
        #expect(viaText.last?.contains("text \"Hi\" at (42, 14) rgba(1, 1, 1, 1)") == true)
        #expect(viaModifier == viaText)
        let environment = list(VStack { Text("Hi") }.foregroundStyle(gradient)).split(separator: "\n").map(String.init)
        #expect(Array(environment.prefix(1)) == Array(expected.prefix(1)))
    }

    @Test func containerRelativeShapeIsTheFrameAndContentShapeDrawsNothing() {
        #expect(list(ContainerRelativeShape().fill(.red)) == list(Rectangle().fill(.red)))
        #expect(list(Circle().fill(.red).contentShape(Rectangle())) == list(Circle().fill(.red)))
    }

    @Test func gradientStopsFromColorsAreEvenlySpaced() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test func shadowAndBlurRadiiAreTwiceSigma() {
        #expect(list(Color.red.shadow(radius: 8, x: 2, y: 3)) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1
              group transform (1, 0, 0, 1, 0, 0) opacity 1 shadow rgba(0, 0, 0, 0.33) 4 offset (2, 3)
                fill nonZero \(red) \(frame)
            """)
        #expect(list(Color.red.blur(radius: 4, opaque: true)) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1 blur 2 opaque
              fill nonZero \(red) \(frame)
            """)
        #expect(list(Color.red.blur(radius: -4)).hasPrefix("group transform (1, 0, 0, 1, 0, 0) opacity 1 blur 0\n"))
    }

    @Test func shadowsFallFromEachLeafUnlessComposited() {
        let pair = VStack(spacing: 0) { Color.red; Color.blue }
        #expect(list(pair.shadow(radius: 2)) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1
              group transform (1, 0, 0, 1, 0, 0) opacity 1 shadow rgba(0, 0, 0, 0.33) 1 offset (0, 0)
                fill nonZero \(red) M 30,15 L 70,15 L 70,25 L 30,25 Z
              group transform (1, 0, 0, 1, 0, 0) opacity 1 shadow rgba(0, 0, 0, 0.33) 1 offset (0, 0)
                fill nonZero \(blue) M 30,25 L 70,25 L 70,35 L 30,35 Z
            """)
        #expect(list(pair.compositingGroup().shadow(radius: 2)) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1
              group transform (1, 0, 0, 1, 0, 0) opacity 1 shadow rgba(0, 0, 0, 0.33) 1 offset (0, 0)
                group transform (1, 0, 0, 1, 0, 0) opacity 1 isolated
                  fill nonZero \(red) M 30,15 L 70,15 L 70,25 L 30,25 Z
                  fill nonZero \(blue) M 30,25 L 70,25 L 70,35 L 30,35 Z
            """)
    }

    @Test func clipsUseTheViewsFrame() {
        #expect(list(Color.red.clipped()) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1 clip \(frame)
              fill nonZero \(red) \(frame)
            """)
        #expect(list(Color.red.clipShape(Circle(), style: FillStyle(eoFill: true))).hasPrefix(
            "group transform (1, 0, 0, 1, 0, 0) opacity 1 clip evenOdd M 60,25 C 60,30.523 55.523,35 50,35"))
        #expect(list(Color.red.cornerRadius(4)).hasPrefix(
            "group transform (1, 0, 0, 1, 0, 0) opacity 1 clip M 34,15 L 66,15 C 68.209,15 70,16.791 70,19 L 70,31"))
    }

    @Test func borderIsAStrokeBorderOverlay() {
        #expect(list(Color.red.border(.blue, width: 2)) == """
            fill nonZero \(red) \(frame)
            stroke \(blue) width 2 cap butt join miter miterLimit 10 dash [] phase 0 M 31,16 L 69,16 L 69,34 L 31,34 Z
            """)
    }

    @Test func maskIsLaidOutOnTheView() {
        #expect(list(Color.red.mask(alignment: .leading) { Color.black.frame(width: 10) }) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1
              fill nonZero \(red) \(frame)
              mask
                fill nonZero rgba(0, 0, 0, 1) M 30,15 L 40,15 L 40,35 L 30,35 Z
            """)
    }

    @Test func blendModesAndCompositingGroups() {
        #expect(list(Color.red.blendMode(.plusLighter).compositingGroup()) == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1 isolated
              group transform (1, 0, 0, 1, 0, 0) opacity 1 blend add
                fill nonZero \(red) \(frame)
            """)
    }

    @Test func colourAdjustmentMatrices() {
        #expect(ColorAdjustment.brightness(0.5).entries == [1, 0, 0, 0, 0.5, 0, 1, 0, 0, 0.5, 0, 0, 1, 0, 0.5, 0, 0, 0, 1, 0])
        #expect(ColorAdjustment.contrast(2).entries == [2, 0, 0, 0, -0.5, 0, 2, 0, 0, -0.5, 0, 0, 2, 0, -0.5, 0, 0, 0, 1, 0])
        // Saturation 0 gives Rec. 709 luma; grey stays grey under every hue rotation.
        let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        let luma = ColorAdjustment.saturation(0).apply(RGBAColor(red: 1, green: 0, blue: 0))
        #expect(luma == RGBAColor(red: 0.2126, green: 0.2126, blue: 0.2126))
        let rotated = ColorAdjustment.hueRotation(.pi / 3).apply(grey)
        #expect(abs(rotated.red - 0.5) < 1e-12 && abs(rotated.green - 0.5) < 1e-12 && abs(rotated.blue - 0.5) < 1e-12)
        #expect(ColorAdjustment.invert.apply(RGBAColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.5))
            == RGBAColor(red: 0.75, green: 0.5, blue: 0, alpha: 0.5))
        #expect(ColorAdjustment.multiply(RGBAColor(red: 0.5, green: 1, blue: 0, alpha: 0.5))
            .apply(RGBAColor(red: 1, green: 0.5, blue: 1)) == RGBAColor(red: 0.5, green: 0.5, blue: 0, alpha: 0.5))
    }

    @Test func luminanceToAlphaMakesBlackAsOpaqueAsTheColourIsLuminous() {
        // SVG's weights: white opaque black, pure green 71.54 % black; the colour's own alpha is not used.
        #expect(ColorAdjustment.luminanceToAlpha.apply(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
            == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(ColorAdjustment.luminanceToAlpha.apply(RGBAColor(red: 0, green: 1, blue: 0)) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.7154))
        #expect(ColorAdjustment.luminanceToAlpha.apply(RGBAColor(red: 0, green: 0, blue: 0)) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        // The modifier draws its view through that matrix.
        let drawn = makeGraph(Color.green.luminanceToAlpha(), size: CGSize(width: 10, height: 10)).displayList(at: 0)
        guard case .group(let group) = drawn.items.first else { Issue.record("no group"); return }
        #expect(group.effects == [.colorMatrix(ColorAdjustment.luminanceToAlpha)])
    }

    @Test func shadowRadiusAnimates() throws {
        struct Lifting: View {
            @State var lifted = false
            var body: some View {
                Button("Lift") { withAnimation(.linear(duration: 1)) { lifted = true } }
                    .shadow(radius: lifted ? 10 : 0)
            }
        }
        let graph = makeGraph(Lifting())
        try graph.tap("Lift", at: 0)
        let shadow = "  group transform (1, 0, 0, 1, 0, 0) opacity 1 shadow rgba(0, 0, 0, 0.33) "
        #expect(graph.displayList(at: 0.5).description.components(separatedBy: "\n")[1] == shadow + "2.5 offset (0, 0)")
        #expect(graph.displayList(at: 1).description.components(separatedBy: "\n")[1] == shadow + "5 offset (0, 0)")
    }
}

/// Clips follow their content's frame through a layout animation.
@MainActor
@Suite struct AnimatedClipTests {
    struct Growing: View {
        @State var wide = false
        var body: some View {
            VStack {
                Color.red.frame(width: wide ? 80 : 40, height: 20).clipShape(Rectangle())
                Button("Grow") { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
    }

    @Test func clipRectMatchesThePresentedLeafFrame() throws {
        let graph = makeGraph(Growing(), size: CGSize(width: 200, height: 100))
        try graph.tap("Grow", at: 0)
        let lines = graph.displayList(at: 0.5).description.components(separatedBy: "\n")
        // Half-way the red rectangle is 60 wide, centred at x = 100: 70…130 (the model frame is 60…140).
        // Vertically: (100 − 20 − 7.25 − 22) / 2 = 25.375 → 25 (the text's 21.25 is 22 on the pixel grid).
        #expect(lines[0].hasSuffix("clip M 70,25 L 130,25 L 130,45 L 70,45 Z"))
        #expect(lines[1].hasSuffix("M 70,25 L 130,25 L 130,45 L 70,45 Z"))
    }
}
