import Flipbook

/// A push, a sheet and an alert, to compare with Reduce Motion on: the pushed screen slides in
/// (or fades in), the sheet slides up (or fades in), the alert grows into place (or only fades).
struct ReduceMotionTour: View {
    @State private var showsSheet = false
    @State private var showsAlert = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Details") { details }
            }
            .navigationTitle("Motion")
        }
    }

    private var details: some View {
        List {
            Button("Show Sheet") { showsSheet = true }
            Button("Show Alert") { showsAlert = true }
        }
        .navigationTitle("Details")
        .sheet(isPresented: $showsSheet) { ReduceMotionSheet() }
        .alert("Saved", isPresented: $showsAlert) {
            Button("OK") {}
        } message: {
            Text("Your changes are saved.")
        }
    }
}

/// A switch, a paged TabView and a confirmation dialog, which move alike with Reduce Motion on:
/// iOS keeps the knob's slide, the page slide and the action sheet's slide up.
struct ReduceMotionControls: View {
    @State private var wifi = false
    @State private var page = 0
    @State private var asks = false

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Wi-Fi", isOn: $wifi).padding(.horizontal)
            TabView(selection: $page) {
                ForEach(0..<2) { index in
                    [Color.blue, Color.teal][index]
                        .overlay(Text("Page \(index + 1)").font(.title).bold().foregroundStyle(.white))
                        .tag(index)
                }
            }
            .tabViewStyle(.page)
            .frame(height: 180)
            Button("Next Page") { withAnimation { page = 1 } }
            Button("Delete Draft") { asks = true }
        }
        .confirmationDialog("Delete the draft?", isPresented: $asks, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
    }
}

private struct ReduceMotionSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("A sheet").font(.title2)
            Button("Done") { dismiss() }
        }
    }
}

extension FlipbookScene {
    /// The same scene twice: as it moves, and as `NAME-reduce-motion`, with Reduce Motion and its
    /// Prefer Cross-Fade Transitions option on.
    static func withReducedMotion<Content: View>(
        _ name: String, size: CGSize, duration: Double, goldenTimes: [Double], summary: String,
        @ScriptBuilder script: @escaping @MainActor @Sendable () -> [any ScriptEvent],
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> [FlipbookScene] {
        [false, true].map { reduced in
            var scene = FlipbookScene(reduced ? name + "-reduce-motion" : name, size: size, scale: 2, duration: duration,
                                      summary: summary + (reduced ? " (Reduce Motion, cross-fades)" : ""),
                                      script: script, content: content)
                .goldenTimes(goldenTimes)
            scene.accessibilityReduceMotion = reduced
            scene.accessibilityPrefersCrossFadeTransitions = reduced
            return scene
        }
    }

    static let reduceMotionDemos: [FlipbookScene] =
        withReducedMotion("reduce-motion-tour", size: CGSize(width: 390, height: 480), duration: 3.6,
                          goldenTimes: [0.3, 1.0, 1.3, 3.07, 3.5],
                          summary: "A push, a sheet and an alert: sliding and zooming, or cross-fading in place") {
            Tap("Details", at: 0.2)
            Tap("Show Sheet", at: 1.2)
            Tap("Done", at: 2.2)
            Tap("Show Alert", at: 3.0)
        } content: {
            ReduceMotionTour()
        }
        + withReducedMotion("reduce-motion-controls", size: CGSize(width: 390, height: 480), duration: 2.6,
                            goldenTimes: [0.3, 0.95, 1.75, 2.5],
                            summary: "A switch, a page TabView and a confirmation dialog slide alike with Reduce Motion") {
            Flip("Wi-Fi", at: 0.2)
            Tap("Next Page", at: 0.8)
            Tap("Delete Draft", at: 1.6)
        } content: {
            ReduceMotionControls()
        }
}
