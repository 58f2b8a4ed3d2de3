import Flipbook

// CS193p's points about transitions and animatable modifiers (article 003): a font change does not
// animate, a ZStack's if/else faces, transitions distributed only by Group and ForEach, a
// transition with its own animation, and the grid's asymmetric card transition.

/// `.animation(.easeInOut)` on a view whose font size changes: the font is not animatable, so the
/// ghost jumps; the fix keeps the font constant and scales with a geometric effect.
struct FontChangeDemo: View {
    @State private var scary = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Scare") { scary.toggle() }
            HStack(spacing: 60) {
                VStack {
                    Text("👻")
                        .font(.system(size: scary ? 80 : 40))
                        .animation(.easeInOut(duration: 1), value: scary)
                        .frame(width: 110, height: 110)
                    Text("font size").font(.caption)
                }
                VStack {
                    Text("👻")
                        .font(.system(size: 40))
                        .scaleEffect(scary ? 2 : 1)
                        .animation(.easeInOut(duration: 1), value: scary)
                        .frame(width: 110, height: 110)
                    Text("scaleEffect").font(.caption)
                }
            }
        }
    }
}

/// The card of the lecture's slide: face up, the rectangle fades (the default) and the ghost
/// scales; face down, the back has `.identity` and simply appears.
struct FaceUpZStackDemo: View {
    @State private var isFaceUp = false

    var body: some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: 10).fill(.white)
                RoundedRectangle(cornerRadius: 10).strokeBorder(.orange, lineWidth: 3)
                Text("👻").font(.system(size: 60)).transition(.scale)
            } else {
                RoundedRectangle(cornerRadius: 10).fill(.orange).transition(.identity)
            }
        }
        .frame(width: 120, height: 170)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 1)) { isFaceUp.toggle() }
        }
        .accessibilityIdentifier("card")
    }
}

/// `.transition(.scale)` on a VStack is not handed to the views inserted in it (they fade, the
/// default); on a Group it is (they scale).
struct TransitionDistributionDemo: View {
    @State private var show = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Show") {
                withAnimation(.easeInOut(duration: 1)) { show.toggle() }
            }
            HStack(alignment: .top, spacing: 40) {
                VStack {
                    Text("VStack").font(.caption)
                    VStack(spacing: 8) {
                        if show { swatches }
                    }
                    .transition(.scale)
                    .frame(width: 110, height: 150)
                }
                VStack {
                    Text("Group").font(.caption)
                    VStack(spacing: 8) {
                        Group {
                            if show { swatches }
                        }
                        .transition(.scale)
                    }
                    .frame(width: 110, height: 150)
                }
            }
        }
    }

    @ViewBuilder private var swatches: some View {
        RoundedRectangle(cornerRadius: 6).fill(.blue).frame(width: 80, height: 40)
        RoundedRectangle(cornerRadius: 6).fill(.teal).frame(width: 80, height: 40)
    }
}

/// `.transition(.opacity.animation(.linear(duration: 2)))`: the transition's own animation wins
/// over the 0.3 s one it is inserted with.
struct TransitionOwnAnimationDemo: View {
    @State private var show = false

    var body: some View {
        VStack(spacing: 20) {
            Button("Show") {
                withAnimation(.easeIn(duration: 0.3)) { show.toggle() }
            }
            HStack(spacing: 40) {
                VStack {
                    ZStack {
                        if show { Circle().fill(.pink).transition(.opacity) }
                    }
                    .frame(width: 90, height: 90)
                    Text(".opacity").font(.caption)
                }
                VStack {
                    ZStack {
                        if show { Circle().fill(.pink).transition(.opacity.animation(.linear(duration: 2))) }
                    }
                    .frame(width: 90, height: 90)
                    Text("own animation").font(.caption)
                }
            }
        }
    }
}

/// Cards in a LazyVGrid with `.asymmetric(insertion: .scale, removal: .opacity)`: the first ones
/// arrive with the grid (no transition); a removed card fades; a card added later scales in.
struct GridCardTransitionDemo: View {
    @State private var cards = Array(1...6)
    @State private var next = 7

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 20) {
                Button("Remove") {
                    withAnimation(.easeInOut(duration: 0.8)) { _ = cards.remove(at: 2) }
                }
                Button("Add") {
                    withAnimation(.easeInOut(duration: 0.8)) {
                        cards.append(next)
                        next += 1
                    }
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 8) {
                ForEach(cards, id: \.self) { card in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.orange)
                        .overlay(Text("\(card)").font(.headline).foregroundStyle(.white))
                        .aspectRatio(2 / 3, contentMode: .fit)
                        .transition(.asymmetric(insertion: .scale, removal: .opacity))
                }
            }
            .frame(width: 320)
            Spacer()
        }
        .padding(.top, 12)
    }
}

extension FlipbookScene {
    static let transitionDemos003: [FlipbookScene] = [
        FlipbookScene("font-change-not-animatable", size: CGSize(width: 400, height: 240), duration: 1.5,
                      summary: "Article 003: a font size change jumps; scaleEffect on a constant font animates") {
            Tap("Scare", at: 0.2)
        } content: {
            FontChangeDemo()
        }.goldenTimes([0, 0.5, 0.7, 1.483]),
        FlipbookScene("face-up-zstack", size: CGSize(width: 300, height: 240), duration: 3,
                      summary: "Article 003: the ZStack if/else card: opacity, .scale and .identity") {
            Tap("card", at: 0.2)
            Tap("card", at: 1.6)
        } content: {
            FaceUpZStackDemo()
        }.goldenTimes([0, 0.5, 0.8, 1.4, 1.9, 2.983]),
        FlipbookScene("transition-distribution", size: CGSize(width: 400, height: 260), duration: 1.5,
                      summary: "Article 003: .transition on a VStack is not handed down; on a Group it is") {
            Tap("Show", at: 0.2)
        } content: {
            TransitionDistributionDemo()
        }.goldenTimes([0, 0.5, 0.7, 1.483]),
        FlipbookScene("transition-own-animation", size: CGSize(width: 400, height: 240), duration: 2.6,
                      summary: "Article 003: .opacity.animation(.linear(duration: 2)) outlasts its 0.3 s insertion") {
            Tap("Show", at: 0.2)
        } content: {
            TransitionOwnAnimationDemo()
        }.goldenTimes([0, 0.4, 0.6, 1.2, 2.583]),
        FlipbookScene("grid-card-transitions", size: CGSize(width: 360, height: 360), duration: 2.4,
                      summary: "Article 003: asymmetric(insertion: .scale, removal: .opacity) cards in a LazyVGrid") {
            Tap("Remove", at: 0.2)
            Tap("Add", at: 1.3)
        } content: {
            GridCardTransitionDemo()
        }.goldenTimes([0, 0.5, 0.8, 1.6, 1.8, 2.383]),
    ]
}
